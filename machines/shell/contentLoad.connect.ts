import type { SnapshotFrom } from 'xstate';
import type { contentLoadMachine } from './contentLoad.machine';

/**
 * What a screen shows of content it loads (contentLoad.machine.ts): a loading
 * note, the content, an error with a retry button, or nothing (a call the
 * server does not offer yet). Pure: the page renders it and sends events.
 */
export interface ContentLoadView<T> {
  status: 'loading' | 'loaded' | 'failed' | 'unavailable';
  /** The content, typed by the screen that provided the call; null before the first answer. */
  data: T | null;
  /** The server's message id of the failure on screen (`failed` only). */
  error: string | null;
  /** The retry button: `content.retry` accepted. */
  canRetry: boolean;
  /**
   * The call has answered at least once (content or failure): what the screen puts after the
   * content can show from then on without being pushed down by its arrival (issue 10: layout
   * shift), and stays through a retry or a reload.
   */
  answered: boolean;
}

export function connectContentLoad<T>(snapshot: SnapshotFrom<typeof contentLoadMachine>): ContentLoadView<T> {
  const status = snapshot.value;
  return {
    status,
    data: (snapshot.context.data as T | null) ?? null,
    error: status === 'failed' ? (snapshot.context.error?.message ?? null) : null,
    canRetry: snapshot.can({ type: 'content.retry' }),
    answered: snapshot.context.data !== null || snapshot.context.error !== null,
  };
}
