import { fromPromise } from 'xstate';
import type { components } from '../schema';
import { api, unwrap } from '../client';

/**
 * The learning calls of home and the lesson track (SPEC §7) as the `load` actor of
 * contentLoad machines (machines/contentLoad.machine.ts). Each resolves with the
 * reply's `data` or rejects with the client's `ApiError` (code, message). The loader keeps
 * its data as `unknown`, so the actors say so; the screen reads it with the type named in
 * each actor's comment (`connectContentLoad<Category[]>`).
 */

export type Category = components['schemas']['Category'];
export type RadicalSummary = components['schemas']['RadicalSummary'];
export type Radical = components['schemas']['Radical'];
export type WordSummary = components['schemas']['WordSummary'];
export type LessonSchedule = components['schemas']['LessonSchedule'];

/**
 * The headers of a child's call: learning content is asked for with Locale-Type 2 (SPEC §7).
 * Child-Id (the current child) is added by the client's middleware; the contract's types ask
 * for it here, hence the cast.
 */
const CHILD_CONTENT = { 'Locale-Type': 2 } as { 'Child-Id': number; 'Locale-Type': 2 };

/** GET parentCategories → `Category[]`: the whole navigation tree (parent categories, their categories, radicals). */
export const loadCategories = fromPromise<unknown, unknown>((): Promise<Category[]> => unwrap(api.GET('/parentCategories')));

/** What the lesson track of a radical shows: the radical with its word boxes, and the child's progress. */
export interface LessonTrackData {
  radical: Radical;
  schedule: LessonSchedule;
}

/** GET radical/{id} (word boxes) and GET lesson/schedule/{radical_id} (progress), together → `LessonTrackData`. */
export const loadLessonTrack = fromPromise<unknown, unknown>(async ({ input }): Promise<LessonTrackData> => {
  const id = input as number;
  const [radical, schedule] = await Promise.all([
    unwrap(api.GET('/radical/{id}', { params: { path: { id }, header: CHILD_CONTENT } })),
    unwrap(api.GET('/lesson/schedule/{radical_id}', { params: { path: { radical_id: id }, header: CHILD_CONTENT } })),
  ]);
  return { radical, schedule };
});
