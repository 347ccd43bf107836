/**
 * What a child buys with stars (SPEC §3 Picture book, §5 "buying needs enough stars", §9
 * "a picture book costs stars and gives 3 days of viewing") and how a paint is coloured.
 * Pure: the picture-book and paint machines call them, and the server imports them to
 * enforce the same rules. No xstate, no DOM.
 *
 * - A child may buy something when the stars cover its price.
 * - A picture book can be read from its purchase until three days later; while it can
 *   be read it is not bought again (the server refuses it): once it expires, it can be
 *   bought again for another three days.
 * - A paint is bought once and kept; its regions take colours of the palette only.
 */

export const PICTURE_BOOK_VIEW_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `stars` pay for something costing `price`. */
export function canAfford(stars: number, price: number): boolean {
  return Number.isInteger(price) && price >= 0 && stars >= price;
}

/** When a picture book bought at `boughtAt` (ISO) stops being readable (ISO). */
export function bookExpiresAt(boughtAt: string): string {
  return new Date(new Date(boughtAt).getTime() + PICTURE_BOOK_VIEW_DAYS * DAY_MS).toISOString();
}

/** Whether a book whose purchase expires at `expiresAt` (ISO, or null: never bought) can be read at `now`. */
export function isReadable(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() > now.getTime();
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** How long a book can still be read (whole days, hours, minutes, rounded up to the minute); null when it cannot. */
export function timeLeft(expiresAt: string | null, now: Date): TimeLeft | null {
  if (!isReadable(expiresAt, now)) return null;
  const minutesLeft = Math.ceil((new Date(expiresAt!).getTime() - now.getTime()) / 60_000);
  return { days: Math.floor(minutesLeft / 1440), hours: Math.floor((minutesLeft % 1440) / 60), minutes: minutesLeft % 60 };
}

/** The colours a child paints with: twelve, each dark enough to see on white and light enough to see the lines. */
export const PAINT_PALETTE = [
  '#e53935', // red
  '#fb8c00', // orange
  '#fdd835', // yellow
  '#7cb342', // green
  '#00897b', // teal
  '#29b6f6', // sky blue
  '#3949ab', // blue
  '#8e24aa', // purple
  '#f48fb1', // pink
  '#8d6e63', // brown
  '#9e9e9e', // grey
  '#ffffff', // white
] as const;

export type PaintColor = (typeof PAINT_PALETTE)[number];

export function isPaintColor(value: unknown): value is PaintColor {
  return typeof value === 'string' && (PAINT_PALETTE as readonly string[]).includes(value);
}

/** The fills of a paint's regions: region id → palette colour. */
export type Fills = Record<string, PaintColor>;

/** `fills` with `region` painted `color` (a new object). */
export function withFill(fills: Fills, region: string, color: PaintColor): Fills {
  return { ...fills, [region]: color };
}
