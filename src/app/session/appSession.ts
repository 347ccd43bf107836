import { sessionMachine } from '../../../machines/session.machine';
import { fromSpecLocale } from '../../i18n/locales';
import { storeLocaleCookie } from '../../i18n/i18n';
import { storeChunkReloadAt } from '../chunkReload';
import { pauseMusic, playMusic } from './music';
import { publishOrientation } from './nativeBridge';

type Listener = () => void;
const challengeClearedListeners = new Set<Listener>();

/**
 * Called when the session clears the challenge data (the learner left the
 * challenge pages with play text present): the challenge screens reset what
 * they keep. Returns the unsubscribe function.
 */
export function onChallengeCleared(listener: Listener): () => void {
  challengeClearedListeners.add(listener);
  return () => challengeClearedListeners.delete(listener);
}

export interface SessionDeps {
  /** Replace the current history entry with this (already localized) path: the router's navigate. */
  redirect: (path: string) => void;
  /** Reload the page (chunk load failure). */
  reload?: () => void;
}

/** The session machine with the app's navigation, native bridge, music, storage and reload. */
export function createAppSessionMachine({ redirect, reload = () => window.location.reload() }: SessionDeps) {
  return sessionMachine.provide({
    actions: {
      redirect: (_, params) => redirect(params.path),
      publishOrientation: (_, params) => void publishOrientation(params.orientation),
      storeLocale: (_, params) => storeLocaleCookie(fromSpecLocale(params.locale)),
      playMusic: () => playMusic(),
      pauseMusic: () => pauseMusic(),
      clearChallenge: () => challengeClearedListeners.forEach((listener) => listener()),
      storeChunkReloadAt: (_, params) => storeChunkReloadAt(params.at),
      reloadPage: () => reload(),
    },
  });
}
