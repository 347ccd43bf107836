import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { NavigateParams } from '../routes';
import type { VoiceClip } from '../rules/recordings';
import { isTrace } from '../rules/handwriting';
import { listWordResultOf, practiceOrder, wrongStrokesOf } from '../rules/schoolList';
import {
  isLastTile,
  isNextTile,
  isOpenTile,
  NO_SPELLING,
  placeTile,
  refuseTile,
  spellingPlan,
  startSpelling,
  syllableCompletedByNext,
  syllablePlayedByNext,
} from '../challenge/spelling';
import { toCallError } from '../types';
import type {
  DictationContext,
  DictationEvent,
  DictationInput,
  ListCharacterWriting,
  ListLesson,
  ListLessonWord,
  SaveResultInput,
} from './dictation.types';

/**
 * A school list written by the child (issue 30 §1–2), one word after the other, in one of two
 * modes: `practice` (the word seen with its zhuyin or pinyin, each character written over its
 * grey outline) and `dictation` (聽寫: the word only heard, from the recordings, each character
 * written from memory on an empty 田字格, no outline and no hint; its zhuyin or pinyin shown alone
 * when the parent allows it, the list's `dictation_reading`).
 *
 * - `loading`: `loadLesson` (GET schoolLists/{id}/lesson). The words played are every word in
 *   practice, the weakest first (`practiceOrder`), the writable ones (strokes for each character)
 *   in a dictation, in the list's order; none: `empty`.
 * - `word`: entered per word, it says the word (`playWord`, again on `word.replay`).
 *   `writing`: the pad reports each stroke taken and each try refused; a stroke gets
 *   TRIES_PER_STROKE tries (rules/schoolList.ts), so a child who does not know one goes on, and
 *   `write.giveUp` ends a character not known. After the last character: `saving`
 *   (`saveResult`: POST schoolLists/{id}/results with the wrong strokes, `listWordResultOf`, and
 *   in a dictation what was written, each stroke's trace, rules/handwriting.ts),
 *   then `marked` (each character right or wrong, stroke by stroke, beside the model). A failed
 *   save is tried again after `saveRetry`, or at once on `result.retry`; the marks show meanwhile,
 *   and the child goes on only once it is saved (nothing written is lost).
 *   `explaining` (practice only, each word's first step, like a lesson's explanation): the word
 *   seen with its reading (and its picture), heard, its stroke order drawn; `word.next` goes on to
 *   writing it, or, for a word that cannot be written, to spelling it.
 *   Practice then spells the word's reading (`spelling`: zhuyin or pinyin, the input's `spelling`)
 *   from shuffled tiles, as the challenge's spell step does (machines/challenge/spelling.ts), each
 *   syllable said as it is completed; `spelled`, then `word.next`.
 * - `finished`: every word played; `list.again` starts over.
 * - `list.close` goes home from anywhere.
 */
export const dictationMachine = setup({
  types: {
    context: {} as DictationContext,
    events: {} as DictationEvent,
    input: {} as DictationInput,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Says a word from the syllable recordings (the audio actor's `voice.play`). Provided by the app. */
    playWord: (_, _params: VoiceClip) => {},
    keepLesson: assign(({ context }, lesson: ListLesson) => {
      const words = context.mode === 'dictation' ? lesson.words.filter((word) => word.writable) : practiceOrder(lesson.words);
      return {
        lesson,
        words,
        // practice spells each word's reading: its tiles shuffled once, with the injected random source
        plans: context.mode === 'practice' ? words.map((word) => spellingPlan({ ...word, english: '' }, context.spelling, context.random)) : [],
        error: null,
      };
    }),
    keepError: assign((_, error: unknown) => ({ error: toCallError(error).message })),
    startWord: assign(({ context }) => ({ character: 0, writing: [emptyWriting(context.words[context.index]!, 0)] })),
    nextWord: assign(({ context }) => ({ index: context.index + 1 })),
    startOver: assign({ index: 0, done: [] }),
    keepStroke: assign(({ context }, params: { stroke: number; path: string; trace: string }) =>
      updateCurrent(context, (current) => ({
        ...current,
        strokes: [...current.strokes, { path: params.path, trace: params.trace, missed: current.missed.includes(params.stroke) }],
      })),
    ),
    keepMiss: assign(({ context }, params: { stroke: number }) =>
      updateCurrent(context, (current) => (current.missed.includes(params.stroke) ? current : { ...current, missed: [...current.missed, params.stroke] })),
    ),
    endCharacter: assign(({ context }, params: { strokeCount: number; gaveUp: boolean }) =>
      updateCurrent(context, (current) => ({ ...current, strokeCount: Math.max(params.strokeCount, current.strokes.length), gaveUp: params.gaveUp })),
    ),
    nextCharacter: assign(({ context }) => ({
      character: context.character + 1,
      writing: [...context.writing, emptyWriting(context.words[context.index]!, context.character + 1)],
    })),
    startSpell: assign(({ context }) => ({ spell: startSpelling(context.plans[context.index]!, context.spelling, false) })),
    placeTile: assign(({ context }, params: { tile: number }) => ({ spell: placeTile(context.spell, params.tile, false) })),
    refuseTile: assign(({ context }, params: { tile: number }) => ({ spell: refuseTile(context.spell, params.tile) })),
    keepWritten: assign(({ context }) => {
      const word = context.words[context.index]!;
      return { done: [...context.done, { position: word.position, word: word.word, characters: context.writing }] };
    }),
  },
  actors: {
    /** GET schoolLists/{id}/lesson. Provided by the app. */
    loadLesson: fromPromise<ListLesson, { listId: number }>(async () => {
      throw new Error('loadLesson is provided by the app');
    }),
    /** POST schoolLists/{id}/results. Provided by the app. */
    saveResult: fromPromise<unknown, SaveResultInput>(async () => {
      throw new Error('saveResult is provided by the app');
    }),
  },
  delays: {
    /** A failed save is tried again after this. */
    saveRetry: 3000,
  },
  guards: {
    hasWords: ({ context }, lesson: ListLesson) => (context.mode === 'dictation' ? lesson.words.some((word) => word.writable) : lesson.words.length > 0),
    isWritable: ({ context }) => context.words[context.index]!.writable,
    isPractice: ({ context }) => context.mode === 'practice',
    hasNextCharacter: ({ context }) => context.character + 1 < [...context.words[context.index]!.word].length,
    hasNextWord: ({ context }) => context.index + 1 < context.words.length,
    /** Practice spells the word's reading next (a word without one, or a dictation, goes on). */
    spellsNext: ({ context }) => spellsNext(context),
    isNextTile: ({ context }, params: { tile: number }) => isNextTile(context.spell, params.tile),
    isLastTile: ({ context }, params: { tile: number }) => isLastTile(context.spell, params.tile),
    /** The next tile, and it completes a syllable (the syllable is said). */
    isSyllableEnd: ({ context }, params: { tile: number }) => isNextTile(context.spell, params.tile) && syllableCompletedByNext(context.spell) !== undefined,
    isOpenTile: ({ context }, params: { tile: number }) => isOpenTile(context.spell, params.tile),
  },
}).createMachine({
  id: 'dictation',
  context: ({ input }) => ({
    listId: input.listId,
    mode: input.mode,
    spelling: input.spelling,
    random: input.random,
    plans: [],
    spell: NO_SPELLING,
    lesson: null,
    words: [],
    index: 0,
    character: 0,
    writing: [],
    done: [],
    error: null,
  }),
  initial: 'loading',
  on: {
    'list.close': { actions: { type: 'navigate', params: { to: 'home' } } },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadLesson',
        input: ({ context }) => ({ listId: context.listId }),
        onDone: [
          {
            guard: { type: 'hasWords', params: ({ event }) => event.output },
            target: 'word',
            actions: { type: 'keepLesson', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'keepLesson', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: { 'lesson.retry': 'loading' },
    },
    /** The list has no word to play in this mode. */
    empty: {},
    word: {
      entry: ['startWord', { type: 'playWord', params: ({ context }) => ({ zhuyin: context.words[context.index]!.zhuyin }) }],
      on: {
        'word.replay': { actions: { type: 'playWord', params: ({ context }) => ({ zhuyin: context.words[context.index]!.zhuyin }) } },
      },
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isPractice', target: 'explaining' }, { target: 'writing' }],
        },
        /** Practice: the word seen, heard and its strokes' order drawn; then written (or, without strokes, spelled). */
        explaining: {
          on: { 'word.next': [{ guard: 'isWritable', target: 'writing' }, { guard: 'spellsNext', target: 'spelling' }, { target: '#dictation.nextWord' }] },
        },
        writing: {
          on: {
            'write.stroke': { actions: { type: 'keepStroke', params: ({ event }) => ({ stroke: event.stroke, path: event.path, trace: event.trace }) } },
            'write.mistake': { actions: { type: 'keepMiss', params: ({ event }) => ({ stroke: event.stroke }) } },
            'write.characterDone': [
              {
                guard: 'hasNextCharacter',
                actions: [{ type: 'endCharacter', params: ({ event }) => ({ strokeCount: event.strokeCount, gaveUp: false }) }, 'nextCharacter'],
              },
              { target: 'saving', actions: [{ type: 'endCharacter', params: ({ event }) => ({ strokeCount: event.strokeCount, gaveUp: false }) }, 'keepWritten'] },
            ],
            'write.giveUp': [
              {
                guard: 'hasNextCharacter',
                actions: [{ type: 'endCharacter', params: ({ event }) => ({ strokeCount: event.strokeCount, gaveUp: true }) }, 'nextCharacter'],
              },
              { target: 'saving', actions: [{ type: 'endCharacter', params: ({ event }) => ({ strokeCount: event.strokeCount, gaveUp: true }) }, 'keepWritten'] },
            ],
          },
        },
        /** The word's result on its way; its marks show. */
        saving: {
          invoke: {
            src: 'saveResult',
            input: ({ context }) => resultInput(context),
            onDone: 'marked',
            onError: 'saveFailed',
          },
        },
        /** Not saved: tried again after `saveRetry`, or now. */
        saveFailed: {
          after: { saveRetry: 'saving' },
          on: { 'result.retry': 'saving' },
        },
        /** Each character right or wrong, stroke by stroke, beside the model. */
        marked: {
          on: { 'word.next': [{ guard: 'spellsNext', target: 'spelling' }, { target: '#dictation.nextWord' }] },
        },
        /**
         * Practice: the word's reading spelled from shuffled tiles (the challenge's mechanics,
         * machines/challenge/spelling.ts): "拼拼看" and the word said as it opens, a tile placed only
         * when it is the next one, each syllable said as it is completed, any other tile refused.
         */
        spelling: {
          entry: ['startSpell', { type: 'playWord', params: ({ context }) => ({ zhuyin: context.words[context.index]!.zhuyin, instruction: 'spell' as const }) }],
          on: {
            'spell.place': [
              {
                guard: { type: 'isLastTile', params: ({ event }) => ({ tile: event.tile }) },
                target: 'spelled',
                actions: [
                  { type: 'playWord', params: ({ context }) => ({ zhuyin: syllablePlayedByNext(context.spell, context.words[context.index]!.zhuyin).zhuyin }) },
                  { type: 'placeTile', params: ({ event }) => ({ tile: event.tile }) },
                ],
              },
              {
                guard: { type: 'isSyllableEnd', params: ({ event }) => ({ tile: event.tile }) },
                actions: [
                  { type: 'playWord', params: ({ context }) => ({ zhuyin: syllablePlayedByNext(context.spell, context.words[context.index]!.zhuyin).zhuyin }) },
                  { type: 'placeTile', params: ({ event }) => ({ tile: event.tile }) },
                ],
              },
              { guard: { type: 'isNextTile', params: ({ event }) => ({ tile: event.tile }) }, actions: { type: 'placeTile', params: ({ event }) => ({ tile: event.tile }) } },
              { guard: { type: 'isOpenTile', params: ({ event }) => ({ tile: event.tile }) }, actions: { type: 'refuseTile', params: ({ event }) => ({ tile: event.tile }) } },
            ],
          },
        },
        /** The reading spelled: the child goes on. */
        spelled: {
          on: { 'word.next': '#dictation.nextWord' },
        },
      },
    },
    /** Between two words: the next one, or the end. */
    nextWord: {
      always: [{ guard: 'hasNextWord', target: 'word', actions: 'nextWord' }, { target: 'finished' }],
    },
    finished: {
      on: { 'list.again': { target: 'word', actions: 'startOver' } },
    },
  },
});

export type DictationSnapshot = SnapshotFrom<typeof dictationMachine>;

/** Practice spells the current word's reading once it is written (or, without strokes, explained); a dictation, or a word with nothing to spell, goes on. */
export function spellsNext(context: DictationContext): boolean {
  return context.mode === 'practice' && (context.plans[context.index]?.letters.length ?? 0) > 0;
}

/** A character before its first stroke. */
function emptyWriting(word: ListLessonWord, character: number): ListCharacterWriting {
  return { character: [...word.word][character] ?? '', strokes: [], missed: [], strokeCount: 0, gaveUp: false };
}

/** The context with the character being written changed by `change`. */
function updateCurrent(context: DictationContext, change: (current: ListCharacterWriting) => ListCharacterWriting): Partial<DictationContext> {
  const writing = [...context.writing];
  writing[writing.length - 1] = change(writing.at(-1)!);
  return { writing };
}

/** What the word's save sends: its wrong strokes per character (rules/schoolList.ts). */
function resultInput(context: DictationContext): SaveResultInput {
  const word = context.words[context.index]!;
  const written = context.writing.map((c) => ({ strokeCount: c.strokeCount, written: c.strokes.length, missed: c.missed, gaveUp: c.gaveUp }));
  const result = { listId: context.listId, position: word.position, mode: context.mode, ...listWordResultOf(written) };
  // a dictation keeps what the child wrote, for the parent (a stroke the grid could not place is left out)
  if (context.mode !== 'dictation') return result;
  return { ...result, written: context.writing.map((c) => c.strokes.map((stroke) => stroke.trace).filter(isTrace)) };
}

/** A written character's wrong strokes (1-based): the rule's, from what the machine kept. */
export function wrongStrokesOfWriting(writing: ListCharacterWriting): number[] {
  return wrongStrokesOf({ strokeCount: writing.strokeCount, written: writing.strokes.length, missed: writing.missed, gaveUp: writing.gaveUp });
}
