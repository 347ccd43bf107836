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
}

export function connectContentLoad<T>(snapshot: SnapshotFrom<typeof contentLoadMachine>): ContentLoadView<T> {
  const status = snapshot.value;
  return {
    status,
    data: (snapshot.context.data as T | null) ?? null,
    error: status === 'failed' ? (snapshot.context.error?.message ?? null) : null,
    canRetry: snapshot.can({ type: 'content.retry' }),
  };
}
