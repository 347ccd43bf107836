import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_REQUIRED_MESSAGE } from '../../machines/rules/lessonProgression';
import type { CurriculumWord } from '../../src/server/content/curriculum';
import { createTestServer, expectFieldError, type Reply, type TestServer } from './helpers';

/**
 * The content calls of SPEC §7 for a child, on the seeded curriculum: the whole path
 * from a category to a lesson pass in both scripts and both phonetic systems, the
 * order and paid access the server enforces with the lessonProgression rules,
 * idempotent passes, search, and refusals that write nothing.
 */

interface WordView {
  id: number;
  word: string;
  pinyin: string;
  zhuyin: string;
  phonetic: string;
  ruby: string[];
  english: string;
  level: string;
  is_collected: number;
  image: string | null;
  strokes: { char: string; url: string }[];
  word_examples: { text: string; phonetic: string; english: string }[];
  sentence_examples: { text: string; phonetic: string; english: string }[];
  difficulty: string;
}
interface Category {
  id: number;
  name: string;
  english: string;
  children?: Category[];
  radicals?: { id: number; radical: string; name: string; is_complete: number }[];
}
interface Lesson {
  id: number;
  name: string;
  words: WordView[];
}
interface Schedule {
  radical_id: number;
  current_lesson_id: number | null;
  lessons: {
    lesson_id: number;
    state: string;
    access: string;
    story: number;
    completion: number;
    words: { word_id: number; finish_explaining: number; is_passed: number }[];
  }[];
}

let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
});

async function learner(settings: Record<string, string> = {}) {
  const parent = await server.member();
  if (Object.keys(settings).length) {
    const reply = await server.put(`/api/members/${parent.id}`, { token: parent.token, json: settings });
    expect(reply.code, reply.raw).toBe('1');
  }
  const child = await server.child(parent.token);
  return { ...parent, childId: child.id };
}

async function childOf(token: string, childId: number) {
  const self = await server.get<{ child: { id: number; star: number; complete_words: number }[] }>('/api/member/self', { token });
  return self.data.child.find((c) => c.id === childId)!;
}

const ok = <T>(reply: Reply<T>) => {
  expect(reply.code, reply.raw).toBe('1');
  return reply.data;
};

/** The first radical of the home navigation with two lessons, found the way the app finds it. */
async function firstRadical(token: string) {
  const parents = ok(await server.get<Category[]>('/api/parentCategories', { token }));
  for (const parent of parents) {
    for (const category of parent.children ?? []) {
      for (const radical of category.radicals ?? []) {
        if ((server.ctx.content.radicals.get(radical.id)?.lesson_ids.length ?? 0) >= 2) return { parent, category, radical };
      }
    }
  }
  throw new Error('no radical with two lessons');
}

const curriculumWord = (id: number): CurriculumWord => server.ctx.content.words.get(id)!;
const joined = (readings: string[]) => readings.filter(Boolean).join(' ');

describe.each([
  { language: 'tw', phonetic_symbol: 'phonetic', reading: 'zhuyin' },
  { language: 'tw', phonetic_symbol: 'rom', reading: 'pinyin' },
  { language: 'cn', phonetic_symbol: 'rom', reading: 'pinyin' },
  { language: 'cn', phonetic_symbol: 'phonetic', reading: 'zhuyin' },
] as const)('a child learning in $language with $reading', ({ language, phonetic_symbol, reading }) => {
  it('goes from a category to a lesson pass', async () => {
    const parent = await learner({ language, phonetic_symbol });
    const { token, childId } = parent;
    const { category, radical } = await firstRadical(token);
    const source = server.ctx.content.radicals.get(radical.id)!;
    expect(radical.radical).toBe(source.radical[language]);
    expect(radical.is_complete).toBe(0);

    const sameCategory = ok(await server.get<Category>(`/api/category/${category.id}`, { token }));
    expect(sameCategory.radicals?.map((r) => r.id)).toContain(radical.id);
    expect(sameCategory.name).toBe(server.ctx.content.categories.get(category.id)!.name[language]);

    const full = ok(await server.get<{ lessons: Lesson[]; meaning: { text: string } }>(`/api/radical/${radical.id}`, { token, childId }));
    expect(full.meaning.text).toBe(source.meaning[language].text);
    const [first, second] = full.lessons;
    expect(first!.words.length).toBeGreaterThan(0);
    expect(first!.words.length).toBeLessThanOrEqual(7);
    for (const box of first!.words) {
      const expected = curriculumWord(box.id);
      // the script and the phonetic system the settings chose, with that script's readings
      expect(box.word).toBe(expected[language].text);
      expect(box.phonetic).toBe(joined(expected[language][reading]));
      expect(box.level).toBe('white');
      const word = ok(await server.get<WordView>(`/api/word/${box.id}`, { token }));
      expect(word.word).toBe(expected[language].text);
      expect(word.phonetic).toBe(joined(expected[language][reading]));
      expect(word.pinyin).toBe(joined(expected[language].pinyin));
      expect(word.zhuyin).toBe(joined(expected[language].zhuyin));
      expect(word.ruby).toEqual(expected[language][reading]);
      expect(word.sentence_examples[0]!.text).toBe(expected.sentence[language].text);
      expect(word.sentence_examples[0]!.phonetic).toBe(joined(expected.sentence[language][reading]));
      expect(word.strokes.map((s) => s.char).join('')).toBe(expected[language].text);
    }

    let schedule = ok(await server.get<Schedule>(`/api/lesson/schedule/${radical.id}`, { token, childId }));
    expect(schedule.current_lesson_id).toBe(first!.id);
    expect(schedule.lessons[0]).toMatchObject({ lesson_id: first!.id, state: 'doing', access: 'open', story: 0, completion: 0 });
    expect(schedule.lessons[1]).toMatchObject({ lesson_id: second!.id, state: 'locked', access: 'locked' });

    const pass = (query: Record<string, number>) =>
      server.post<Schedule>('/api/lesson/schedule', { token, childId, query: { radical_id: radical.id, lesson_id: first!.id, ...query } });

    // the review is refused with the lesson's first need (machines/rules/lessonProgression.ts lessonNeeds, the checklist's rule)
    expectFieldError(await pass({ completion: 1 }), 'completion', 'Open each word of this lesson and listen to it first');

    for (const word of first!.words) {
      const explained = ok(await server.get<WordView>(`/api/word/${word.id}`, { token }));
      expect(explained.word).toBe(word.word);
      ok(await pass({ word_id: word.id, finish_explaining: 1 }));

      const challenge = ok(
        await server.get<{ word: WordView; choices: WordView[] }>(`/api/challenge/${first!.id}/${word.id}`, { token }),
      );
      expect(challenge.word.id).toBe(word.id);
      expect(challenge.choices).toHaveLength(4);
      expect(challenge.choices.map((c) => c.id)).toContain(word.id);
      expect(new Set(challenge.choices.map((c) => c.word)).size).toBe(4);
      ok(await pass({ word_id: word.id, is_passed: 1, mistakes: 1 }));
    }
    // the review is refused until the story is seen, saying so
    expectFieldError(await pass({ completion: 1 }), 'completion', 'Play the story of this lesson to its end first');

    const story = ok(await server.get<{ sentences: { text: string; ruby: string[] }[] }>(`/api/story/${first!.id}`, { token }));
    expect(story.sentences.length).toBeGreaterThanOrEqual(3);
    for (const sentence of story.sentences) expect(sentence.ruby).toHaveLength([...sentence.text].length);
    ok(await pass({ story: 1 }));
    const review = ok(await server.get<{ words: WordView[] }>(`/api/review/${first!.id}`, { token }));
    expect(review.words.map((w) => w.id)).toEqual(first!.words.map((w) => w.id));
    schedule = ok(await pass({ completion: 1 }));

    expect(schedule.lessons[0]).toMatchObject({ state: 'done', access: 'open', story: 1, completion: 1 });
    // a free member meets the paid-membership wall at the radical's second lesson
    expect(schedule.lessons[1]).toMatchObject({ access: 'membershipRequired', state: 'locked' });
    expect(schedule.current_lesson_id).toBe(second!.id);

    const child = await childOf(token, childId);
    expect(child.complete_words).toBe(first!.words.length);
    expect(child.star).toBe(first!.words.length + 1);

    const learned = ok(await server.get<WordView[]>('/api/learned/words', { token }));
    expect(learned.map((w) => w.id).sort()).toEqual(first!.words.map((w) => w.id).sort());
    expect(learned.every((w) => w.level === 'pink' || w.level === 'yellow')).toBe(true);
    expect(learned.every((w) => w.is_collected === 1)).toBe(true);
    const battle = ok(await server.get<WordView[]>('/api/interactive/words', { token }));
    expect(battle.map((w) => w.word).sort()).toEqual(learned.map((w) => w.word).sort());
  });
});

describe('lesson order and paid access', () => {
  it('refuses a pass in a lesson whose previous lesson is not finished, and one behind the paid wall', async () => {
    const parent = await learner();
    const { token, childId } = parent;
    const { radical } = await firstRadical(token);
    const [firstId, secondId] = server.ctx.content.radicals.get(radical.id)!.lesson_ids;
    const secondWord = server.ctx.content.lessons.get(secondId!)!.word_ids[0]!;
    const before = await server.countRows();

    const free = await server.post('/api/lesson/schedule', {
      token,
      childId,
      query: { radical_id: radical.id, lesson_id: secondId!, word_id: secondWord, finish_explaining: 1 },
    });
    expectFieldError(free, 'lesson_id', 'Finish the lessons before this one first');

    await server.ctx.db.updateTable('members').set({ type: 'monthly' }).where('id', '=', parent.id).execute();
    const paid = await server.post('/api/lesson/schedule', {
      token,
      childId,
      query: { radical_id: radical.id, lesson_id: secondId!, word_id: secondWord, is_passed: 1 },
    });
    expectFieldError(paid, 'lesson_id', 'Finish the lessons before this one first');
    expect(await server.countRows()).toEqual(before);

    // finish the first lesson, then the paid member goes on and the free one would not
    await finishLesson(token, childId, radical.id, firstId!);
    await server.ctx.db.updateTable('members').set({ type: null }).where('id', '=', parent.id).execute();
    const wall = await server.post('/api/lesson/schedule', {
      token,
      childId,
      query: { radical_id: radical.id, lesson_id: secondId!, word_id: secondWord, is_passed: 1 },
    });
    expect(wall.http).toBe(403);
    expect(wall.message).toBe(MEMBERSHIP_REQUIRED_MESSAGE);
    await server.ctx.db.updateTable('members').set({ type: 'yearly' }).where('id', '=', parent.id).execute();
    const open = await server.post<Schedule>('/api/lesson/schedule', {
      token,
      childId,
      query: { radical_id: radical.id, lesson_id: secondId!, word_id: secondWord, is_passed: 1 },
    });
    expect(ok(open).lessons[1]).toMatchObject({ access: 'open', state: 'doing' });
  });

  it('counts each word and lesson once, also when the same pass arrives twice at once', async () => {
    const { token, childId } = await learner();
    const { radical } = await firstRadical(token);
    const lessonId = server.ctx.content.radicals.get(radical.id)!.lesson_ids[0]!;
    const words = server.ctx.content.lessons.get(lessonId)!.word_ids;
    const query = { radical_id: radical.id, lesson_id: lessonId, word_id: words[0]!, is_passed: 1, mistakes: 0 };
    const replies = await Promise.all([1, 2, 3].map(() => server.post('/api/lesson/schedule', { token, childId, query })));
    for (const reply of replies) expect(reply.code, reply.raw).toBe('1');
    expect(await childOf(token, childId)).toMatchObject({ star: 1, complete_words: 1 });

    for (const wordId of words.slice(1)) {
      ok(await server.post('/api/lesson/schedule', { token, childId, query: { ...query, word_id: wordId } }));
    }
    ok(await server.post('/api/lesson/schedule', { token, childId, query: { radical_id: radical.id, lesson_id: lessonId, story: 1 } }));
    const completion = { radical_id: radical.id, lesson_id: lessonId, completion: 1 };
    await Promise.all([1, 2].map(() => server.post('/api/lesson/schedule', { token, childId, query: completion })));
    ok(await server.post('/api/lesson/schedule', { token, childId, query: completion }));
    expect(await childOf(token, childId)).toMatchObject({ star: words.length + 1, complete_words: words.length });
  });
});

describe('the challenge and the review of a lesson the child may not open', () => {
  /** GET challenge (the lesson's first word) and GET review of a lesson, as the app asks for them. */
  const play = (token: string, lessonId: number) => {
    const wordId = server.ctx.content.lessons.get(lessonId)!.word_ids[0]!;
    return Promise.all([
      server.get<{ word: WordView }>(`/api/challenge/${lessonId}/${wordId}`, { token }),
      server.get<{ words: WordView[] }>(`/api/review/${lessonId}`, { token }),
    ]);
  };

  it('answers for an open lesson, refuses a lesson locked by the order and one behind the paid wall as the pass does', async () => {
    const parent = await learner();
    const { token, childId } = parent;
    const { radical } = await firstRadical(token);
    const [firstId, secondId] = server.ctx.content.radicals.get(radical.id)!.lesson_ids;
    const before = await server.countRows();

    // the radical's first lesson is open to every child
    for (const reply of await play(token, firstId!)) expect(reply.code, reply.raw).toBe('1');
    // the second is locked by the order, for a free member and a paid one alike
    for (const reply of await play(token, secondId!)) expectFieldError(reply, 'lesson_id', 'Finish the lessons before this one first');
    await server.ctx.db.updateTable('members').set({ type: 'monthly' }).where('id', '=', parent.id).execute();
    for (const reply of await play(token, secondId!)) expectFieldError(reply, 'lesson_id', 'Finish the lessons before this one first');
    expect(await server.countRows(), 'a refused read writes nothing').toEqual(before);

    // once the first lesson is finished, a free member meets the paid-membership wall there
    await finishLesson(token, childId, radical.id, firstId!);
    await server.ctx.db.updateTable('members').set({ type: null }).where('id', '=', parent.id).execute();
    for (const reply of await play(token, secondId!)) {
      expect(reply.http, reply.raw).toBe(403);
      expect(reply.code).toBe('403');
      expect(reply.message).toBe(MEMBERSHIP_REQUIRED_MESSAGE);
    }
    // and a paid member plays it
    await server.ctx.db.updateTable('members').set({ type: 'yearly' }).where('id', '=', parent.id).execute();
    const [challenge, review] = await play(token, secondId!);
    expect(ok(challenge).word.id).toBe(server.ctx.content.lessons.get(secondId!)!.word_ids[0]);
    expect(ok(review).words.map((w) => w.id)).toEqual(server.ctx.content.lessons.get(secondId!)!.word_ids);
  });

  it('refuses for the child the call is for: the default child, whatever another child did', async () => {
    const parent = await learner();
    const { token, childId } = parent;
    const { radical } = await firstRadical(token);
    const [firstId, secondId] = server.ctx.content.radicals.get(radical.id)!.lesson_ids;
    await server.ctx.db.updateTable('members').set({ type: 'monthly' }).where('id', '=', parent.id).execute();
    await finishLesson(token, childId, radical.id, firstId!);
    for (const reply of await play(token, secondId!)) expect(reply.code, reply.raw).toBe('1');
    // a second child, made the default, has not finished the first lesson
    const second = await server.child(token);
    ok(await server.post(`/api/children/${second.id}`, { token, query: { is_default: 1 } }));
    for (const reply of await play(token, secondId!)) expectFieldError(reply, 'lesson_id', 'Finish the lessons before this one first');
  });
});

describe('the words house map', () => {
  type Entry = { word_id: number; lesson_id: number; access: string };
  const map = async (token: string, search?: string) =>
    ok(await server.post<Entry[]>('/api/radicals/lessons/words/map', { token, ...(search ? { query: { search } } : {}) }));

  it("carries each word's lesson access for the child: open, locked by the order, or behind the paid wall", async () => {
    const parent = await learner();
    const { token, childId } = parent;
    const { radical } = await firstRadical(token);
    const [firstId, secondId] = server.ctx.content.radicals.get(radical.id)!.lesson_ids;
    const accessOf = (entries: Entry[], lessonId: number) => [...new Set(entries.filter((e) => e.lesson_id === lessonId).map((e) => e.access))];

    const all = await map(token);
    expect(all).toHaveLength(server.ctx.content.words.size);
    // every radical's first lesson is open, every later one locked by the order
    for (const r of server.ctx.content.radicals.values()) {
      const [first, ...later] = r.lesson_ids;
      expect(accessOf(all, first!), `radical ${r.id}'s first lesson`).toEqual(['open']);
      for (const id of later) expect(accessOf(all, id), `radical ${r.id}, lesson ${id}`).toEqual(['locked']);
    }

    await finishLesson(token, childId, radical.id, firstId!);
    const secondWord = server.ctx.content.words.get(server.ctx.content.lessons.get(secondId!)!.word_ids[0]!)!;
    const found = await map(token, secondWord.tw.text);
    expect(found.find((e) => e.word_id === secondWord.id)?.access, 'a new lesson for a free member').toBe('membershipRequired');
    expect(accessOf(await map(token), firstId!)).toEqual(['open']);
    await server.ctx.db.updateTable('members').set({ type: 'seasonal' }).where('id', '=', parent.id).execute();
    expect(accessOf(await map(token), secondId!), 'the same lesson for a paid member').toEqual(['open']);
  });

  it('gives a member without a child the access of no progress', async () => {
    const { token } = await server.member();
    const all = await map(token);
    const { radical } = await firstRadical(token);
    const [firstId, secondId] = server.ctx.content.radicals.get(radical.id)!.lesson_ids;
    expect(all.filter((e) => e.lesson_id === firstId).every((e) => e.access === 'open')).toBe(true);
    expect(all.filter((e) => e.lesson_id === secondId).every((e) => e.access === 'locked')).toBe(true);
  });
});

async function finishLesson(token: string, childId: number, radicalId: number, lessonId: number) {
  const base = { radical_id: radicalId, lesson_id: lessonId };
  for (const wordId of server.ctx.content.lessons.get(lessonId)!.word_ids) {
    ok(await server.post('/api/lesson/schedule', { token, childId, query: { ...base, word_id: wordId, finish_explaining: 1, is_passed: 1 } }));
  }
  ok(await server.post('/api/lesson/schedule', { token, childId, query: { ...base, story: 1, completion: 1 } }));
}

describe('the words house search', () => {
  const find = async (token: string, search: string) =>
    ok(await server.post<{ word_id: number; word: string }[]>('/api/radicals/lessons/words/map', { token, query: { search } })).map(
      (w) => w.word_id,
    );

  it('finds a word by character in either script, pinyin with or without tones, zhuyin and English', async () => {
    const { token } = await learner();
    const all = ok(await server.post<{ word_id: number; level: string; is_collected: number }[]>('/api/radicals/lessons/words/map', { token }));
    expect(all.length).toBe(server.ctx.content.words.size);
    expect(all.every((w) => w.level === 'white' && w.is_collected === 0)).toBe(true);

    // a two-character word whose simplified form differs, so each key is tried for real
    const word = [...server.ctx.content.words.values()].find((w) => w.tw.text !== w.cn.text && [...w.tw.text].length >= 2)!;
    const pinyin = word.cn.pinyin.filter(Boolean);
    const toneless = pinyin.map((p) => p.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).join('');
    expect(await find(token, word.tw.text)).toContain(word.id);
    expect(await find(token, word.cn.text)).toContain(word.id);
    expect(await find(token, toneless)).toContain(word.id);
    expect(await find(token, pinyin.join(' '))).toContain(word.id);
    expect(await find(token, word.tw.zhuyin.filter(Boolean).join(''))).toContain(word.id);
    expect(await find(token, word.tw.zhuyin.filter(Boolean).join('').replace(/[ˊˇˋ˙]/g, ''))).toContain(word.id);
    expect(await find(token, word.english.toUpperCase())).toContain(word.id);

    // tone numbers
    const numbered = pinyin
      .map((p) => {
        const nfd = p.normalize('NFD');
        const tone = nfd.includes('\u0304') ? 1 : nfd.includes('\u0301') ? 2 : nfd.includes('\u030c') ? 3 : nfd.includes('\u0300') ? 4 : 5;
        return nfd.replace(/[\u0300-\u036f]/g, '').replace('u\u0308', 'v') + tone;
      })
      .join('');
    expect(await find(token, numbered)).toContain(word.id);

    expect(await find(token, 'zzzzzz')).toEqual([]);
  });
});

describe('refusals write nothing', () => {
  it('refuses another member\'s child, unknown ids, a word of another lesson and junk', async () => {
    const owner = await learner();
    const stranger = await learner();
    const { radical } = await firstRadical(owner.token);
    const [lessonId, otherLessonId] = server.ctx.content.radicals.get(radical.id)!.lesson_ids;
    const otherWord = server.ctx.content.lessons.get(otherLessonId!)!.word_ids[0]!;
    const before = await server.countRows();

    expect((await server.get(`/api/radical/${radical.id}`, { token: stranger.token, childId: owner.childId })).http).toBe(404);
    expect((await server.get(`/api/lesson/schedule/${radical.id}`, { token: stranger.token, childId: owner.childId })).http).toBe(404);
    // SPEC §7 sends no Child-Id here: a stranger always gets their own (default) child's words, never another's
    const strangersLearned = await server.get<unknown[]>('/api/learned/words', { token: stranger.token, childId: owner.childId });
    expect(strangersLearned.data).toEqual([]);

    const { token, childId } = owner;
    expect((await server.get('/api/radical/999999', { token, childId })).http).toBe(404);
    expect((await server.get('/api/radical/abc', { token, childId })).http).toBe(404);
    expect((await server.get('/api/category/999999', { token })).http).toBe(404);
    expect((await server.get('/api/word/999999', { token })).http).toBe(404);
    expect((await server.get(`/api/challenge/${lessonId}/${otherWord}`, { token })).http).toBe(404);
    expect((await server.get('/api/review/0', { token })).http).toBe(404);
    expect((await server.get('/api/story/999999', { token })).http).toBe(404);
    expect((await server.get(`/api/radical/${radical.id}`, { token })).http).toBe(422);

    const base = { radical_id: radical.id, lesson_id: lessonId! };
    expectFieldError(
      await server.post('/api/lesson/schedule', { token, childId, query: { ...base, word_id: otherWord, finish_explaining: 1 } }),
      'word_id',
      'This word is not part of this lesson',
    );
    const foreignLesson = [...server.ctx.content.lessons.values()].find((l) => l.radical_id !== radical.id)!;
    expectFieldError(
      await server.post('/api/lesson/schedule', { token, childId, query: { ...base, lesson_id: foreignLesson.id, story: 1 } }),
      'lesson_id',
      'This lesson is not part of this radical',
    );
    expect((await server.post('/api/lesson/schedule', { token, childId, query: { ...base, lesson_id: 999999, story: 1 } })).http).toBe(404);
    expectFieldError(
      await server.post('/api/lesson/schedule', { token, childId, query: base }),
      'story',
      'Send a word pass (word_id with finish_explaining or is_passed) or a lesson pass (story or completion)',
    );
    expectFieldError(
      await server.post('/api/lesson/schedule', { token, childId, query: { ...base, word_id: otherWord, is_passed: 1, mistakes: 100 } }),
      'mistakes',
      'Must be a whole number from 0 to 99',
    );
    expectFieldError(
      await server.post('/api/lesson/schedule', { token, childId, query: { ...base, story: 2 } }),
      'story',
      'Must be 0 or 1',
    );
    expect(await server.countRows()).toEqual(before);
  });

  it('serves stroke data and pictures as long-cached static files, and nothing else under their paths', async () => {
    const { token, childId } = await learner();
    const { radical } = await firstRadical(token);
    const full = ok(await server.get<{ lessons: Lesson[] }>(`/api/radical/${radical.id}`, { token, childId }));
    const box = full.lessons[0]!.words.find((w) => w.image)!;
    const word = ok(await server.get<WordView>(`/api/word/${box.id}`, { token }));
    const strokes = await server.app.request(word.strokes[0]!.url);
    expect(strokes.status).toBe(200);
    expect(strokes.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const data = (await strokes.json()) as { strokes: string[]; medians: number[][][] };
    expect(data.strokes.length).toBeGreaterThan(0);
    expect(data.medians).toHaveLength(data.strokes.length);
    const picture = await server.app.request(word.image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    expect((await server.app.request('/api/content/strokes/0000000000000000.json')).status).toBe(404);
    expect((await server.app.request(word.image!.replace('/pictures/', '/strokes/'))).status).toBe(404);
  });
});
