import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectSchoolList, type SchoolListView } from '../../../machines/family/schoolList.connect';
import { schoolListMachine } from '../../../machines/family/schoolList.machine';
import type {
  DeleteListInput,
  LoadListsInput,
  SaveListInput,
  SchoolList,
  SchoolListContext,
  SchoolListEvent,
  UnderstandListInput,
  UnderstoodList,
} from '../../../machines/family/schoolList.types';
import { isDictationDay, lastDictationDay, parseSchoolList, type SchoolListProblem } from '../../../machines/rules/schoolList';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';
import { sampleUnderstoodWords } from '../../../machines/family/schoolList.samples';

/**
 * Model paths of the parent's school list screen (issue 30 §1), replayed on real actors with fake
 * calls: a list typed (the words, or letters the rule refuses before anything is sent),
 * read by the server (a word with one reading, 長 with two, a character no dictionary reads), a
 * reading chosen (one offered, one not, a correction of the word the dictionary reads), a word left out, a name and a dictation day (one the rule
 * takes, one in the past), saved or refused; a list deleted after the question, or kept.
 *
 * At every step the screen (`connectSchoolList`) is checked against what the path says a parent
 * sees, and each call against what it must send: the chosen readings, the words left, the day.
 */

const TODAY = '2026-12-02';
const WORDS = '長大 長 𪚥';
const LETTERS = 'ABC 123';
const LIST_7: SchoolList = {
  id: 7,
  name: '第二課',
  dictation_day: null,
  dictation_reading: 0,
  created_at: '2026-11-25T08:00:00.000Z',
  ready: false,
    words: [{ tw: '花', cn: '花', zhuyin: 'ㄏㄨㄚ', pinyin: 'huā', word_id: null, no_strokes: [], state: 'notYet', last_dictation: null, due_at: null, is_due: 0 }],
};
const understood: UnderstoodList = {
  words: sampleUnderstoodWords,
  repeated: [],
  ignored: [],
  same_as: null,
};
const SAVED: SchoolList = { id: 8, name: '第三課', dictation_day: '2026-12-04', dictation_reading: 1, created_at: '2026-12-02T08:00:00.000Z', ready: false, words: [] };
const refused = apiError('422', 'This list is saved already', { words: ['This list is saved already'] });
const serverDown = apiError('500', 'Server error');

const events: EventObject[] = [
  ...([
    { type: 'list.type', text: WORDS },
    { type: 'list.type', text: LETTERS },
    { type: 'list.name', name: '第三課' },
    { type: 'list.name', name: ' ' },
    { type: 'list.day', day: '2026-12-04' },
    { type: 'list.day', day: '2026-11-01' },
    { type: 'list.day', day: null },
    { type: 'list.reading', shown: true },
    { type: 'list.reading', shown: false },
    { type: 'list.read' },
    { type: 'reading.choose', index: 1, zhuyin: 'ㄓㄤˇ' },
    { type: 'reading.choose', index: 1, zhuyin: 'ㄅㄚ' },
    // a correction: 長大 as the class learns it, one of its characters' other readings, and back
    { type: 'reading.choose', index: 0, zhuyin: 'ㄔㄤˊ ㄉㄚˋ' },
    { type: 'reading.choose', index: 0, zhuyin: 'ㄓㄤˇ ㄉㄚˋ' },
    { type: 'word.drop', index: 2 },
    { type: 'word.drop', index: 9 },
    { type: 'list.edit' },
    { type: 'list.save' },
    { type: 'list.delete', listId: 7 },
    { type: 'list.delete', listId: 99 },
    { type: 'deletion.confirm' },
    { type: 'deletion.cancel' },
    { type: 'lists.retry' },
  ] satisfies SchoolListEvent[] as EventObject[]),
  ...replyEvents(schoolListMachine, {
    loadLists: { outputs: [[LIST_7]], errors: [serverDown] },
    understandList: { outputs: [understood], errors: [serverDown] },
    saveList: { outputs: [SAVED], errors: [refused] },
    deleteList: { outputs: [null], errors: [serverDown] },
  }),
];

type Phase = SchoolListView['phase'];

/** What the parent sees after each event of a path: the machine's rules, written out again. */
function expectedView() {
  let phase: Phase = 'loading';
  let lists: SchoolList[] = [];
  let text = '';
  let name = '';
  let day: string | null = null;
  let reading = false;
  /** The reading choice each save sent, in order. */
  const savedReadings: boolean[] = [];
  /** The words and their readings each save sent, in order. */
  const savedWords: { text: string; zhuyin: string }[][] = [];
  let problem: SchoolListProblem | null = null;
  let words: UnderstoodList['words'] = [];
  let chosen: (string | null)[] = [];
  let deletingId: number | null = null;
  let error: { message: string; errors: Record<string, string[]> } | null = null;
  let notice: SchoolListView['notice'] = null;
  const ready = () =>
    words.length > 0 && chosen.every((z) => z !== null) && name.trim() !== '' && (day === null || isDictationDay(day, TODAY));
  const view = (event: EventObject): SchoolListView => {
    const e = event as SchoolListEvent;
    switch (event.type) {
      case 'list.type':
        if (phase === 'writing') [text, problem] = [(e as { text: string }).text, null];
        break;
      case 'list.name':
        if (phase === 'writing' || phase === 'reviewing') name = (e as { name: string }).name;
        break;
      case 'list.day':
        if (phase === 'writing' || phase === 'reviewing') day = (e as { day: string | null }).day;
        break;
      case 'list.reading':
        if (phase === 'writing' || phase === 'reviewing') reading = (e as { shown: boolean }).shown;
        break;
      case 'list.read':
        if (phase === 'writing') {
          const parsed = parseSchoolList(text);
          if (parsed.ok) [phase, problem, error, notice] = ['understanding', null, null, null];
          else problem = parsed.problem;
        }
        break;
      case 'reading.choose': {
        const { index, zhuyin } = e as { index: number; zhuyin: string };
        const offered = [...(words[index]?.readings ?? []), ...(words[index]?.other_readings ?? [])];
        if (phase === 'reviewing' && offered.some((r) => r.zhuyin === zhuyin)) chosen = chosen.map((z, i) => (i === index ? zhuyin : z));
        break;
      }
      case 'word.drop': {
        const { index } = e as { index: number };
        if (phase === 'reviewing' && index >= 0 && index < words.length) {
          words = words.filter((_, i) => i !== index);
          chosen = chosen.filter((_, i) => i !== index);
        }
        break;
      }
      case 'list.edit':
        if (phase === 'reviewing') [phase, words, chosen, error] = ['writing', [], [], null];
        break;
      case 'list.save':
        if (phase === 'reviewing' && ready()) {
          [phase, error] = ['saving', null];
          savedReadings.push(reading);
          savedWords.push(words.map((word, i) => ({ text: word.written, zhuyin: chosen[i]! })));
        }
        break;
      case 'list.delete': {
        const { listId } = e as { listId: number };
        if (phase === 'writing' && lists.some((l) => l.id === listId)) [phase, deletingId, error, notice] = ['confirmingDeletion', listId, null, null];
        break;
      }
      case 'deletion.cancel':
        if (phase === 'confirmingDeletion') [phase, deletingId, error] = ['writing', null, null];
        break;
      case 'deletion.confirm':
        if (phase === 'confirmingDeletion') [phase, error] = ['deleting', null];
        break;
      case 'lists.retry':
        if (phase === 'loadFailed') [phase, error] = ['loading', null];
        break;
      case 'xstate.done.actor.loadLists':
        [phase, lists] = ['writing', [LIST_7]];
        break;
      case 'xstate.error.actor.loadLists':
        [phase, error] = ['loadFailed', serverDown];
        break;
      case 'xstate.done.actor.understandList':
        [phase, words, chosen] = ['reviewing', understood.words, understood.words.map((w) => (w.readings.length === 1 ? w.readings[0]!.zhuyin : null))];
        break;
      case 'xstate.error.actor.understandList':
        [phase, error] = ['writing', serverDown];
        break;
      case 'xstate.done.actor.saveList':
        [phase, lists, text, name, day, reading, words, chosen, notice] = ['writing', [SAVED, ...lists], '', '', null, false, [], [], { kind: 'saved', name: SAVED.name }];
        break;
      case 'xstate.error.actor.saveList':
        [phase, error] = ['reviewing', refused];
        break;
      case 'xstate.done.actor.deleteList':
        notice = { kind: 'deleted', name: lists.find((l) => l.id === deletingId)!.name };
        [phase, lists, deletingId] = ['writing', lists.filter((l) => l.id !== deletingId), null];
        break;
      case 'xstate.error.actor.deleteList':
        [phase, error] = ['confirmingDeletion', serverDown];
        break;
    }
    const reviewing = phase === 'reviewing' || phase === 'saving';
    const fieldErrors = error?.errors ?? {};
    return {
      phase,
      text,
      name,
      day,
      reading,
      firstDay: TODAY,
      lastDay: lastDictationDay(TODAY),
      problem: phase === 'writing' ? problem : null,
      review: reviewing
        ? {
            words: words.map((word, i) => ({
              written: word.written,
              tw: word.tw,
              cn: word.cn,
              from: word.from,
              readings: word.readings,
              chosen: chosen[i] ?? null,
              needsChoice: word.readings.length > 1 && (chosen[i] ?? null) === null,
              others: word.other_readings,
              corrected: word.other_readings.some((r) => r.zhuyin === chosen[i]),
              unknown: word.unknown,
              noStrokes: word.no_strokes,
            })),
            repeated: [],
            ignored: [],
            sameAs: null,
          }
        : null,
      canRead: phase === 'writing' && text.trim() !== '',
      canSave: phase === 'reviewing' && ready(),
      busy: phase === 'understanding' || phase === 'saving' || phase === 'deleting',
      lists,
      deleting: phase === 'confirmingDeletion' || phase === 'deleting' ? (lists.find((l) => l.id === deletingId) ?? null) : null,
      fieldErrors,
      formError: error && Object.keys(fieldErrors).length === 0 ? error.message : null,
      notice,
    };
  };
  return Object.assign(view, { savedReadings: () => savedReadings, savedWords: () => savedWords });
}

const family: ModelFamily = {
  name: 'a parent with one saved list',
  paths: {
    input: { childId: 5, today: TODAY },
    events,
    // what the guards read: a list or not, a name, the day, the words left and whether each has its reading (長大's as
    // the dictionary reads it or corrected), list 7 kept
    contextKey: (context: SchoolListContext) => [
      parseSchoolList(context.text).ok,
      context.name.trim() !== '',
      context.day === null || isDictationDay(context.day, context.today),
      context.understood?.words.length ?? 0,
      context.chosen.every((z) => z !== null),
      context.chosen[0] ?? null,
      context.lists.some((l) => l.id === 7),
    ],
    // the name and the day are tried every way while reviewing, where a save reads them; while writing, the good ones only
    filter: (snapshot: { matches: (state: string) => boolean }, event: EventObject) =>
      !snapshot.matches('writing') ||
      (event.type !== 'list.name' && event.type !== 'list.day') ||
      (event as { name?: string }).name === '第三課' ||
      (event as { day?: string | null }).day === '2026-12-04',
    dropPrefixes: true,
  },
  start: (inspect) => {
    const loadLists = fakeCall<SchoolList[], LoadListsInput>();
    const understandList = fakeCall<UnderstoodList, UnderstandListInput>();
    const saveList = fakeCall<SchoolList, SaveListInput>();
    const deleteList = fakeCall<null, DeleteListInput>();
    const machine = schoolListMachine.provide({
      actors: { loadLists: loadLists.logic, understandList: understandList.logic, saveList: saveList.logic, deleteList: deleteList.logic },
    });
    const actor = createActor(machine, { input: { childId: 5, today: TODAY }, inspect });
    actor.start();
    const expected = expectedView();
    return {
      actor,
      machine,
      fakes: { loadLists, understandList, saveList, deleteList },
      check: (snapshot, event) => {
        expect(connectSchoolList(snapshot as never), `after ${event.type}`).toEqual(expected(event));
        for (const call of loadLists.calls) expect(call).toEqual({ childId: 5 });
        for (const call of understandList.calls) expect(call).toEqual({ childId: 5, text: WORDS });
        // a save sends what the parent confirmed: the words left, each with its chosen reading
        for (const [i, call] of saveList.calls.entries()) {
          expect(call.childId).toBe(5);
          expect(call.name).toBe('第三課');
          expect(call.dictationDay === null || isDictationDay(call.dictationDay, TODAY)).toBe(true);
          expect(call.dictationReading).toBe(expected.savedReadings()[i]);
          expect(call.words).toEqual(expected.savedWords()[i]);
          expect(call.words.map((word) => word.text)).toEqual(['長大', '長']);
        }
        for (const call of deleteList.calls) expect(call).toEqual({ childId: 5, listId: 7 });
      },
    };
  },
};

export const model = defineModel({ machine: schoolListMachine, families: [family] });
