import { describe, expect, it } from 'vitest';
import {
  canRemit,
  isBankAccountNumber,
  isBankCode,
  isPhoneNumber,
  isTaiwanIdNumber,
  MIN_REMIT_POINTS,
  pointsShortOfRemit,
} from '../../../machines/rules/remittance';

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

describe('the bank fields', () => {
  it('checks a Taiwan ID or resident certificate number with its check digit', () => {
    expect(isTaiwanIdNumber('A123456789')).toBe(true);
    expect(isTaiwanIdNumber(' a123456789 ')).toBe(true);
    expect(isTaiwanIdNumber('A123456788')).toBe(false);
    expect(isTaiwanIdNumber('A323456789')).toBe(false);
    expect(isTaiwanIdNumber('12345678')).toBe(false);
    // resident certificates: the new form (8 or 9) and the old one (a second letter)
    expect(isTaiwanIdNumber('A800000014')).toBe(true);
    expect(isTaiwanIdNumber('AC01234567')).toBe(true);
  });

  it('checks bank codes, account numbers and phone numbers', () => {
    expect(isBankCode('004')).toBe(true);
    expect(isBankCode('0040017')).toBe(true);
    expect(isBankCode('04')).toBe(false);
    expect(isBankCode('00400')).toBe(false);
    expect(isBankAccountNumber('1234-5678-9012')).toBe(true);
    expect(isBankAccountNumber('123456789')).toBe(false);
    expect(isBankAccountNumber('12345678901234567')).toBe(false);
    expect(isBankAccountNumber('12345abc901')).toBe(false);
    expect(isPhoneNumber('+886 912-345-678')).toBe(true);
    expect(isPhoneNumber('call me')).toBe(false);
  });
});
