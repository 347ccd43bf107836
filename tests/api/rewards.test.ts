import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newMission } from '../../src/server/rewards/missions';
import { dayOf } from '../../src/server/rewards/today';
import { withStar, withTodayReset, type DailyMission } from '../../machines/rules/dailyTask';
import { createTestServer, type Reply, type TestServer } from './helpers';

/**
 * Daily missions, awards and stickers (issue 9), through the API on the seeded curriculum:
 * stars reach a mission only through completed lessons, by the dailyTask machine's own
 * rules (machines/rules/dailyTask.ts); the member's day comes from Local-Date; awards are
 * earned at their targets and reported once; the star balance always equals its ledger;
 * another member's child is never reachable. Runs on PostgreSQL too (TEST_API_DATABASE).
 */

interface Award {
  id: number;
  name: string;
  english: string;
  white_picture: string;
  black_picture: string;
  has_sticker: 0 | 1;
  kind: 'lessons' | 'missions';
  target: number;
  progress: number;
}

let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
  server.clock.now = new Date('2026-03-10T04:00:00Z');
});

const ok = <T>(reply: Reply<T>) => {
  expect(reply.code, reply.raw).toBe('1');
  return reply.data;
};

/** The day `offset` days after the test's first day, as the member's Local-Date. */
const dayAt = (offset: number) => new Date(Date.UTC(2026, 2, 10 + offset)).toISOString().slice(0, 10);

/**
 * The headers of a call on the member's day `day`, the server's clock moved to that day
 * (04:00 UTC: noon in Taipei); a far-away `day` leaves the clock where it is.
 */
function on(day: string) {
  const at = new Date(`${day}T04:00:00Z`);
  if (Math.abs(at.getTime() - server.clock.now.getTime()) < 30 * 24 * 3600_000) server.clock.now = at;
  return { 'Local-Date': day };
}

/** A paying member (every lesson open) with one child, and the member's settings applied. */
async function learner(settings: Record<string, number | string> = {}) {
  const parent = await server.member({ env_language: 2 });
  await server.ctx.db.updateTable('members').set({ type: 'yearly' }).where('id', '=', parent.id).execute();
  if (Object.keys(settings).length) ok(await server.put(`/api/members/${parent.id}`, { token: parent.token, json: settings }));
  const child = await server.child(parent.token);
  return { ...parent, childId: child.id };
}

/** Every lesson of the curriculum, in each radical's order. */
function lessonsInOrder() {
  return [...server.ctx.content.radicals.values()].flatMap((radical) =>
    radical.lesson_ids.map((lessonId) => ({ radicalId: radical.id, lessonId })),
  );
}

/** A child working through the curriculum: each call finishes its next lesson (its words, its story, its review). */
function lessonRunner(who: { token: string; childId: number }) {
  const lessons = lessonsInOrder();
  let next = 0;
  return {
    /** On the member's day `day`; `passDate`: the day a held pass was made (the outbox's Pass-Date). */
    async completeNext(day: string, passDate?: string) {
      const { radicalId, lessonId } = lessons[next++]!;
      const headers = { ...on(day), ...(passDate !== undefined && { 'Pass-Date': passDate }) };
      const base = { radical_id: radicalId, lesson_id: lessonId };
      for (const wordId of server.ctx.content.lessons.get(lessonId)!.word_ids) {
        ok(await server.post('/api/lesson/schedule', { ...who, headers, query: { ...base, word_id: wordId, is_passed: 1, mistakes: 0 } }));
      }
      ok(await server.post('/api/lesson/schedule', { ...who, headers, query: { ...base, story: 1, completion: 1 } }));
      return lessonId;
    },
  };
}

const missionOf = async (who: { token: string; childId: number }, day: string) =>
  ok(await server.get<DailyMission>('/api/dailyMissions', { ...who, headers: { 'Locale-Type': '1', ...on(day) } }));

async function balanceAndLedger(childId: number) {
  const child = await server.ctx.db.selectFrom('children').select('star').where('id', '=', childId).executeTakeFirstOrThrow();
  const ledger = await server.ctx.db
    .selectFrom('star_records')
    .select((eb) => eb.fn.sum<number | string | null>('stars').as('sum'))
    .where('child_id', '=', childId)
    .executeTakeFirstOrThrow();
  return { balance: child.star, ledger: Number(ledger.sum ?? 0) };
}

describe('daily missions', () => {
  it('start as seven empty days of the lessons per day, and take no star while the daily task is off', async () => {
    const who = await learner({ daily_task: 0, daily_task_times: 2 });
    expect(await missionOf(who, dayAt(0))).toEqual(newMission(2));
    expect(newMission(2).target_days).toBe(7);

    await lessonRunner(who).completeNext(dayAt(0));
    expect(await missionOf(who, dayAt(0))).toEqual(newMission(2));
    const { balance, ledger } = await balanceAndLedger(who.childId);
    expect(balance).toBe(ledger);
  });

  it('get their stars only from completed lessons: words, stories and repeated completions add none', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 3 });
    const run = lessonRunner(who);
    const lessonId = await run.completeNext(dayAt(0));
    let mission = await missionOf(who, dayAt(0));
    expect(mission.mission_items[0]).toEqual({ collected_date: dayAt(0), current_star: 1, target_stars: 3 });

    // the same completion again, and word passes of the next lesson: no star
    const radicalId = server.ctx.content.lessons.get(lessonId)!.radical_id;
    ok(await server.post('/api/lesson/schedule', { ...who, headers: on(dayAt(0)), query: { radical_id: radicalId, lesson_id: lessonId, completion: 1 } }));
    mission = await missionOf(who, dayAt(0));
    expect(mission.mission_items[0]!.current_star).toBe(1);

    // there is no call that adds a star
    for (const method of ['POST', 'PUT'] as const) {
      const reply = await server.call(method, '/api/dailyMissions', { ...who, json: { ...mission, current_days: 7 } });
      expect(reply.http).toBe(404);
    }
    expect((await missionOf(who, dayAt(0))).mission_items[0]!.current_star).toBe(1);
  });

  it('refuse a star that does not fit, and the star that fills the day raises current_days', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 2 });
    const run = lessonRunner(who);
    await run.completeNext(dayAt(0));
    let mission = await missionOf(who, dayAt(0));
    expect(mission.current_days).toBe(0);
    await run.completeNext(dayAt(0));
    mission = await missionOf(who, dayAt(0));
    expect(mission.current_days).toBe(1);
    expect(mission.mission_items[0]).toEqual({ collected_date: dayAt(0), current_star: 2, target_stars: 2 });

    // a third lesson the same day: the pass succeeds, the star is refused, nothing spills onto day 2
    const before = await balanceAndLedger(who.childId);
    await run.completeNext(dayAt(0));
    expect(await missionOf(who, dayAt(0))).toEqual(mission);
    const after = await balanceAndLedger(who.childId);
    expect(after.balance).toBeGreaterThan(before.balance);
    expect(after.balance).toBe(after.ledger);

    // the next day goes to the first undated item
    await run.completeNext(dayAt(1));
    expect((await missionOf(who, dayAt(1))).mission_items[1]).toEqual({ collected_date: dayAt(1), current_star: 1, target_stars: 2 });
  });

  it('are complete at target_days: check/children/mission says so once, and the next star starts a new mission', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 1 });
    const run = lessonRunner(who);
    for (let day = 0; day < 6; day++) await run.completeNext(dayAt(day));
    expect(ok(await server.get('/api/check/children/mission', who))).toEqual({ is_completed: 0 });
    await run.completeNext(dayAt(6));

    const mission = await missionOf(who, dayAt(6));
    expect(mission.current_days).toBe(7);
    expect(mission.mission_items.map((item) => item.collected_date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(dayAt));
    expect(ok(await server.get('/api/check/children/mission', who))).toEqual({ is_completed: 1 });
    expect(ok(await server.get('/api/check/children/mission', who))).toEqual({ is_completed: 0 });
    // the missions sticker, with the lessons ones
    const awards = ok(await server.get<{ awards: Award[] }>('/api/check/children/award', who)).awards;
    expect(awards.filter((a) => a.kind === 'missions').map((a) => a.target)).toEqual([1]);

    await run.completeNext(dayAt(7));
    const next = await missionOf(who, dayAt(7));
    expect(next.current_days).toBe(1);
    expect(next.mission_items[0]).toEqual({ collected_date: dayAt(7), current_star: 1, target_stars: 1 });
    expect(ok(await server.get('/api/check/children/mission', who))).toEqual({ is_completed: 0 });
  });

  it('reset today when a parent changes the lessons per day, in the PUT members call', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 1 });
    const run = lessonRunner(who);
    await run.completeNext(dayAt(0));
    await run.completeNext(dayAt(1));
    let mission = await missionOf(who, dayAt(1));
    expect(mission.current_days).toBe(2);

    const put = (json: Record<string, number>) => server.put(`/api/members/${who.id}`, { token: who.token, headers: on(dayAt(1)), json });
    // the same number changes nothing
    ok(await put({ daily_task_times: 1 }));
    expect(await missionOf(who, dayAt(1))).toEqual(mission);

    ok(await put({ daily_task_times: 3 }));
    const expected = withTodayReset(mission, dayAt(1), 3);
    mission = await missionOf(who, dayAt(1));
    expect(mission).toEqual(expected);
    expect(mission.current_days).toBe(1);
    expect(mission.mission_items[0]).toEqual({ collected_date: dayAt(0), current_star: 1, target_stars: 1 });
    expect(mission.mission_items[1]).toEqual({ collected_date: null, current_star: 0, target_stars: 3 });
    expect(mission.mission_items[6]!.target_stars).toBe(3);
  });

  it("take the member's day from Local-Date: a real date within a day of the server's UTC date", () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(dayOf('2026-03-11', now)).toBe('2026-03-11'); // Taipei, already tomorrow
    expect(dayOf('2026-03-09', now)).toBe('2026-03-09');
    expect(dayOf(undefined, now)).toBe('2026-03-10');
    for (const wrong of ['2026-03-12', '2026-03-08', '2026-02-30', '10/03/2026', '2026-3-10', '']) {
      expect(dayOf(wrong, now), wrong).toBe('2026-03-10');
    }
  });

  it('count two lessons completed at the same moment, each once', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 3 });
    const headers = on(dayAt(0));
    // the first lessons of two radicals: their words and stories first, then both reviews at once
    const [a, b] = [...server.ctx.content.radicals.values()].slice(0, 2).map((r) => ({ radical_id: r.id, lesson_id: r.lesson_ids[0]! }));
    for (const base of [a!, b!]) {
      for (const wordId of server.ctx.content.lessons.get(base.lesson_id)!.word_ids) {
        ok(await server.post('/api/lesson/schedule', { ...who, headers, query: { ...base, word_id: wordId, is_passed: 1, mistakes: 0 } }));
      }
      ok(await server.post('/api/lesson/schedule', { ...who, headers, query: { ...base, story: 1 } }));
    }
    const replies = await Promise.all([a, b, a, b].map((base) => server.post('/api/lesson/schedule', { ...who, headers, query: { ...base!, completion: 1 } })));
    for (const reply of replies) expect(reply.code, reply.raw).toBe('1');
    expect((await missionOf(who, dayAt(0))).mission_items[0]).toEqual({ collected_date: dayAt(0), current_star: 2, target_stars: 3 });
    const { balance, ledger } = await balanceAndLedger(who.childId);
    expect(balance).toBe(ledger);
  });

  it('count the member day from Local-Date only within a day of the server date', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 2 });
    const run = lessonRunner(who);
    on(dayAt(0));
    // a date far away: the server's UTC date (2026-03-10) is used instead
    await run.completeNext('2030-01-01');
    expect((await missionOf(who, dayAt(0))).mission_items[0]!.collected_date).toBe(dayAt(0));
    // the next day (UTC+14 is ahead of UTC) is taken
    await run.completeNext(dayAt(1));
    expect((await missionOf(who, dayAt(1))).mission_items[1]!.collected_date).toBe(dayAt(1));
  });

  it('give the star of a pass held offline to the day it was made, not to the day it arrives', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 2 });
    const run = lessonRunner(who);
    // Monday: one lesson, delivered at once
    await run.completeNext(dayAt(0));
    // Tuesday: one lesson of Tuesday, then one finished offline on Monday and delivered now
    await run.completeNext(dayAt(1));
    await run.completeNext(dayAt(1), dayAt(0));
    let mission = await missionOf(who, dayAt(1));
    expect(mission.mission_items.slice(0, 2)).toEqual([
      { collected_date: dayAt(0), current_star: 2, target_stars: 2 },
      { collected_date: dayAt(1), current_star: 1, target_stars: 2 },
    ]);
    expect(mission.current_days).toBe(1);

    // Wednesday: a held pass of Monday again, whose day is full now: refused silently, never Wednesday's
    await run.completeNext(dayAt(2), dayAt(0));
    mission = await missionOf(who, dayAt(2));
    expect(mission.mission_items.slice(0, 3)).toEqual([
      { collected_date: dayAt(0), current_star: 2, target_stars: 2 },
      { collected_date: dayAt(1), current_star: 1, target_stars: 2 },
      { collected_date: null, current_star: 0, target_stars: 2 },
    ]);
    const { balance, ledger } = await balanceAndLedger(who.childId);
    expect(balance).toBe(ledger);
  });

  it('take a held pass day only within the window: older gives no star at all, a later day counts as today', async () => {
    const who = await learner({ daily_task: 1, daily_task_times: 2 });
    const run = lessonRunner(who);
    // made 4 days before it arrives (machines/rules/passDay.ts takes 3): no star, not today's either
    await run.completeNext(dayAt(4), dayAt(0));
    expect(await missionOf(who, dayAt(4))).toEqual(newMission(2));
    // made 3 days before: its own day
    await run.completeNext(dayAt(4), dayAt(1));
    expect((await missionOf(who, dayAt(4))).mission_items[0]).toEqual({ collected_date: dayAt(1), current_star: 1, target_stars: 2 });
    // a day after today (a clock set back since): today
    await run.completeNext(dayAt(4), dayAt(5));
    expect((await missionOf(who, dayAt(4))).mission_items[1]).toEqual({ collected_date: dayAt(4), current_star: 1, target_stars: 2 });
    // not a date: today
    await run.completeNext(dayAt(4), 'yesterday');
    expect((await missionOf(who, dayAt(4))).mission_items[1]).toEqual({ collected_date: dayAt(4), current_star: 2, target_stars: 2 });
  });

  it('follow the dailyTask rules and keep the balance equal to the ledger, whatever the sequence', async () => {
    type Step = { kind: 'lesson'; day: number } | { kind: 'perDay'; perDay: number } | { kind: 'again' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('lesson' as const), day: fc.integer({ min: 0, max: 1 }) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('perDay' as const), perDay: fc.integer({ min: 1, max: 3 }) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('again' as const) }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 }), fc.array(step, { minLength: 1, maxLength: 7 }), async (firstPerDay, steps) => {
        const who = await learner({ daily_task: 1, daily_task_times: firstPerDay });
        const run = lessonRunner(who);
        let model = newMission(firstPerDay);
        let perDay = firstPerDay;
        let day = 0;
        let last: number | null = null;
        for (const s of steps) {
          if (s.kind === 'lesson') {
            day += s.day;
            last = await run.completeNext(dayAt(day));
            model = withStar(model, dayAt(day));
          } else if (s.kind === 'perDay') {
            ok(await server.put(`/api/members/${who.id}`, { token: who.token, headers: on(dayAt(day)), json: { daily_task_times: s.perDay } }));
            if (s.perDay !== perDay) model = withTodayReset(model, dayAt(day), s.perDay);
            perDay = s.perDay;
          } else if (last !== null) {
            // the last completion sent again: counted once
            const radicalId = server.ctx.content.lessons.get(last)!.radical_id;
            ok(await server.post('/api/lesson/schedule', { ...who, headers: on(dayAt(day)), query: { radical_id: radicalId, lesson_id: last, completion: 1 } }));
          }
          expect(await missionOf(who, dayAt(day))).toEqual(model);
          const { balance, ledger } = await balanceAndLedger(who.childId);
          expect(balance).toBe(ledger);
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('awards and stickers', () => {
  it('are earned at their targets of completed lessons and reported once', async () => {
    const who = await learner({ language: 'cn' });
    const run = lessonRunner(who);
    const check = async () => ok(await server.get<{ awards: Award[] }>('/api/check/children/award', who)).awards;

    let awards = ok(await server.get<Award[]>('/api/member/awards', who));
    expect(awards.filter((a) => a.kind === 'lessons').map((a) => a.target)).toEqual([1, 3, 5, 10, 20, 30, 50]);
    expect(awards.filter((a) => a.kind === 'missions').map((a) => a.target)).toEqual([1, 3, 5]);
    expect(awards.every((a) => a.has_sticker === 0 && a.progress === 0)).toBe(true);
    expect(await check()).toEqual([]);

    const earnedAt = new Map<number, number[]>();
    for (let lesson = 1; lesson <= 10; lesson++) {
      await run.completeNext(dayAt(0));
      earnedAt.set(lesson, (await check()).map((a) => a.target));
      expect(await check()).toEqual([]);
    }
    expect([...earnedAt].filter(([, targets]) => targets.length > 0)).toEqual([
      [1, [1]],
      [3, [3]],
      [5, [5]],
      [10, [10]],
    ]);

    awards = ok(await server.get<Award[]>('/api/member/awards', who));
    const first = awards[0]!;
    // the member reads simplified: the name in that script, English beside it
    expect(first).toMatchObject({ name: '第一课', english: 'First lesson', has_sticker: 1, progress: 1, target: 1 });
    expect(awards.filter((a) => a.has_sticker === 1).map((a) => a.target)).toEqual([1, 3, 5, 10]);
    expect(awards.find((a) => a.target === 20 && a.kind === 'lessons')).toMatchObject({ has_sticker: 0, progress: 10 });

    const stickers = ok(await server.get<Award[]>('/api/member/stickerCollection', who));
    expect(stickers.map((s) => [s.id, s.has_sticker])).toEqual(awards.map((a) => [a.id, a.has_sticker]));
    expect(Object.keys(stickers[0]!).sort()).toEqual(['black_picture', 'english', 'has_sticker', 'id', 'name', 'white_picture']);
  });

  it('have pictures and silhouettes served by the API, and their source listed', async () => {
    const who = await learner();
    const [award] = ok(await server.get<Award[]>('/api/member/awards', who));
    expect(award!.name).toBe('第一課');
    const white = await server.app.request(award!.white_picture);
    const black = await server.app.request(award!.black_picture);
    expect(white.status).toBe(200);
    expect(white.headers.get('Content-Type')).toBe('image/svg+xml');
    const [whiteSvg, blackSvg] = [await white.text(), await black.text()];
    expect(whiteSvg).toMatch(/^<svg /);
    expect(blackSvg).not.toBe(whiteSvg);
    expect(new Set(blackSvg.match(/fill="#[0-9a-f]{6}"/gi))).toEqual(new Set(['fill="#5f6b7a"']));
    expect((await server.app.request('/api/awards/pictures/seedling.0123456789ab.svg')).status).toBe(404);
    expect((await server.app.request('/api/awards/pictures/..%2Fsecret.svg')).status).toBe(404);

    const sources = ok(await server.get<{ name: string; what: string; licence: string }[]>('/api/content/sources'));
    expect(sources.find((s) => s.what.includes('stickers'))).toMatchObject({ licence: 'MIT' });
  });

  it("another member's child is never reachable", async () => {
    const owner = await learner({ daily_task: 1 });
    await lessonRunner(owner).completeNext(dayAt(0));
    const stranger = await learner();
    for (const path of ['/api/member/awards', '/api/member/stickerCollection', '/api/check/children/award', '/api/check/children/mission', '/api/dailyMissions']) {
      const reply = await server.get(path, { token: stranger.token, childId: owner.childId });
      expect(reply.http, path).toBe(404);
      expect(reply.data, path).toBeNull();
    }
    // the owner's award is still unreported, the owner's mission untouched
    expect(ok(await server.get<{ awards: Award[] }>('/api/check/children/award', owner)).awards.map((a) => a.target)).toEqual([1]);
    expect((await missionOf(owner, dayAt(0))).mission_items[0]!.current_star).toBe(1);
  });
});
