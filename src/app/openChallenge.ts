import type { AppActor } from './appActor';

/**
 * What starts a challenge (the root actor's `challenge.open`, being added to
 * machines/app.machine.ts): the root loads the words and runs the challenge,
 * which navigates to /challenge itself.
 */
export type ChallengeRequest =
  | { game: 'lesson'; radicalId: number; lessonId: number }
  | { game: 'word'; radicalId: number; lessonId: number; wordId: number; from: 'lesson' | 'wordsHouse' }
  | { game: 'words'; wordIds: number[] };

/**
 * Sends `{ type: 'challenge.open', request }` to the root actor. Typed here until the
 * root's event union carries it (then this cast can go).
 */
export function openChallenge(app: AppActor, request: ChallengeRequest): void {
  (app.send as unknown as (event: { type: 'challenge.open'; request: ChallengeRequest }) => void)({ type: 'challenge.open', request });
}
