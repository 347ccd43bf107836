import { describe, expect, it } from 'vitest';
import { acceptsStudyMinute, countsAsStudy, MINUTE_GAP_MS, STUDY_MINUTE_MS, WEEK_DAYS, weekDays } from '../../../machines/rules/studyMinutes';
import { routeFacts } from '../../../machines/routes';

describe("a child's minutes of learning (issue 30 §3)", () => {
  it("count on a learning screen the child can see, not in the parent's area", () => {
    expect(countsAsStudy(routeFacts('thisWeek'), true)).toBe(true);
    expect(countsAsStudy(routeFacts('challengeWriting'), true)).toBe(true);
    expect(countsAsStudy(routeFacts('thisWeek'), false)).toBe(false);
    expect(countsAsStudy(routeFacts('login'), true)).toBe(false);
    expect(countsAsStudy(routeFacts('index'), true)).toBe(false);
    // the parent's area is the parent's time
    expect(countsAsStudy(routeFacts('setUpSchoolList'), true)).toBe(false);
    expect(countsAsStudy(routeFacts('setUpWeek'), true)).toBe(false);
  });

  it('are taken once a minute per child: a second report within the gap is not', () => {
    const at = new Date('2026-12-03T08:00:00.000Z');
    expect(MINUTE_GAP_MS).toBeLessThan(STUDY_MINUTE_MS);
    expect(acceptsStudyMinute(null, at)).toBe(true);
    expect(acceptsStudyMinute(new Date(at.getTime() - STUDY_MINUTE_MS).toISOString(), at)).toBe(true);
    expect(acceptsStudyMinute(new Date(at.getTime() - MINUTE_GAP_MS).toISOString(), at)).toBe(true);
    expect(acceptsStudyMinute(new Date(at.getTime() - MINUTE_GAP_MS + 1).toISOString(), at)).toBe(false);
    expect(acceptsStudyMinute(at.toISOString(), at)).toBe(false);
  });

  it('are shown for the seven days ending today, oldest first, across a month', () => {
    expect(WEEK_DAYS).toBe(7);
    expect(weekDays('2026-12-03')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
  });
});
