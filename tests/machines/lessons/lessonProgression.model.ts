import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectLessonProgression } from '../../../machines/lessons/lessonProgression.connect';
import {
  lessonProgressionMachine,
  type LessonProgressionContext,
  type LessonProgressionEvent,
  type LessonProgressionInput,
} from '../../../machines/lessons/lessonProgression.machine';
import { MEMBERSHIP_REQUIRED_MESSAGE, type LessonNeed } from '../../../machines/rules/lessonProgression';
import { lesson } from './lessonProgression.fixtures';
import { defineModel, type ModelFamily } from '../models';

/**
 * Model paths of the lesson track: one per transition, for a free member whose
 * second lesson is new (so every state is reachable: open, browse, the
 * membership alert), for the same member's child in 二上 whose first lesson is of
 * 一下 (review: lesson 2 is open by the order from the start, and current), and for a
 * lesson of eight words (invalid). Replayed on a real actor (the machine is pure:
 * nothing to fake).
 *
 * At every step the track (`connectLessonProgression`) is checked against what
 * the path says a learner sees: stars done / doing / locked, the current-lesson
 * label, which lessons open, the membership alert, the open lesson, and when
 * the review is offered; the open lesson's checklist (its explanation, its story, the
 * challenge ready only when both are done); the challenge button starting the challenge
 * (the app's `startChallenge`) only when nothing is missing, else the notice of what is;
 * and lesson 2 asked for while locked answering with why (lesson 1 and what it still needs).
 */

const events: LessonProgressionEvent[] = [
  { type: 'lesson.open', lessonId: 1 },
  { type: 'lesson.open', lessonId: 2 },
  { type: 'lesson.close' },
  { type: 'explanation.finish', wordId: 11 },
  { type: 'word.finish', wordId: 11 },
  { type: 'story.finish' },
  { type: 'review.complete' },
  { type: 'challenge.start' },
  { type: 'alert.close' },
];

function family(name: string, input: LessonProgressionInput, valid: boolean): ModelFamily {
  return {
    name,
    paths: {
      input,
      events,
      prefix: `${name}: `,
      contextKey: (context: LessonProgressionContext) => [context.lessons, context.openLessonId],
    },
    start: (inspect) => {
      const started: { radicalId: number; lessonId: number }[] = [];
      const machine = lessonProgressionMachine.provide({ actions: { startChallenge: (_, params) => void started.push(params) } });
      const actor = createActor(machine, { input, inspect }).start();
      // What the track should show, worked out from the path alone: lesson 1 has one word (11),
      // lesson 2 is new and this member has no membership, so it shows the alert once lesson 1
      // is finished, and why it is locked before.
      const done = { explained: false, passed: false, story: false, review: false };
      let open: number | null = null;
      let alert: string | null = null;
      let notice: 'locked' | 'needs' | null = null;
      let starts = 0;
      const lessonOneFinished = () => done.explained && done.passed && done.story && done.review;
      const lessonOneNeeds = (): LessonNeed[] => [
        ...(done.explained ? [] : [{ kind: 'explanation' as const, wordId: 11 }]),
        ...(done.story ? [] : [{ kind: 'story' as const }]),
        ...(done.passed ? [] : [{ kind: 'word' as const, wordId: 11 }]),
      ];
      return {
        actor,
        machine,
        fakes: {},
        check: (snapshot, event: EventObject) => {
          const { lessonId, wordId } = event as { lessonId?: number; wordId?: number };
          // Opening works from the track, alert or notice or not: lesson 1 opens (closing either),
          // lesson 2 alerts once lesson 1 is finished, else says why it is locked.
          const working = alert === null && notice === null;
          if (valid && event.type === 'lesson.open' && lessonId === 1) [open, alert, notice] = [1, null, null];
          else if (valid && event.type === 'lesson.open' && lessonId === 2) {
            if (lessonOneFinished()) [alert, notice] = [MEMBERSHIP_REQUIRED_MESSAGE, null];
            else [alert, notice] = [null, 'locked'];
          } else if (valid && working) {
            if (event.type === 'lesson.close') open = null;
            if (open === 1 && event.type === 'explanation.finish' && wordId === 11) done.explained = true;
            if (open === 1 && event.type === 'word.finish' && wordId === 11) done.passed = true;
            if (open === 1 && event.type === 'story.finish') done.story = true;
            if (open === 1 && event.type === 'review.complete' && done.explained && done.passed && done.story) done.review = true;
            if (open === 1 && event.type === 'challenge.start') {
              if (done.story) starts += 1;
              else notice = 'needs';
            }
          } else if (event.type === 'alert.close') {
            [alert, notice] = [null, null];
          }

          const view = connectLessonProgression(snapshot as never);
          expect(view.invalid, 'eight words cannot be shown').toBe(!valid);
          if (!valid) {
            expect(view.lessons.map((l) => l.canOpen), 'nothing opens').toEqual([false]);
            return;
          }
          const finished = lessonOneFinished();
          expect(view.lessons.map((l) => l.star), 'stars: done, then doing, then locked').toEqual(
            finished ? ['done', 'doing'] : ['doing', 'locked'],
          );
          expect(view.lessons.map((l) => l.current), 'the current-lesson label').toEqual(finished ? [false, true] : [true, false]);
          expect(view.lessons.map((l) => l.canOpen), 'lesson 2 always answers: the alert, or why it is locked').toEqual([true, true]);
          expect(view.lessons.map((l) => l.access), 'why a lesson opens or not, said before it is tapped').toEqual(
            finished ? ['open', 'membershipRequired'] : ['open', 'locked'],
          );
          expect(view.nextLessonId, 'the next-lesson link: the lesson after lesson 1, the last has none').toBe(
            (open ?? (finished ? 2 : 1)) === 1 ? 2 : null,
          );
          expect(view.alert, 'the membership alert').toBe(alert);
          expect(view.openLessonId, 'the lesson being worked on (beneath a notice too)').toBe(alert === null ? open : null);
          expect(view.canCompleteReview, 'the review is offered once the rest of lesson 1 is finished').toBe(
            alert === null && notice === null && open === 1 && done.explained && done.passed && done.story,
          );
          expect(view.checklist, 'the checklist before the challenge: the explanation, the story, then the challenge').toEqual(
            alert === null && open === 1
              ? {
                  lessonId: 1,
                  explanations: [{ wordId: 11, done: done.explained }],
                  story: done.story,
                  challengeReady: done.story,
                }
              : null,
          );
          expect(view.notice, 'the notice: why lesson 2 is locked, or what the challenge still needs').toEqual(
            notice === 'locked'
              ? { kind: 'locked', lessonId: 2, reason: { lessonId: 1, needs: lessonOneNeeds(), review: !done.review } }
              : notice === 'needs'
                ? { kind: 'needs', lessonId: 1, needs: lessonOneNeeds().filter((need) => need.kind === 'story') }
                : null,
          );
          expect(started, 'the challenge starts only with nothing missing before it').toEqual(
            Array(starts).fill({ radicalId: 5, lessonId: 1 }),
          );
        },
      };
    },
  };
}

/**
 * A free member's child in 二上, lesson 1 of 一下 (review) with the word 11, lesson 2 of 二上 without
 * words: the order holds nothing back, lesson 2 is where the child starts and the free start (open,
 * current), lesson 1 is review not begun, behind the paid wall (its alert, never opened). Progress
 * goes to lesson 2: its story, then its review; the word 11 is not lesson 2's and changes nothing.
 */
function termFamily(): ModelFamily {
  const name = 'a free member, a child in 二上';
  const input: LessonProgressionInput = {
    radicalId: 5,
    memberType: null,
    schoolTerm: '2-1',
    lessons: [{ ...lesson(1, [11]), term: '1-2' }, { ...lesson(2, []), term: '2-1' }],
  };
  return {
    name,
    paths: { input, events, prefix: `${name}: `, contextKey: (context: LessonProgressionContext) => [context.lessons, context.openLessonId] },
    start: (inspect) => {
      const started: { radicalId: number; lessonId: number }[] = [];
      const machine = lessonProgressionMachine.provide({ actions: { startChallenge: (_, params) => void started.push(params) } });
      const actor = createActor(machine, { input, inspect }).start();
      const two = { story: false, review: false };
      let open: number | null = null;
      let alert: string | null = null;
      let notice: 'needs' | null = null;
      let starts = 0;
      return {
        actor,
        machine,
        fakes: {},
        check: (snapshot, event: EventObject) => {
          const { lessonId } = event as { lessonId?: number };
          const working = alert === null && notice === null;
          // lesson 1 answers with the alert; the lesson open beneath stays open (alert.close goes back to it)
          if (event.type === 'lesson.open' && lessonId === 1) [alert, notice] = [MEMBERSHIP_REQUIRED_MESSAGE, null];
          else if (event.type === 'lesson.open' && lessonId === 2) [open, alert, notice] = [2, null, null];
          else if (working) {
            if (event.type === 'lesson.close') open = null;
            if (open === 2 && event.type === 'story.finish') two.story = true;
            if (open === 2 && event.type === 'review.complete' && two.story) two.review = true;
            if (open === 2 && event.type === 'challenge.start') {
              if (two.story) starts += 1;
              else notice = 'needs';
            }
          } else if (event.type === 'alert.close') {
            [alert, notice] = [null, null];
          }

          const view = connectLessonProgression(snapshot as never);
          const finished = two.story && two.review;
          expect(view.lessons.map((l) => l.star), 'stars: neither locked (lesson 1 is review)').toEqual(['doing', finished ? 'done' : 'doing']);
          expect(view.lessons.map((l) => l.current), "the current-lesson label: the child's term's lesson, then the review left").toEqual(
            finished ? [true, false] : [false, true],
          );
          expect(view.lessons.map((l) => l.access), 'lesson 2 is the free start; lesson 1, review not begun, needs a plan').toEqual([
            'membershipRequired',
            'open',
          ]);
          expect(view.alert, 'the membership alert').toBe(alert);
          expect(view.openLessonId, 'the lesson being worked on').toBe(alert === null ? open : null);
          expect(view.nextLessonId, 'the next-lesson link').toBe((open ?? (finished ? 1 : 2)) === 1 ? 2 : null);
          expect(view.checklist).toEqual(alert === null && open === 2 ? { lessonId: 2, explanations: [], story: two.story, challengeReady: two.story } : null);
          expect(view.notice).toEqual(notice === 'needs' ? { kind: 'needs', lessonId: 2, needs: two.story ? [] : [{ kind: 'story' }] } : null);
          expect(view.canCompleteReview).toBe(alert === null && notice === null && open === 2 && two.story);
          expect(started).toEqual(Array(starts).fill({ radicalId: 5, lessonId: 2 }));
        },
      };
    },
  };
}

export const model = defineModel({
  machine: lessonProgressionMachine,
  families: [
    // Lesson 2 is new and the member has no membership: every state is reachable.
    family('a free member', { radicalId: 5, memberType: null, schoolTerm: null, lessons: [lesson(1, [11]), lesson(2, [])] }, true),
    termFamily(),
    family('eight words', { radicalId: 5, memberType: 'monthly', schoolTerm: null, lessons: [lesson(1, [1, 2, 3, 4, 5, 6, 7, 8])] }, false),
  ],
});
