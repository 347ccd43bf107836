import { fromPromise } from 'xstate';
import type { components } from '../../schema';
import { api, unwrap } from '../../client';

/**
 * The learning calls of home and the lesson track (SPEC §7) as the `load` actor of
 * contentLoad machines (machines/shell/contentLoad.machine.ts). Each resolves with the
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

/**
 * A parentCategories call started before home could ask (`prefetchCategories`), with the history
 * entry (path and the router's key) it was started on: only home's first load on that very entry
 * takes it, so a later visit (another child chosen, lessons done) always asks afresh.
 */
let early: { entry: string; reply: Promise<Category[]> } | null = null;

function historyEntry(): string {
  const state = window.history.state as { key?: string; idx?: number } | null;
  return `${window.location.pathname} ${state?.key ?? ''} ${state?.idx ?? ''}`;
}

/**
 * Asks for the categories as home's chunk arrives (src/pages/lessons/Home.tsx, a returning member's first
 * page), beside member/self rather than after it: home renders only once the member is in, and
 * its categories waited for that round trip and the render (issue 10, a member's home on a slow
 * phone). With the stored login and without Child-Id: the server answers for the default child,
 * the one the member's current child is (src/server/http/auth.ts `childOrDefault`).
 */
export function prefetchCategories(token: string): void {
  if (early) return;
  const reply = unwrap(api.GET('/parentCategories', { headers: { Authorization: `Bearer ${token}` } }));
  reply.catch(() => {});
  early = { entry: historyEntry(), reply };
}

/**
 * GET parentCategories → `Category[]`: the whole navigation tree (parent categories, their
 * categories, radicals); on home's first load, the call `prefetchCategories` started, if any.
 */
export const loadCategories = fromPromise<unknown, unknown>(({ signal }): Promise<Category[]> => {
  const kept = early;
  early = null;
  if (kept && kept.entry === historyEntry()) {
    // a loader stopped before the call came back (React's StrictMode takes a screen down and up
    // again in development) leaves it to the next one, which would otherwise ask a second time
    signal.addEventListener('abort', () => (early ??= kept), { once: true });
    return kept.reply;
  }
  return unwrap(api.GET('/parentCategories', { signal }));
});

/** What the lesson track of a radical shows: the radical with its word boxes, and the child's progress. */
export interface LessonTrackData {
  radical: Radical;
  schedule: LessonSchedule;
}

/** GET radical/{id} (word boxes) and GET lesson/schedule/{radical_id} (progress), together → `LessonTrackData`. */
export const loadLessonTrack = fromPromise<unknown, unknown>(async ({ input, signal }): Promise<LessonTrackData> => {
  const id = input as number;
  const [radical, schedule] = await Promise.all([
    unwrap(api.GET('/radical/{id}', { signal, params: { path: { id }, header: CHILD_CONTENT } })),
    unwrap(api.GET('/lesson/schedule/{radical_id}', { signal, params: { path: { radical_id: id }, header: CHILD_CONTENT } })),
  ]);
  return { radical, schedule };
});
