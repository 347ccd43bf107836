import { describe, expect, it } from 'vitest';
import { localDay } from '../../../machines/rules/localDay';

/**
 * "Today" as the member lives it: the day in the device's time zone, not UTC's. The zone is the
 * process's (TZ), set here for one check at a time and put back at once: the machines project
 * shares its workers between files.
 */
function dayIn(timeZone: string, iso: string): string {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return localDay(new Date(iso));
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('rules/localDay: the day boundary is local midnight', () => {
  it('UTC: the day changes at 00:00', () => {
    expect(dayIn('UTC', '2025-12-31T23:59:59.999Z')).toBe('2025-12-31');
    expect(dayIn('UTC', '2026-01-01T00:00:00.000Z')).toBe('2026-01-01');
  });

  it('Taipei (UTC+8): the day changes at 16:00 UTC of the day before', () => {
    expect(dayIn('Asia/Taipei', '2026-01-01T15:59:59.999Z')).toBe('2026-01-01');
    expect(dayIn('Asia/Taipei', '2026-01-01T16:00:00.000Z')).toBe('2026-01-02');
  });

  it('Los Angeles (UTC−8 in winter): still yesterday until 08:00 UTC', () => {
    expect(dayIn('America/Los_Angeles', '2026-01-01T07:59:59.999Z')).toBe('2025-12-31');
    expect(dayIn('America/Los_Angeles', '2026-01-01T08:00:00.000Z')).toBe('2026-01-01');
  });

  it('a half-hour offset (Kolkata, UTC+5:30) and a leap day', () => {
    expect(dayIn('Asia/Kolkata', '2028-02-28T18:29:59.999Z')).toBe('2028-02-28');
    expect(dayIn('Asia/Kolkata', '2028-02-28T18:30:00.000Z')).toBe('2028-02-29');
  });

  it('follows daylight saving time (New York, UTC−4 in summer, UTC−5 in winter)', () => {
    expect(dayIn('America/New_York', '2026-07-01T03:59:59.999Z')).toBe('2026-06-30');
    expect(dayIn('America/New_York', '2026-07-01T04:00:00.000Z')).toBe('2026-07-01');
    expect(dayIn('America/New_York', '2026-12-01T04:59:59.999Z')).toBe('2026-11-30');
    expect(dayIn('America/New_York', '2026-12-01T05:00:00.000Z')).toBe('2026-12-01');
  });

  it('pads month and day to two digits', () => {
    expect(dayIn('UTC', '2026-03-05T12:00:00.000Z')).toBe('2026-03-05');
  });
});
