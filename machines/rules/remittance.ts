/**
 * Transferring points out to a bank account (SPEC §5 "Points transfer needs at
 * least 2000 points", §9 "Transfer of points as income needs at least 2000
 * points"; 1 point = NT$1). Pure: the remittance machine refuses the form with
 * it before anything is typed, and the server checks the same rule when the
 * request arrives.
 */

/** The fewest points a transfer request may be made with. */
export const MIN_REMIT_POINTS = 2000;

/** Whether a member holding `points` may ask for a transfer. */
export function canRemit(points: number): boolean {
  return Number.isFinite(points) && points >= MIN_REMIT_POINTS;
}

/** How many points are still missing before a transfer may be asked for (0 when it may). */
export function pointsShortOfRemit(points: number): number {
  return canRemit(points) ? 0 : MIN_REMIT_POINTS - Math.max(0, Math.floor(points));
}
