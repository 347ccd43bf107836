import type { LessonProgress, WordProgress } from '../../../machines/rules/lessonProgression';

export const word = (word_id: number, finished = false): WordProgress => ({
  word_id,
  word: `字${word_id}`,
  finish_explaining: finished ? 1 : 0,
  is_passed: finished ? 1 : 0,
});

/** A lesson with its words; `done` finishes everything (explanations, story, words, review). */
export function lesson(lesson_id: number, wordIds: number[], done = false): LessonProgress {
  return {
    lesson_id,
    name: `Lesson ${lesson_id}`,
    story: done ? 1 : 0,
    completion: done ? 1 : 0,
    words: wordIds.map((id) => word(id, done)),
  };
}
