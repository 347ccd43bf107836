import type { SnapshotFrom } from 'xstate';
import type { WordLevel } from '../rules/words';
import { MEMBERSHIP_REQUIRED_MESSAGE } from '../rules/lessonProgression';
import { MAX_CHALLENGE_WORDS, type wordsHouseMachine } from './wordsHouse.machine';
import { unGetWordOffer, type UnGetWordOffer } from '../rules/lessonProgression';
import type { HouseWord } from './wordsHouse.types';

/**
 * What /words-house shows, read from a wordsHouse snapshot. Pure: the page
 * renders it and sends events.
 *
 * The map groups the words by level, the words due for review first:
 * "time to review" (due now), then red (mastered), pink (remembered), yellow
 * (still learning) and white (not collected yet: only search results have
 * them), the order of the level indicator. Within a group the words keep the
 * server's order (learned words: the most overdue first; search results: the
 * curriculum's order). Grouping by radical was the other choice; the level
 * is what the child acts on (what to review, what is mastered), and the
 * words carry no radical names.
 */

export type WordGroupKey = 'due' | WordLevel;

/** The order of the groups on the map. */
export const GROUP_ORDER: readonly WordGroupKey[] = ['due', 'red', 'pink', 'yellow', 'white'];

export interface WordGroupView {
  key: WordGroupKey;
  words: HouseWord[];
  /** The words a several-word challenge of this group plays (the first ones); empty: no such challenge. */
  playIds: number[];
}

export interface LevelCounts {
  red: number;
  pink: number;
  yellow: number;
  /** Of the yellow words, those due for review now. */
  due: number;
}

export interface WordsHouseView {
  loading: boolean;
  /** The learned words could not be loaded: the retry button shows. */
  loadFailed: boolean;
  /** The search box's text. */
  query: string;
  /** A search text is in the box: the map shows what the search found. */
  inSearch: boolean;
  /** The child is typing or the search is on its way. */
  searching: boolean;
  /** The search failed: the retry button shows. */
  searchFailed: boolean;
  /** The text the shown results answer. */
  searchedFor: string;
  /** The search answered the text in the box with no word. */
  nothingFound: boolean;
  /** Loaded, no search, and the child has not collected a word yet: how to fill the house. */
  empty: boolean;
  /** The map: groups in `GROUP_ORDER`, only those with words. */
  groups: WordGroupView[];
  /** The child's collected words per level (the level indicator). */
  counts: LevelCounts;
  levelInfoOpen: boolean;
  /** The word of the un-get-word modal, when it is open. */
  unGetWord: HouseWord | null;
  /**
   * What the open un-get-word modal offers: the challenge button (`challenge`), or instead a note
   * that the word's lesson comes later (`lessonLocked`) or the paid-membership message
   * (`membershipRequired`, no purchase link: the store is behind the parent gate).
   */
  unGetWordOffer: UnGetWordOffer | null;
  /** The message id the modal shows for `membershipRequired` (the server's own), else null. */
  unGetWordMessage: string | null;
  backToTopShown: boolean;
}

function groupOf(word: HouseWord): WordGroupKey {
  if (word.is_collected === 0) return 'white';
  if (word.is_due === 1) return 'due';
  return word.level;
}

/** The map's groups of `words`, due first, then by level; empty groups left out. */
export function groupWords(words: HouseWord[]): WordGroupView[] {
  return GROUP_ORDER.map((key) => {
    const members = words.filter((word) => groupOf(word) === key);
    const playIds = key === 'white' ? [] : members.slice(0, MAX_CHALLENGE_WORDS).map((word) => word.id);
    return { key, words: members, playIds };
  }).filter((group) => group.words.length > 0);
}

export function levelCounts(words: HouseWord[]): LevelCounts {
  const collected = words.filter((word) => word.is_collected === 1);
  const count = (level: WordLevel) => collected.filter((word) => word.level === level).length;
  return {
    red: count('red'),
    pink: count('pink'),
    yellow: count('yellow'),
    due: collected.filter((word) => word.is_due === 1).length,
  };
}

export function connectWordsHouse(snapshot: SnapshotFrom<typeof wordsHouseMachine>): WordsHouseView {
  const { context } = snapshot;
  const ready = snapshot.matches({ house: 'ready' });
  const inSearch = ready && !snapshot.matches({ house: { ready: 'browsing' } });
  const shown = inSearch && context.results !== null ? context.results : context.words;
  const offer = snapshot.matches({ dialog: 'unGetWord' }) && context.selected ? unGetWordOffer(context.selected) : null;
  return {
    loading: snapshot.matches({ house: 'loading' }),
    loadFailed: snapshot.matches({ house: 'loadFailed' }),
    query: context.query,
    inSearch,
    searching: snapshot.matches({ house: { ready: 'typing' } }) || snapshot.matches({ house: { ready: 'searching' } }),
    searchFailed: snapshot.matches({ house: { ready: 'searchFailed' } }),
    searchedFor: context.searchedFor,
    nothingFound: snapshot.matches({ house: { ready: 'results' } }) && context.results?.length === 0,
    empty: ready && !inSearch && context.words.length === 0,
    groups: ready ? groupWords(shown) : [],
    counts: levelCounts(context.words),
    levelInfoOpen: snapshot.matches({ dialog: 'levelInfo' }),
    unGetWord: offer ? context.selected : null,
    unGetWordOffer: offer,
    unGetWordMessage: offer === 'membershipRequired' ? MEMBERSHIP_REQUIRED_MESSAGE : null,
    backToTopShown: snapshot.matches({ backToTop: 'shown' }),
  };
}
