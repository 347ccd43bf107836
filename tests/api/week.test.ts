import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_GAP_MS, STUDY_MINUTE_MS } from '../../machines/rules/studyMinutes';
import { createTestServer, type TestServer } from './helpers';

/**
 * A child's week for the parent (issue 30 §3): the minutes of learning the app reports, once a
 * minute per child whatever the tabs, on the family's day; the seven days with their minutes, the
 * list words' most missed characters and strokes, and the last dictations. Only the child's own
 * parent reads or adds to it.
 */

interface Minute {
  day: string;
  taken: boolean;
  minutes: number;
}
interface Week {
  days: { day: string; minutes: number }[];
  lessons_finished: number;
  words_learned: number;
  most_missed: { char: string; mistakes: number; strokes: { stroke: number; times: number }[] }[];
  dictations: { word: string; day: string; correct: boolean; wrong_strokes: { char: number; strokes: number[] }[]; written: string[][] | null }[];
  to_review: { word_id: number; tw: string; cn: string; zhuyin: string; pinyin: string }[];
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
const minute = (f: Family, day = today()) => server.post<Minute>('/api/study/minute', { token: f.token, childId: f.childId, headers: { 'Local-Date': day } });
const weekOf = (f: Family) => server.get<Week>('/api/week', { token: f.token, childId: f.childId, headers: { 'Local-Date': today() } });

describe('the minutes of learning', () => {
  it('takes one a minute per child, on the family day, and not a second one sent at once', async () => {
    const f = await family();
    const first = await minute(f);
    expect(first.code, first.raw).toBe('1');
    expect(first.data).toEqual({ day: today(), taken: true, minutes: 1 });
    // a second tab, at the same moment: not taken
    expect((await minute(f)).data).toMatchObject({ taken: false, minutes: 1 });
    server.clock.advance(MINUTE_GAP_MS - 1_000);
    expect((await minute(f)).data).toMatchObject({ taken: false, minutes: 1 });
    server.clock.advance(STUDY_MINUTE_MS - MINUTE_GAP_MS + 1_000);
    expect((await minute(f)).data).toMatchObject({ taken: true, minutes: 2 });
    // a sibling's minutes are the sibling's
    const sibling = await server.child(f.token, { name: '小蘭' });
    expect((await minute({ token: f.token, childId: sibling.id })).data).toMatchObject({ taken: true, minutes: 1 });
    const rows = await server.ctx.db.selectFrom('child_study_minutes').select(['child_id', 'minutes']).where('child_id', 'in', [f.childId, sibling.id]).orderBy('child_id').execute();
    expect(rows).toEqual([
      { child_id: f.childId, minutes: 2 },
      { child_id: sibling.id, minutes: 1 },
    ]);
  });

  it("are the child's own parent's to add to and to read", async () => {
    const mine = await family();
    const other = await family();
    expect((await server.post('/api/study/minute', { token: other.token, childId: mine.childId })).http).toBe(404);
    expect((await server.get('/api/week', { token: other.token, childId: mine.childId })).http).toBe(404);
    expect((await server.post('/api/study/minute', { childId: mine.childId })).http).toBe(401);
  });
});

describe("a child's week", () => {
  it('shows seven days of minutes, the most missed characters of the list words, and the last dictations', async () => {
    const f = await family();
    server.clock.advance(STUDY_MINUTE_MS);
    await minute(f);
    server.clock.advance(STUDY_MINUTE_MS);
    await minute(f);
    const understood = await server.post<{ words: { written: string; readings: { zhuyin: string }[] }[] }>('/api/schoolLists/understand', {
      token: f.token,
      childId: f.childId,
      json: { text: '花園 飛' },
    });
    const words = understood.data.words.map((w) => ({ text: w.written, zhuyin: w.readings[0]!.zhuyin }));
    const saved = await server.post<{ id: number }>('/api/schoolLists', { token: f.token, childId: f.childId, json: { name: '第三課', dictation_day: null, words } });
    const result = (json: unknown) => server.post(`/api/schoolLists/${saved.data.id}/results`, { token: f.token, childId: f.childId, json, headers: { 'Local-Date': today() } });
    await result({ position: 0, mode: 'practice', mistakes: 2, wrong_strokes: [{ char: 1, strokes: [3, 5] }] });
    await result({ position: 0, mode: 'dictation', mistakes: 1, wrong_strokes: [{ char: 1, strokes: [5] }], written: [['10,20 30,40'], ['5,5 250,250', '128,0']] });
    await result({ position: 1, mode: 'dictation', mistakes: 0, wrong_strokes: [] });

    const week = await weekOf(f);
    expect(week.code, week.raw).toBe('1');
    expect(week.data.days).toHaveLength(7);
    expect(week.data.days.at(-1)).toEqual({ day: today(), minutes: 2 });
    expect(week.data.days.slice(0, 6).every((d) => d.minutes === 0)).toBe(true);
    expect(week.data.most_missed).toEqual([{ char: '園', mistakes: 3, strokes: [{ stroke: 5, times: 2 }, { stroke: 3, times: 1 }] }]);
    // the latest first
    expect(week.data.dictations).toEqual([
      // what was written, as the app sent it; null when it did not send any
      { word: '飛', day: today(), correct: true, wrong_strokes: [], written: null },
      { word: '花園', day: today(), correct: false, wrong_strokes: [{ char: 1, strokes: [5] }], written: [['10,20 30,40'], ['5,5 250,250', '128,0']] },
    ]);
    expect(week.data.lessons_finished).toBe(0);
    expect(week.data.words_learned).toBe(0);
  });
});

describe("the words to review, for the parent's practice sheet (issue 30 §3)", () => {
  it("are the collected words due now, this week's list's weakest first, with their reading in the child's script", async () => {
    const f = await family();
    expect((await weekOf(f)).data.to_review).toEqual([]);
    const radical = [...server.ctx.content.radicals.values()][0]!;
    const lessonId = radical.lesson_ids[0]!;
    const [first, second] = server.ctx.content.lessons.get(lessonId)!.word_ids;
    for (const wordId of [first!, second!]) {
      const pass = await server.post('/api/lesson/schedule', { token: f.token, childId: f.childId, query: { radical_id: radical.id, lesson_id: lessonId, word_id: wordId, is_passed: 1, mistakes: 9 } });
      expect(pass.code, pass.raw).toBe('1');
    }
    // just reviewed: none due yet
    expect((await weekOf(f)).data.to_review).toEqual([]);
    // the second on this week's list: due for the list's sake
    const word = server.ctx.content.words.get(second!)!;
    const understood = await server.post<{ words: { written: string; readings: { zhuyin: string }[] }[] }>('/api/schoolLists/understand', { token: f.token, childId: f.childId, json: { text: word.tw.text } });
    const saved = await server.post('/api/schoolLists', {
      token: f.token,
      childId: f.childId,
      json: { name: '第三課', dictation_day: null, words: understood.data.words.map((w) => ({ text: w.written, zhuyin: w.readings[0]!.zhuyin })) },
    });
    expect(saved.code, saved.raw).toBe('1');
    expect((await weekOf(f)).data.to_review).toEqual([{ word_id: second, tw: word.tw.text, cn: word.cn.text, zhuyin: word.tw.zhuyin.join(' '), pinyin: word.tw.pinyin.join(' ') }]);
    // a day later both are due by their memory (rated Again): the list's first
    server.clock.advance(86_400_000);
    expect((await weekOf(f)).data.to_review.map((w) => w.word_id)).toEqual([second, first]);
    // in the mainland's script, its reading there
    const self = await server.get<{ id: number }>('/api/member/self', { token: f.token });
    expect((await server.put(`/api/members/${self.data.id}`, { token: f.token, json: { child_id: f.childId, language: 'cn', phonetic_symbol: 'rom' } })).code).toBe('1');
    const cn = (await weekOf(f)).data.to_review[0]!;
    expect([cn.zhuyin, cn.pinyin]).toEqual([word.cn.zhuyin.join(' '), word.cn.pinyin.join(' ')]);
  });
});
