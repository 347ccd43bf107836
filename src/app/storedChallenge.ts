import type { StoredChallenge } from '../../machines/shell/app.types';
import { safeStorage } from './safeStorage';

/**
 * The challenge this tab is playing, kept in session storage so that a reload goes on where it
 * was (issue 28 §4): its words as loaded, its place, and whose it is. The rules — when a place is
 * kept, when it goes on, when it is forgotten — are the machines' (the challenge's `keepPlace`,
 * the root's region `play.challenge`); this module is their I/O. Session storage is the tab's
 * own: another tab, or the tab closed, starts afresh.
 */
const KEY = 'challenge-in-play';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the tab kept, or null: nothing kept, storage refused, or not a challenge this code wrote. */
export function readStoredChallenge(storage: Store | null = safeStorage('sessionStorage')): StoredChallenge | null {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<StoredChallenge> | null;
    // (whose it is, the machine compares)
    const wellFormed = Array.isArray(value?.setup?.words) && typeof value.place?.index === 'number' && Array.isArray(value.place.reported);
    return wellFormed ? (value as StoredChallenge) : null;
  } catch {
    return null;
  }
}

export function storeChallenge(stored: StoredChallenge, storage: Store | null = safeStorage('sessionStorage')): void {
  try {
    storage?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // storage full or refused: a reload then starts from home, as before
  }
}

export function forgetStoredChallenge(storage: Store | null = safeStorage('sessionStorage')): void {
  storage?.removeItem(KEY);
}
