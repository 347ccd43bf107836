import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCHOOL_LISTS } from '../../machines/rules/schoolList';
import { messages } from '../../src/server/http/messages';
import { loadSchoolCharacters } from '../../src/server/content/schoolCharacters';
import { createTestServer, expectFieldError, type TestServer } from './helpers';

/**
 * This week's characters from school (issue 30 §1), over the API: a parent's paste understood (each
 * word in both scripts, its readings and where they come from, what cannot be taught), a list saved
 * only with a reading the app offered, the same list refused twice, bad input refused with nothing
 * written, and a child's lists seen and deleted only by the child's own parent. Runs on SQLite and,
 * with TEST_API_DATABASE=postgres, on PostgreSQL (helpers.ts).
 */

interface Reading {
  zhuyin: string;
  pinyin: string;
}
interface Understood {
  words: { written: string; tw: string; cn: string; from: string; readings: Reading[]; other_readings: Reading[]; unknown: string[]; no_strokes: string[]; word_id: number | null }[];
  repeated: string[];
  ignored: string[];
  same_as: { id: number; name: string } | null;
}
interface SavedList {
  id: number;
  name: string;
  dictation_day: string | null;
  dictation_reading: number;
  ready: boolean;
  words: {
    tw: string;
    cn: string;
    zhuyin: string;
    pinyin: string;
    word_id: number | null;
    no_strokes: string[];
    state: string;
    last_dictation: { day: string; correct: boolean; wrong_strokes: { char: number; strokes: number[] }[]; written: string[][] | null } | null;
    due_at: string | null;
    is_due: 0 | 1;
  }[];
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

const understand = (f: Family, text: string) => server.post<Understood>('/api/schoolLists/understand', { token: f.token, childId: f.childId, json: { text } });
const save = (f: Family, json: unknown) => server.post<SavedList>('/api/schoolLists', { token: f.token, childId: f.childId, json });
const listsOf = (f: Family) => server.get<SavedList[]>('/api/schoolLists', { token: f.token, childId: f.childId });
const today = () => server.clock.now.toISOString().slice(0, 10);

/** The example, each word with its first reading (長 alone: the one the parent chooses). */
async function confirmed(f: Family, text: string, choose: Record<string, string> = {}) {
  const reply = await understand(f, text);
  expect(reply.code, reply.raw).toBe('1');
  return reply.data.words.map((word) => ({ text: word.written, zhuyin: choose[word.tw] ?? word.readings[0]!.zhuyin }));
}

describe('a school list understood', () => {
  it("reads the issue's example: each word in both scripts, with its readings and where they come from", async () => {
    const f = await family();
    const reply = await understand(f, '蝴蝶 花園 飛 高 長');
    expect(reply.code, reply.raw).toBe('1');
    const byWord = new Map(reply.data.words.map((word) => [word.tw, word]));
    expect([...byWord.keys()]).toEqual(['蝴蝶', '花園', '飛', '高', '長']);
    expect(byWord.get('蝴蝶')).toMatchObject({ cn: '蝴蝶', readings: [{ zhuyin: 'ㄏㄨˊ ㄉㄧㄝˊ', pinyin: 'hú dié' }], unknown: [], no_strokes: [] });
    expect(byWord.get('花園')).toMatchObject({ cn: '花园', readings: [{ zhuyin: 'ㄏㄨㄚ ㄩㄢˊ', pinyin: 'huā yuán' }] });
    expect(byWord.get('飛')).toMatchObject({ cn: '飞', from: 'characters', readings: [{ zhuyin: 'ㄈㄟ', pinyin: 'fēi' }] });
    // 長 alone: both of its readings, for the parent to choose
    const long = byWord.get('長')!;
    expect(long.from).toBe('characters');
    expect(long.readings.map((r) => r.zhuyin)).toEqual(expect.arrayContaining(['ㄔㄤˊ', 'ㄓㄤˇ']));
    expect(reply.data.same_as).toBeNull();
  });

  it('reads a simplified paste as the same traditional words, and says back what it left out', async () => {
    const f = await family();
    const reply = await understand(f, '1.蝴蝶 2.花园 3.飞 ABC 飞');
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.words.map((w) => [w.written, w.tw, w.cn])).toEqual([
      ['蝴蝶', '蝴蝶', '蝴蝶'],
      ['花园', '花園', '花园'],
      ['飞', '飛', '飞'],
    ]);
    expect(reply.data.ignored).toEqual(['ABC']);
    expect(reply.data.repeated).toEqual(['飞']);
  });

  it('reads a list as one script: in a simplified list 后面 is 後面, in a traditional one 皇后 stays', async () => {
    const f = await family();
    const simplified = await understand(f, '后面 头发');
    expect(simplified.data.words.map((w) => w.tw)).toEqual(['後面', '頭髮']);
    expect(simplified.data.words.map((w) => w.readings[0]?.zhuyin)).toEqual(['ㄏㄡˋ ㄇㄧㄢˋ', 'ㄊㄡˊ ㄈㄚˇ']);
    const traditional = await understand(f, '皇后 後面');
    expect(traditional.data.words.map((w) => w.tw)).toEqual(['皇后', '後面']);
  });

  it("gives a polyphone in a word the word's reading, from the MOE's dictionary when the curriculum lacks the word", async () => {
    const f = await family();
    const reply = await understand(f, '長大 銀行');
    expect(reply.data.words.map((w) => w.readings.map((r) => r.zhuyin))).toEqual([['ㄓㄤˇ ㄉㄚˋ'], ['ㄧㄣˊ ㄏㄤˊ']]);
  });

  it('says which characters it cannot teach: none read (unknown), none drawn in Taiwan\'s order (no_strokes)', async () => {
    const f = await family();
    const reply = await understand(f, '俊 𪚥');
    expect(reply.code, reply.raw).toBe('1');
    const [handsome, rare] = reply.data.words;
    // 俊: read by the 小字典, but no stroke data fits Taiwan's order yet: taught without the writing step
    expect(handsome).toMatchObject({ tw: '俊', unknown: [], no_strokes: ['俊'] });
    expect(handsome!.readings.length).toBeGreaterThan(0);
    expect(rare).toMatchObject({ tw: '𪚥', from: 'none', readings: [], unknown: ['𪚥'] });
  });

  it('refuses what is no list, with the reason in the parent\'s words', async () => {
    const f = await family();
    expectFieldError(await understand(f, '  '), 'text', messages.schoolListEmpty);
    expectFieldError(await understand(f, 'ABC 123'), 'text', messages.schoolListNoCharacters);
    const many = Array.from({ length: 41 }, (_, i) => String.fromCodePoint(0x4e00 + i * 3)).join(' ');
    expectFieldError(await understand(f, many), 'text', messages.schoolListTooMany);
    expectFieldError(await understand(f, '蝴蝶花園飛高長'), 'text', messages.schoolListWordTooLong);
  });
});

describe('a school list saved', () => {
  it('keeps the words with the readings the parent confirmed, in both scripts, and lists them', async () => {
    const f = await family();
    const words = await confirmed(f, '蝴蝶 花園 飛 高 長', { 長: 'ㄓㄤˇ' });
    const reply = await save(f, { name: '第三課', dictation_day: today(), words });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data).toMatchObject({ name: '第三課', dictation_day: today() });
    expect(reply.data.words.map((w) => [w.tw, w.cn, w.zhuyin])).toEqual([
      ['蝴蝶', '蝴蝶', 'ㄏㄨˊ ㄉㄧㄝˊ'],
      ['花園', '花园', 'ㄏㄨㄚ ㄩㄢˊ'],
      ['飛', '飞', 'ㄈㄟ'],
      ['高', '高', 'ㄍㄠ'],
      ['長', '长', 'ㄓㄤˇ'],
    ]);
    expect(reply.data.words.at(-1)!.pinyin).toBe('zhǎng');
    const lists = await listsOf(f);
    expect(lists.data).toEqual([reply.data]);
  });

  it('refuses the same list twice, in any order or script, and says so before it is sent', async () => {
    const f = await family();
    expect((await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, '蝴蝶 花園 飛') })).code).toBe('1');
    const again = await understand(f, '飞 蝴蝶 花园');
    expect(again.data.same_as).toMatchObject({ name: '第三課' });
    const reply = await save(f, { name: '又一次', dictation_day: null, words: await confirmed(f, '飞 蝴蝶 花园') });
    expectFieldError(reply, 'words', messages.schoolListSame);
    expect((await listsOf(f)).data).toHaveLength(1);
  });

  it('takes only a reading the app offered, and no word without one; nothing is written when it refuses', async () => {
    const f = await family();
    expectFieldError(await save(f, { name: '第一課', dictation_day: null, words: [{ text: '飛', zhuyin: 'ㄈㄟˋ' }] }), 'words', messages.schoolListReading);
    expectFieldError(await save(f, { name: '第一課', dictation_day: null, words: [{ text: '飛', zhuyin: 'ㄈㄟ' }, { text: '𪚥', zhuyin: 'ㄉㄚˊ' }] }), 'words', messages.schoolListNoReading);
    // the words as the list reads them: one word each, as understood
    expectFieldError(await save(f, { name: '第一課', dictation_day: null, words: [{ text: '飛 高', zhuyin: 'ㄈㄟ ㄍㄠ' }] }), 'words', messages.schoolListWords);
    expectFieldError(await save(f, { name: '第一課', dictation_day: null, words: [] }), 'words', messages.schoolListEmpty);
    expect((await listsOf(f)).data).toEqual([]);
    const rows = await server.ctx.db.selectFrom('school_list_words').select('tw').where('child_id', '=', f.childId).execute();
    expect(rows).toEqual([]);
  });

  it("takes a correction of a word's reading to its characters' other readings, and nothing else", async () => {
    const f = await family();
    const reply = await understand(f, '長大 花園');
    const [grow, garden] = reply.data.words;
    // 長大 as the dictionary reads it; a class that learns it otherwise may have 長 or 大 read another MOE way
    expect(grow!.readings.map((r) => r.zhuyin)).toEqual(['ㄓㄤˇ ㄉㄚˋ']);
    expect(grow!.other_readings.map((r) => r.zhuyin)).toEqual(expect.arrayContaining(['ㄔㄤˊ ㄉㄚˋ', 'ㄓㄤˇ ㄉㄞˋ']));
    expect(grow!.other_readings.map((r) => r.zhuyin)).not.toContain('ㄓㄤˇ ㄉㄚˋ');
    expect(grow!.other_readings.find((r) => r.zhuyin === 'ㄔㄤˊ ㄉㄚˋ')!.pinyin).toBe('cháng dà');
    // each character of 花園 has one reading: nothing to correct to
    expect(garden!.other_readings).toEqual([]);
    // a tone no dictionary gives is refused, and nothing written
    const wrongTone = [{ text: '長大', zhuyin: 'ㄓㄤˇ ㄉㄚ' }, { text: '花園', zhuyin: 'ㄏㄨㄚ ㄩㄢˊ' }];
    expectFieldError(await save(f, { name: '第一課', dictation_day: null, words: wrongTone }), 'words', messages.schoolListReading);
    expect((await listsOf(f)).data).toEqual([]);
    const corrected = [{ text: '長大', zhuyin: 'ㄔㄤˊ ㄉㄚˋ' }, { text: '花園', zhuyin: 'ㄏㄨㄚ ㄩㄢˊ' }];
    const saved = await save(f, { name: '第一課', dictation_day: null, words: corrected });
    expect(saved.code, saved.raw).toBe('1');
    expect(saved.data.words.map((w) => [w.tw, w.zhuyin, w.pinyin])).toEqual([
      ['長大', 'ㄔㄤˊ ㄉㄚˋ', 'cháng dà'],
      ['花園', 'ㄏㄨㄚ ㄩㄢˊ', 'huā yuán'],
    ]);
  });

  it('takes a dictation day from today to eight weeks ahead, and a name of at most 20 characters', async () => {
    const f = await family();
    const words = await confirmed(f, '高');
    const yesterday = new Date(server.clock.now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    expectFieldError(await save(f, { name: '第一課', dictation_day: yesterday, words }), 'dictation_day', messages.schoolListDay);
    expectFieldError(await save(f, { name: '第一課', dictation_day: '2026-02-30', words }), 'dictation_day', messages.schoolListDay);
    expectFieldError(await save(f, { name: '', dictation_day: null, words }), 'name', messages.required);
    expectFieldError(await save(f, { name: '一'.repeat(21), dictation_day: null, words }), 'name', messages.maxChars(20));
    expect((await listsOf(f)).data).toEqual([]);
  });

  it(`keeps at most ${MAX_SCHOOL_LISTS} lists a child`, async () => {
    const f = await family();
    const chars = '一二三四五六七八九十上下大小人口手目耳山水火木日月天土石田花草';
    expect([...chars].length).toBeGreaterThanOrEqual(MAX_SCHOOL_LISTS + 1);
    for (const char of [...chars].slice(0, MAX_SCHOOL_LISTS)) {
      const reply = await save(f, { name: char, dictation_day: null, words: await confirmed(f, char) });
      expect(reply.code, reply.raw).toBe('1');
    }
    const last = [...chars][MAX_SCHOOL_LISTS]!;
    expectFieldError(await save(f, { name: last, dictation_day: null, words: await confirmed(f, last) }), 'words', messages.schoolListsFull);
  });
});

interface LessonWord {
  position: number;
  word_id: number | null;
  word: string;
  phonetic: string;
  ruby: string[];
  english: string | null;
  image: string | null;
  strokes: { char: string; url: string | null }[];
  writable: boolean;
}

describe("the dictation shows the reading only if the parent allows it (issue 30 §2)", () => {
  it('keeps the choice with the list, off unless the parent turns it on, and refuses anything but 0 and 1', async () => {
    const f = await family();
    const off = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, '飛') });
    expect(off.data.dictation_reading).toBe(0);
    const on = await save(f, { name: '第四課', dictation_day: null, dictation_reading: 1, words: await confirmed(f, '高') });
    expect(on.data.dictation_reading).toBe(1);
    const lesson = await server.get<{ dictation_reading: number }>(`/api/schoolLists/${on.data.id}/lesson`, { token: f.token, childId: f.childId });
    expect(lesson.data.dictation_reading).toBe(1);
    expectFieldError(await save(f, { name: '第五課', dictation_day: null, dictation_reading: 2, words: await confirmed(f, '長大') }), 'dictation_reading', messages.notFlag);
    expect((await listsOf(f)).data.map((list) => list.name)).toEqual(['第四課', '第三課']);
  });
});

describe('a school list as the child learns it', () => {
  it("gives each word in the child's script and phonetic, what the curriculum knows of it, and strokes the server serves", async () => {
    const f = await family();
    const [beyond] = Object.keys(loadSchoolCharacters().characters);
    const saved = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, `蝴蝶 ${beyond} 俊`) });
    expect(saved.code, saved.raw).toBe('1');
    const lesson = await server.get<{ name: string; words: LessonWord[] }>(`/api/schoolLists/${saved.data.id}/lesson`, { token: f.token, childId: f.childId });
    expect(lesson.code, lesson.raw).toBe('1');
    const [butterfly, other, handsome] = lesson.data.words;
    expect(butterfly).toMatchObject({ position: 0, word: '蝴蝶', phonetic: 'ㄏㄨˊ ㄉㄧㄝˊ', ruby: ['ㄏㄨˊ', 'ㄉㄧㄝˊ'], writable: true, state: 'notYet' });
    // a character beyond the curriculum: its Taiwan-order strokes, served like the curriculum's
    expect(other!.word).toBe(beyond);
    expect(other!.writable).toBe(true);
    const file = await server.get(other!.strokes[0]!.url!);
    expect(file.http).toBe(200);
    expect(JSON.parse(file.raw)).toHaveProperty('medians');
    // 俊: no strokes in Taiwan's order yet: taught without the writing step
    expect(handsome).toMatchObject({ word: '俊', writable: false, strokes: [{ char: '俊', url: null }] });
    // the curriculum's knowledge of a curriculum word
    const curriculum = lesson.data.words.find((w) => w.word_id !== null);
    if (curriculum) expect(curriculum.english).not.toBeNull();
  });

  it('follows the child\'s script and phonetic: simplified with pinyin', async () => {
    const f = await family();
    const saved = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, '花園 飛') });
    const changed = await server.put(`/api/members/${(await server.get<{ id: number }>('/api/member/self', { token: f.token })).data.id}`, {
      token: f.token,
      json: { child_id: f.childId, language: 'cn', phonetic_symbol: 'rom' },
    });
    expect(changed.code, changed.raw).toBe('1');
    const lesson = await server.get<{ words: LessonWord[] }>(`/api/schoolLists/${saved.data.id}/lesson`, { token: f.token, childId: f.childId });
    expect(lesson.data.words.map((w) => [w.word, w.phonetic, w.ruby])).toEqual([
      ['花园', 'huā yuán', ['huā', 'yuán']],
      ['飞', 'fēi', ['fēi']],
    ]);
  });
});

describe('what the child wrote, and the list ready for the dictation (issue 30 §2)', () => {
  const result = (f: Family, id: number, json: unknown, day?: string) =>
    server.post<SavedList>(`/api/schoolLists/${id}/results`, { token: f.token, childId: f.childId, json, ...(day && { headers: { 'Local-Date': day } }) });

  it('moves each word from not yet to practising to ready, and the list to ready when all are', async () => {
    const f = await family();
    const saved = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, '蝴蝶 飛') });
    expect(saved.data.words.map((w) => w.state)).toEqual(['notYet', 'notYet']);
    expect(saved.data.ready).toBe(false);
    let list = await result(f, saved.data.id, { position: 0, mode: 'practice', mistakes: 2, wrong_strokes: [{ char: 1, strokes: [3] }] });
    expect(list.code, list.raw).toBe('1');
    expect(list.data.words.map((w) => w.state)).toEqual(['practising', 'notYet']);
    // a dictation with a wrong stroke is not right, whatever the mistake count says
    list = await result(f, saved.data.id, { position: 0, mode: 'dictation', mistakes: 0, wrong_strokes: [{ char: 0, strokes: [5] }] });
    expect(list.data.words[0]!.state).toBe('practising');
    expect(list.data.words[0]!.last_dictation).toMatchObject({ correct: false, wrong_strokes: [{ char: 0, strokes: [5] }] });
    expect(list.data.words[1]!.last_dictation, 'none before the first dictation').toBeNull();
    list = await result(f, saved.data.id, { position: 0, mode: 'dictation', mistakes: 0, wrong_strokes: [] });
    expect(list.data.words[0]!.state).toBe('ready');
    // the parent's view: the latest dictation, right, nothing wrong (a practice after it changes nothing)
    list = await result(f, saved.data.id, { position: 0, mode: 'practice', mistakes: 1, wrong_strokes: [{ char: 1, strokes: [2] }] });
    expect(list.data.words[0]!.last_dictation).toMatchObject({ correct: true, wrong_strokes: [] });
    list = await result(f, saved.data.id, { position: 1, mode: 'dictation', mistakes: 0, wrong_strokes: [] });
    expect(list.data.words.map((w) => w.state)).toEqual(['ready', 'ready']);
    expect(list.data.ready).toBe(true);
    expect((await listsOf(f)).data[0]!.ready).toBe(true);
    // the stored row says which strokes went wrong
    const rows = await server.ctx.db.selectFrom('school_list_results').select(['mode', 'correct', 'wrong_strokes']).where('child_id', '=', f.childId).orderBy('id').execute();
    expect(rows.map((r) => [r.mode, r.correct, JSON.parse(r.wrong_strokes)])).toEqual([
      ['practice', 0, [{ char: 1, strokes: [3] }]],
      ['dictation', 0, [{ char: 0, strokes: [5] }]],
      ['dictation', 1, []],
      ['practice', 0, [{ char: 1, strokes: [2] }]],
      ['dictation', 1, []],
    ]);
  });

  it("keeps a dictation's handwriting for the parent, not a practice's, and refuses what is not a trace", async () => {
    const f = await family();
    const saved = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, '蝴蝶 飛') });
    const written = [['12,30 40,31 80,33', '20,10 20,90'], ['100,100']];
    let list = await result(f, saved.data.id, { position: 0, mode: 'dictation', mistakes: 0, wrong_strokes: [{ char: 1, strokes: [2] }], written });
    expect(list.code, list.raw).toBe('1');
    expect(list.data.words[0]!.last_dictation).toMatchObject({ correct: false, wrong_strokes: [{ char: 1, strokes: [2] }], written });
    // a practice keeps no handwriting, and leaves the latest dictation's as it was
    list = await result(f, saved.data.id, { position: 0, mode: 'practice', mistakes: 0, wrong_strokes: [], written: [['1,1']] });
    expect(list.data.words[0]!.last_dictation!.written).toEqual(written);
    // a dictation without it (an app from before): null, not an empty drawing
    list = await result(f, saved.data.id, { position: 1, mode: 'dictation', mistakes: 0, wrong_strokes: [] });
    expect(list.data.words[1]!.last_dictation!.written).toBeNull();
    const rows = await server.ctx.db.selectFrom('school_list_results').select(['mode', 'written']).where('child_id', '=', f.childId).orderBy('id').execute();
    expect(rows.map((r) => [r.mode, r.written && JSON.parse(r.written)])).toEqual([
      ['dictation', written],
      ['practice', null],
      ['dictation', null],
    ]);
    // off the grid, not points, too many points or characters: refused, nothing written
    const tooLong = Array.from({ length: 49 }, (_, i) => `${i},${i}`).join(' ');
    const refused: [unknown, string][] = [
      [[['256,0']], 'written.0.0'],
      [[['1,1'], ['a line']], 'written.1.0'],
      [[['1,1', tooLong]], 'written.0.1'],
      [[['1,1'], ['1,1'], ['1,1']], 'written'],
    ];
    for (const [bad, field] of refused) {
      expectFieldError(await result(f, saved.data.id, { position: 0, mode: 'dictation', mistakes: 0, wrong_strokes: [], written: bad }), field, messages.invalidValue);
    }
    expect(await server.ctx.db.selectFrom('school_list_results').select('id').where('child_id', '=', f.childId).execute()).toHaveLength(3);
  });

  it('refuses a word the list does not have and a character the word does not have, writing nothing', async () => {
    const f = await family();
    const saved = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, '飛') });
    expect((await result(f, saved.data.id, { position: 1, mode: 'dictation', mistakes: 0, wrong_strokes: [] })).http).toBe(404);
    expectFieldError(await result(f, saved.data.id, { position: 0, mode: 'dictation', mistakes: 1, wrong_strokes: [{ char: 1, strokes: [1] }] }), 'wrong_strokes', messages.notId);
    expectFieldError(await result(f, saved.data.id, { position: 0, mode: 'copy', mistakes: 0, wrong_strokes: [] }), 'mode', messages.schoolListMode);
    const rows = await server.ctx.db.selectFrom('school_list_results').select('id').where('child_id', '=', f.childId).execute();
    expect(rows).toEqual([]);
  });
});

describe("a child's lists are the family's own", () => {
  it("are seen and deleted only with the child's own parent; another family's id is not found", async () => {
    const mine = await family();
    const other = await family();
    const saved = await save(mine, { name: '第三課', dictation_day: null, words: await confirmed(mine, '蝴蝶 花園') });
    expect(saved.code).toBe('1');
    // another parent naming my child, or deleting my list through theirs
    expect((await server.get('/api/schoolLists', { token: other.token, childId: mine.childId })).http).toBe(404);
    expect((await understand({ token: other.token, childId: mine.childId }, '飛')).http).toBe(404);
    expect((await server.call('DELETE', `/api/schoolLists/${saved.data.id}`, { token: other.token, childId: other.childId })).http).toBe(404);
    expect((await listsOf(other)).data).toEqual([]);
    expect((await listsOf(mine)).data).toHaveLength(1);
    // my sibling child sees none of it
    const sibling = await server.child(mine.token, { name: '小蘭', gender: 'girl' });
    expect((await listsOf({ token: mine.token, childId: sibling.id })).data).toEqual([]);
    // deleted by its parent: gone, words and all
    const deleted = await server.call('DELETE', `/api/schoolLists/${saved.data.id}`, { token: mine.token, childId: mine.childId });
    expect(deleted.code, deleted.raw).toBe('1');
    expect((await listsOf(mine)).data).toEqual([]);
    expect((await server.call('DELETE', `/api/schoolLists/${saved.data.id}`, { token: mine.token, childId: mine.childId })).http).toBe(404);
  });
});

describe("the list's dictations feed the words' memory, and reviews favour its weakest words until the dictation day (issue 30 §2)", () => {
  interface LearnedWord {
    id: number;
    is_due: 0 | 1;
  }
  const learned = (f: Family) => server.get<LearnedWord[]>('/api/learned/words', { token: f.token, childId: f.childId });
  const mapped = (f: Family) => server.post<{ word_id: number; is_due: 0 | 1 }[]>('/api/radicals/lessons/words/map', { token: f.token, childId: f.childId });
  const memory = (f: Family, wordId: number) =>
    server.ctx.db.selectFrom('child_word_progress').select(['reps', 'lapses', 'last_review']).where('child_id', '=', f.childId).where('word_id', '=', wordId).executeTakeFirstOrThrow();
  const write = (f: Family, id: number, position: number, mode: 'practice' | 'dictation', wrong: number[] = []) =>
    server.post<SavedList>(`/api/schoolLists/${id}/results`, {
      token: f.token,
      childId: f.childId,
      json: { position, mode, mistakes: wrong.length, wrong_strokes: wrong.length ? [{ char: 0, strokes: wrong }] : [] },
    });
  const inDays = (days: number) => new Date(server.clock.now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

  it('reviews a collected word with each dictation (not with practice), and puts the words not ready first, as due', async () => {
    const f = await family();
    // two words of a free first lesson, collected through their challenges
    const radical = [...server.ctx.content.radicals.values()][0]!;
    const lessonId = radical.lesson_ids[0]!;
    const [first, second, third] = server.ctx.content.lessons.get(lessonId)!.word_ids;
    for (const wordId of [first!, second!, third!]) {
      const pass = await server.post('/api/lesson/schedule', { token: f.token, childId: f.childId, query: { radical_id: radical.id, lesson_id: lessonId, word_id: wordId, is_passed: 1, mistakes: 0 } });
      expect(pass.code, pass.raw).toBe('1');
    }
    const text = (id: number) => server.ctx.content.words.get(id)!.tw.text;
    // just reviewed: none is due
    expect((await learned(f)).data.filter((w) => w.is_due === 1)).toEqual([]);

    // the list has the first and third (in that order), its dictation in two days
    const saved = await save(f, { name: '第三課', dictation_day: inDays(2), words: await confirmed(f, `${text(first!)} ${text(third!)}`) });
    expect(saved.code, saved.raw).toBe('1');
    expect(saved.data.words.map((w) => w.word_id)).toEqual([first, third]);
    let words = (await learned(f)).data;
    expect(words.slice(0, 2).map((w) => [w.id, w.is_due])).toEqual([
      [first, 1],
      [third, 1],
    ]);
    expect(words.find((w) => w.id === second)!.is_due, 'a word not on the list keeps its own memory').toBe(0);
    const onMap = new Map((await mapped(f)).data.map((w) => [w.word_id, w.is_due]));
    expect([onMap.get(first!), onMap.get(third!), onMap.get(second!)]).toEqual([1, 1, 0]);

    // a minute later (a second review within a minute is the same one): practice is not a review
    server.clock.advance(2 * 60_000);
    const before = await memory(f, third!);
    expect((await write(f, saved.data.id, 1, 'practice', [1])).code).toBe('1');
    expect(await memory(f, third!)).toEqual(before);
    words = (await learned(f)).data;
    expect(words.slice(0, 2).map((w) => w.id), 'practising before not yet').toEqual([third, first]);

    // the first written wrongly from memory: reviewed as forgotten
    const firstBefore = await memory(f, first!);
    expect((await write(f, saved.data.id, 0, 'dictation', [1, 2, 3, 4, 5, 6])).code).toBe('1');
    const forgotten = await memory(f, first!);
    expect(forgotten.reps).toBe(firstBefore.reps + 1);
    expect(forgotten.lapses).toBe(firstBefore.lapses + 1);
    expect(forgotten.last_review).toBe(server.clock.now.toISOString());
    // then right: reviewed again, ready, no longer favoured
    server.clock.advance(2 * 60_000);
    expect((await write(f, saved.data.id, 0, 'dictation')).code).toBe('1');
    expect((await memory(f, first!)).reps).toBe(forgotten.reps + 1);
    const favouredOnly = async () => {
      const all = (await learned(f)).data;
      return { first: all[0]!, own: await server.ctx.db.selectFrom('child_word_progress').select('due').where('child_id', '=', f.childId).where('word_id', '=', third!).executeTakeFirstOrThrow() };
    };
    let seen = await favouredOnly();
    expect([seen.first.id, seen.first.is_due]).toEqual([third, 1]);
    expect(Date.parse(seen.own.due!), 'due by the list, not by its own memory').toBeGreaterThan(server.clock.now.getTime());

    // on the dictation day itself still; the day after, its own memory decides again
    server.clock.advance(2 * 86_400_000);
    seen = await favouredOnly();
    expect([seen.first.id, seen.first.is_due]).toEqual([third, 1]);
    server.clock.advance(86_400_000);
    expect(Date.parse(seen.own.due!)).toBeGreaterThan(server.clock.now.getTime());
    expect((await learned(f)).data.find((w) => w.id === third)!.is_due).toBe(0);
  });
});

describe("every list word's own spaced-review memory (issue 30 §2)", () => {
  const write = (f: Family, id: number, position: number, mode: 'practice' | 'dictation', wrong: number[] = []) =>
    server.post<SavedList>(`/api/schoolLists/${id}/results`, {
      token: f.token,
      childId: f.childId,
      json: { position, mode, mistakes: wrong.length, wrong_strokes: wrong.length ? [{ char: 0, strokes: wrong }] : [] },
    });
  const card = (f: Family, position: number) =>
    server.ctx.db.selectFrom('school_list_words').select(['reps', 'lapses', 'due', 'last_review']).where('child_id', '=', f.childId).where('position', '=', position).executeTakeFirstOrThrow();

  it('is reviewed by each dictation of the word (not by practice), whatever the word, and is due again when its time comes', async () => {
    const f = await family();
    const [beyond] = Object.keys(loadSchoolCharacters().characters);
    const saved = await save(f, { name: '第三課', dictation_day: null, words: await confirmed(f, `${beyond} 飛`) });
    expect(saved.code, saved.raw).toBe('1');
    expect(saved.data.words.map((w) => [w.due_at, w.is_due])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    // practice over the outline: no review
    let list = await write(f, saved.data.id, 0, 'practice', [1]);
    expect(list.data.words[0]).toMatchObject({ due_at: null, is_due: 0 });
    expect((await card(f, 0)).reps).toBe(0);
    // a dictation of a word beyond the curriculum: its own card, reviewed
    list = await write(f, saved.data.id, 0, 'dictation', [1, 2, 3, 4, 5, 6]);
    const forgotten = await card(f, 0);
    expect(forgotten).toMatchObject({ reps: 1, last_review: server.clock.now.toISOString() });
    expect(list.data.words[0]).toMatchObject({ due_at: forgotten.due, is_due: 0 });
    // the same dictation sent again at once is the same review
    await write(f, saved.data.id, 0, 'dictation', [1, 2, 3, 4, 5, 6]);
    expect((await card(f, 0)).reps).toBe(1);
    // written wrongly (rated Again): due again within minutes, and the list says so
    server.clock.advance(Date.parse(forgotten.due!) - server.clock.now.getTime());
    expect((await listsOf(f)).data[0]!.words[0]).toMatchObject({ is_due: 1 });
    // written right a minute later: reviewed again, not due for a day at least
    server.clock.advance(60_000);
    list = await write(f, saved.data.id, 0, 'dictation');
    expect((await card(f, 0)).reps).toBe(2);
    expect(list.data.words[0]!.is_due).toBe(0);
    expect(Date.parse(list.data.words[0]!.due_at!), 'not due for a day at least').toBeGreaterThanOrEqual(server.clock.now.getTime() + 86_400_000);
    // the other word, never written from memory, has no card
    expect(list.data.words[1]).toMatchObject({ due_at: null, is_due: 0 });
  });
});
