import type { SchoolListProblem, SchoolWordState, UnderstoodWord } from '../rules/schoolList';

export type { ListReading, UnderstoodWord } from '../rules/schoolList';
import type { CallError } from '../types';

/** The school list machine's shapes (issue 30 §1): the calls' data, its input, context and events. */

export interface UnderstoodList {
  words: UnderstoodWord[];
  repeated: string[];
  ignored: string[];
  same_as: { id: number; name: string } | null;
}

export interface SchoolListWord {
  tw: string;
  cn: string;
  zhuyin: string;
  pinyin: string;
  word_id: number | null;
  no_strokes: string[];
  /** Not yet practised, practising, ready for the dictation (`schoolWordState`). */
  state: SchoolWordState;
  /**
   * Its latest dictation (`latestDictation`): right or not, the wrong strokes (from 1) per character,
   * and what was written (rules/handwriting.ts traces per character; null if not kept); null before the first.
   */
  last_dictation: { day: string; correct: boolean; wrong_strokes: { char: number; strokes: number[] }[]; written: string[][] | null } | null;
  /** When its own spaced-review memory is due again (each dictation reviews it); null before its first dictation. */
  due_at: string | null;
  /** 1 once `due_at` has come (`isListWordDue`). */
  is_due: 0 | 1;
}

export interface SchoolList {
  id: number;
  name: string;
  dictation_day: string | null;
  /** 1: the dictation shows each word's reading. */
  dictation_reading: 0 | 1;
  created_at: string;
  /** Every word ready for the dictation. */
  ready: boolean;
  words: SchoolListWord[];
}

export interface LoadListsInput {
  childId: number;
}
export interface UnderstandListInput {
  childId: number;
  text: string;
}
export interface SaveListInput {
  childId: number;
  name: string;
  dictationDay: string | null;
  /** The dictation shows each word's reading. */
  dictationReading: boolean;
  words: { text: string; zhuyin: string }[];
}
export interface DeleteListInput {
  childId: number;
  listId: number;
}

export interface SchoolListInput {
  childId: number;
  /** The family's calendar day (`YYYY-MM-DD`): the earliest dictation day. */
  today: string;
}

export interface SchoolListContext {
  childId: number;
  today: string;
  lists: SchoolList[];
  /** The draft: the text as written, the list's name and dictation day. */
  text: string;
  name: string;
  day: string | null;
  /** The parent lets the dictation show each word's zhuyin or pinyin (off unless chosen). */
  reading: boolean;
  /** Why the text is no list (the shared rule), after a `list.read` it refused. */
  problem: SchoolListProblem | null;
  /** What the server understood, while reviewing it. */
  understood: UnderstoodList | null;
  /** The reading chosen for each understood word (zhuyin), null while the parent has not chosen. */
  chosen: (string | null)[];
  /** The list asked to be deleted. */
  deletingId: number | null;
  error: CallError | null;
  notice: { kind: 'saved' | 'deleted'; name: string } | null;
}

export type SchoolListEvent =
  | { type: 'list.type'; text: string }
  | { type: 'list.name'; name: string }
  | { type: 'list.day'; day: string | null }
  /** The dictation shows each word's reading, or not. */
  | { type: 'list.reading'; shown: boolean }
  | { type: 'list.read' }
  | { type: 'reading.choose'; index: number; zhuyin: string }
  | { type: 'word.drop'; index: number }
  | { type: 'list.edit' }
  | { type: 'list.save' }
  | { type: 'list.delete'; listId: number }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' }
  | { type: 'lists.retry' };

