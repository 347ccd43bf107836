import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_TERM_CODES, termCodeOf, termPlace } from '../../machines/rules/schoolTerm';
import type { ChildSetting } from '../../machines/types';
import { loadCurriculum } from '../../src/server/content/curriculum';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { messages } from '../../src/server/http/messages';
import { createTestServer, expectFieldError, withOwnDatabase, type OwnDatabase, type TestServer } from './helpers';

/**
 * A parent chooses each child's school term (issue 29, "Coverage": 一上, 一下, 二上, 二下): the child's
 * own `school_term` (`1-1` … `2-2`, null = not chosen), set through PUT members/{id} with `child_id`
 * like the child's other learning settings (issue 28), read back in member/self, refused when it is
 * not a term or comes without a child, never shared with a sibling; and every lesson of GET radical/{id}
 * and GET lesson/schedule/{radical_id} carries its own term. Runs on SQLite and, with
 * TEST_API_DATABASE=postgres, on PostgreSQL (helpers.ts); the migration runs on both.
 */

interface Child {
  id: number;
  setting: ChildSetting;
}
interface Member {
  id: number;
  setting: Record<string, unknown>;
  child: Child[];
}

let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
});
afterAll(() => server.ctx.close());

async function termsOf(token: string): Promise<Map<number, ChildSetting['school_term']>> {
  const reply = await server.get<Member>('/api/member/self', { token });
  expect(reply.code, reply.raw).toBe('1');
  return new Map(reply.data.child.map((child) => [child.id, child.setting.school_term]));
}

/** A parent with two children, Ming (current) and Lan. */
async function family() {
  const parent = await server.member({ env_language: 2 });
  const ming = await server.child(parent.token, { name: '小明' });
  const lan = await server.child(parent.token, { name: '小蘭', gender: 'girl' });
  return { ...parent, ming: ming.id, lan: lan.id };
}

const setTerm = (f: { id: number; token: string }, json: Record<string, unknown>) =>
  server.put<Member>(`/api/members/${f.id}`, { token: f.token, json });

describe("a child's school term", () => {
  it('is not chosen for a new child (null), in the reply of POST children and in member/self', async () => {
    const parent = await server.member();
    const child = (await server.child(parent.token)) as unknown as Child;
    expect(child.setting.school_term).toBeNull();
    expect((await termsOf(parent.token)).get(child.id)).toBeNull();
  });

  it("is set on the child named, read back, changed, and unset with null; the sibling's stays unchosen", async () => {
    const f = await family();
    for (const term of SCHOOL_TERM_CODES) {
      const reply = await setTerm(f, { child_id: f.lan, school_term: term });
      expect(reply.code, reply.raw).toBe('1');
      // the reply is the member: Lan's term, Ming's none
      expect(reply.data.child.find((c) => c.id === f.lan)?.setting.school_term).toBe(term);
      expect(reply.data.child.find((c) => c.id === f.ming)?.setting.school_term).toBeNull();
      expect(await termsOf(f.token)).toEqual(new Map([[f.ming, null], [f.lan, term]]));
    }
    expect((await setTerm(f, { child_id: f.lan, school_term: null })).code).toBe('1');
    expect(await termsOf(f.token)).toEqual(new Map([[f.ming, null], [f.lan, null]]));
  });

  it("siblings keep their own terms: one child's change leaves the other's as it was", async () => {
    const f = await family();
    expect((await setTerm(f, { child_id: f.ming, school_term: '1-2' })).code).toBe('1');
    expect((await setTerm(f, { child_id: f.lan, school_term: '2-1' })).code).toBe('1');
    expect((await setTerm(f, { child_id: f.ming, school_term: '2-2', write_number: 3 })).code).toBe('1');
    expect(await termsOf(f.token)).toEqual(new Map([[f.ming, '2-2'], [f.lan, '2-1']]));
    // the member has no term of its own, and a new child starts without one
    const self = await server.get<Member>('/api/member/self', { token: f.token });
    expect(self.data.setting).not.toHaveProperty('school_term');
    const third = (await server.child(f.token, { name: '小華' })) as unknown as Child;
    expect(third.setting.school_term).toBeNull();
  });

  it('refuses anything but the four terms or null, with the validation error on school_term, and stores nothing', async () => {
    const f = await family();
    expect((await setTerm(f, { child_id: f.ming, school_term: '1-2' })).code).toBe('1');
    for (const bad of ['一上', '3-1', '1-3', '', ' 1-1', 'none', 11, true, ['1-1'], {}]) {
      const reply = await setTerm(f, { child_id: f.ming, school_term: bad });
      expectFieldError(reply, 'school_term', messages.schoolTerm);
    }
    // with another, valid change in the same call: nothing of it is stored either
    expectFieldError(await setTerm(f, { child_id: f.ming, school_term: '2-3', write_number: 4 }), 'school_term', messages.schoolTerm);
    const self = await server.get<Member>('/api/member/self', { token: f.token });
    const ming = self.data.child.find((c) => c.id === f.ming)!;
    expect(ming.setting.school_term).toBe('1-2');
    expect(ming.setting.write_number).toBe(1);
  });

  it("refuses a term without child_id (the member has none), and another member's child as an unknown one", async () => {
    const f = await family();
    expectFieldError(await setTerm(f, { school_term: '1-1' }), 'school_term', messages.schoolTermNeedsChild);
    expectFieldError(await setTerm(f, { school_term: null, bgm: 0 }), 'school_term', messages.schoolTermNeedsChild);
    const other = await family();
    const reply = await setTerm(f, { child_id: other.ming, school_term: '1-1' });
    expect(reply.http, reply.raw).toBe(404);
    expect(await termsOf(f.token)).toEqual(new Map([[f.ming, null], [f.lan, null]]));
    expect(await termsOf(other.token)).toEqual(new Map([[other.ming, null], [other.lan, null]]));
  });
});

describe("each lesson's school term on the lesson views", () => {
  const curriculum = loadCurriculum();
  const expected = new Map(curriculum.lessons.map((lesson) => [lesson.id, termCodeOf(lesson.term)]));
  // a radical whose lessons span more than one term, one of them with none if the curriculum has such a radical
  const radical =
    curriculum.radicals.find((r) => new Set(r.lesson_ids.map((id) => expected.get(id))).size > 2) ??
    curriculum.radicals.find((r) => new Set(r.lesson_ids.map((id) => expected.get(id))).size > 1)!;

  it('the curriculum has lessons of every term and a radical whose lessons differ', () => {
    expect(new Set(expected.values())).toEqual(new Set([...SCHOOL_TERM_CODES, null]));
    expect(radical).toBeDefined();
  });

  it('GET radical/{id} and GET lesson/schedule/{radical_id} give each lesson its term, the same whatever the child chose', async () => {
    const f = await family();
    expect((await setTerm(f, { child_id: f.ming, school_term: '1-2' })).code).toBe('1');
    for (const childId of [f.ming, f.lan]) {
      const view = await server.get<{ lessons: { id: number; term: string | null }[] }>(`/api/radical/${radical.id}`, {
        token: f.token,
        childId,
        headers: { 'Locale-Type': '2' },
      });
      expect(view.code, view.raw).toBe('1');
      expect(view.data.lessons.map((l) => [l.id, l.term])).toEqual(radical.lesson_ids.map((id) => [id, expected.get(id)]));

      const schedule = await server.get<{ lessons: { lesson_id: number; term: string | null }[] }>(`/api/lesson/schedule/${radical.id}`, {
        token: f.token,
        childId,
        headers: { 'Locale-Type': '2' },
      });
      expect(schedule.code, schedule.raw).toBe('1');
      expect(schedule.data.lessons.map((l) => [l.lesson_id, l.term])).toEqual(radical.lesson_ids.map((id) => [id, expected.get(id)]));
    }
  });
});

describe('the term opens the way (earlier terms\' lessons are review)', () => {
  const curriculum = loadCurriculum();
  const lessons = new Map(curriculum.lessons.map((lesson) => [lesson.id, lesson]));
  // a radical with a lesson whose every lesson before it is of an earlier term: the first lesson of a later term
  const found = curriculum.radicals
    .flatMap((radical) =>
      radical.lesson_ids.map((id, index) => {
        const term = termCodeOf(lessons.get(id)!.term);
        const before = radical.lesson_ids.slice(0, index).map((b) => termCodeOf(lessons.get(b)!.term));
        return { radical, lessonId: id, index, term, ok: index > 0 && term !== null && before.every((b) => termPlace(b, term) === 'earlier') };
      }),
    )
    .find((x) => x.ok)!;

  interface Schedule {
    school_term: string | null;
    current_lesson_id: number | null;
    lessons: { lesson_id: number; access: string; state: string }[];
  }
  const scheduleOf = async (f: { token: string }, childId: number) => {
    const reply = await server.get<Schedule>(`/api/lesson/schedule/${found.radical.id}`, { token: f.token, childId });
    expect(reply.code, reply.raw).toBe('1');
    return reply.data;
  };

  it("a child in the lesson's term starts there: the schedule, the challenge, the pass and the words house agree; a child without a term waits", async () => {
    expect(found, 'a radical with lessons of an earlier term before a later one').toBeDefined();
    // two families, each child its parent's current one (the challenge, the pass and the words house read no Child-Id: SPEC §7)
    const termed = await family();
    const plain = await family();
    for (const f of [termed, plain]) await server.ctx.db.updateTable('members').set({ type: 'monthly' }).where('id', '=', f.id).execute();
    expect((await setTerm(termed, { child_id: termed.ming, school_term: found.term })).code).toBe('1');
    const wordId = lessons.get(found.lessonId)!.word_ids[0]!;

    const ming = await scheduleOf(termed, termed.ming);
    expect(ming.school_term).toBe(found.term);
    expect(ming.current_lesson_id).toBe(found.lessonId);
    expect(ming.lessons.map((l) => l.access).slice(0, found.index + 1)).toEqual(Array(found.index + 1).fill('open'));
    expect(ming.lessons[found.index]).toMatchObject({ access: 'open', state: 'doing' });
    const other = await scheduleOf(plain, plain.ming);
    expect(other.school_term).toBeNull();
    expect(other.current_lesson_id).toBe(found.radical.lesson_ids[0]);
    expect(other.lessons[found.index]).toMatchObject({ access: 'locked', state: 'locked' });
    // Ming's sister has no term: her track is the plain one
    expect((await scheduleOf(termed, termed.lan)).lessons[found.index]!.access).toBe('locked');

    // home carries on with the term's lessons: a radical without any is done for the term, not complete
    const radicalsOf = async (f: { token: string }) => {
      const tree = await server.get<{ children?: unknown[]; radicals?: { id: number; is_complete: number; term_complete: number }[] }[]>('/api/parentCategories', { token: f.token });
      const walk = (nodes: unknown[]): { id: number; is_complete: number; term_complete: number }[] =>
        (nodes as { children?: unknown[]; radicals?: { id: number; is_complete: number; term_complete: number }[] }[]).flatMap((n) => [...(n.radicals ?? []), ...walk(n.children ?? [])]);
      return new Map(walk(tree.data).map((r) => [r.id, r]));
    };
    const withoutTerm = curriculum.radicals.find((r) => r.lesson_ids.every((id) => termCodeOf(lessons.get(id)!.term) !== found.term))!;
    const termedTree = await radicalsOf(termed);
    expect(termedTree.get(found.radical.id)).toMatchObject({ is_complete: 0, term_complete: 0 });
    expect(termedTree.get(withoutTerm.id)).toMatchObject({ is_complete: 0, term_complete: 1 });
    for (const r of (await radicalsOf(plain)).values()) expect(r.term_complete).toBe(r.is_complete);

    // the challenge plays for the child in the term, not for the other
    expect((await server.get(`/api/challenge/${found.lessonId}/${wordId}`, { token: termed.token })).code).toBe('1');
    expectFieldError(await server.get(`/api/challenge/${found.lessonId}/${wordId}`, { token: plain.token }), 'lesson_id', messages.lessonLocked);

    // the words house: the word's lesson is open for one, locked for the other
    for (const [f, access] of [[termed, 'open'], [plain, 'locked']] as const) {
      const map = await server.post<{ word_id: number; access: string }[]>('/api/radicals/lessons/words/map', { token: f.token });
      expect(map.data.find((w) => w.word_id === wordId)?.access).toBe(access);
    }

    // the pass: recorded for the child in the term, refused for the other with nothing written
    const pass = { radical_id: found.radical.id, lesson_id: found.lessonId, word_id: wordId, is_passed: 1 };
    const before = await server.countRows();
    expectFieldError(await server.post('/api/lesson/schedule', { token: plain.token, query: pass }), 'lesson_id', messages.lessonLocked);
    expect(await server.countRows()).toEqual(before);
    const passed = await server.post<Schedule>('/api/lesson/schedule', { token: termed.token, query: pass });
    expect(passed.code, passed.raw).toBe('1');
    expect(passed.data.school_term).toBe(found.term);

    // the term unset: the lesson waits for the lessons before it again (no kept reply served), its progress kept
    expect((await setTerm(termed, { child_id: termed.ming, school_term: null })).code).toBe('1');
    const after = await scheduleOf(termed, termed.ming);
    expect(after.school_term).toBeNull();
    expect(after.current_lesson_id).toBe(found.radical.lesson_ids[0]);
    expect(after.lessons[found.index]!.access).toBe('locked');
  });
});

/** Migration 0014 on a database as 0013 left it: every existing child has no term chosen, and a term can be stored. */
async function migrateExisting(db: OwnDatabase['db'], flavor: OwnDatabase['flavor']) {
  await migrateTo(db, flavor, '0013_child_settings');
  const at = '2026-12-01T10:00:00.000Z';
  await db
    .insertInto('members')
    .values({ id: 1, email: 'tw@example.com', invite_code: 'AAAA2222', password_hash: 'x', name: 'Mei', gender: null, type: null, class_end_at: null, is_email_valid: 1, referred_by: null, created_at: at, updated_at: at, points: 0 } as never)
    .execute();
  const child = { member_id: 1, gender: 'boy', birthday: '2019-01-01', avatar_upload_id: null, star: 0, complete_words: 0, created_at: at };
  await db
    .insertInto('children')
    .values([
      { ...child, id: 1, name: 'A', is_default: 1 },
      { ...child, id: 2, name: 'B', is_default: 0 },
    ] as never)
    .execute();

  expect(await migrateToLatest(db, flavor)).toContain('0014_school_term');
  const before = await db.selectFrom('children').select(['id', 'school_term', 'language']).orderBy('id').execute();
  expect(before).toEqual([
    { id: 1, school_term: null, language: 'tw' },
    { id: 2, school_term: null, language: 'tw' },
  ]);
  await db.updateTable('children').set({ school_term: '2-2' }).where('id', '=', 2).execute();
  expect(await db.selectFrom('children').select(['id', 'school_term']).orderBy('id').execute()).toEqual([
    { id: 1, school_term: null },
    { id: 2, school_term: '2-2' },
  ]);
}

describe('migration 0014_school_term', () => {
  it('leaves every existing child without a term, and stores one (SQLite)', async () => {
    await withOwnDatabase(undefined, 'hh_school_term', migrateExisting);
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('leaves every existing child without a term, and stores one (PostgreSQL, when TEST_DATABASE_URL is set)', async () => {
    await withOwnDatabase(url, 'hh_school_term', migrateExisting);
  });
});
