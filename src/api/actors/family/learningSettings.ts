import { fromPromise } from 'xstate';
import type { SaveSettingsInput } from '../../../../machines/family/learningSettings.machine';
import type { Member } from '../../../../machines/types';
import { api, unwrap } from '../../client';

/**
 * PUT members/{id} with the changed learning settings (SPEC §7) and the child whose own
 * settings they are (`child_id`, issue 28) → the member after the change, for the
 * learningSettings machine. Rejects with the client's `ApiError` (a 422's
 * field errors included).
 */
export const saveLearningSettings = fromPromise<Member, SaveSettingsInput>(({ input }) =>
  unwrap(api.PUT('/members/{id}', { params: { path: { id: input.memberId } }, body: { ...input.changes, ...(input.childId !== null && { child_id: input.childId }) } })),
);

/** The learning settings machine's calls. */
export const learningSettingsActors = { saveSettings: saveLearningSettings };
