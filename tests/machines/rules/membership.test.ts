import { describe, expect, it } from 'vitest';
import {
  activePlan,
  classRemaining,
  extendClassEnd,
  hasAuthorizedLessons,
  showsClassRemaining,
  withinReferralWindow,
} from '../../../machines/rules/membership';
import { lessonAccess, type LessonProgress } from '../../../machines/rules/lessonProgression';

/** Paid membership as the store, the lesson track and the server read it (SPEC §4, §9). */

const now = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('hasAuthorizedLessons (SPEC §4 "Authorized-lesson access")', () => {
  it('is true for a member with a type whose class has not ended, or has no end date', () => {
    const member = (type: 'monthly' | null, class_end_at: string | null) => ({ type, class: { class_end_at } });
    expect(hasAuthorizedLessons(member(null, null), now), 'no type').toBe(false);
    expect(hasAuthorizedLessons(member('monthly', null), now), 'no end date').toBe(true);
    expect(hasAuthorizedLessons(member('monthly', new Date(now.getTime() + HOUR).toISOString()), now)).toBe(true);
    expect(hasAuthorizedLessons(member('monthly', new Date(now.getTime() - HOUR).toISOString()), now), 'ended').toBe(false);
    expect(hasAuthorizedLessons(null, now), 'no member').toBe(false);
  });
});

describe('classRemaining (SPEC §4 "Class remaining time")', () => {
  it('is -1 without an end date, and no dialog shows', () => {
    expect(classRemaining(null, now)).toBe(-1);
    expect(classRemaining(undefined, now)).toBe(-1);
    expect(classRemaining('not a date', now)).toBe(-1);
    expect(showsClassRemaining(-1)).toBe(false);
  });

  it('counts whole days, then the whole hours of the last day', () => {
    const end = new Date(now.getTime() + 3 * DAY + 5 * HOUR + 59 * 60_000).toISOString();
    expect(classRemaining(end, now)).toEqual({ days: 3, hours: 5 });
    expect(classRemaining(end, now.getTime())).toEqual({ days: 3, hours: 5 });
  });

  it('shows the dialog from 0 days left, not once the end has passed', () => {
    const lastHours = new Date(now.getTime() + 2 * HOUR).toISOString();
    expect(classRemaining(lastHours, now)).toEqual({ days: 0, hours: 2 });
    expect(showsClassRemaining(classRemaining(lastHours, now))).toBe(true);
    const passed = new Date(now.getTime() - HOUR).toISOString();
    expect(classRemaining(passed, now)).toEqual({ days: -1, hours: 23 });
    expect(showsClassRemaining(classRemaining(passed, now))).toBe(false);
  });
});

describe('activePlan: an expired membership locks new lessons again', () => {
  const lessons: LessonProgress[] = [1, 2].map((id) => ({
    lesson_id: id,
    name: `Lesson ${id}`,
    story: id === 1 ? 1 : 0,
    completion: id === 1 ? 1 : 0,
    words: [{ word_id: id * 10, word: '木', finish_explaining: id === 1 ? 1 : 0, is_passed: id === 1 ? 1 : 0 }],
  }));

  it('is the plan while the end lies ahead, null after it and without a plan', () => {
    const ahead = new Date(now.getTime() + DAY).toISOString();
    const behind = new Date(now.getTime() - 1).toISOString();
    expect(activePlan('monthly', ahead, now)).toBe('monthly');
    expect(activePlan('monthly', behind, now)).toBeNull();
    expect(activePlan('yearly', now.toISOString(), now)).toBeNull();
    expect(activePlan(null, ahead, now)).toBeNull();
    expect(activePlan('seasonal', null, now)).toBe('seasonal');
  });

  it('opens the next new lesson only while the membership runs', () => {
    const ahead = new Date(now.getTime() + DAY).toISOString();
    const behind = new Date(now.getTime() - DAY).toISOString();
    expect(lessonAccess(lessons, 2, activePlan('monthly', ahead, now), null)).toBe('open');
    expect(lessonAccess(lessons, 2, activePlan('monthly', behind, now), null)).toBe('membershipRequired');
  });
});

describe('extendClassEnd', () => {
  it('counts from now when there is no membership or it has ended', () => {
    expect(extendClassEnd(null, now, 1)).toBe('2026-04-10T12:00:00.000Z');
    expect(extendClassEnd('2025-01-01T00:00:00.000Z', now, 3)).toBe('2026-06-10T12:00:00.000Z');
    expect(extendClassEnd(null, now, 12)).toBe('2027-03-10T12:00:00.000Z');
  });

  it('counts from the current end when it lies ahead, so no day is lost', () => {
    expect(extendClassEnd('2026-05-01T08:00:00.000Z', now, 1)).toBe('2026-06-01T08:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    const jan31 = new Date('2027-01-31T10:00:00.000Z');
    expect(extendClassEnd(null, jan31, 1)).toBe('2027-02-28T10:00:00.000Z');
    expect(extendClassEnd(null, new Date('2028-01-31T10:00:00.000Z'), 1)).toBe('2028-02-29T10:00:00.000Z');
    expect(extendClassEnd(null, new Date('2026-11-30T10:00:00.000Z'), 3)).toBe('2027-02-28T10:00:00.000Z');
  });
});

describe('withinReferralWindow (SPEC §9: 30 days)', () => {
  const registered = '2026-03-01T00:00:00.000Z';
  it('includes the 30th day, excludes a moment later', () => {
    expect(withinReferralWindow(registered, new Date('2026-03-31T00:00:00.000Z'))).toBe(true);
    expect(withinReferralWindow(registered, new Date('2026-03-31T00:00:00.001Z'))).toBe(false);
    expect(withinReferralWindow(registered, new Date('2026-03-02T00:00:00.000Z'))).toBe(true);
  });
});
