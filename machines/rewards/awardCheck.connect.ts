import type { SnapshotFrom } from 'xstate';
import type { awardCheckMachine, EarnedAward } from './awardCheck.machine';

/** What the get-sticker modal shows, read from an awardCheck snapshot. */
export interface AwardCheckView {
  /** The modal is open, showing `sticker`. */
  open: boolean;
  sticker: EarnedAward | null;
  /** More stickers wait after this one (the button says "Next"). */
  more: number;
}

export function connectAwardCheck(snapshot: SnapshotFrom<typeof awardCheckMachine>): AwardCheckView {
  const showing = snapshot.matches('showing');
  const { queue } = snapshot.context;
  return {
    open: showing,
    sticker: showing ? (queue[0] ?? null) : null,
    more: showing ? Math.max(0, queue.length - 1) : 0,
  };
}
