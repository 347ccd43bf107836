import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_TERM_CODES, termCodeOf } from '../../machines/rules/schoolTerm';
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
