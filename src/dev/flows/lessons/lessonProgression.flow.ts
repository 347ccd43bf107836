import { lessonProgressionMachine, type LessonProgressionEvent, type LessonProgressionInput } from '../../../../machines/lessons/lessonProgression.machine';
import { type LessonProgress } from '../../../../machines/rules/lessonProgression';
import type { FlowDefinition, FlowEvents } from '../types';

/** Lesson 1 done, lesson 2 begun (story seen, one word explained), lesson 3 new. */
const lessons: LessonProgress[] = [
  {
    lesson_id: 1,
    name: '水 1',
    story: 1,
    completion: 1,
    words: [
      { word_id: 11, word: '水', finish_explaining: 1, is_passed: 1 },
      { word_id: 12, word: '河', finish_explaining: 1, is_passed: 1 },
    ],
  },
  {
    lesson_id: 2,
    name: '水 2',
    story: 1,
    completion: 0,
    words: [
      { word_id: 21, word: '海', finish_explaining: 1, is_passed: 0 },
      { word_id: 22, word: '湖', finish_explaining: 0, is_passed: 0 },
    ],
  },
  {
    lesson_id: 3,
    name: '水 3',
    story: 0,
    completion: 0,
    words: [{ word_id: 31, word: '洗', finish_explaining: 0, is_passed: 0 }],
  },
];

const events: FlowEvents<LessonProgressionEvent> = [
  { label: 'Open lesson 1', event: { type: 'lesson.open', lessonId: 1 } },
  { label: 'Open lesson 2', event: { type: 'lesson.open', lessonId: 2 } },
  { label: 'Open lesson 3', event: { type: 'lesson.open', lessonId: 3 } },
  { label: 'Explanation of 湖 finished', event: { type: 'explanation.finish', wordId: 22 } },
  { label: 'Word 海 finished', event: { type: 'word.finish', wordId: 21 } },
  { label: 'Word 湖 finished', event: { type: 'word.finish', wordId: 22 } },
  { label: 'Story finished', event: { type: 'story.finish' } },
  { label: 'Review completed', event: { type: 'review.complete' } },
  { label: 'Start the challenge (or hear what is missing)', event: { type: 'challenge.start' } },
  { label: 'Close the lesson', event: { type: 'lesson.close' } },
  { label: 'Close the alert or notice', event: { type: 'alert.close' } },
];

const input: LessonProgressionInput = { radicalId: 5, memberType: null, schoolTerm: null, lessons };

export const flow: FlowDefinition = {
  id: 'lessonProgression',
  title: 'Lesson progression',
  description:
    'A free member on the lessons of 水. Lesson 3 stays locked until lesson 2 is finished: the explanation of 湖, ' +
    'both words, then the review (taken only after the rest). Opening lesson 3 then shows the paid-membership ' +
    'message, since it is a new lesson; asked for before, it says why it is locked. The challenge starts only with the explanations and the story done, else it says what is missing. Watch `stars`, `currentLessonId` and `notice` in the context.',
  machine: lessonProgressionMachine,
  input,
  events,
};
