import { fromPromise } from 'xstate';
import type { components } from '../../schema';
import { api, unwrap } from '../../client';

/** A child's week (GET week, issue 30 §3), as the contract gives it. */
export type ChildWeek = components['schemas']['ChildWeek'];

/** GET week for the child the parent's page is about (Child-Id), as a contentLoad machine's `load` (request: `{ childId }`). */
export const loadWeek = fromPromise<unknown, unknown>(({ input, signal }): Promise<ChildWeek> => {
  const { childId } = input as { childId: number };
  return unwrap(api.GET('/week', { signal, params: { header: { 'Child-Id': childId } } }));
});
