import { TERMS, type SchoolList, type Term } from './coverage';

/**
 * The school term of each lesson (issue 29: "ordered so that a grade's characters come before
 * the next grade's"), derived from the school lists, never written by hand:
 *
 * - a character's term is the first term in which any of the three publishers asks a child to
 *   write it (一上 before 一下 before 二上 before 二下);
 * - a lesson's term is the latest of its characters' terms: the term by which a child of any
 *   of the three books has met every character it writes; characters on no publisher's list
 *   (鯨, 鸚) do not move it, and a lesson of such characters only has none (null);
 * - within a radical the build orders the lessons by term, a lesson without one last, in the
 *   source's order otherwise: a grade-1 child meets the grade-1 lessons of a radical first.
 */

export type LessonTerm = Term | null;

/** Each character on a publisher's list → the first term that asks for it. Pure. */
export function characterTerms(lists: readonly SchoolList[]): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const list of lists) {
    if (list.kind !== 'textbook') continue;
    for (const c of list.lessons.flatMap((lesson) => [...lesson.characters])) {
      const known = terms.get(c);
      if (!known || TERMS.indexOf(list.term) < TERMS.indexOf(known)) terms.set(c, list.term);
    }
  }
  return terms;
}

/** The term of a lesson that writes `characters`: the latest of theirs, null when none has one. */
export function lessonTerm(characters: Iterable<string>, terms: ReadonlyMap<string, Term>): LessonTerm {
  let latest: LessonTerm = null;
  for (const c of characters) {
    const term = terms.get(c);
    if (term && (latest === null || TERMS.indexOf(term) > TERMS.indexOf(latest))) latest = term;
  }
  return latest;
}

/** Where a term sorts: its place in the school year, a lesson without a term after all. */
export function termRank(term: LessonTerm): number {
  return term === null ? TERMS.length : TERMS.indexOf(term);
}

/** The items ordered by their term, each term's in the order given (a stable sort). */
export function orderByTerm<T>(items: readonly T[], termOf: (item: T) => LessonTerm): T[] {
  return items
    .map((item, index) => ({ item, index, rank: termRank(termOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
