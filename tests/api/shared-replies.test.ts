import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/**
 * A radical a child has not begun (no progress row in it) is answered with a reply made once for
 * every such child (src/server/learning/routes.ts `sharedReply`, issue 29 "Scale"). It must be
 * exactly what the child's own reply would be: each child still sees its own script and phonetic,
 * its member's plan and its own school term; and once the child begins the radical, its own
 * progress, while a child who has not begun it keeps the shared one.
 */

interface Word {
  id: number;
  word: string;
  phonetic: string;
  pinyin: string;
  zhuyin: string;
  is_collected: number;
  level: string;
}
interface Radical {
  name: string;
  is_complete: number;
  term_complete: number;
  lessons: { id: number; words: Word[] }[];
}
interface Schedule {
  school_term: string | null;
  current_lesson_id: number | null;
  lessons: { lesson_id: number; access: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
});
afterAll(() => server.ctx.close());

/** A member with one child of the given settings (PUT members/{id} with child_id), and a plan or not. */
async function learner(setting: Record<string, unknown>, plan: 'monthly' | null) {
  const parent = await server.member({ env_language: 2 });
  const child = await server.child(parent.token);
  const put = await server.put(`/api/members/${parent.id}`, { token: parent.token, json: { child_id: child.id, ...setting } });
  expect(put.code, put.raw).toBe('1');
  await server.ctx.db.updateTable('members').set({ type: plan }).where('id', '=', parent.id).execute();
  const who = { token: parent.token, childId: child.id };
  return {
    who,
    radical: (id: number) => server.get<Radical>(`/api/radical/${id}`, who),
    schedule: (id: number) => server.get<Schedule>(`/api/lesson/schedule/${id}`, who),
  };
}

describe('a radical not begun', () => {
  // radical 2: begun by nobody in this file; its second lesson is new (the paid wall)
  const RADICAL = 2;

  it("answers each child as its own reply would be: script, phonetic, plan and term", async () => {
    const twZhuyin = await learner({ language: 'tw', phonetic_symbol: 'phonetic' }, null);
    const twZhuyinToo = await learner({ language: 'tw', phonetic_symbol: 'phonetic' }, null);
    const cnPinyin = await learner({ language: 'cn', phonetic_symbol: 'rom' }, 'monthly');
    const inTerm = await learner({ language: 'tw', phonetic_symbol: 'phonetic', school_term: '2-2' }, 'monthly');
    const inTermFree = await learner({ language: 'tw', phonetic_symbol: 'phonetic', school_term: '2-2' }, null);

    const [a, b, cn] = await Promise.all([twZhuyin.radical(RADICAL), twZhuyinToo.radical(RADICAL), cnPinyin.radical(RADICAL)]);
    for (const reply of [a, b, cn]) expect(reply.code, reply.raw).toBe('1');
    // two children with the same view: the same bytes
    expect(b.raw).toBe(a.raw);
    const twWord = a.data.lessons[0]!.words[0]!;
    const cnWord = cn.data.lessons[0]!.words[0]!;
    expect(twWord.phonetic).toBe(twWord.zhuyin);
    expect(cnWord.phonetic).toBe(cnWord.pinyin);
    // the script's own characters: some word of the radical is written differently in simplified
    const cnWords = cn.data.lessons.flatMap((l) => l.words);
    expect(a.data.lessons.flatMap((l) => l.words).some((w, i) => w.word !== cnWords[i]!.word)).toBe(true);
    expect(a.data.lessons.flatMap((l) => l.words).every((w) => w.is_collected === 0 && w.level === 'white')).toBe(true);

    const [free, paid, termed, termedFree] = await Promise.all([
      twZhuyin.schedule(RADICAL),
      cnPinyin.schedule(RADICAL),
      inTerm.schedule(RADICAL),
      inTermFree.schedule(RADICAL),
    ]);
    expect(free.data.school_term).toBeNull();
    expect(paid.data.school_term).toBeNull();
    expect(termed.data.school_term).toBe('2-2');
    // the plan: lessons not begun are open to a paid member; for a free one only the free start
    // (the child's first lesson of its term, where it starts) is, the others are behind the paid wall
    expect(termed.data.lessons.slice(1).some((l) => l.access === 'open')).toBe(true);
    expect(termedFree.data.lessons.map((l) => l.access)).toEqual(
      termed.data.lessons.map((l) =>
        l.access === 'open' && l.lesson_id !== termed.data.current_lesson_id ? 'membershipRequired' : l.access,
      ),
    );
    // a child in 二下 has every earlier lesson open (review), the others wait for the order
    expect(termed.data.lessons.filter((l) => l.access === 'open').length).toBeGreaterThan(paid.data.lessons.filter((l) => l.access === 'open').length);
  });

  it("once begun, the child's own progress; a child who has not begun it keeps the shared reply", async () => {
    const one = await learner({ language: 'tw', phonetic_symbol: 'phonetic' }, 'monthly');
    const other = await learner({ language: 'tw', phonetic_symbol: 'phonetic' }, 'monthly');
    const before = await other.radical(RADICAL);
    const lessonId = server.ctx.content.radicals.get(RADICAL)!.lesson_ids[0]!;
    const wordId = server.ctx.content.lessons.get(lessonId)!.word_ids[0]!;
    const pass = await server.post('/api/lesson/schedule', { ...one.who, query: { radical_id: RADICAL, lesson_id: lessonId, word_id: wordId, is_passed: 1 } });
    expect(pass.code, pass.raw).toBe('1');

    const own = await one.radical(RADICAL);
    expect(own.data.lessons[0]!.words.find((w) => w.id === wordId)).toMatchObject({ is_collected: 1 });
    expect(own.raw).not.toBe(before.raw);
    expect((await one.schedule(RADICAL)).data.lessons[0]!).toMatchObject({ access: 'open' });
    // the other child's reply is still the one every child who has not begun it gets
    expect((await other.radical(RADICAL)).raw).toBe(before.raw);
    // and the child who began radical 2 still shares radical 3 with the others
    expect((await one.radical(3)).raw).toBe((await other.radical(3)).raw);
  });
});
