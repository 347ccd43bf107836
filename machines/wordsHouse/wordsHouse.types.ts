import type { LessonAccess } from '../rules/lessonProgression';
import type { WordLevel } from '../rules/words';
import type { CallError } from '../types';

/** The words house's types (wordsHouse.machine.ts): its words, context, events and what it asks the root for. */

/** A word of the house, from GET learned/words (`Word`) or the map call (`WordsMapEntry`). */
export interface HouseWord {
  id: number;
  radical_id: number;
  lesson_id: number;
  /** The character(s) in the member's script. */
  word: string;
  pinyin: string;
  zhuyin: string;
  /** pinyin or zhuyin, as the member's phonetic_symbol says. */
  phonetic: string;
  english: string;
  image: string | null;
  level: WordLevel;
  is_collected: 0 | 1;
  is_due: 0 | 1;
  /**
   * Whether the child may open the word's lesson now (the map call's `access`). A collected
   * word's is always open (GET learned/words): its lesson was open when it was passed, and a
   * lesson once open stays open (finished lessons stay finished, a started one is not new).
   */
  access: LessonAccess;
}

/** What the words house asks the root for (its `challenge.open { request }`). */
export type WordsHouseChallengeRequest =
  | { game: 'word'; radicalId: number; lessonId: number; wordId: number; from: 'wordsHouse' }
  | { game: 'words'; wordIds: number[] };

export interface WordsHouseContext {
  /** The child's learned words, due for review first (empty until loaded). */
  words: HouseWord[];
  /** The search box as typed. */
  query: string;
  /** The text the shown results answer; '' before a search. */
  searchedFor: string;
  /** The words found for `searchedFor` (kept on screen while the next text is searched); null before a search. */
  results: HouseWord[] | null;
  /** The word of the un-get-word modal. */
  selected: HouseWord | null;
  /** The failed load of the learned words. */
  error: CallError | null;
  /** The failed search. */
  searchError: CallError | null;
}

export type WordsHouseEvent =
  | { type: 'words.retry' }
  | { type: 'search.change'; text: string }
  | { type: 'search.clear' }
  | { type: 'search.retry' }
  | { type: 'word.open'; wordId: number }
  | { type: 'words.play'; wordIds: number[] }
  | { type: 'challenge.start' }
  | { type: 'levels.open' }
  | { type: 'modal.close' }
  | { type: 'page.scrolled'; y: number }
  | { type: 'page.toTop' };

export interface SearchWordsInput {
  search: string;
}

export type EventOf<T extends WordsHouseEvent['type']> = Extract<WordsHouseEvent, { type: T }>;
