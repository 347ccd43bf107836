import { fromPromise } from 'xstate';
import type { HouseWord, SearchWordsInput } from '../../../../machines/wordsHouse/wordsHouse.types';
import type { components } from '../../schema';
import { api, unwrap } from '../../client';

/**
 * The words-house calls of SPEC §7 as the wordsHouse machine's actors. Both
 * resolve with the words as the machine keeps them (`HouseWord`): GET
 * learned/words answers whole `Word`s, the map call `WordsMapEntry`s (`word_id`,
 * and the access of the word's lesson for the child).
 * The client adds the current child's Child-Id to both.
 */

type Word = components['schemas']['Word'];
type WordsMapEntry = components['schemas']['WordsMapEntry'];

export function houseWordOfWord(w: Word): HouseWord {
  return {
    id: w.id,
    radical_id: w.radical_id,
    lesson_id: w.lesson_id,
    word: w.word,
    pinyin: w.pinyin,
    zhuyin: w.zhuyin,
    phonetic: w.phonetic,
    english: w.english,
    image: w.image,
    level: w.level,
    is_collected: w.is_collected,
    is_due: w.is_due,
    // a learned word: collected, so its lesson was open when it was passed, and stays open
    access: 'open',
  };
}

export function houseWordOfEntry(w: WordsMapEntry): HouseWord {
  return {
    id: w.word_id,
    radical_id: w.radical_id,
    lesson_id: w.lesson_id,
    word: w.word,
    pinyin: w.pinyin,
    zhuyin: w.zhuyin,
    phonetic: w.phonetic,
    english: w.english,
    image: w.image,
    level: w.level,
    is_collected: w.is_collected,
    is_due: w.is_due,
    access: w.access,
  };
}

/** GET learned/words (Locale-Type 2: learning content) → the child's collected words, due first. */
export const loadLearnedWords = fromPromise<HouseWord[]>(async ({ signal }) => {
  const words = await unwrap(api.GET('/learned/words', { signal, headers: { 'Locale-Type': '2' } }));
  return words.map(houseWordOfWord);
});

/** POST radicals/lessons/words/map?search=… → every word that matches the text. */
export const searchWordsMap = fromPromise<HouseWord[], SearchWordsInput>(async ({ input }) => {
  const entries = await unwrap(
    api.POST('/radicals/lessons/words/map', { params: { query: { search: input.search } }, headers: { 'Locale-Type': '2' } }),
  );
  return entries.map(houseWordOfEntry);
});

/** The words-house machine's calls. */
export const wordsHouseActors = { loadWords: loadLearnedWords, searchWords: searchWordsMap };
