import type { SnapshotFrom } from 'xstate';
import type { loadingBarMachine } from './loadingBar.machine';

/** What the loading bar shows: the bar, or nothing. */
export interface LoadingBarView {
  visible: boolean;
}

/** The loading bar's view model (src/components/LoadingBar.tsx renders it). */
export function connectLoadingBar(snapshot: SnapshotFrom<typeof loadingBarMachine>): LoadingBarView {
  return { visible: snapshot.matches('visible') };
}
