import { fromPromise } from 'xstate';
import type {
  DeleteListInput,
  LoadListsInput,
  SaveListInput,
  SchoolList,
  UnderstandListInput,
  UnderstoodList,
} from '../../../../machines/family/schoolList.types';
import { api, unwrap } from '../../client';

/**
 * The school list calls (issue 30 §1) as the school list machine's actors, each for the child the
 * machine was started for (Child-Id). Each resolves with the reply's `data` or rejects with the
 * client's `ApiError` (a 422's field errors included).
 */

const child = (childId: number) => ({ header: { 'Child-Id': childId } });

export const loadSchoolLists = fromPromise<SchoolList[], LoadListsInput>(({ input }) =>
  unwrap(api.GET('/schoolLists', { params: child(input.childId) })),
);

export const understandSchoolList = fromPromise<UnderstoodList, UnderstandListInput>(({ input }) =>
  unwrap(api.POST('/schoolLists/understand', { params: child(input.childId), body: { text: input.text } })),
);

export const saveSchoolList = fromPromise<SchoolList, SaveListInput>(({ input }) =>
  unwrap(api.POST('/schoolLists', { params: child(input.childId), body: { name: input.name, dictation_day: input.dictationDay, dictation_reading: input.dictationReading ? 1 : 0, words: input.words } })),
);

export const deleteSchoolList = fromPromise<null, DeleteListInput>(({ input }) =>
  unwrap(api.DELETE('/schoolLists/{id}', { params: { ...child(input.childId), path: { id: input.listId } } })),
);

/** The school list machine's calls. */
export const schoolListActors = {
  loadLists: loadSchoolLists,
  understandList: understandSchoolList,
  saveList: saveSchoolList,
  deleteList: deleteSchoolList,
};
