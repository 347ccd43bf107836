import { schoolListMachine } from '../../../../machines/family/schoolList.machine';
import type {
  DeleteListInput,
  LoadListsInput,
  SaveListInput,
  SchoolList,
  SchoolListEvent,
  UnderstandListInput,
  UnderstoodList,
} from '../../../../machines/family/schoolList.types';
import { sampleUnderstoodWords } from '../../../../machines/family/schoolList.samples';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const TODAY = '2026-12-02';
const SAVED_TWICE = 'This list is saved already';

const lists: SchoolList[] = [
  {
    id: 7,
    name: '第二課',
    dictation_day: null,
    dictation_reading: 0,
    created_at: '2026-11-25T08:00:00.000Z',
    ready: false,
    words: [{ tw: '花', cn: '花', zhuyin: 'ㄏㄨㄚ', pinyin: 'huā', word_id: null, no_strokes: [], state: 'notYet', last_dictation: null, due_at: null, is_due: 0 }],
  },
];

const understood: UnderstoodList = {
  words: sampleUnderstoodWords,
  repeated: [],
  ignored: ['ABC'],
  same_as: null,
};

const events: FlowEvents<SchoolListEvent> = [
  { label: 'Type 長大 長 𪚥 ABC', event: { type: 'list.type', text: '長大 長 𪚥 ABC' } },
  { label: 'Type letters alone (ABC 123)', event: { type: 'list.type', text: 'ABC 123' } },
  { label: 'Type the saved list again (花)', event: { type: 'list.type', text: '花' } },
  { label: 'Name it 第三課', event: { type: 'list.name', name: '第三課' } },
  { label: `Dictation on ${TODAY}`, event: { type: 'list.day', day: TODAY } },
  { label: 'Dictation in the past (2026-11-01)', event: { type: 'list.day', day: '2026-11-01' } },
  { label: 'No dictation day', event: { type: 'list.day', day: null } },
  { label: 'Show the reading in the dictation', event: { type: 'list.reading', shown: true } },
  { label: 'Show nothing in the dictation', event: { type: 'list.reading', shown: false } },
  { label: 'Read the words', event: { type: 'list.read' } },
  { label: '長: ㄓㄤˇ', event: { type: 'reading.choose', index: 1, zhuyin: 'ㄓㄤˇ' } },
  { label: '長大: corrected to ㄔㄤˊ ㄉㄚˋ', event: { type: 'reading.choose', index: 0, zhuyin: 'ㄔㄤˊ ㄉㄚˋ' } },
  { label: 'Leave out the third word', event: { type: 'word.drop', index: 2 } },
  { label: 'Change the words', event: { type: 'list.edit' } },
  { label: 'Save the list', event: { type: 'list.save' } },
  { label: 'Delete 第二課…', event: { type: 'list.delete', listId: 7 } },
  { label: 'Keep it', event: { type: 'deletion.cancel' } },
  { label: 'Yes, delete', event: { type: 'deletion.confirm' } },
  { label: 'Try loading again', event: { type: 'lists.retry' } },
];

export const flow: FlowDefinition = {
  id: 'schoolList',
  title: "This week's words from school (set-up)",
  description:
    'The fake server reads any list as 長大 (one reading, others to correct it to), 長 (two: the parent chooses) and 𪚥 (no reading: leave it out), ' +
    `saves a list unless it is the saved 花 (${SAVED_TWICE}) and deletes one.`,
  machine: schoolListMachine.provide({
    actors: {
      loadLists: fakeCall<SchoolList[], LoadListsInput>(() => lists),
      understandList: fakeCall<UnderstoodList, UnderstandListInput>(({ text }) =>
        text.trim() === '花'
          ? { words: [{ ...understood.words[0]!, written: '花', tw: '花', cn: '花', readings: [{ zhuyin: 'ㄏㄨㄚ', pinyin: 'huā' }], other_readings: [] }], repeated: [], ignored: [], same_as: { id: 7, name: '第二課' } }
          : understood,
      ),
      saveList: fakeCall<SchoolList, SaveListInput>(({ name, dictationDay, dictationReading, words }) => {
        if (words.length === 1 && words[0]!.text === '花') throw callError('422', SAVED_TWICE, { words: [SAVED_TWICE] });
        return { id: 8, name, dictation_day: dictationDay, dictation_reading: dictationReading ? 1 : 0, created_at: `${TODAY}T08:00:00.000Z`, ready: false, words: [] };
      }),
      deleteList: fakeCall<null, DeleteListInput>(() => null),
    },
  }),
  input: { childId: 11, today: TODAY },
  events,
};
