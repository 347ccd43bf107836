import { assign, fromPromise, setup } from 'xstate';
import { canSaveList, parseSchoolList } from '../rules/schoolList';
import { toCallError } from '../types';
import type {
  DeleteListInput,
  LoadListsInput,
  SaveListInput,
  SchoolList,
  SchoolListContext,
  SchoolListEvent,
  SchoolListInput,
  UnderstandListInput,
  UnderstoodList,
  UnderstoodWord,
} from './schoolList.types';

/**
 * This week's characters from school (issue 30 §1), the parent's screen behind the parent gate:
 * paste the list → see what the app understood → confirm → saved; the child's saved lists, each
 * deletable.
 *
 * - `loading` the child's lists (GET schoolLists), `loadFailed` with `lists.retry`.
 * - `writing`: `list.type`, `list.name`, `list.day`, `list.reading` (the dictation shows each
 *   word's reading, off unless chosen) keep the draft; `list.read` sends the text to
 *   be understood (POST schoolLists/understand) when the shared rule reads it as a list
 *   (machines/rules/schoolList.ts `parseSchoolList`), else keeps the rule's `problem` for the screen
 *   to say, and sends nothing.
 * - `reviewing` what the app understood: each word with its readings. A word with one reading has
 *   it; a polyphone alone waits for the parent's `reading.choose`, which also corrects a word the
 *   dictionaries read to one of its `other_readings` (the class learns it otherwise); a word no dictionary reads must
 *   be left out (`word.drop`). `list.save` (POST schoolLists) only when every word left has a
 *   reading, the list has a name and the dictation day is none or one the rule takes
 *   (`isDictationDay`); `list.edit` goes back to the text, kept as written.
 * - `saving`: done → `writing`, the draft cleared and the list first among the lists; refused →
 *   `reviewing` with the server's reason.
 * - `list.delete` asks first (`confirmingDeletion`); `deletion.confirm` deletes (DELETE schoolLists/{id}).
 */

/** The reading a word starts with: its only one; none while there are several to choose from (or none at all). */
const startingChoice = (word: UnderstoodWord) => (word.readings.length === 1 ? word.readings[0]!.zhuyin : null);

export const schoolListMachine = setup({
  types: {
    context: {} as SchoolListContext,
    events: {} as SchoolListEvent,
    input: {} as SchoolListInput,
  },
  actors: {
    /** GET schoolLists. Provided by the app. */
    loadLists: fromPromise<SchoolList[], LoadListsInput>(async () => {
      throw new Error('loadLists is provided by the app');
    }),
    /** POST schoolLists/understand. Provided by the app. */
    understandList: fromPromise<UnderstoodList, UnderstandListInput>(async () => {
      throw new Error('understandList is provided by the app');
    }),
    /** POST schoolLists. Provided by the app. */
    saveList: fromPromise<SchoolList, SaveListInput>(async () => {
      throw new Error('saveList is provided by the app');
    }),
    /** DELETE schoolLists/{id}. Provided by the app. */
    deleteList: fromPromise<null, DeleteListInput>(async () => {
      throw new Error('deleteList is provided by the app');
    }),
  },
  actions: {
    setText: assign((_, params: { text: string }) => ({ text: params.text, problem: null })),
    setName: assign((_, params: { name: string }) => ({ name: params.name })),
    setDay: assign((_, params: { day: string | null }) => ({ day: params.day })),
    setReading: assign((_, params: { shown: boolean }) => ({ reading: params.shown })),
    setProblem: assign({
      problem: ({ context }) => {
        const parsed = parseSchoolList(context.text);
        return parsed.ok ? null : parsed.problem;
      },
    }),
    startReading: assign({ problem: null, error: null, notice: null }),
    setUnderstood: assign((_, params: { understood: UnderstoodList }) => ({
      understood: params.understood,
      chosen: params.understood.words.map(startingChoice),
    })),
    choose: assign({
      chosen: ({ context }, params: { index: number; zhuyin: string }) => context.chosen.map((z, i) => (i === params.index ? params.zhuyin : z)),
    }),
    drop: assign(({ context }, params: { index: number }) => ({
      understood: context.understood && { ...context.understood, words: context.understood.words.filter((_, i) => i !== params.index) },
      chosen: context.chosen.filter((_, i) => i !== params.index),
    })),
    stopReviewing: assign({ understood: null, chosen: [], error: null }),
    setLists: assign((_, params: { lists: SchoolList[] }) => ({ lists: params.lists })),
    keepSaved: assign(({ context }, params: { list: SchoolList }) => ({
      lists: [params.list, ...context.lists],
      text: '',
      name: '',
      day: null,
      reading: false,
      understood: null,
      chosen: [],
      notice: { kind: 'saved' as const, name: params.list.name },
    })),
    askDeletion: assign((_, params: { listId: number }) => ({ deletingId: params.listId, error: null, notice: null })),
    cancelDeletion: assign({ deletingId: null, error: null }),
    forgetDeleted: assign(({ context }) => ({
      lists: context.lists.filter((list) => list.id !== context.deletingId),
      notice: { kind: 'deleted' as const, name: context.lists.find((list) => list.id === context.deletingId)?.name ?? '' },
      deletingId: null,
    })),
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
  },
  guards: {
    isList: ({ context }) => parseSchoolList(context.text).ok,
    isOffered: ({ context }, params: { index: number; zhuyin: string }) => {
      const word = context.understood?.words[params.index];
      return word !== undefined && [...word.readings, ...word.other_readings].some((reading) => reading.zhuyin === params.zhuyin);
    },
    isWord: ({ context }, params: { index: number }) => params.index >= 0 && params.index < (context.understood?.words.length ?? 0),
    isReady: ({ context }) => canSaveList({ chosen: context.chosen, name: context.name, day: context.day, today: context.today }),
    isKnownList: ({ context }, params: { listId: number }) => context.lists.some((list) => list.id === params.listId),
  },
}).createMachine({
  id: 'schoolList',
  context: ({ input }) => ({
    childId: input.childId,
    today: input.today,
    lists: [],
    text: '',
    name: '',
    day: null,
    reading: false,
    problem: null,
    understood: null,
    chosen: [],
    deletingId: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'writing', actions: { type: 'setLists', params: ({ event }) => ({ lists: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'lists.retry': 'loading' },
    },
    writing: {
      on: {
        'list.type': { actions: { type: 'setText', params: ({ event }) => event } },
        'list.name': { actions: { type: 'setName', params: ({ event }) => event } },
        'list.day': { actions: { type: 'setDay', params: ({ event }) => event } },
        'list.reading': { actions: { type: 'setReading', params: ({ event }) => event } },
        'list.read': [{ guard: 'isList', target: 'understanding', actions: 'startReading' }, { actions: 'setProblem' }],
        'list.delete': {
          guard: { type: 'isKnownList', params: ({ event }) => event },
          target: 'confirmingDeletion',
          actions: { type: 'askDeletion', params: ({ event }) => event },
        },
      },
    },
    understanding: {
      invoke: {
        id: 'understandList',
        src: 'understandList',
        input: ({ context }) => ({ childId: context.childId, text: context.text }),
        onDone: { target: 'reviewing', actions: { type: 'setUnderstood', params: ({ event }) => ({ understood: event.output }) } },
        onError: { target: 'writing', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reviewing: {
      on: {
        'list.name': { actions: { type: 'setName', params: ({ event }) => event } },
        'list.day': { actions: { type: 'setDay', params: ({ event }) => event } },
        'list.reading': { actions: { type: 'setReading', params: ({ event }) => event } },
        'reading.choose': { guard: { type: 'isOffered', params: ({ event }) => event }, actions: { type: 'choose', params: ({ event }) => event } },
        'word.drop': { guard: { type: 'isWord', params: ({ event }) => event }, actions: { type: 'drop', params: ({ event }) => event } },
        'list.edit': { target: 'writing', actions: 'stopReviewing' },
        'list.save': { guard: 'isReady', target: 'saving' },
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'saveList',
        src: 'saveList',
        input: ({ context }) => ({
          childId: context.childId,
          name: context.name.trim(),
          dictationDay: context.day,
          dictationReading: context.reading,
          words: context.understood!.words.map((word, i) => ({ text: word.written, zhuyin: context.chosen[i]! })),
        }),
        onDone: { target: 'writing', actions: { type: 'keepSaved', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'reviewing', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDeletion: {
      on: {
        'deletion.confirm': 'deleting',
        'deletion.cancel': { target: 'writing', actions: 'cancelDeletion' },
      },
    },
    deleting: {
      entry: 'clearError',
      invoke: {
        id: 'deleteList',
        src: 'deleteList',
        input: ({ context }) => ({ childId: context.childId, listId: context.deletingId! }),
        onDone: { target: 'writing', actions: 'forgetDeleted' },
        onError: { target: 'confirmingDeletion', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
