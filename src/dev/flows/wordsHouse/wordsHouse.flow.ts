import { wordsHouseMachine } from '../../../../machines/wordsHouse/wordsHouse.machine';
import type { HouseWord, SearchWordsInput, WordsHouseEvent } from '../../../../machines/wordsHouse/wordsHouse.types';
import { fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

function word(fields: Partial<HouseWord> & Pick<HouseWord, 'id' | 'word' | 'pinyin' | 'zhuyin' | 'english'>): HouseWord {
  return { radical_id: 1, lesson_id: 1, phonetic: fields.zhuyin, image: null, level: 'white', is_collected: 0, is_due: 0, access: 'open', ...fields };
}

const learned: HouseWord[] = [
  word({ id: 11, word: '媽媽', pinyin: 'mā ma', zhuyin: 'ㄇㄚ ˙ㄇㄚ', english: 'mom', level: 'yellow', is_collected: 1, is_due: 1 }),
  word({ id: 21, word: '木', pinyin: 'mù', zhuyin: 'ㄇㄨˋ', english: 'wood', radical_id: 2, lesson_id: 5, level: 'red', is_collected: 1 }),
  word({ id: 22, word: '林', pinyin: 'lín', zhuyin: 'ㄌㄧㄣˊ', english: 'woods', radical_id: 2, lesson_id: 5, level: 'pink', is_collected: 1 }),
];
const notYet = word({ id: 23, word: '森', pinyin: 'sēn', zhuyin: 'ㄙㄣ', english: 'forest', radical_id: 2, lesson_id: 6 });
/** Of a lesson the child may not open yet: by the lesson order, and behind the paid wall. */
const later = word({ id: 24, word: '樹', pinyin: 'shù', zhuyin: 'ㄕㄨˋ', english: 'tree', radical_id: 2, lesson_id: 7, access: 'locked' });
const paid = word({ id: 31, word: '口', pinyin: 'kǒu', zhuyin: 'ㄎㄡˇ', english: 'mouth', radical_id: 3, lesson_id: 9, access: 'membershipRequired' });
const everyWord = [...learned, notYet, later, paid];

/** A tiny stand-in for the server's matching: the word, toneless pinyin, zhuyin or English. */
function matches(w: HouseWord, search: string): boolean {
  const toneless = w.pinyin.normalize('NFD').replace(/[\u0300-\u036f\s]/g, '');
  return [w.word, toneless, w.zhuyin.replace(/\s/g, ''), w.english].some((key) => key.startsWith(search));
}

const events: FlowEvents<WordsHouseEvent> = [
  { label: 'Retry loading', event: { type: 'words.retry' } },
  { label: 'Type "m"', event: { type: 'search.change', text: 'm' } },
  { label: 'Type "sen"', event: { type: 'search.change', text: 'sen' } },
  { label: 'Type "zzz" (nothing found)', event: { type: 'search.change', text: 'zzz' } },
  { label: 'Type "fail" (the search fails)', event: { type: 'search.change', text: 'fail' } },
  { label: 'Clear the search', event: { type: 'search.clear' } },
  { label: 'Retry the search', event: { type: 'search.retry' } },
  { label: 'Tap 木 (collected)', event: { type: 'word.open', wordId: 21 } },
  { label: 'Tap 森 (not collected)', event: { type: 'word.open', wordId: 23 } },
  { label: 'Type "shu" (a word of a later lesson)', event: { type: 'search.change', text: 'shu' } },
  { label: 'Tap 樹 (its lesson comes later)', event: { type: 'word.open', wordId: 24 } },
  { label: 'Type "kou" (a word behind the paid wall)', event: { type: 'search.change', text: 'kou' } },
  { label: 'Tap 口 (paid membership)', event: { type: 'word.open', wordId: 31 } },
  { label: 'Review the due words', event: { type: 'words.play', wordIds: [11] } },
  { label: 'Take the challenge (un-get word)', event: { type: 'challenge.start' } },
  { label: 'Open the level info', event: { type: 'levels.open' } },
  { label: 'Close the modal', event: { type: 'modal.close' } },
  { label: 'Scroll down 600 px', event: { type: 'page.scrolled', y: 600 } },
  { label: 'Scroll to the top', event: { type: 'page.scrolled', y: 0 } },
  { label: 'Back to top', event: { type: 'page.toTop' } },
];

export const flow: FlowDefinition = {
  id: 'wordsHouse',
  title: 'Words house',
  description:
    'Three learned words load (媽媽 due for review, 木 red, 林 pink). Typing waits 300 ms after the last key, ' +
    'then searches every word (森 is not collected: tapping it opens the un-get-word modal); "fail" makes the ' +
    'search fail; 樹 ("shu") is of a lesson that comes later and 口 ("kou") of one behind the paid wall: their modal ' +
    'offers no challenge. Challenges, explanations and scrolling are logged in the console.',
  machine: wordsHouseMachine.provide({
    actors: {
      loadWords: fakeCall<HouseWord[], unknown>(() => learned),
      searchWords: fakeCall<HouseWord[], SearchWordsInput>(({ search }) => {
        if (search === 'fail') throw Object.assign(new Error('Server error'), { code: '500', errors: {} });
        return everyWord.filter((w) => matches(w, search));
      }),
    },
    actions: {
      navigate: logAction('navigate'),
      openChallenge: logAction('challenge.open'),
      scrollToTop: logAction('scrollToTop'),
      playWord: logAction('playWord'),
    },
  }),
  events,
};
