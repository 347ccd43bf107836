import type { ClassReminded } from '../../machines/account/classReminder.machine';
import { safeStorage } from './safeStorage';

/**
 * The membership reminder shows once per membership end and member (issue 28 §4,
 * machines/account/classReminder.machine.ts): which end each member of this device was reminded
 * of is kept in local storage, read as the parent's area opens (`input.reminded`) and written when
 * the reminder shows.
 */
export const CLASS_REMINDED_KEY = 'class-reminded';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Member id → the `class_end_at` the member was reminded of; empty when none or unreadable. */
export function readClassReminded(storage: Store | null = safeStorage('localStorage')): ClassReminded {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CLASS_REMINDED_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function storeClassReminded(reminded: ClassReminded, storage: Store | null = safeStorage('localStorage')): void {
  try {
    storage?.setItem(CLASS_REMINDED_KEY, JSON.stringify(reminded));
  } catch {
    // storage full or refused: the reminder may show once more next visit
  }
}
