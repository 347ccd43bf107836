import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildSetting } from '../../machines/types';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { createTestServer, withOwnDatabase, type OwnDatabase, type TestServer } from './helpers';

/**
 * Each child has their own learning settings (issue 28 §4, "siblings differ"): the script, the
 * phonetic system, English and the writing settings are the child's (`Child.setting`), copied
 * from the member's when the child is made; PUT members/{id} with `child_id` changes one child's
 * and the family-wide ones (study time, daily task, music) on the member, in one transaction;
 * the content calls answer in the settings of the child they are for (Child-Id, else the
 * current child, `is_default`). Runs on SQLite and, with TEST_API_DATABASE=postgres, on
 * PostgreSQL (helpers.ts); the migration of existing children runs on both.
 */

interface Child {
  id: number;
  name: string;
  is_default: number;
  setting: ChildSetting;
}
interface Member {
  id: number;
  setting: Record<string, unknown>;
  child: Child[];
}
interface WordView {
  word: string;
  phonetic: string;
  ruby: string[];
  sentence_examples: { text: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
});
afterAll(() => server.ctx.close());

// a new child has no school term chosen (issue 29: the child's alone, never the member's)
const TW_ZHUYIN: ChildSetting = { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 1, write_hint: 1, eng_spell_hint: 1, school_term: null };

async function self(token: string): Promise<Member> {
  const reply = await server.get<Member>('/api/member/self', { token });
  expect(reply.code, reply.raw).toBe('1');
  return reply.data;
}

async function settingOf(token: string, childId: number): Promise<ChildSetting | undefined> {
  return (await self(token)).child.find((c) => c.id === childId)?.setting;
}

/** A parent (Taiwan, zhuyin) with two children, Ming (current) and Lan. */
async function family() {
  const parent = await server.member({ env_language: 2 });
  const ming = await server.child(parent.token, { name: '小明' });
  const lan = await server.child(parent.token, { name: '小蘭', gender: 'girl' });
  return { ...parent, ming: ming.id, lan: lan.id };
}

describe("a child's own learning settings", () => {
  it("a new child starts with the member's settings as they are then, in the reply and in member/self", async () => {
    const parent = await server.member({ env_language: 2 });
    const first = await server.child(parent.token, { name: 'First' });
    expect((first as unknown as Child).setting).toEqual(TW_ZHUYIN);

    const put = await server.put(`/api/members/${parent.id}`, {
      token: parent.token,
      json: { language: 'cn', phonetic_symbol: 'rom', second_language: 'english', write_number: 3, write_hint: 0, eng_spell_hint: 0 },
    });
    expect(put.code, put.raw).toBe('1');
    const second = await server.child(parent.token, { name: 'Second' });
    const cn: ChildSetting = { language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 3, write_hint: 0, eng_spell_hint: 0, school_term: null };
    expect((second as unknown as Child).setting).toEqual(cn);
    // the member's change (no child_id) set the defaults for a new child: the first child keeps its own
    expect(await settingOf(parent.token, first.id)).toEqual(TW_ZHUYIN);
    expect(await settingOf(parent.token, second.id)).toEqual(cn);
  });

  it("with child_id, changes that child only; the family-wide fields go to the member, in the same call", async () => {
    const f = await family();
    const before = await self(f.token);
    const put = await server.put<Member>(`/api/members/${f.id}`, {
      token: f.token,
      json: { child_id: f.lan, language: 'cn', phonetic_symbol: 'rom', second_language: 'english', write_number: 2, study_time_limit: 25, bgm: 0 },
    });
    expect(put.code, put.raw).toBe('1');
    const lan: ChildSetting = { language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 2, write_hint: 1, eng_spell_hint: 1, school_term: null };
    expect(put.data.child.find((c) => c.id === f.lan)?.setting).toEqual(lan);
    const after = await self(f.token);
    expect(after.child.find((c) => c.id === f.lan)?.setting).toEqual(lan);
    expect(after.child.find((c) => c.id === f.ming)?.setting, 'the sibling keeps its own').toEqual(TW_ZHUYIN);
    expect(after.setting, "the member's defaults for a new child stay, the family's change").toEqual({
      ...before.setting,
      study_time_limit: 25,
      bgm: 0,
    });
  });

  it("refuses another member's child or an unknown one with the same 404, changing nothing", async () => {
    const f = await family();
    const stranger = await family();
    for (const childId of [stranger.ming, 2_000_000_000]) {
      const reply = await server.put(`/api/members/${f.id}`, { token: f.token, json: { child_id: childId, language: 'cn', study_time_limit: 40 } });
      expect(reply.http, String(childId)).toBe(404);
    }
    expect(await settingOf(stranger.token, stranger.ming)).toEqual(TW_ZHUYIN);
    expect((await self(f.token)).setting.study_time_limit, 'one transaction: the member is not changed either').toBe(0);
  });

  it('refuses bad input with a clear message on the field, changing nothing (one transaction)', async () => {
    const f = await family();
    for (const [json, field, message] of [
      [{ child_id: 'x', language: 'cn' }, 'child_id', 'Must be a valid id'],
      [{ child_id: 0, language: 'cn' }, 'child_id', 'Must be a valid id'],
      [{ child_id: f.lan, language: 'en', study_time_limit: 30 }, 'language', 'Must be cn or tw'],
      [{ child_id: f.lan, phonetic_symbol: 'ipa' }, 'phonetic_symbol', 'Must be rom or phonetic'],
      [{ child_id: f.lan, second_language: 'french' }, 'second_language', 'Must be none or english'],
      [{ child_id: f.lan, write_number: 11 }, 'write_number', undefined],
      [{ child_id: f.lan }, 'body', undefined],
    ] as const) {
      const reply = await server.put(`/api/members/${f.id}`, { token: f.token, json });
      expect(reply.http, JSON.stringify(json)).toBe(422);
      const errors = reply.errors as Record<string, string[]> | undefined;
      if (field === 'body') expect(reply.raw).toContain('Nothing to change');
      else expect(errors?.[field]?.[0], JSON.stringify(json)).toBe(message ?? errors?.[field]?.[0]);
      if (field !== 'body') expect(errors?.[field]?.length, JSON.stringify(json)).toBeGreaterThan(0);
    }
    expect(await settingOf(f.token, f.lan)).toEqual(TW_ZHUYIN);
    expect((await self(f.token)).setting.study_time_limit).toBe(0);
  });
});

describe("the content calls answer in the current child's settings", () => {
  it("two children of one parent see the same word in their own script and reading; switching the current child switches it", async () => {
    const f = await family();
    ok(await server.put(`/api/members/${f.id}`, { token: f.token, json: { child_id: f.lan, language: 'cn', phonetic_symbol: 'rom' } }));
    const word = [...server.ctx.content.words.values()].find((w) => w.tw.text !== w.cn.text)!;
    const joined = (parts: string[]) => parts.join(' ');

    // GET word/{id} takes no Child-Id (SPEC §7): the current child's (is_default), Ming first
    const asMing = ok(await server.get<WordView>(`/api/word/${word.id}`, { token: f.token }));
    expect(asMing).toMatchObject({ word: word.tw.text, ruby: word.tw.zhuyin });
    expect(asMing.sentence_examples[0]!.text).toBe(word.sentence.tw.text);

    ok(await server.post(`/api/children/${f.lan}`, { token: f.token, query: { is_default: 1 } }));
    const asLan = ok(await server.get<WordView>(`/api/word/${word.id}`, { token: f.token }));
    expect(asLan).toMatchObject({ word: word.cn.text, ruby: word.cn.pinyin, phonetic: joined(word.cn.pinyin) });
    expect(asLan.sentence_examples[0]!.text).toBe(word.sentence.cn.text);

    // a call that takes Child-Id answers for the child it names, whoever is current
    const radical = server.ctx.content.radicals.get(word.radical_id)!;
    const forMing = ok(await server.get<{ radical: string }>(`/api/radical/${radical.id}`, { token: f.token, childId: f.ming, headers: { 'Locale-Type': '2' } }));
    const forLan = ok(await server.get<{ radical: string }>(`/api/radical/${radical.id}`, { token: f.token, childId: f.lan, headers: { 'Locale-Type': '2' } }));
    expect(forMing.radical).toBe(radical.radical.tw);
    expect(forLan.radical).toBe(radical.radical.cn);
  });
});

function ok<T>(reply: { code: string | undefined; raw: string; data: T }): T {
  expect(reply.code, reply.raw).toBe('1');
  return reply.data;
}

/** Migration 0013 on a database as 0012 left it: each existing child takes its member's settings. */
async function migrateExisting(db: OwnDatabase['db'], flavor: OwnDatabase['flavor']) {
  await migrateTo(db, flavor, '0012_real_points');
  const at = '2026-12-01T10:00:00.000Z';
  const member = { password_hash: 'x', name: 'Mei', gender: null, type: null, class_end_at: null, is_email_valid: 1, referred_by: null, created_at: at, updated_at: at, points: 0 };
  await db
    .insertInto('members')
    .values([
      { ...member, id: 1, email: 'tw@example.com', invite_code: 'AAAA2222' },
      { ...member, id: 2, email: 'cn@example.com', invite_code: 'BBBB3333' },
    ] as never)
    .execute();
  const settings = { env_language: 2, study_time_limit: 0, daily_task: 1, daily_task_times: 1, bgm: 1 };
  await db
    .insertInto('member_settings')
    .values([
      { ...settings, member_id: 1, language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 2, write_hint: 1, eng_spell_hint: 0 },
      { ...settings, member_id: 2, language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 4, write_hint: 0, eng_spell_hint: 1 },
    ] as never)
    .execute();
  const child = { gender: 'boy', birthday: '2019-01-01', avatar_upload_id: null, star: 0, complete_words: 0, created_at: at };
  await db
    .insertInto('children')
    .values([
      { ...child, id: 1, member_id: 1, name: 'A', is_default: 1 },
      { ...child, id: 2, member_id: 2, name: 'B', is_default: 1 },
      { ...child, id: 3, member_id: 2, name: 'C', is_default: 0 },
    ] as never)
    .execute();

  expect(await migrateToLatest(db, flavor)).toContain('0013_child_settings');
  const rows = await db
    .selectFrom('children')
    .select(['id', 'language', 'second_language', 'phonetic_symbol', 'write_number', 'write_hint', 'eng_spell_hint'])
    .orderBy('id')
    .execute();
  expect(rows.map((r) => ({ ...r, write_number: Number(r.write_number), write_hint: Number(r.write_hint), eng_spell_hint: Number(r.eng_spell_hint) }))).toEqual([
    { id: 1, language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 2, write_hint: 1, eng_spell_hint: 0 },
    { id: 2, language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 4, write_hint: 0, eng_spell_hint: 1 },
    { id: 3, language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 4, write_hint: 0, eng_spell_hint: 1 },
  ]);
}

describe('migration 0013_child_settings', () => {
  it("gives each existing child its member's current settings (SQLite)", async () => {
    await withOwnDatabase(undefined, 'hh_child_settings', migrateExisting);
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)("gives each existing child its member's current settings (PostgreSQL, when TEST_DATABASE_URL is set)", async () => {
    await withOwnDatabase(url, 'hh_child_settings', migrateExisting);
  });
});
