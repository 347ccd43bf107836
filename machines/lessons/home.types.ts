import type { CurriculumCategory, NextWordLesson, NextWordStep } from '../rules/curriculum';
import type { ChildTerm } from '../rules/lessonProgression';
import type { CallError } from '../types';

/** Home's types (home.machine.ts): what it loads, keeps and is told. */

/** A radical as home draws it: the contract's `RadicalSummary`. */
export interface HomeRadical {
  id: number;
  /** The radical itself, e.g. 木: its picture on home. */
  radical: string;
  name: string;
  english: string;
  is_complete: 0 | 1;
  /** Its lessons of the child's school term completed (as `is_complete` without a term). */
  term_complete: 0 | 1;
}

/** The category tree of GET parentCategories, as far as home reads it. */
export type HomeCategory = CurriculumCategory<HomeRadical>;

/** A word box of the current radical (GET radical/{id}): the go-on button's picture and sound. */
export interface HomeWord {
  id: number;
  word: string;
  /** Its zhuyin, syllables separated by spaces: what the recordings say. */
  zhuyin: string;
  image: string | null;
}

/** The current radical's track: its lessons' progress (GET lesson/schedule/{id}) and its words (GET radical/{id}). */
export interface HomeTrack {
  lessons: NextWordLesson[];
  /** The child's school term the schedule was decided with (its `school_term`): null when none is chosen. */
  schoolTerm: ChildTerm;
  words: HomeWord[];
}

/** The next word: which one, and whether its explanation was seen (then its challenge is next). */
export interface HomeNextWord extends NextWordStep {
  word: HomeWord;
}

export interface HomeContext {
  categories: HomeCategory[] | null;
  /** The radical to carry on with (rules/curriculum.ts `currentRadicalOf`); null once all are complete. */
  radical: HomeRadical | null;
  /** The next word of that radical (rules/curriculum.ts `nextWordOf`); null when none or not loaded. */
  next: HomeNextWord | null;
  error: CallError | null;
}

export type HomeEvent =
  /** The big go-on button: the next word's explanation, else the radical's lesson track. */
  | { type: 'goOn.press' }
  /** The go-on button's sound: the next word, heard. */
  | { type: 'word.play' }
  /** Loading the lessons failed: try again. */
  | { type: 'home.retry' };
