import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectDictation, type CharacterMark, type DictationView } from '../../../machines/dictation/dictation.connect';
import { dictationMachine } from '../../../machines/dictation/dictation.machine';
import { sampleListLesson } from '../../../machines/dictation/dictation.samples';
import type {
  DictationContext,
  DictationEvent,
  ListLesson,
  ListLessonWord,
  ListWritingMode,
  SaveResultInput,
} from '../../../machines/dictation/dictation.types';
import type { NavigateParams } from '../../../machines/routes';
import { seededRandom } from '../../../machines/random';
import { spellingUnits } from '../../../machines/rules/phonetic';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of a school list written by the child (issue 30 §1–2), in practice and in a
 * dictation, replayed on real actors with fake calls: the list loaded (or not, or with nothing to
 * write), each word said when it comes and again on the speaker, explained first in practice, strokes taken and missed, a
 * character given up, the word's result saved (or not, then tried again), the marks, practice's
 * spelling of the word's zhuyin (a tile refused, each syllable said as it is completed), the next
 * word, the end and again, home.
 *
 * At every step the screen (`connectDictation`) is checked against what the path says a child
 * sees, each save against the strokes the path made wrong, and the words said against the words
 * played.
 */

const PATH = 'M 10 10 L 20 20';
/** The same stroke on the handwriting grid, as the page sends it (rules/handwriting.ts `traceOf`). */
const TRACE = '9,9 17,17';
/**
 * 飛 (one character, ready), 𪚥 (no strokes: explained and spelled in practice, left out of a dictation; not
 * yet practised), 蝴蝶 (two characters, being practised). Practice takes the weakest first:
 * 蝴蝶, 𪚥, 飛; a dictation keeps the list's order: 飛, 蝴蝶.
 */
const PRACTICE_ORDER = ['蝴蝶', '𪚥', '飛'];
const LESSON: ListLesson = sampleListLesson;
const NOTHING_TO_WRITE: ListLesson = { ...LESSON, words: [LESSON.words[1]!] };
/** A word explained but neither written nor spelled: no strokes, and a reading with nothing to spell (what no list the server saves has; the screen still goes on). */
const NOTHING_TO_SPELL: ListLesson = { ...LESSON, words: [{ ...LESSON.words[1]!, zhuyin: '', phonetic: '', ruby: [] }] };
/** The same list, the parent letting the dictation show each word's zhuyin. */
const WITH_READING: ListLesson = { ...LESSON, dictation_reading: 1 };
const serverDown = apiError('500', 'Server error');
/** The most tiles a sample word spells (蝴蝶: ㄏ ㄨ ˊ ㄉ ㄧ ㄝ ˊ). */
const MOST_TILES = 7;
const INPUT = (mode: ListWritingMode) => ({ listId: 3, mode, spelling: 'zhuyin' as const, random: seededRandom(30) });
/** A word's zhuyin as tiles, and where each syllable ends: the rule the board follows (rules/phonetic.ts). */
function tilesOf(word: ListLessonWord) {
  const units = spellingUnits({ english: '', zhuyin: word.zhuyin, pinyin: word.pinyin }, 'zhuyin');
  let end = 0;
  return { letters: units.flatMap((u) => u.tiles), ends: units.map((u) => (end += u.tiles.length)) };
}

const events = (mode: ListWritingMode): EventObject[] => [
  ...([
    { type: 'word.replay' },
    { type: 'write.stroke', stroke: 0, path: PATH, trace: TRACE },
    { type: 'write.mistake', stroke: 0 },
    { type: 'write.characterDone', strokeCount: 2 },
    { type: 'write.giveUp', strokeCount: 3 },
    { type: 'word.next' },
    // the spelling's tiles by their place in what is spelled (the filter keeps the next one, and one wrong try)
    ...Array.from({ length: MOST_TILES }, (_, tile) => ({ type: 'spell.place' as const, tile })),
    { type: 'result.retry' },
    { type: 'lesson.retry' },
    { type: 'list.again' },
    { type: 'list.close' },
  ] satisfies DictationEvent[] as EventObject[]),
  ...replyEvents(dictationMachine, {
    // the reading choice is the dictation's alone: practice shows the reading anyway
    loadLesson: { outputs: mode === 'dictation' ? [LESSON, WITH_READING, NOTHING_TO_WRITE] : [LESSON, NOTHING_TO_WRITE, NOTHING_TO_SPELL], errors: [serverDown] },
    saveResult: { outputs: [null], errors: [serverDown] },
  }),
];

interface Char {
  character: string;
  strokes: number;
  missed: number[];
  strokeCount: number;
  gaveUp: boolean;
}

/** What the child sees after each event of a path, and what the app is asked: the machine's rules, written out again. */
function expectation(mode: ListWritingMode) {
  let status: DictationView['status'] = 'loading';
  let words: ListLessonWord[] = [];
  let index = 0;
  let chars: Char[] = [];
  let done: { word: string; chars: Char[] }[] = [];
  let reading = false;
  let placed = 0;
  let refused: number | null = null;
  const said: string[] = [];
  const saves: SaveResultInput[] = [];
  const navigations: NavigateParams[] = [];
  const wrongOf = (c: Char) => {
    const wrong = new Set(c.missed);
    if (c.gaveUp) for (let s = c.strokes; s < c.strokeCount; s += 1) wrong.add(s);
    return [...wrong].sort((a, b) => a - b).map((s) => s + 1);
  };
  const markOf = (c: Char): CharacterMark => ({
    character: c.character,
    right: wrongOf(c).length === 0,
    wrongStrokes: wrongOf(c),
    gaveUp: c.gaveUp,
    strokes: Array.from({ length: c.strokes }, (_, i) => ({ path: PATH, wrong: wrongOf(c).includes(i + 1) })),
  });
  const enterWord = () => {
    const current = words[index]!;
    said.push(current.zhuyin);
    chars = [{ character: [...current.word][0]!, strokes: 0, missed: [], strokeCount: 0, gaveUp: false }];
    // practice explains each word first; a dictation writes at once
    status = mode === 'practice' ? 'explaining' : 'writing';
  };
  const endCharacter = (strokeCount: number, gaveUp: boolean) => {
    const current = chars.at(-1)!;
    current.strokeCount = Math.max(strokeCount, current.strokes);
    current.gaveUp = gaveUp;
    const text = [...words[index]!.word];
    if (chars.length < text.length) {
      chars.push({ character: text[chars.length]!, strokes: 0, missed: [], strokeCount: 0, gaveUp: false });
      return;
    }
    done.push({ word: words[index]!.word, chars });
    const wrong = chars.map((c, char) => ({ char, strokes: wrongOf(c) })).filter((w) => w.strokes.length > 0);
    const result: SaveResultInput = { listId: 3, position: words[index]!.position, mode, mistakes: wrong.reduce((n, w) => n + w.strokes.length, 0), wrong_strokes: wrong };
    // a dictation keeps each character's strokes as written, for the parent
    saves.push(mode === 'dictation' ? { ...result, written: chars.map((c) => Array<string>(c.strokes).fill(TRACE)) } : result);
    status = 'saving';
  };
  const next = () => {
    if (status === 'explaining' && words[index]!.writable) {
      status = 'writing';
      return;
    }
    if (mode === 'practice' && (status === 'marked' || status === 'explaining') && tilesOf(words[index]!).letters.length > 0) {
      // practice spells the word's zhuyin first: "拼拼看" and the word said
      [status, placed, refused] = ['spelling', 0, null];
      said.push(`spell ${words[index]!.zhuyin}`);
      return;
    }
    if (index + 1 < words.length) {
      index += 1;
      enterWord();
    } else status = 'finished';
  };
  const step = (event: EventObject) => {
    const e = event as DictationEvent;
    switch (e.type) {
      case 'word.replay':
        if (status !== 'loading' && status !== 'failed' && status !== 'empty' && status !== 'finished') said.push(words[index]!.zhuyin);
        break;
      case 'write.stroke':
        if (status === 'writing') chars.at(-1)!.strokes += 1;
        break;
      case 'write.mistake':
        if (status === 'writing' && !chars.at(-1)!.missed.includes(e.stroke)) chars.at(-1)!.missed.push(e.stroke);
        break;
      case 'write.characterDone':
        if (status === 'writing') endCharacter(e.strokeCount, false);
        break;
      case 'write.giveUp':
        if (status === 'writing') endCharacter(e.strokeCount, true);
        break;
      case 'word.next':
        if (status === 'marked' || status === 'explaining' || status === 'spelled') next();
        break;
      case 'spell.place':
        if (status === 'spelling') {
          const { letters, ends } = tilesOf(words[index]!);
          if (letters[e.tile] !== undefined && letters[e.tile] === letters[placed]) {
            placed += 1;
            refused = null;
            // a completed syllable is said
            const syllable = ends.indexOf(placed);
            if (syllable !== -1) said.push(words[index]!.zhuyin.split(' ')[syllable]!);
            if (placed === letters.length) status = 'spelled';
          } else if (e.tile < letters.length) refused = e.tile;
        }
        break;
      case 'result.retry':
        if (status === 'saveFailed') status = 'saving';
        break;
      case 'lesson.retry':
        if (status === 'failed') status = 'loading';
        break;
      case 'list.again':
        if (status === 'finished') {
          [index, done] = [0, []];
          enterWord();
        }
        break;
      case 'list.close':
        navigations.push({ to: 'home' });
        break;
      default:
        if (/^xstate\.done\.actor\..*loading$/.test(event.type)) {
          const lesson = (event as unknown as { output: ListLesson }).output;
          reading = mode === 'dictation' && lesson.dictation_reading === 1;
          words = mode === 'dictation' ? lesson.words.filter((w) => w.writable) : PRACTICE_ORDER.map((text) => lesson.words.find((w) => w.word === text)).filter((w) => w !== undefined);
          if (words.length === 0) status = 'empty';
          else enterWord();
        } else if (/^xstate\.error\.actor\..*loading$/.test(event.type)) status = 'failed';
        else if (/^xstate\.done\.actor\..*saving$/.test(event.type)) status = 'marked';
        else if (/^xstate\.error\.actor\..*saving$/.test(event.type)) status = 'saveFailed';
        else if (event.type.startsWith('xstate.after.saveRetry')) status = 'saving';
    }
  };
  const view = (): Partial<DictationView> => {
    const playing = status !== 'loading' && status !== 'failed' && status !== 'empty' && status !== 'finished';
    const written = status === 'saving' || status === 'saveFailed' || status === 'marked';
    return {
      status,
      word: playing ? words[index]! : null,
      shown: mode === 'practice',
      reading,
      progress: playing ? { current: index + 1, total: words.length } : null,
      marks: written ? chars.map(markOf) : [],
      written,
      canGoOn: status === 'marked' || status === 'explaining' || status === 'spelled',
      spellsNext:
        mode === 'practice' && (status === 'marked' || (status === 'explaining' && !words[index]!.writable)) && tilesOf(words[index]!).letters.length > 0,
      spelling:
        status === 'spelling' || status === 'spelled'
          ? expect.objectContaining({ kind: 'zhuyin', placed: tilesOf(words[index]!).letters.slice(0, placed).join(''), refused })
          : null,
      summary: status === 'finished' ? done.map((d) => ({ word: d.word, right: d.chars.every((c) => wrongOf(c).length === 0), marks: d.chars.map(markOf) })) : [],
    };
  };
  return { step, view, said, saves, navigations, padCharacter: () => (status === 'writing' ? chars.at(-1)!.character : null) };
}

function family(mode: ListWritingMode): ModelFamily {
  return {
    name: mode === 'practice' ? 'practice of a list of three words' : 'a dictation of a list of three words',
    paths: {
      input: INPUT(mode),
      events: events(mode),
      // what the guards read and the screen shows: where in the list, how far into the word, what the current character holds
      contextKey: (context: DictationContext) => [
        context.words.length,
        context.index,
        context.character,
        context.writing.at(-1)?.strokes.length ?? 0,
        context.writing.at(-1)?.missed.length ?? 0,
        context.done.length,
        // what the screen shows of a dictation: the reading, when the parent allows it
        context.lesson?.dictation_reading ?? 0,
        // how far the spelling is, and a tile refused
        context.spell.placed.length,
        context.spell.refused ?? -1,
      ],
      // a stroke and a miss per character are enough to tell right from wrong; more only lengthen the paths
      filter: (snapshot: { context: DictationContext }, event: EventObject) => {
        const current = snapshot.context.writing.at(-1);
        if (event.type === 'write.stroke') return (current?.strokes.length ?? 0) < 1;
        if (event.type === 'write.mistake') return (current?.missed.length ?? 0) < 1;
        if (event.type === 'spell.place') {
          // the next tile, or (before the first) the one after it: refused
          const { placed, refused } = snapshot.context.spell;
          const tile = (event as unknown as { tile: number }).tile;
          return tile === placed.length || (placed.length === 0 && refused === null && tile === 1);
        }
        return true;
      },
      dropPrefixes: true,
    },
    start: (inspect) => {
      const loadLesson = fakeCall<ListLesson, { listId: number }>();
      const saveResult = fakeCall<unknown, SaveResultInput>();
      const said: string[] = [];
      const navigations: NavigateParams[] = [];
      const machine = dictationMachine.provide({
        actors: { loadLesson: loadLesson.logic, saveResult: saveResult.logic },
        actions: {
          playWord: (_, clip) => said.push(clip.instruction ? `${clip.instruction} ${clip.zhuyin}` : clip.zhuyin),
          navigate: (_, params) => navigations.push(params),
        },
      });
      const actor = createActor(machine, { input: INPUT(mode), inspect });
      actor.start();
      const expected = expectation(mode);
      return {
        actor,
        machine,
        fakes: { loadLesson, saveResult },
        check: (snapshot, event) => {
          expected.step(event);
          const view = connectDictation(snapshot as never);
          expect(view, `after ${event.type}`).toMatchObject(expected.view());
          expect(view.pad?.character ?? null).toBe(expected.padCharacter());
          expect(view.pad?.outline ?? mode === 'practice').toBe(mode === 'practice');
          expect(said).toEqual(expected.said);
          expect(navigations).toEqual(expected.navigations);
          for (const call of loadLesson.calls) expect(call).toEqual({ listId: 3 });
          // each save sends the strokes the path made wrong (a retry sends the same again)
          for (const call of saveResult.calls) expect(expected.saves).toContainEqual(call);
        },
      };
    },
  };
}

export const model = defineModel({ machine: dictationMachine, families: [family('practice'), family('dictation')] });
