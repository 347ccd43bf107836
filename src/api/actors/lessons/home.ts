import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { HomeCategory, HomeTrack } from '../../../../machines/lessons/home.types';
import { api, unwrap } from '../../client';
import { loadCategories } from './learning';

/** Locale-Type 2 (the child's script); Child-Id is added by the client (the current child). */
const CHILD_CONTENT = { 'Locale-Type': 2 } as { 'Child-Id': number; 'Locale-Type': 2 };

/**
 * The child's home (machines/lessons/home.machine.ts): the category tree (GET parentCategories,
 * the call `prefetchCategories` started on a returning member's first load) and the track of the
 * radical to carry on with (GET radical/{id} and GET lesson/schedule/{radical_id}): its lessons'
 * progress and its words, for the go-on button's next word.
 */
export const homeActors = {
  // GET parentCategories answers the contract's Category[]: a HomeCategory tree
  loadCategories: loadCategories as unknown as PromiseActorLogic<HomeCategory[], void>,
  loadTrack: fromPromise<HomeTrack, number>(async ({ input: id, signal }) => {
    const [radical, schedule] = await Promise.all([
      unwrap(api.GET('/radical/{id}', { signal, params: { path: { id }, header: CHILD_CONTENT } })),
      unwrap(api.GET('/lesson/schedule/{radical_id}', { signal, params: { path: { radical_id: id }, header: CHILD_CONTENT } })),
    ]);
    return {
      lessons: schedule.lessons.map((lesson) => ({ ...lesson, name: lesson.name.tw })),
      schoolTerm: schedule.school_term,
      words: radical.lessons.flatMap((lesson) => lesson.words.map((word) => ({ id: word.id, word: word.word, zhuyin: word.zhuyin, image: word.image }))),
    };
  }),
};
