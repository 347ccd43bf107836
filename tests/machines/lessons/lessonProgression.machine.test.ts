import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot } from 'xstate';
import { lessonProgressionMachine, type LessonProgressionInput } from '../../../machines/lessons/lessonProgression.machine';
import { type LessonProgress } from '../../../machines/rules/lessonProgression';
import { MAX_WORDS_PER_LESSON, MEMBERSHIP_REQUIRED_MESSAGE, nextLessonId } from '../../../machines/rules/lessonProgression';
import { lesson } from './lessonProgression.fixtures';

function start(input: Partial<LessonProgressionInput> & { lessons: LessonProgress[] }) {
  const actor = createActor(lessonProgressionMachine, { input: { radicalId: 5, memberType: 'monthly', schoolTerm: null, ...input } });
  actor.start();
  /** Asking for the lesson opens it (a locked one answers with why: not opened). */
  const can = (lessonId: number) => {
    const next = getNextSnapshot(lessonProgressionMachine, actor.getSnapshot(), { type: 'lesson.open', lessonId });
    return next.matches({ track: 'lessonOpen' }) && next.context.openLessonId === lessonId;
  };
  return { actor, can };
}

describe('lesson progression machine', () => {
  it('opens the first lesson and keeps the second locked until the first is finished', () => {
    const { actor, can } = start({ lessons: [lesson(1, [11, 12]), lesson(2, [21])] });
    expect(actor.getSnapshot().matches({ track: 'browsing' })).toBe(true);
    expect(can(1)).toBe(true);
    expect(can(2)).toBe(false);

    // asked for, the locked lesson says why (the notice), then closes back
    actor.send({ type: 'lesson.open', lessonId: 2 });
    expect(actor.getSnapshot().matches({ track: 'locked' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'locked', lessonId: 2 });
    actor.send({ type: 'alert.close' });
    expect(actor.getSnapshot().matches({ track: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();

    actor.send({ type: 'lesson.open', lessonId: 1 });
    expect(actor.getSnapshot().matches({ track: 'lessonOpen' })).toBe(true);
    expect(actor.getSnapshot().context.openLessonId).toBe(1);

    for (const wordId of [11, 12]) {
      actor.send({ type: 'explanation.finish', wordId });
      actor.send({ type: 'word.finish', wordId });
    }
    actor.send({ type: 'story.finish' });
    expect(can(2)).toBe(false);
    actor.send({ type: 'review.complete' });
    expect(can(2)).toBe(true);

    actor.send({ type: 'lesson.open', lessonId: 2 });
    expect(actor.getSnapshot().context.openLessonId).toBe(2);
  });

  describe('each condition alone keeps the next lesson locked', () => {
    const finished = lesson(1, [11, 12], true);
    const cases: [string, LessonProgress][] = [
      ['an explanation not finished', { ...finished, words: [finished.words[0]!, { ...finished.words[1]!, finish_explaining: 0 }] }],
      ['the story not finished', { ...finished, story: 0 }],
      ['a word not finished', { ...finished, words: [{ ...finished.words[0]!, is_passed: 0 }, finished.words[1]!] }],
      ['the review not completed', { ...finished, completion: 0 }],
    ];

    it('opens the next lesson when everything before it is finished', () => {
      expect(start({ lessons: [finished, lesson(2, [21])] }).can(2)).toBe(true);
    });

    for (const [condition, previous] of cases) {
      it(condition, () => {
        const { actor, can } = start({ lessons: [previous, lesson(2, [21])] });
        expect(can(2)).toBe(false);
        actor.send({ type: 'lesson.open', lessonId: 2 });
        expect(actor.getSnapshot().matches({ track: 'locked' })).toBe(true);
        expect(actor.getSnapshot().context.openLessonId).toBeNull();
      });
    }

    it('an earlier lesson not finished, even when the one just before is', () => {
      const { can } = start({ lessons: [lesson(1, [11]), lesson(2, [21], true), lesson(3, [31])] });
      expect(can(3)).toBe(false);
      expect(can(2)).toBe(false);
    });

    it('an unknown lesson never opens', () => {
      expect(start({ lessons: [lesson(1, [11], true)] }).can(99)).toBe(false);
    });
  });

  describe('paid membership', () => {
    const track = [lesson(1, [11], true), lesson(2, [21])];

    it('without it, a new lesson shows the membership message instead of opening', () => {
      const { actor } = start({ lessons: track, memberType: null });

      actor.send({ type: 'lesson.open', lessonId: 2 });

      expect(actor.getSnapshot().matches({ track: 'membershipRequired' })).toBe(true);
      expect(actor.getSnapshot().context.message).toBe('You must join paid membership to continue your journey!');
      expect(MEMBERSHIP_REQUIRED_MESSAGE).toBe('You must join paid membership to continue your journey!');
      expect(actor.getSnapshot().context.openLessonId).toBeNull();

      actor.send({ type: 'alert.close' });
      expect(actor.getSnapshot().matches({ track: 'browsing' })).toBe(true);
      expect(actor.getSnapshot().context.message).toBeNull();
    });

    it('the alert closes back onto the lesson that was open', () => {
      const { actor } = start({ lessons: track, memberType: null });
      actor.send({ type: 'lesson.open', lessonId: 1 });
      actor.send({ type: 'lesson.open', lessonId: 2 });
      actor.send({ type: 'alert.close' });
      expect(actor.getSnapshot().matches({ track: 'lessonOpen' })).toBe(true);
      expect(actor.getSnapshot().context.openLessonId).toBe(1);
    });

    it('with it, the new lesson opens', () => {
      for (const memberType of ['monthly', 'seasonal', 'yearly'] as const) {
        const { actor } = start({ lessons: track, memberType });
        actor.send({ type: 'lesson.open', lessonId: 2 });
        expect(actor.getSnapshot().matches({ track: 'lessonOpen' })).toBe(true);
        expect(actor.getSnapshot().context.message).toBeNull();
      }
    });

    it('is not needed for the first lesson, nor for lessons already started or done', () => {
      const started = { ...lesson(2, [21]), story: 1 as const };
      const { actor } = start({ lessons: [lesson(1, [11], true), started, lesson(3, [31])], memberType: null });
      actor.send({ type: 'lesson.open', lessonId: 1 });
      expect(actor.getSnapshot().context.openLessonId).toBe(1);
      actor.send({ type: 'lesson.open', lessonId: 2 });
      expect(actor.getSnapshot().context.openLessonId).toBe(2);

      const fresh = start({ lessons: [lesson(1, [11])], memberType: null });
      fresh.actor.send({ type: 'lesson.open', lessonId: 1 });
      expect(fresh.actor.getSnapshot().matches({ track: 'lessonOpen' })).toBe(true);
    });
  });

  it('shows done, doing and locked stars and moves the current-lesson label', () => {
    const { actor } = start({ lessons: [lesson(1, [11], true), lesson(2, [21]), lesson(3, [31])] });
    expect(actor.getSnapshot().context.stars).toEqual(['done', 'doing', 'locked']);
    expect(actor.getSnapshot().context.currentLessonId).toBe(2);

    actor.send({ type: 'lesson.open', lessonId: 2 });
    actor.send({ type: 'explanation.finish', wordId: 21 });
    actor.send({ type: 'word.finish', wordId: 21 });
    actor.send({ type: 'story.finish' });
    expect(actor.getSnapshot().context.stars).toEqual(['done', 'doing', 'locked']);
    actor.send({ type: 'review.complete' });
    expect(actor.getSnapshot().context.stars).toEqual(['done', 'done', 'doing']);
    expect(actor.getSnapshot().context.currentLessonId).toBe(3);
    expect(nextLessonId(actor.getSnapshot().context.lessons, 2)).toBe(3);
    expect(nextLessonId(actor.getSnapshot().context.lessons, 3)).toBeNull();

    const allDone = start({ lessons: [lesson(1, [11], true), lesson(2, [21], true)] });
    expect(allDone.actor.getSnapshot().context.stars).toEqual(['done', 'done']);
    expect(allDone.actor.getSnapshot().context.currentLessonId).toBeNull();
  });

  it('takes the review only once explanations, story and words of the lesson are finished', () => {
    const { actor } = start({ lessons: [lesson(1, [11])] });
    actor.send({ type: 'lesson.open', lessonId: 1 });
    const canReview = () => actor.getSnapshot().can({ type: 'review.complete' });

    expect(canReview()).toBe(false);
    actor.send({ type: 'explanation.finish', wordId: 11 });
    actor.send({ type: 'story.finish' });
    expect(canReview()).toBe(false);
    actor.send({ type: 'review.complete' });
    expect(actor.getSnapshot().context.lessons[0]!.completion).toBe(0);
    actor.send({ type: 'word.finish', wordId: 11 });
    expect(canReview()).toBe(true);
    actor.send({ type: 'review.complete' });
    expect(actor.getSnapshot().context.lessons[0]!.completion).toBe(1);
  });

  it('applies progress to the open lesson only, and only for its own words', () => {
    const { actor } = start({ lessons: [lesson(1, [11]), lesson(2, [21])] });
    expect(actor.getSnapshot().can({ type: 'story.finish' })).toBe(false);
    actor.send({ type: 'lesson.open', lessonId: 1 });
    expect(actor.getSnapshot().can({ type: 'word.finish', wordId: 21 })).toBe(false);
    actor.send({ type: 'word.finish', wordId: 21 });
    actor.send({ type: 'explanation.finish', wordId: 21 });
    expect(actor.getSnapshot().context.lessons[1]).toEqual(lesson(2, [21]));

    actor.send({ type: 'lesson.close' });
    expect(actor.getSnapshot().matches({ track: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.openLessonId).toBeNull();
  });

  describe('at most seven word boxes per lesson', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

    it('accepts seven words', () => {
      const { actor } = start({ lessons: [lesson(1, ids(MAX_WORDS_PER_LESSON))] });
      expect(MAX_WORDS_PER_LESSON).toBe(7);
      expect(actor.getSnapshot().matches('track')).toBe(true);
      expect(actor.getSnapshot().context.inputError).toBeNull();
    });

    it('refuses eight', () => {
      const { actor, can } = start({ lessons: [lesson(1, [11], true), lesson(2, ids(8))] });
      expect(actor.getSnapshot().value).toBe('invalid');
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.inputError).toBe('Lesson 2 has 8 words; a lesson holds at most 7');
      expect(can(1)).toBe(false);
    });

    it('refuses a repeated word or lesson', () => {
      expect(start({ lessons: [lesson(1, [11, 11])] }).actor.getSnapshot().context.inputError).toBe(
        'Lesson 1 repeats a word',
      );
      expect(start({ lessons: [lesson(1, [11]), lesson(1, [12])] }).actor.getSnapshot().value).toBe('invalid');
    });
  });
});
