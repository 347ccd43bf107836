import { describe, expect, it } from 'vitest';
import {
  canRemitBalance,
  earnsReferralReward,
  packUnremittable,
  realValue,
  remittablePoints,
  spendUnremittable,
} from '../../../machines/rules/points';

/** Issue 26: points that never were money can be spent in the store, never transferred out. */
describe('the two parts of a balance (machines/rules/points.ts)', () => {
  it('only the remittable part may be transferred, and the 2,000 minimum applies to it', () => {
    expect(remittablePoints({ points: 2700, unremittable: 2700 })).toBe(0);
    expect(remittablePoints({ points: 2050, unremittable: 50 })).toBe(2000);
    expect(canRemitBalance({ points: 2050, unremittable: 50 })).toBe(true);
    expect(canRemitBalance({ points: 2049, unremittable: 50 })).toBe(false);
    expect(canRemitBalance({ points: 2000, unremittable: 0 })).toBe(true);
    expect(canRemitBalance({ points: 1999, unremittable: 0 })).toBe(false);
    // the 2,000 are counted on the remittable part only, at exactly 2,000
    expect(canRemitBalance({ points: 2050, unremittable: 50 })).toBe(true);
    expect(canRemitBalance({ points: 2049, unremittable: 50 })).toBe(false);
    expect(canRemitBalance({ points: 2700, unremittable: 2700 })).toBe(false);
    // a part larger than the balance (never stored) leaves nothing to transfer, not a negative amount
    expect(remittablePoints({ points: 10, unremittable: 30 })).toBe(0);
  });

  it('a store spend takes the unremittable part first; it may spend both parts', () => {
    expect(spendUnremittable({ points: 100, unremittable: 30 }, 20, 'store')).toBe(20);
    expect(spendUnremittable({ points: 100, unremittable: 30 }, 30, 'store')).toBe(30);
    expect(spendUnremittable({ points: 100, unremittable: 30 }, 31, 'store')).toBe(30);
    expect(spendUnremittable({ points: 100, unremittable: 30 }, 100, 'store')).toBe(30);
    expect(spendUnremittable({ points: 100, unremittable: 30 }, 101, 'store')).toBeNull();
    expect(spendUnremittable({ points: 100, unremittable: 0 }, 0, 'store')).toBe(0);
  });

  it('a remittance takes only remittable points: exactly the remittable part, not one more', () => {
    expect(spendUnremittable({ points: 2050, unremittable: 50 }, 2000, 'remittance')).toBe(0);
    expect(spendUnremittable({ points: 2050, unremittable: 50 }, 2001, 'remittance')).toBeNull();
    expect(spendUnremittable({ points: 2700, unremittable: 2700 }, 2700, 'remittance')).toBeNull();
    expect(spendUnremittable({ points: 2700, unremittable: 2700 }, 1, 'remittance')).toBeNull();
  });

  it('refuses a spend that is not a whole, non-negative number of points', () => {
    expect(spendUnremittable({ points: 100, unremittable: 0 }, -1, 'store')).toBeNull();
    expect(spendUnremittable({ points: 100, unremittable: 0 }, 1.5, 'store')).toBeNull();
  });

  it('a pack stands for real money only as far as real value paid for it', () => {
    // through the sandbox: no money, no remittable point
    expect(packUnremittable(2700, { realMoney: 0, usedPoints: 0, usedUnremittable: 0 })).toBe(2700);
    // through a real provider: all remittable
    expect(packUnremittable(2700, { realMoney: 2700, usedPoints: 0, usedUnremittable: 0 })).toBe(0);
    // the registration bonus spent on a pack stays unremittable, the money paid becomes remittable
    expect(packUnremittable(300, { realMoney: 250, usedPoints: 50, usedUnremittable: 50 })).toBe(50);
    // remittable points spent on a pack come back remittable
    expect(packUnremittable(300, { realMoney: 0, usedPoints: 300, usedUnremittable: 0 })).toBe(0);
    expect(realValue({ realMoney: 250, usedPoints: 50, usedUnremittable: 20 })).toBe(280);
  });

  it('the recommender’s reward needs real value of at least the reward in the friend’s plan', () => {
    const reward = 50;
    // the sandbox, or the friend's own bonus: nothing
    expect(earnsReferralReward({ realMoney: 0, usedPoints: 0, usedUnremittable: 0 }, reward)).toBe(false);
    expect(earnsReferralReward({ realMoney: 0, usedPoints: 290, usedUnremittable: 290 }, reward)).toBe(false);
    expect(earnsReferralReward({ realMoney: 49, usedPoints: 241, usedUnremittable: 241 }, reward)).toBe(false);
    // real money (the bonus used beside it is no matter), or remittable points
    expect(earnsReferralReward({ realMoney: 50, usedPoints: 240, usedUnremittable: 240 }, reward)).toBe(true);
    expect(earnsReferralReward({ realMoney: 240, usedPoints: 50, usedUnremittable: 50 }, reward)).toBe(true);
    expect(earnsReferralReward({ realMoney: 0, usedPoints: 290, usedUnremittable: 0 }, reward)).toBe(true);
  });
});
