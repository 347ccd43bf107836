import type { Child, WriteLeniency } from '../types';

/**
 * The one default child and each child's writing leniency (SPEC §3 Child). Pure functions
 * over the contract's `Child`: the childStats machine calls them, and the server imports them
 * to decide the same way. No xstate, no DOM. A child id that is not in the list changes nothing.
 * Stars and learned words are counted by the server alone (rules/lessonProgression.ts `passRewards`).
 */

/** The children with `childId` as the only default (`is_default` 1, every other 0; none when null). */
export function withDefault(children: Child[], childId: number | null): Child[] {
  return children.map((child) => ({ ...child, is_default: child.id === childId ? 1 : 0 }));
}

/** The id of the default child; null when there is none. */
export function defaultChildId(children: Child[]): number | null {
  return children.find((child) => child.is_default === 1)?.id ?? null;
}

export function isKnownChild(children: Child[], childId: number): boolean {
  return children.some((child) => child.id === childId);
}

/** Whether `childId` is a default child already (choosing it again changes nothing). */
export function isDefaultChild(children: Child[], childId: number): boolean {
  return children.some((child) => child.id === childId && child.is_default === 1);
}

/** That child's writing leniency changed; the other children do not change. */
export function withLeniency(children: Child[], childId: number, leniency: WriteLeniency): Child[] {
  return children.map((child) => (child.id === childId ? { ...child, write_leniency: leniency } : child));
}

/** The child's writing leniency, or null for an unknown child. */
export function leniencyOf(children: Child[], childId: number): WriteLeniency | null {
  return children.find((child) => child.id === childId)?.write_leniency ?? null;
}
