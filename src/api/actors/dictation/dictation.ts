import { fromPromise } from 'xstate';
import type { ListLesson, SaveResultInput } from '../../../../machines/dictation/dictation.types';
import type { SchoolList } from '../../../../machines/family/schoolList.types';
import { api, unwrap } from '../../client';

/** Child-Id is added by the client (the current child); the header's type asks for it. */
const CURRENT_CHILD = {} as { 'Child-Id': number };

/**
 * The child's side of a school list (issue 30 §1–2): the lists (home's first card), a list's
 * lesson, and each word's result, for the current child.
 */
export const loadCurrentLists = fromPromise<unknown, unknown>(({ signal }): Promise<SchoolList[]> =>
  unwrap(api.GET('/schoolLists', { signal, params: { header: CURRENT_CHILD } })),
);

export const dictationActors = {
  loadLesson: fromPromise<ListLesson, { listId: number }>(({ input, signal }) =>
    unwrap(api.GET('/schoolLists/{id}/lesson', { signal, params: { header: CURRENT_CHILD, path: { id: input.listId } } })),
  ),
  saveResult: fromPromise<unknown, SaveResultInput>(({ input }) =>
    unwrap(
      api.POST('/schoolLists/{id}/results', {
        params: { header: CURRENT_CHILD, path: { id: input.listId } },
        body: { position: input.position, mode: input.mode, mistakes: input.mistakes, wrong_strokes: input.wrong_strokes, written: input.written },
      }),
    ),
  ),
};

/**
 * The same dictation for a curriculum lesson (issue 30 §2 "a 聽寫 mode for any list or lesson"): the
 * machine's `listId` is the lesson's id, its words come from GET lessons/{id}/dictation in a list's
 * lesson's shape, and each word's result goes to POST lessons/{id}/dictation/results. A lesson has
 * only the dictation mode.
 */
export const lessonDictationActors = {
  loadLesson: fromPromise<ListLesson, { listId: number }>(({ input, signal }) =>
    unwrap(api.GET('/lessons/{id}/dictation', { signal, params: { header: CURRENT_CHILD, path: { id: input.listId } } })),
  ),
  saveResult: fromPromise<unknown, SaveResultInput>(({ input }) =>
    unwrap(
      api.POST('/lessons/{id}/dictation/results', {
        params: { header: CURRENT_CHILD, path: { id: input.listId } },
        body: { position: input.position, mistakes: input.mistakes, wrong_strokes: input.wrong_strokes, written: input.written },
      }),
    ),
  ),
};
