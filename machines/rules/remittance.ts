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

/** The letter codes of a Taiwan ID or resident certificate number (A = 10 … Z = 33, out of order). */
const LETTER_CODES: Record<string, number> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};

/**
 * A Taiwan national ID (A123456789: a letter, 1 or 2, eight digits) or resident
 * certificate number (a letter, 8 or 9, eight digits; or the older form with
 * a second letter A–D), with its check digit. Case and surrounding spaces do
 * not matter.
 */
export function isTaiwanIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^[A-Z]([1289]|[A-D])\d{8}$/.test(id)) return false;
  const first = LETTER_CODES[id[0]!]!;
  const second = /[A-D]/.test(id[1]!) ? LETTER_CODES[id[1]!]! % 10 : Number(id[1]);
  const digits = [Math.floor(first / 10), first % 10, second, ...id.slice(2).split('').map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0);
  return sum % 10 === 0;
}

/** A bank code: 3 digits (the bank), optionally followed by 4 (the branch). */
export function isBankCode(value: string): boolean {
  return /^\d{3}(\d{4})?$/.test(value.trim());
}

/** A bank account number: 10 to 16 digits; spaces and dashes are ignored. */
export function isBankAccountNumber(value: string): boolean {
  return /^[\d -]+$/.test(value.trim()) && /^\d{10,16}$/.test(value.replace(/[ -]/g, ''));
}

/** A phone number: digits, spaces, + ( ) -, with at least 6 digits. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d ()-]+$/.test(value.trim()) && value.replace(/\D/g, '').length >= 6;
}
