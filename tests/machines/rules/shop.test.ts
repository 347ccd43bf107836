import { describe, expect, it } from 'vitest';
import {
  bookExpiresAt,
  canAfford,
  isPaintColor,
  isReadable,
  PAINT_PALETTE,
  PICTURE_BOOK_VIEW_DAYS,
  timeLeft,
  withFill,
} from '../../../machines/rules/shop';

/** What a child buys with stars (SPEC §5 "buying needs enough stars", §9 three days of a picture book). */

describe('canAfford: the stars cover the price', () => {
  it('at the boundary: stars equal to the price pay for it, one fewer does not', () => {
    expect(canAfford(5, 5)).toBe(true);
    expect(canAfford(4, 5)).toBe(false);
    expect(canAfford(6, 5)).toBe(true);
  });

  it('a free item needs no stars; no stars buy nothing that costs', () => {
    expect(canAfford(0, 0)).toBe(true);
    expect(canAfford(0, 1)).toBe(false);
  });

  it('refuses a price that is not a whole number of stars, or below 0', () => {
    expect(canAfford(10, -1)).toBe(false);
    expect(canAfford(10, 2.5)).toBe(false);
    expect(canAfford(10, Number.NaN)).toBe(false);
    expect(canAfford(10, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('a picture book reads for three days', () => {
  const boughtAt = '2026-03-01T10:00:00.000Z';
  const expiresAt = bookExpiresAt(boughtAt);

  it('expires exactly three days after the purchase', () => {
    expect(PICTURE_BOOK_VIEW_DAYS).toBe(3);
    expect(expiresAt).toBe('2026-03-04T10:00:00.000Z');
  });

  it('is readable until, not at, the moment it expires; never without a purchase', () => {
    expect(isReadable(expiresAt, new Date('2026-03-04T09:59:59.999Z'))).toBe(true);
    expect(isReadable(expiresAt, new Date('2026-03-04T10:00:00.000Z'))).toBe(false);
    expect(isReadable(null, new Date(boughtAt))).toBe(false);
  });

  it('tells the time left in days, hours and minutes, rounded up to the minute', () => {
    expect(timeLeft(expiresAt, new Date(boughtAt))).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(timeLeft(expiresAt, new Date('2026-03-04T09:59:59.000Z'))).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(expiresAt, new Date('2026-03-02T08:30:00.000Z'))).toEqual({ days: 2, hours: 1, minutes: 30 });
    expect(timeLeft(expiresAt, new Date('2026-03-04T10:00:00.000Z'))).toBeNull();
  });
});

describe('paints', () => {
  it('take the palette\'s colours only', () => {
    expect(PAINT_PALETTE).toHaveLength(12);
    for (const color of PAINT_PALETTE) expect(isPaintColor(color)).toBe(true);
    expect(isPaintColor('#000000')).toBe(false);
    expect(isPaintColor('#E53935')).toBe(false);
    expect(isPaintColor(undefined)).toBe(false);
  });

  it('withFill paints one region and leaves the fills it was given alone', () => {
    const fills = { a: PAINT_PALETTE[0] };
    expect(withFill(fills, 'b', PAINT_PALETTE[1])).toEqual({ a: PAINT_PALETTE[0], b: PAINT_PALETTE[1] });
    expect(withFill(fills, 'a', PAINT_PALETTE[2])).toEqual({ a: PAINT_PALETTE[2] });
    expect(fills).toEqual({ a: PAINT_PALETTE[0] });
  });
});
