import type { SnapshotFrom } from 'xstate';
import type { childStatsMachine } from './childStats.machine';
import type { CallError, WriteLeniency } from '../types';

/**
 * What the child cards of /set-up/child show (SPEC §2 child card: name, learning
 * progress, radio selection, current-account marker), read from a childStats
 * snapshot. Pure: the page renders it and sends events.
 */
export interface ChildCardView {
  id: number;
  name: string;
  stars: number;
  words: number;
  /** The radio is checked: the current (default) child. */
  isDefault: boolean;
  /** The radio can be chosen now (`child.makeDefault` accepted). */
  canChoose: boolean;
  /** The child's writing leniency (beyond the spec). */
  leniency: WriteLeniency;
  /** The leniency control works now (no change is being saved). */
  canSetLeniency: boolean;
}

export interface ChildStatsView {
  cards: ChildCardView[];
  /** A change of the default is being saved. */
  saving: boolean;
  /** A change of a leniency is being saved. */
  savingLeniency: boolean;
  /** The last failed change of the default. */
  error: CallError | null;
}

export function connectChildStats(snapshot: SnapshotFrom<typeof childStatsMachine>): ChildStatsView {
  return {
    cards: snapshot.context.children.map((child) => ({
      id: child.id,
      name: child.name,
      stars: child.star,
      words: child.complete_words,
      isDefault: child.is_default === 1,
      canChoose: snapshot.can({ type: 'child.makeDefault', childId: child.id }),
      leniency: child.write_leniency,
      canSetLeniency: snapshot.matches('idle'),
    })),
    saving: snapshot.matches('savingDefault'),
    savingLeniency: snapshot.matches('savingLeniency'),
    error: snapshot.context.error,
  };
}
