import { describe, expect, it } from 'vitest';
import {
  currentLessonIdOf,
  passRewards,
  challengeNeeds,
  isLessonContentFinished,
  LESSON_NEED_MESSAGES,
  lessonNeedKindOfMessage,
  lessonNeedMessage,
  lessonNeeds,
  isLessonFinished,
  isLessonUnlocked,
  isReviewLesson,
  lessonAccess,
  lockedReasonOf,
  lessonStars,
  MAX_WORDS_PER_LESSON,
  nextLessonId,
  unGetWordOffer,
  validateLessons,
  type ChildTerm,
  type LessonProgress,
} from '../../../machines/rules/lessonProgression';
import { SCHOOL_TERM_CODES } from '../../../machines/rules/schoolTerm';

/**
 * Lesson unlocking and paid access as the server will enforce them (SPEC §4
 * "Lesson ordering", §6): plain function calls, no machine.
 */

function lesson(id: number, done: Partial<{ explained: boolean; story: boolean; passed: boolean; review: boolean }> = {}, words = 2): LessonProgress {
  return {
    lesson_id: id,
    name: `Lesson ${id}`,
    story: done.story ? 1 : 0,
    completion: done.review ? 1 : 0,
    words: Array.from({ length: words }, (_, i) => ({
      word_id: id * 100 + i,
      word: '木',
      finish_explaining: done.explained ? 1 : 0,
      is_passed: done.passed ? 1 : 0,
    })),
  };
}

const finished = { explained: true, story: true, passed: true, review: true };

describe('lessonAccess', () => {
  it('opens the first lesson of a radical to everyone, member or not', () => {
    expect(lessonAccess([lesson(1), lesson(2)], 1, null, null)).toBe('open');
    expect(lessonAccess([lesson(1), lesson(2)], 1, 'monthly', null)).toBe('open');
  });

  it('keeps a lesson locked until the one before it is finished', () => {
    expect(lessonAccess([lesson(1), lesson(2)], 2, 'yearly', null)).toBe('locked');
    expect(lessonAccess([lesson(1, finished), lesson(2)], 2, 'yearly', null)).toBe('open');
  });

  it.each([
    ['an explanation', { ...finished, explained: false }],
    ['the story', { ...finished, story: false }],
    ['a word', { ...finished, passed: false }],
    ['the overall review', { ...finished, review: false }],
  ])('keeps the next lesson locked while %s of the previous one is missing', (_, done) => {
    expect(lessonAccess([lesson(1, done), lesson(2)], 2, 'yearly', null)).toBe('locked');
  });

  it('needs every earlier lesson finished, not only the one just before', () => {
    const lessons = [lesson(1, { ...finished, story: false }), lesson(2, finished), lesson(3)];
    expect(lessonAccess(lessons, 3, 'yearly', null)).toBe('locked');
  });

  it('asks for paid membership before a new lesson, and opens it for a member', () => {
    const lessons = [lesson(1, finished), lesson(2)];
    expect(lessonAccess(lessons, 2, null, null)).toBe('membershipRequired');
    expect(lessonAccess(lessons, 2, 'seasonal', null)).toBe('open');
  });

  it('lets a lesson already started stay open without membership', () => {
    const lessons = [lesson(1, finished), lesson(2, { story: true })];
    expect(lessonAccess(lessons, 2, null, null)).toBe('open');
  });

  it('refuses an unknown lesson', () => {
    expect(lessonAccess([lesson(1, finished)], 9, 'yearly', null)).toBe('locked');
  });
});

describe('the un-get-word offer follows the lesson access (words house, SPEC §8)', () => {
  it.each([
    ['open', 'challenge'],
    ['locked', 'lessonLocked'],
    ['membershipRequired', 'membershipRequired'],
  ] as const)('a word of a lesson that is %s offers %s', (access, offer) => {
    expect(unGetWordOffer({ access })).toBe(offer);
  });

  it('offers the challenge only for an open lesson, from lessonAccess itself', () => {
    expect(unGetWordOffer({ access: lessonAccess([lesson(1), lesson(2)], 2, null, null) })).toBe('lessonLocked');
    expect(unGetWordOffer({ access: lessonAccess([lesson(1)], 1, null, null) })).toBe('challenge');
  });
});

describe('a lesson is finished', () => {
  it('by its explanations, story and words, then its review', () => {
    const content = lesson(1, { explained: true, story: true, passed: true });
    expect(isLessonContentFinished(content)).toBe(true);
    expect(isLessonFinished(content)).toBe(false);
    expect(isLessonFinished(lesson(1, finished))).toBe(true);
    expect(isLessonContentFinished(lesson(1, { explained: true, story: true }))).toBe(false);
  });
});

describe('what a lesson still needs (the checklist, the challenge button and the server share it)', () => {
  it('lists each explanation, the story, then each word, in that order', () => {
    expect(lessonNeeds(lesson(1))).toEqual([
      { kind: 'explanation', wordId: 100 },
      { kind: 'explanation', wordId: 101 },
      { kind: 'story' },
      { kind: 'word', wordId: 100 },
      { kind: 'word', wordId: 101 },
    ]);
  });

  it('drops what is done: one explanation heard, the story reached', () => {
    const partly = lesson(1);
    partly.words[0]!.finish_explaining = 1;
    expect(lessonNeeds(partly).map((n) => n.kind)).toEqual(['explanation', 'story', 'word', 'word']);
    expect(lessonNeeds({ ...lesson(1, { explained: true }), story: 1 })).toEqual([
      { kind: 'word', wordId: 100 },
      { kind: 'word', wordId: 101 },
    ]);
    expect(lessonNeeds(lesson(1, { explained: true, story: true, passed: true }))).toEqual([]);
  });

  it('the challenge needs the story: the words it passes, and so their explanations, it supplies itself', () => {
    expect(challengeNeeds(lesson(1))).toEqual([{ kind: 'story' }]);
    expect(challengeNeeds(lesson(1, { explained: true }))).toEqual([{ kind: 'story' }]);
    expect(challengeNeeds(lesson(1, { story: true }))).toEqual([]);
    // what the challenge's passes leave: nothing, when the story was reached
    const afterChallenge = lesson(1, { story: true, explained: true, passed: true });
    expect(lessonNeeds(afterChallenge)).toEqual([]);
  });

  it('a finished content is exactly nothing needed', () => {
    for (const done of [{}, { explained: true }, { story: true }, { explained: true, story: true }, { explained: true, story: true, passed: true }]) {
      const l = lesson(1, done);
      expect(isLessonContentFinished(l)).toBe(lessonNeeds(l).length === 0);
    }
  });

  it('each need has its own refusal message, read back by the finish screen', () => {
    expect(lessonNeedMessage({ kind: 'story' })).toBe('Play the story of this lesson to its end first');
    expect(new Set(Object.values(LESSON_NEED_MESSAGES)).size).toBe(3);
    for (const need of lessonNeeds(lesson(1))) expect(lessonNeedKindOfMessage(lessonNeedMessage(need))).toBe(need.kind);
    expect(lessonNeedKindOfMessage('Not found')).toBeNull();
    expect(lessonNeedKindOfMessage(null)).toBeNull();
  });
});

describe('the track', () => {
  it('marks finished lessons done, the first unfinished doing, the rest locked', () => {
    const lessons = [lesson(1, finished), lesson(2, { story: true }), lesson(3)];
    expect(lessonStars(lessons, null)).toEqual(['done', 'doing', 'locked']);
    expect(currentLessonIdOf(lessons, null)).toBe(2);
    expect(nextLessonId(lessons, 2)).toBe(3);
    expect(nextLessonId(lessons, 3)).toBeNull();
  });

  it('has no current lesson once every lesson is done', () => {
    const lessons = [lesson(1, finished), lesson(2, finished)];
    expect(lessonStars(lessons, null)).toEqual(['done', 'done']);
    expect(currentLessonIdOf(lessons, null)).toBeNull();
  });
});

describe('validateLessons', () => {
  it('accepts seven word boxes and refuses eight', () => {
    expect(MAX_WORDS_PER_LESSON).toBe(7);
    expect(validateLessons([lesson(1, {}, 7)])).toBeNull();
    expect(validateLessons([lesson(1, {}, 8)])).toMatch(/at most 7/);
  });

  it('refuses a repeated lesson or word', () => {
    expect(validateLessons([lesson(1), lesson(1)])).toMatch(/appears twice/);
    const repeated = lesson(1);
    repeated.words[1]!.word_id = repeated.words[0]!.word_id;
    expect(validateLessons([repeated])).toMatch(/repeats a word/);
  });
});

describe('passRewards', () => {
  it('adds a star and a word for a first collected word, a star for a first completed lesson, nothing for a repeat', () => {
    expect(passRewards({ wordCollected: true, lessonCompleted: false })).toEqual({ stars: 1, words: 1 });
    expect(passRewards({ wordCollected: false, lessonCompleted: true })).toEqual({ stars: 1, words: 0 });
    expect(passRewards({ wordCollected: false, lessonCompleted: false })).toEqual({ stars: 0, words: 0 });
  });
});

describe('the school term opens the way (issue 29: a parent chooses 一上 … 二下)', () => {
  const finished = { explained: true, story: true, passed: true, review: true };
  const termed = (id: number, term: string | null, done: Parameters<typeof lesson>[1] = {}): LessonProgress => ({ ...lesson(id, done), term });
  /** A radical as the curriculum orders it: 一下, 二上, 二上, a lesson on no school list, 二下. */
  const radical = (done: Record<number, boolean> = {}) => [
    termed(1, '1-2', done[1] ? finished : {}),
    termed(2, '2-1', done[2] ? finished : {}),
    termed(3, '2-1', done[3] ? finished : {}),
    termed(4, null, done[4] ? finished : {}),
    termed(5, '2-2', done[5] ? finished : {}),
  ];
  const accessOf = (lessons: LessonProgress[], term: ChildTerm) => lessons.map((l) => lessonAccess(lessons, l.lesson_id, 'monthly', term));

  it('without a term chosen nothing changes: each lesson waits for every lesson before it', () => {
    expect(accessOf(radical(), null)).toEqual(['open', 'locked', 'locked', 'locked', 'locked']);
    expect(currentLessonIdOf(radical(), null)).toBe(1);
    expect(lessonStars(radical(), null)).toEqual(['doing', 'locked', 'locked', 'locked', 'locked']);
  });

  it("a child in 二上: 一下's lesson is review, open, and holds back nothing; 二上's first is where the child carries on", () => {
    const lessons = radical();
    expect(lessons.map((l) => isReviewLesson(l, '2-1'))).toEqual([true, false, false, false, false]);
    expect(accessOf(lessons, '2-1')).toEqual(['open', 'open', 'locked', 'locked', 'locked']);
    expect(currentLessonIdOf(lessons, '2-1')).toBe(2);
    expect(lessonStars(lessons, '2-1')).toEqual(['doing', 'doing', 'locked', 'locked', 'locked']);
    // what holds lesson 3 back is lesson 2, the review lesson never
    expect(lockedReasonOf(lessons, 3, '2-1')?.lessonId).toBe(2);
    expect(lockedReasonOf(lessons, 2, '2-1')).toBeNull();
  });

  it("the child's own term and the later ones keep the order among themselves, a lesson on no list too", () => {
    expect(accessOf(radical({ 2: true }), '2-1')).toEqual(['open', 'open', 'open', 'locked', 'locked']);
    expect(accessOf(radical({ 2: true, 3: true }), '2-1')).toEqual(['open', 'open', 'open', 'open', 'locked']);
    expect(lockedReasonOf(radical({ 2: true, 3: true }), 5, '2-1')?.lessonId).toBe(4);
    expect(accessOf(radical({ 2: true, 3: true, 4: true }), '2-1')).toEqual(['open', 'open', 'open', 'open', 'open']);
  });

  it('the review left unfinished becomes the current lesson once the rest is finished; none when all are', () => {
    expect(currentLessonIdOf(radical({ 2: true, 3: true, 4: true, 5: true }), '2-1')).toBe(1);
    expect(lessonStars(radical({ 2: true, 3: true, 4: true, 5: true }), '2-1')).toEqual(['doing', 'done', 'done', 'done', 'done']);
    expect(currentLessonIdOf(radical({ 1: true, 2: true, 3: true, 4: true, 5: true }), '2-1')).toBeNull();
  });

  it('a child in the first term has no review: the order is the order without a term', () => {
    for (const done of [{}, { 1: true }, { 1: true, 2: true }] as Record<number, boolean>[]) {
      expect(accessOf(radical(done), '1-1')).toEqual(accessOf(radical(done), null));
      expect(lessonStars(radical(done), '1-1')).toEqual(lessonStars(radical(done), null));
    }
  });

  it('a child in 二下: every lesson of grade 1 and 二上 is review; the lesson on no list still waits its turn', () => {
    expect(accessOf(radical(), '2-2')).toEqual(['open', 'open', 'open', 'open', 'locked']);
    expect(currentLessonIdOf(radical(), '2-2')).toBe(4);
  });

  it("the free start is where the child starts, the first lesson of the child's term; other lessons not begun need a plan", () => {
    const free = (lessons: LessonProgress[], term: ChildTerm) => lessons.map((l) => lessonAccess(lessons, l.lesson_id, null, term));
    expect(free(radical(), null)).toEqual(['open', 'locked', 'locked', 'locked', 'locked']);
    expect(free(radical(), '2-1')).toEqual(['membershipRequired', 'open', 'locked', 'locked', 'locked']);
    // in 二下 the first lesson that is not review is the one on no list: where the child starts
    expect(free(radical(), '2-2')).toEqual(['membershipRequired', 'membershipRequired', 'membershipRequired', 'open', 'locked']);
    expect(currentLessonIdOf(radical(), '2-2')).toBe(4);
    // a lesson begun stays open (begun before the term was chosen, or by a member who had a plan)
    const begun = radical();
    begun[0] = { ...begun[0]!, story: 1 };
    expect(free(begun, '2-1')[0]).toBe('open');
    // every lesson review (a child in a term after all of them): the radical's first is the free start
    const old = [termed(1, '1-1'), termed(2, '1-2')];
    expect(free(old, '2-2')).toEqual(['open', 'membershipRequired']);
  });

  it('in every state of the track and for every term: the current lesson is never locked, a review lesson never is', () => {
    for (const term of [null, ...SCHOOL_TERM_CODES]) {
      for (let mask = 0; mask < 32; mask++) {
        const lessons = radical(Object.fromEntries([1, 2, 3, 4, 5].map((id) => [id, ((mask >> (id - 1)) & 1) === 1])));
        const current = currentLessonIdOf(lessons, term);
        if (current !== null) expect(isLessonUnlocked(lessons, current, term), `${term} ${mask}`).toBe(true);
        for (const l of lessons.filter((x) => isReviewLesson(x, term))) expect(isLessonUnlocked(lessons, l.lesson_id, term)).toBe(true);
        expect(lessonStars(lessons, term).every((star, i) => (star === 'locked') === !isLessonUnlocked(lessons, lessons[i]!.lesson_id, term))).toBe(true);
      }
    }
  });
});
