import type { SnapshotFrom } from 'xstate';
import { exitTarget, type challengeMachine } from './challenge.machine';
import type { ExitTarget } from './challenge.types';

/**
 * The challenge header's view (SPEC §2), apart from the rest of the view model
 * (challenge.connect.ts re-exports it): the header is part of the challenge layout, which the
 * app loads up front, so it keeps to what it needs.
 */

type ChallengeSnapshot = SnapshotFrom<typeof challengeMachine>;

export type ChallengeStep = 'guess' | 'write' | 'spell';

export interface ChallengeHeader {
  /** The three step labels (guess, write, spell): only for `text`, never on finish/allFinish. */
  showLabels: boolean;
  /** The step being played, for the highlighted label; null on finish screens. */
  step: ChallengeStep | null;
  /** Where the close button goes. */
  closeTarget: ExitTarget;
}

function stepOf(snapshot: ChallengeSnapshot): ChallengeStep | null {
  if (snapshot.matches({ word: 'guess' })) return 'guess';
  if (snapshot.matches({ word: 'write' })) return 'write';
  if (snapshot.matches({ word: 'spell' })) return 'spell';
  return null;
}

/** What the challenge header shows (SPEC §2). */
export function challengeHeader(snapshot: ChallengeSnapshot): ChallengeHeader {
  const step = stepOf(snapshot);
  return {
    showLabels: snapshot.context.gameType === 'text' && step !== null,
    step,
    closeTarget: exitTarget(snapshot.context),
  };
}

