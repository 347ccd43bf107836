import { currentLessonIdOf, type ChildTerm, type LessonAccess, type LessonProgress } from './lessonProgression';

/**
 * Where a child carries on in the curriculum (home's "carry on" button, /lesson
 * without an id), from the category tree of GET parentCategories: parent
 * categories → categories → radicals, each radical with `is_complete` (1 when
 * the child completed every lesson of it).
 *
 * Decision (the spec only says "a way to carry on with the current lesson"):
 * the current radical is the first radical, in the order the home navigation
 * shows them (depth first, as the server sends them), that the child has not
 * completed. It is where the lesson order leads a child who follows the
 * curriculum, and it needs no record of "the last radical opened" (the server
 * keeps none). Once every radical is complete there is none (null).
 *
 * Pure: the shapes are the contract's `Category` and `RadicalSummary`, reduced
 * to what the rule reads.
 */

export interface CurriculumRadical {
  id: number;
  is_complete: 0 | 1;
  /**
   * 1 when the child completed every lesson of the child's school term in it (also when it has
   * none); as `is_complete` without a term chosen (machines/rules/schoolTerm.ts `isTermLesson`).
   */
  term_complete: 0 | 1;
}

export interface CurriculumCategory<R extends CurriculumRadical = CurriculumRadical> {
  children?: CurriculumCategory<R>[];
  radicals?: R[];
}

/** Every radical of the tree, in navigation order (depth first). */
export function radicalsOf<R extends CurriculumRadical>(categories: CurriculumCategory<R>[]): R[] {
  return categories.flatMap((category) => [...(category.radicals ?? []), ...radicalsOf(category.children ?? [])]);
}

/**
 * The radical to carry on with: the first whose lessons of the child's school term are not all
 * completed (issue 29: a child in 二上 carries on with 二上's lessons, radical after radical), else
 * the first not complete; null when every one is (or there are none). Without a term the two are
 * the same: the first radical not complete.
 */
export function currentRadicalOf<R extends CurriculumRadical>(categories: CurriculumCategory<R>[]): R | null {
  const radicals = radicalsOf(categories);
  return radicals.find((radical) => radical.term_complete !== 1) ?? radicals.find((radical) => radical.is_complete !== 1) ?? null;
}

/** How many radicals of a category (and its sub-categories) are complete, out of how many. */
export function completionOf(category: CurriculumCategory): { complete: number; total: number } {
  const radicals = radicalsOf([category]);
  return { complete: radicals.filter((r) => r.is_complete === 1).length, total: radicals.length };
}

/** What home's "go on" button reads of a lesson: the contract's `LessonProgress`, with the server's `access`. */
export type NextWordLesson = LessonProgress & { access?: LessonAccess };

/** The word a child learns next, and whether its explanation was seen already (then its challenge is next). */
export interface NextWordStep {
  lessonId: number;
  wordId: number;
  explained: boolean;
}

/**
 * Home's "go on" (issue 28 §4: one big button, the next word with its picture and sound): in the
 * current lesson of the radical (the lesson track's label: the first one not finished, the
 * child's school term's first when earlier terms' lessons are review), the
 * first word whose explanation was not seen, else the first word not passed. None when that
 * lesson is not open to the child (locked, or needs a membership: the track says why), when only
 * its story or review is left, or when every lesson is finished: then the button leads to the
 * radical's lesson track.
 */
export function nextWordOf(lessons: NextWordLesson[], childTerm: ChildTerm): NextWordStep | null {
  const currentId = currentLessonIdOf(lessons, childTerm);
  const lesson = lessons.find((l) => l.lesson_id === currentId);
  if (!lesson || (lesson.access !== undefined && lesson.access !== 'open')) return null;
  const unexplained = lesson.words.find((w) => w.finish_explaining !== 1);
  if (unexplained) return { lessonId: lesson.lesson_id, wordId: unexplained.word_id, explained: false };
  const unpassed = lesson.words.find((w) => w.is_passed !== 1);
  return unpassed ? { lessonId: lesson.lesson_id, wordId: unpassed.word_id, explained: true } : null;
}
