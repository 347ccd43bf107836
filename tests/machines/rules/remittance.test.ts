import { describe, expect, it } from 'vitest';
import { canRemit, MIN_REMIT_POINTS, pointsShortOfRemit } from '../../../machines/rules/remittance';

describe('the remittance rule (SPEC §5, §9: at least 2000 points)', () => {
  it('refuses under 2000 and allows from 2000 on', () => {
    expect(MIN_REMIT_POINTS).toBe(2000);
    expect(canRemit(0)).toBe(false);
    expect(canRemit(1999)).toBe(false);
    expect(canRemit(2000)).toBe(true);
    expect(canRemit(2001)).toBe(true);
    expect(canRemit(Number.NaN)).toBe(false);
  });

  it('says how many points are missing', () => {
    expect(pointsShortOfRemit(1500)).toBe(500);
    expect(pointsShortOfRemit(0)).toBe(2000);
    expect(pointsShortOfRemit(-5)).toBe(2000);
    expect(pointsShortOfRemit(2000)).toBe(0);
    expect(pointsShortOfRemit(9000)).toBe(0);
  });
});
