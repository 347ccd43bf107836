import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  isPayMethod,
  maxPointsFor,
  notEnoughPointsMessage,
  orderProblems,
  pointsWithinPrice,
  SELECT_PAY_METHOD,
} from '../../../machines/rules/store';

/** The store's rules (SPEC §5, §8, §9): 1 point = NT$1, points up to min(balance, price), a method required. */

describe('the amount left to pay', () => {
  it('is the price less the points, never below 0', () => {
    expect(amountToPay(299, 0)).toBe(299);
    expect(amountToPay(299, 30)).toBe(269);
    expect(amountToPay(299, 299)).toBe(0);
    expect(amountToPay(299, 400)).toBe(0);
  });
});

describe('points', () => {
  it('may be used up to the balance and up to the price', () => {
    expect(maxPointsFor(50, 299)).toBe(50);
    expect(maxPointsFor(1000, 299)).toBe(299);
    expect(maxPointsFor(0, 299)).toBe(0);
  });

  it('as typed become a whole number from 0 to the price', () => {
    expect(pointsWithinPrice(30.7, 299)).toBe(30);
    expect(pointsWithinPrice(-5, 299)).toBe(0);
    expect(pointsWithinPrice(5000, 299)).toBe(299);
    expect(pointsWithinPrice(Number.NaN, 299)).toBe(0);
  });
});

describe('an order', () => {
  const limits = { balance: 50, price: 299 };

  it('needs a payment method', () => {
    expect(orderProblems({ payMethod: null, points: 0 }, limits)).toEqual({ pay_method: [SELECT_PAY_METHOD] });
    expect(orderProblems({ payMethod: 'paypal', points: 0 }, limits)).toEqual({ pay_method: ['Please select payment method'] });
  });

  it('may not use more points than the member has', () => {
    expect(orderProblems({ payMethod: 'alipay', points: 51 }, limits)).toEqual({
      points: ['You currently only have 50 points'],
    });
    expect(notEnoughPointsMessage(50)).toBe('You currently only have 50 points');
  });

  it('may not use more points than the price, nor a part of a point', () => {
    expect(orderProblems({ payMethod: 'alipay', points: 300 }, { balance: 1000, price: 299 })).toEqual({
      points: ['The points cannot be more than the price'],
    });
    expect(orderProblems({ payMethod: 'alipay', points: 1.5 }, limits)?.points).toEqual(['Must be a whole number of points']);
  });

  it('with a method and points within the balance may be sent', () => {
    expect(orderProblems({ payMethod: 'credit_card', points: 50 }, limits)).toBeNull();
    expect(orderProblems({ payMethod: 'wechat_pay', points: 0 }, limits)).toBeNull();
  });

  it('reports both problems at once', () => {
    expect(orderProblems({ payMethod: null, points: 60 }, limits)).toEqual({
      pay_method: [SELECT_PAY_METHOD],
      points: ['You currently only have 50 points'],
    });
  });

  it('knows the three methods of SPEC §9', () => {
    expect(['credit_card', 'alipay', 'wechat_pay'].every(isPayMethod)).toBe(true);
    expect(isPayMethod('cash')).toBe(false);
  });
});
