import type { Kysely } from 'kysely';
import { listMemoryRating } from '../../../machines/rules/schoolList';
import type { CurriculumLesson } from '../content/curriculum';
import type { ContentStore } from '../content/store';
import type { Database } from '../db/schema';
import { writtenWordView } from '../school/writtenWords';
import { reviewCollectedWord } from './progress';
import type { Viewer } from './views';

/**
 * A curriculum lesson's dictation (issue 30 §2 "a 聽寫 mode for any list or lesson"): the lesson's
 * words played as a school list's dictation plays them, each heard and written from memory. The
 * app's dictation machine takes either source (machines/dictation/dictation.machine.ts); only the
 * calls differ (GET lessons/{id}/dictation, POST lessons/{id}/dictation/results, routes.ts), and
 * only for a lesson the child may open (`openLessonProgress`), as its challenge.
 */

/** The lesson as its dictation plays it: the shape of a list's lesson, the words in the lesson's order. */
export function lessonDictationView(content: ContentStore, lesson: CurriculumLesson, viewer: Viewer) {
  return {
    id: lesson.id,
    name: lesson.title[viewer.script],
    dictation_day: null,
    // a lesson's dictation shows nothing but the boxes: only a list's parent may allow the reading
    dictation_reading: 0 as const,
    // a word's position is its place in the lesson, as the result names it
    words: lesson.word_ids.flatMap((id, position) => {
      const word = content.words.get(id);
      if (!word) return [];
      const view = writtenWordView(
        content,
        {
          tw: word.tw.text,
          cn: word.cn.text,
          // the lesson's own reading in the child's script (cn: the mainland's), as its lesson shows it
          zhuyin: word[viewer.script].zhuyin.join(' '),
          pinyin: word[viewer.script].pinyin.join(' '),
          word_id: word.id,
          state: 'notYet',
        },
        position,
        viewer,
      );
      return [view];
    }),
  };
}

/** A word of a lesson's dictation as the app sends it (the fields of writtenWords.ts `writtenResultFields`). */
export interface LessonDictationResult {
  mistakes: number;
  wrong_strokes: { char: number; strokes: number[] }[];
  written?: string[][];
}

/**
 * A word of the lesson written in its dictation, in one transaction: the result kept for the parent's
 * week, and the word's curriculum memory reviewed when the child has collected it, rated as a list's
 * dictation is (`listMemoryRating`). Right when nothing went wrong.
 */
export async function recordLessonDictation(
  db: Kysely<Database>,
  input: { childId: number; lessonId: number; wordId: number; result: LessonDictationResult; day: string; now: Date },
): Promise<{ correct: boolean }> {
  const { result, now } = input;
  const correct = result.mistakes === 0 && result.wrong_strokes.every((wrong) => wrong.strokes.length === 0);
  const rating = listMemoryRating({ mode: 'dictation', ...result });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lesson_dictation_results')
      .values({
        child_id: input.childId,
        lesson_id: input.lessonId,
        word_id: input.wordId,
        correct: correct ? 1 : 0,
        mistakes: result.mistakes,
        wrong_strokes: JSON.stringify(result.wrong_strokes.filter((wrong) => wrong.strokes.length > 0)),
        written: result.written ? JSON.stringify(result.written) : null,
        day: input.day,
        created_at: now.toISOString(),
      })
      .execute();
    if (rating !== null) await reviewCollectedWord(trx, input.childId, input.wordId, rating, now);
  });
  return { correct };
}
