import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectFieldError, type TestServer } from './helpers';
import { messages } from '../../src/server/http/reply';

/**
 * A curriculum lesson's dictation (issue 30 §2 "a 聽寫 mode for any list or lesson"): the lesson's
 * words in the shape a list's dictation takes, only for a lesson the child may open; each word's
 * result kept for the parent's week and, for a collected word, a review of its memory, together.
 */

interface DictationWord {
  position: number;
  word_id: number | null;
  word: string;
  ruby: string[];
  strokes: { char: string; url: string | null }[];
  writable: boolean;
}
interface DictationLesson {
  id: number;
  name: string;
  dictation_day: string | null;
  dictation_reading: 0 | 1;
  words: DictationWord[];
}

let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
});
afterAll(() => server.ctx.close());

async function family() {
  const parent = await server.member({ env_language: 2 });
  const child = await server.child(parent.token, { name: '小明' });
  return { token: parent.token, childId: child.id };
}
type Family = Awaited<ReturnType<typeof family>>;

const today = () => server.clock.now.toISOString().slice(0, 10);
const lessonOf = (f: Family, id: number) => server.get<DictationLesson>(`/api/lessons/${id}/dictation`, { token: f.token, childId: f.childId });
const result = (f: Family, id: number, json: unknown) =>
  server.post<{ word_id: number; correct: boolean }>(`/api/lessons/${id}/dictation/results`, { token: f.token, childId: f.childId, json, headers: { 'Local-Date': today() } });

function firstRadical() {
  const radical = [...server.ctx.content.radicals.values()][0]!;
  return { radical, first: server.ctx.content.lessons.get(radical.lesson_ids[0]!)!, second: server.ctx.content.lessons.get(radical.lesson_ids[1]!)! };
}

describe("a lesson's dictation", () => {
  it("gives the lesson's words to write from memory, in the child's script, reading hidden", async () => {
    const f = await family();
    const { first } = firstRadical();
    const lesson = await lessonOf(f, first.id);
    expect(lesson.code, lesson.raw).toBe('1');
    expect(lesson.data).toMatchObject({ id: first.id, name: first.title.tw, dictation_day: null, dictation_reading: 0 });
    expect(lesson.data.words.map((w) => w.word_id)).toEqual(first.word_ids);
    for (const [position, word] of lesson.data.words.entries()) {
      const curriculum = server.ctx.content.words.get(word.word_id!)!;
      expect(word).toMatchObject({ position, word: curriculum.tw.text, ruby: curriculum.tw.zhuyin });
      expect(word.strokes.map((s) => s.char).join('')).toBe(curriculum.tw.text);
    }
    expect(lesson.data.words.some((w) => w.writable)).toBe(true);
  });

  it('is only for a lesson the child may open, and a child of the caller', async () => {
    const f = await family();
    const { second } = firstRadical();
    // the second lesson before the first is done: refused as its challenge is (openLessonProgress)
    expectFieldError(await lessonOf(f, second.id), 'lesson_id', messages.lessonLocked);
    expectFieldError(await result(f, second.id, { position: 0, mistakes: 0, wrong_strokes: [] }), 'lesson_id', messages.lessonLocked);
    expect((await lessonOf(f, 999_999)).http).toBe(404);
    const other = await family();
    const { first } = firstRadical();
    expect((await server.get(`/api/lessons/${first.id}/dictation`, { token: other.token, childId: f.childId })).http).toBe(404);
    expect((await server.post(`/api/lessons/${first.id}/dictation/results`, { token: other.token, childId: f.childId, json: { position: 0, mistakes: 0, wrong_strokes: [] } })).http).toBe(404);
    expect(await server.ctx.db.selectFrom('lesson_dictation_results').select('id').where('child_id', '=', f.childId).execute()).toEqual([]);
  });

  it("keeps each word's result for the parent's week and reviews a collected word's memory, together", async () => {
    const f = await family();
    const { radical, first } = firstRadical();
    const [collected, other] = first.word_ids as [number, number];
    const pass = await server.post('/api/lesson/schedule', { token: f.token, childId: f.childId, query: { radical_id: radical.id, lesson_id: first.id, word_id: collected, is_passed: 1, mistakes: 0 } });
    expect(pass.code, pass.raw).toBe('1');
    const memory = () => server.ctx.db.selectFrom('child_word_progress').select(['reps', 'lapses']).where('child_id', '=', f.childId).where('word_id', '=', collected).executeTakeFirstOrThrow();
    const before = await memory();
    server.clock.advance(60_000);

    // the collected word written with stroke 2 of its first character wrong: wrong, and its memory reviewed
    const word = server.ctx.content.words.get(collected)!;
    const written = [['10,10 200,10'], ['128,20 128,240']].slice(0, [...word.tw.text].length);
    const wrong = await result(f, first.id, { position: 0, mistakes: 1, wrong_strokes: [{ char: 0, strokes: [2] }], written });
    expect(wrong.code, wrong.raw).toBe('1');
    expect(wrong.data).toEqual({ word_id: collected, correct: false });
    expect((await memory()).reps).toBe(before.reps + 1);
    // a word not collected: kept, no memory to review
    const right = await result(f, first.id, { position: first.word_ids.indexOf(other), mistakes: 0, wrong_strokes: [] });
    expect(right.data).toEqual({ word_id: other, correct: true });

    // the parent's week: both, the latest first, with what was written
    const week = await server.get<{
      most_missed: { char: string; mistakes: number; strokes: { stroke: number; times: number }[] }[];
      dictations: { word: string; correct: boolean; wrong_strokes: unknown[]; written: string[][] | null }[];
    }>('/api/week', {
      token: f.token,
      childId: f.childId,
      headers: { 'Local-Date': today() },
    });
    expect(week.data.dictations.slice(0, 2)).toEqual([
      { word: server.ctx.content.words.get(other)!.tw.text, day: today(), correct: true, wrong_strokes: [], written: null },
      { word: word.tw.text, day: today(), correct: false, wrong_strokes: [{ char: 0, strokes: [2] }], written },
    ]);
    // and its wrong stroke among the strokes most often wrong
    expect(week.data.most_missed).toEqual([{ char: [...word.tw.text][0], mistakes: 1, strokes: [{ stroke: 2, times: 1 }] }]);
  });

  it('refuses a word the lesson does not have, a character the word does not have, and a bad trace, writing nothing', async () => {
    const f = await family();
    const { first } = firstRadical();
    const word = server.ctx.content.words.get(first.word_ids[0]!)!;
    const length = [...word.tw.text].length;
    expectFieldError(await result(f, first.id, { position: first.word_ids.length, mistakes: 0, wrong_strokes: [] }), 'position', messages.notId);
    expectFieldError(await result(f, first.id, { position: 0, mistakes: 1, wrong_strokes: [{ char: length, strokes: [1] }] }), 'wrong_strokes', messages.notId);
    expectFieldError(await result(f, first.id, { position: 0, mistakes: 0, wrong_strokes: [], written: Array.from({ length: length + 1 }, () => ['1,1']) }), 'written', messages.invalidValue);
    expectFieldError(await result(f, first.id, { position: 0, mistakes: 0, wrong_strokes: [], written: [['300,1']] }), 'written.0.0', messages.invalidValue);
    expect(await server.ctx.db.selectFrom('lesson_dictation_results').select('id').where('child_id', '=', f.childId).execute()).toEqual([]);
  });
});
