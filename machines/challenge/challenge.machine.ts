import { and, assign, not, setup, type SnapshotFrom } from 'xstate';
import { shuffle } from '../random';
import { reportRefusal, reportStatus, reportWithRetryMachine } from './reportWithRetry.machine';
import type {
  AnswerStatus,
  ChallengeChoice,
  ChallengeContext,
  ChallengeEvent,
  ChallengeInput,
  ChallengeResume,
  ChallengeSound,
  ChallengeWordInput,
  ExitTarget,
  PassReport,
  PreparedWord,
  ReportStatus,
  SyllablePlayed,
  WriteProgress,
} from './challenge.types';
import type { NavigateParams } from '../routes';
import { MAX_MISTAKES } from '../rules/words';
import type { Instruction, VoiceClip } from '../rules/recordings';
import type { SpellingKind } from '../rules/phonetic';
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
} from './spelling';

/**
 * The challenge of a lesson's words: guess → write → spell → finish for each
 * word, then allFinish (SPEC §2 /challenge/*, §3 "Challenge state", §4 answer
 * colours and vanishing letters, §5 writing and spelling rules, §7 POST
 * lesson/schedule, §9 four answers in a 2×2 grid).
 *
 * Game types: `text` plays the words of a lesson (from the lesson list, or a
 * single word offered by the words house); `all` plays the words chosen in the
 * words house. Both run the same four steps per word.
 *
 * - Guess: four answers (the word and three distractors, order shuffled by the
 *   injected random source), shown as a 2×2 grid. A wrong answer turns red and
 *   stays red: it cannot be chosen again (`snapshot.can` is false for it), the
 *   learner tries another. The right answer turns green and the challenge moves
 *   on to writing after the named delay `answerFeedback`.
 * - Write: the word is written `write_number` times (at least once). Within a
 *   repetition the stroke quiz reports `write.stroke` / `write.mistake` per
 *   stroke (a miss plays the soft `miss` sound) and `write.strokesDone` per
 *   character: the quiz has judged every stroke, so the character completes by
 *   itself (no check step, issue 28 §3). It then shows beside its model
 *   (`reviewing`) for `characterReview`, or until `write.next` (the child goes on
 *   at once); then the next character, the next repetition or spelling. The help
 *   while writing (start hint, trace, outline) is the writing coach's
 *   (writingCoach.machine.ts), one per character, run by the screen.
 * - Spell: what is spelled is the input's `settings.spelling` (issue 28 §2):
 *   the English word's letters (spaces left out) only when English is chosen,
 *   else the word's reading, syllable by syllable: zhuyin symbols then the tone
 *   mark (ㄖ ㄣ ˊ), or pinyin letters then the tone tile (r i ˋ) (rules/phonetic.ts
 *   `spellingUnits`). The tiles are shuffled into a pool; `spell.place { tile }`
 *   places a tile only when it is the next one (SPEC §5 "spelling must follow the
 *   order"); a placed tile vanishes from the pool (`placed: true`), a wrong one is
 *   refused and flashes red (`spell.refused`) and counts as a mistake. The tile
 *   that completes a syllable asks the app to `playSyllable { reading }` (the
 *   syllable's recording). With `eng_spell_hint` on, `spell.hint` is the next
 *   tile. The completed word shows for `answerFeedback`.
 * - Finish (per word): the word pass is reported by the child `report`
 *   (reportWithRetry.machine.ts: `reportProgress`, tried again after
 *   `reportRetry` while it fails); the next word (`challenge.next`) opens once
 *   the call has answered, or failed. After the last word comes allFinish,
 *   which reports the lesson pass the same way.
 * - Each screen is a route of the table (`challenge`, `challengeWriting`,
 *   `challengeSpelling`, `challengeFinish`, `challengeAllFinish`): entering it
 *   asks the app to `navigate` there.
 * - Close (`challenge.close`) leaves to the words house when the challenge came
 *   from there or is not of type `text`, else to the lesson list of the current
 *   radical (`navigate` to `exitTarget(context)`). Leaving by close or by any
 *   other navigation (`challenge.leave`, sent by the app when the route leaves
 *   /challenge/*) clears the stored challenge data when play text is present.
 * - Heard (issue 28 §1): each step says its instruction and the word from the
 *   syllable recordings as it opens (guess: "哪一個是" + the word, the prompt;
 *   write: "寫寫看"; spell: "拼拼看"), the right answer says the word again,
 *   the finish screen says the word done,
 *   and `word.replay` (the big replay button) says it on any step: the
 *   `playWord` action, which the app sends to the audio actor (after the first
 *   tap, never while muted).
 * - Kept for a reload (issue 28 §4): entering a word or allFinish, and every pass recorded, asks the
 *   app to `keepPlace { index, reported, finished }` (the app keeps it for the tab, with the words:
 *   src/app/storedChallenge.ts). Started with `resume`, the challenge goes on at that word, from its
 *   guess (the word's strokes and tiles are not kept), or at allFinish when it was finished, its
 *   recorded passes known, so none is sent twice and an unrecorded lesson pass is sent again.
 * - The header (`challengeHeader`, challenge.connect.ts) shows the three step labels only for `text`
 *   and never on finish or allFinish.
 *
 * Decisions where the spec is silent:
 * - A pass is reported once per key (`word:<lesson>:<word>`,
 *   `lesson:<lesson>`): keys are kept in `reported` after a successful call, so
 *   playing a word again, re-rendering or re-sending events never reports it
 *   twice. A failed call is retried after `reportRetry` while the finish screen
 *   shows; the learner may still go on, and the pass then stays unrecorded.
 *   The child's status is mirrored into `report` (invoke `onSnapshot`):
 *   `challenge.next` is refused while it is 'sending', allowed once it failed.
 * - Word pass: `finish_explaining: 1, is_passed: 1` (the word was learned and collected)
 *   with `mistakes`, the word's wrong answers, missed strokes and refused letters
 *   (they rate its spaced-review memory on the server). Lesson pass:
 *   `completion: 1`, `story` is not sent (the story screen records it); it is
 *   reported only for `text` challenges of a lesson (not from the words house),
 *   because `all` and single-word challenges do not complete a lesson.
 * - A word's radical and lesson default to the challenge's; a word with
 *   neither is played but not reported. Without `choices` the distractors come
 *   from the other words of the challenge; with fewer than four words in all,
 *   the grid has fewer answers.
 * - The random source is used once, when the machine starts (answer order and
 *   letter pools of every word), so transitions themselves are pure.
 *
 * Navigation, sounds and storage are no-op actions the app provides; the
 * progress call is an actor the app provides on the child, which it provides
 * here (the one way to supply it):
 * `challengeMachine.provide({ actors: { reportWithRetry: reportWithRetryMachine.provide({ actors: { reportProgress } }) } })`.
 */

function toChoice({ id, word, pinyin, zhuyin, english }: ChallengeChoice): ChallengeChoice {
  return { id, word, pinyin, zhuyin, english };
}

function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  return items.filter((item, i) => items.findIndex((other) => other.id === item.id) === i);
}

/** The word's grid (itself and three distractors, shuffled) and tile pool (what `spelling` spells). */
export function prepareWord(
  word: ChallengeWordInput,
  all: readonly ChallengeWordInput[],
  input: Pick<ChallengeInput, 'lessonId' | 'radicalId'>,
  random: () => number,
  spelling: SpellingKind = 'english',
): PreparedWord {
  const given = uniqueById((word.choices ?? []).filter((c) => c.id !== word.id));
  const others = uniqueById(all.filter((w) => w.id !== word.id && !given.some((g) => g.id === w.id)));
  const distractors = [...shuffle(given, random), ...shuffle(others, random)].slice(0, 3).map(toChoice);
  const plan = spellingPlan(word, spelling, random);
  return {
    ...toChoice(word),
    radicalId: word.radicalId ?? input.radicalId,
    lessonId: word.lessonId ?? input.lessonId,
    strokes: word.strokes ?? [],
    image: word.image ?? null,
    isCollected: word.isCollected ?? false,
    answers: shuffle([toChoice(word), ...distractors], random),
    ...plan,
  };
}

/** The current word as said from the recordings, after a step's instruction ("哪一個是", "寫寫看", "拼拼看"). */
function wordClip(context: ChallengeContext, instruction: Instruction | null = null): VoiceClip {
  return { zhuyin: currentWord(context).zhuyin, instruction };
}

function currentWord(context: ChallengeContext): PreparedWord {
  return context.words[context.index]!;
}


/** The word pass of the current word, or null when its lesson or radical is unknown. */
export function wordPass(context: ChallengeContext): PassReport | null {
  const word = currentWord(context);
  if (word.radicalId === null || word.lessonId === null) return null;
  return {
    kind: 'word',
    radical_id: word.radicalId,
    lesson_id: word.lessonId,
    word_id: word.id,
    finish_explaining: 1,
    is_passed: 1,
    mistakes: Math.min(context.mistakes, MAX_MISTAKES),
  };
}

/** The lesson pass, or null when this challenge does not complete a lesson. */
export function lessonPass(context: ChallengeContext): PassReport | null {
  if (context.gameType !== 'text' || context.from === 'wordsHouse') return null;
  if (context.radicalId === null || context.lessonId === null || context.words.length === 0) return null;
  return { kind: 'lesson', radical_id: context.radicalId, lesson_id: context.lessonId, completion: 1 };
}

/** The key a pass is recorded under, so it is reported once. */
export function passKey(report: PassReport): string {
  return report.kind === 'word' ? `word:${report.lesson_id}:${report.word_id}` : `lesson:${report.lesson_id}`;
}

function isDue(context: ChallengeContext, report: PassReport | null): boolean {
  return report !== null && !context.reported.includes(passKey(report));
}

/** Where the challenge is, as a reload would resume it: the word, the passes recorded, whether all are played. */
function placeOf(context: ChallengeContext, finished: boolean): ChallengeResume {
  return { index: context.index, reported: context.reported, finished };
}

/** Close target (SPEC §2 challenge header), as the app's `navigate` takes it. */
export function exitTarget(context: Pick<ChallengeContext, 'gameType' | 'from' | 'radicalId'>): ExitTarget {
  if (context.gameType === 'text' && context.from !== 'wordsHouse' && context.radicalId !== null) {
    return { to: 'lesson', params: { id: context.radicalId } };
  }
  return { to: 'wordsHouse' };
}

const emptyWrite: WriteProgress = {
  characters: [],
  character: 0,
  done: 0,
  total: 1,
  strokes: 0,
  missed: [],
};


/** How long a written character shows beside its model (the `characterReview` delay). */
export const CHARACTER_REVIEW_MS = 3_000;

export const challengeMachine = setup({
  types: {
    context: {} as ChallengeContext,
    events: {} as ChallengeEvent,
    input: {} as ChallengeInput,
    children: {} as { report: 'reportWithRetry' },
  },
  actions: {
    /** Go to a route (a challenge screen, or where close leads), localized by the app. Provided by the app. */
    navigate: (_, _params: NavigateParams) => {},
    /** Play a sound effect. Provided by the app. */
    playSound: (_, _params: { sound: ChallengeSound }) => {},
    /** Say the word from the syllable recordings, after a step's instruction (the audio actor's `voice.play`). Provided by the app. */
    playWord: (_, _params: VoiceClip) => {},
    /**
     * Play a spelled syllable's recording (zhuyin or pinyin spelling): `reading` as spelled (ㄖㄣˊ,
     * rén), `character` the word's character it reads, `zhuyin` the recording. Provided by the app.
     */
    playSyllable: (_, _params: SyllablePlayed) => {},
    /** Keep where the challenge is, so that a reload goes on there (issue 28 §4). Provided by the app. */
    keepPlace: (_, _params: ChallengeResume) => {},
    /** Forget the stored challenge data (SPEC §3 Challenge state). Provided by the app. */
    clearChallengeData: () => {},
    enterWord: assign(({ context }) => {
      const word = currentWord(context);
      return {
        mistakes: 0,
        answers: word.answers.map((a) => ({ ...a, status: 'open' as const })),
        write: { ...context.write, characters: Array.from(word.word), done: 0 },
        spell: startSpelling(word, context.spelling, context.spellHint),
      };
    }),
    markAnswer: assign({
      answers: ({ context }, params: { answerId: number; status: AnswerStatus }) =>
        context.answers.map((a) => (a.id === params.answerId ? { ...a, status: params.status } : a)),
      mistakes: ({ context }, params: { answerId: number; status: AnswerStatus }) =>
        context.mistakes + (params.status === 'wrong' ? 1 : 0),
    }),
    startRepetition: assign({
      write: ({ context }) => ({
        ...context.write,
        character: 0,
        strokes: 0,
        missed: context.write.characters.map(() => []),
      }),
    }),
    countStroke: assign({
      write: ({ context }) => ({ ...context.write, strokes: context.write.strokes + 1 }),
    }),
    countMistake: assign({
      write: ({ context }, params: { stroke: number | undefined }) => {
        const { character, missed } = context.write;
        const stroke = params.stroke;
        const known = stroke === undefined || !Number.isInteger(stroke) || stroke < 0 || (missed[character] ?? []).includes(stroke);
        return {
          ...context.write,
          missed: known ? missed : missed.map((strokes, i) => (i === character ? [...strokes, stroke].sort((a, b) => a - b) : strokes)),
        };
      },
      mistakes: ({ context }) => context.mistakes + 1,
    }),
    nextCharacter: assign({
      write: ({ context }) => ({ ...context.write, character: context.write.character + 1 }),
    }),
    completeRepetition: assign({
      write: ({ context }) => ({ ...context.write, done: context.write.done + 1 }),
    }),
    placeLetter: assign({
      spell: ({ context }, params: { tile: number }) => placeTile(context.spell, params.tile, context.spellHint),
    }),
    refuseLetter: assign({
      spell: ({ context }, params: { tile: number }) => refuseTile(context.spell, params.tile),
      mistakes: ({ context }) => context.mistakes + 1,
    }),
    markReported: assign({
      reported: ({ context }, params: { report: PassReport }) => [...context.reported, passKey(params.report)],
    }),
    setReportStatus: assign((_, params: { status: ReportStatus; refusal?: string | null }) => ({
      report: params.status,
      reportRefusal: params.refusal ?? null,
    })),
    nextWord: assign({ index: ({ context }) => context.index + 1 }),
  },
  actors: {
    /** Reports a pass until it is recorded; the app provides it with its `reportProgress`. */
    reportWithRetry: reportWithRetryMachine,
  },
  guards: {
    hasWords: ({ context }) => context.words.length > 0,
    resumesFinished: ({ context }) => context.resumesFinished,
    isRightAnswer: ({ context }, params: { answerId: number }) =>
      params.answerId === currentWord(context).id &&
      context.answers.some((a) => a.id === params.answerId && a.status === 'open'),
    isOpenAnswer: ({ context }, params: { answerId: number }) =>
      context.answers.some((a) => a.id === params.answerId && a.status === 'open'),
    hasMoreCharacters: ({ context }) => context.write.character + 1 < context.write.characters.length,
    hasMoreRepetitions: ({ context }) => context.write.done + 1 < context.write.total,
    isNextLetter: ({ context }, params: { tile: number }) => isNextTile(context.spell, params.tile),
    isLastLetter: ({ context }, params: { tile: number }) => isLastTile(context.spell, params.tile),
    /** The next tile, and it completes a syllable of the reading (its recording plays). */
    isSyllableEnd: ({ context }, params: { tile: number }) =>
      isNextTile(context.spell, params.tile) && syllableCompletedByNext(context.spell) !== undefined,
    /** The word's last tile, completing its last syllable. */
    isLastLetterOfSyllable: ({ context }, params: { tile: number }) =>
      isLastTile(context.spell, params.tile) && syllableCompletedByNext(context.spell) !== undefined,
    isOpenLetter: ({ context }, params: { tile: number }) => isOpenTile(context.spell, params.tile),
    wordPassDue: ({ context }) => isDue(context, wordPass(context)),
    lessonPassDue: ({ context }) => isDue(context, lessonPass(context)),
    hasNextWord: ({ context }) => context.index + 1 < context.words.length,
    isReportSending: ({ context }) => context.report === 'sending',
    hasPlayText: ({ context }) => typeof context.playText === 'string' && context.playText !== '',
  },
  delays: {
    /** How long a right answer (green) or a spelled word shows before moving on. */
    answerFeedback: 1_200,
    /** How long a written character shows beside its model before the writing goes on by itself. */
    characterReview: CHARACTER_REVIEW_MS,
  },
}).createMachine({
  id: 'challenge',
  context: ({ input }) => ({
    gameType: input.gameType,
    from: input.from,
    radicalId: input.radicalId,
    lessonId: input.lessonId,
    playText: input.playText ?? null,
    writeHint: input.settings.write_hint === 1,
    spellHint: input.settings.eng_spell_hint === 1,
    spelling: input.settings.spelling ?? 'english',
    words: input.words.map((word) => prepareWord(word, input.words, input, input.random, input.settings.spelling)),
    // a reloaded challenge goes on at the word it was on (never past the last one)
    index: Math.min(Math.max(0, input.resume?.index ?? 0), Math.max(0, input.words.length - 1)),
    answers: [],
    write: { ...emptyWrite, total: Math.max(1, Math.floor(input.settings.write_number) || 1) },
    spell: NO_SPELLING,
    mistakes: 0,
    reported: input.resume?.reported ?? [],
    resumesFinished: input.resume?.finished === true,
    report: null,
    reportRefusal: null,
  }),
  initial: 'starting',
  on: {
    'challenge.close': [
      {
        guard: 'hasPlayText',
        target: '.exited',
        actions: ['clearChallengeData', { type: 'navigate', params: ({ context }) => exitTarget(context) }],
      },
      { target: '.exited', actions: { type: 'navigate', params: ({ context }) => exitTarget(context) } },
    ],
    'challenge.leave': [{ guard: 'hasPlayText', target: '.exited', actions: 'clearChallengeData' }, { target: '.exited' }],
  },
  states: {
    starting: {
      always: [{ guard: 'resumesFinished', target: 'allFinish' }, { guard: 'hasWords', target: 'word' }, { target: 'allFinish' }],
    },
    word: {
      entry: ['enterWord', { type: 'keepPlace', params: ({ context }) => placeOf(context, false) }],
      initial: 'guess',
      on: {
        // the big replay button of every step
        'word.replay': { actions: { type: 'playWord', params: ({ context }) => wordClip(context) } },
      },
      states: {
        guess: {
          entry: [
            { type: 'navigate', params: { to: 'challenge' } },
            // the prompt: "哪一個是 …" and the word, which the child finds among the four
            { type: 'playWord', params: ({ context }) => wordClip(context, 'guess') },
          ],
          initial: 'choosing',
          states: {
            choosing: {
              on: {
                'answer.choose': [
                  {
                    guard: { type: 'isRightAnswer', params: ({ event }) => ({ answerId: event.answerId }) },
                    target: 'answered',
                    actions: [
                      { type: 'markAnswer', params: ({ event }) => ({ answerId: event.answerId, status: 'right' }) },
                      { type: 'playSound', params: { sound: 'right' } },
                      // the word heard once more, now that it is found
                      { type: 'playWord', params: ({ context }) => wordClip(context) },
                    ],
                  },
                  {
                    guard: { type: 'isOpenAnswer', params: ({ event }) => ({ answerId: event.answerId }) },
                    actions: [
                      { type: 'markAnswer', params: ({ event }) => ({ answerId: event.answerId, status: 'wrong' }) },
                      { type: 'playSound', params: { sound: 'wrong' } },
                    ],
                  },
                ],
              },
            },
            /** The right answer shows green. */
            answered: {
              after: { answerFeedback: '#challenge.word.write' },
            },
          },
        },
        write: {
          entry: [
            { type: 'navigate', params: { to: 'challengeWriting' } },
            'startRepetition',
            { type: 'playWord', params: ({ context }) => wordClip(context, 'write') },
          ],
          initial: 'drawing',
          states: {
            drawing: {
              on: {
                'write.stroke': { actions: 'countStroke' },
                'write.mistake': {
                  actions: [
                    { type: 'countMistake', params: ({ event }) => ({ stroke: event.stroke }) },
                    { type: 'playSound', params: { sound: 'miss' } },
                  ],
                },
                'write.strokesDone': { target: 'reviewing' },
              },
            },
            /** The quiz judged every stroke: the character shows beside its model, then the writing goes on by itself. */
            reviewing: {
              after: { characterReview: 'advancing' },
              on: { 'write.next': 'advancing' },
            },
            advancing: {
              always: [
                { guard: 'hasMoreCharacters', target: 'drawing', actions: 'nextCharacter' },
                { guard: 'hasMoreRepetitions', target: 'drawing', actions: ['completeRepetition', 'startRepetition'] },
                { target: '#challenge.word.spell', actions: 'completeRepetition' },
              ],
            },
          },
        },
        spell: {
          entry: [
            { type: 'navigate', params: { to: 'challengeSpelling' } },
            { type: 'playWord', params: ({ context }) => wordClip(context, 'spell') },
          ],
          initial: 'placing',
          states: {
            placing: {
              on: {
                'spell.place': [
                  {
                    guard: { type: 'isLastLetterOfSyllable', params: ({ event }) => ({ tile: event.tile }) },
                    target: 'spelled',
                    actions: [
                      { type: 'playSyllable', params: ({ context }) => syllablePlayedByNext(context.spell, currentWord(context).zhuyin) },
                      { type: 'placeLetter', params: ({ event }) => ({ tile: event.tile }) },
                      { type: 'playSound', params: { sound: 'right' } },
                    ],
                  },
                  {
                    guard: { type: 'isLastLetter', params: ({ event }) => ({ tile: event.tile }) },
                    target: 'spelled',
                    actions: [
                      { type: 'placeLetter', params: ({ event }) => ({ tile: event.tile }) },
                      { type: 'playSound', params: { sound: 'right' } },
                    ],
                  },
                  {
                    guard: { type: 'isSyllableEnd', params: ({ event }) => ({ tile: event.tile }) },
                    actions: [
                      { type: 'playSyllable', params: ({ context }) => syllablePlayedByNext(context.spell, currentWord(context).zhuyin) },
                      { type: 'placeLetter', params: ({ event }) => ({ tile: event.tile }) },
                    ],
                  },
                  {
                    guard: { type: 'isNextLetter', params: ({ event }) => ({ tile: event.tile }) },
                    actions: { type: 'placeLetter', params: ({ event }) => ({ tile: event.tile }) },
                  },
                  {
                    guard: { type: 'isOpenLetter', params: ({ event }) => ({ tile: event.tile }) },
                    actions: [
                      { type: 'refuseLetter', params: ({ event }) => ({ tile: event.tile }) },
                      { type: 'playSound', params: { sound: 'wrong' } },
                    ],
                  },
                ],
              },
            },
            /** The whole word is spelled. */
            spelled: {
              after: { answerFeedback: '#challenge.word.finish' },
            },
          },
        },
        finish: {
          entry: [
            { type: 'navigate', params: { to: 'challengeFinish' } },
            // the word done, said once more as its stars show (every word a child sees is heard)
            { type: 'playWord', params: ({ context }) => wordClip(context) },
          ],
          initial: 'checking',
          /** Refused while the report is being sent; allowed once it answered or failed. */
          on: {
            'challenge.next': [
              {
                guard: and([not('isReportSending'), 'hasNextWord']),
                target: '#challenge.word',
                reenter: true,
                actions: 'nextWord',
              },
              { guard: not('isReportSending'), target: '#challenge.allFinish' },
            ],
          },
          states: {
            checking: {
              always: [{ guard: 'wordPassDue', target: 'reporting' }, { target: 'reported' }],
            },
            /**
             * The child sends the word pass, again after `reportRetry` while it fails; the learner
             * may go on after a failure. `report` is 'sending' from entry (the child's first
             * snapshot only comes after this step), then follows the child, and is cleared on exit.
             */
            reporting: {
              entry: { type: 'setReportStatus', params: { status: 'sending' } },
              exit: { type: 'setReportStatus', params: { status: null } },
              invoke: {
                id: 'report',
                src: 'reportWithRetry',
                input: ({ context }) => wordPass(context)!,
                onSnapshot: {
                  actions: {
                    type: 'setReportStatus',
                    params: ({ event }) => ({ status: reportStatus(event.snapshot), refusal: reportRefusal(event.snapshot) }),
                  },
                },
                onDone: {
                  target: 'reported',
                  actions: [
                    { type: 'markReported', params: ({ event }) => ({ report: event.output }) },
                    { type: 'keepPlace', params: ({ context }) => placeOf(context, false) },
                  ],
                },
              },
            },
            reported: {},
          },
        },
      },
    },
    allFinish: {
      entry: [{ type: 'navigate', params: { to: 'challengeAllFinish' } }, { type: 'keepPlace', params: ({ context }) => placeOf(context, true) }],
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'lessonPassDue', target: 'reporting' }, { target: 'done' }],
        },
        /** The child sends the lesson pass, again after `reportRetry` while it fails. */
        reporting: {
          entry: { type: 'setReportStatus', params: { status: 'sending' } },
          exit: { type: 'setReportStatus', params: { status: null } },
          invoke: {
            id: 'report',
            src: 'reportWithRetry',
            input: ({ context }) => lessonPass(context)!,
            onSnapshot: {
              actions: {
                    type: 'setReportStatus',
                    params: ({ event }) => ({ status: reportStatus(event.snapshot), refusal: reportRefusal(event.snapshot) }),
                  },
            },
            onDone: {
              target: 'done',
              actions: [
                { type: 'markReported', params: ({ event }) => ({ report: event.output }) },
                { type: 'keepPlace', params: ({ context }) => placeOf(context, true) },
              ],
            },
          },
        },
        done: {},
      },
    },
    exited: {
      type: 'final',
    },
  },
});

export type ChallengeSnapshot = SnapshotFrom<typeof challengeMachine>;
