import type { SnapshotFrom } from 'xstate';
import type { studyTimerMachine } from './studyTimer.machine';

/** What the break modal (src/components/BreakModal.tsx) shows. */
export interface BreakView {
  /** The break modal shows (the parent gate replaces it while open). */
  modalOpen: boolean;
  /** The parent gate shows: the break is being closed early. */
  gateOpen: boolean;
  /** The Continue button works: the 5-minute countdown is over. */
  canContinue: boolean;
  /** The Close button works (early: it opens the gate). */
  canClose: boolean;
  /** The countdown shown in the modal, in whole seconds, until Continue works; null when none shows. */
  secondsLeft: number | null;
}

/** The study timer's view model (zag's `connect`): the break modal and its gate, from a snapshot alone. */
export function connectBreak(snapshot: SnapshotFrom<typeof studyTimerMachine>): BreakView {
  const onBreak = snapshot.matches('onBreak');
  const gateOpen = snapshot.matches({ onBreak: { closing: 'gate' } });
  const canContinue = snapshot.can({ type: 'break.continue' });
  return {
    modalOpen: onBreak && !gateOpen,
    gateOpen,
    canContinue,
    canClose: snapshot.can({ type: 'break.close' }),
    secondsLeft: onBreak && !gateOpen && !canContinue ? snapshot.context.breakSecondsLeft : null,
  };
}
