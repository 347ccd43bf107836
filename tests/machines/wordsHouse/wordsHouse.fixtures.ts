import { vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { wordsHouseMachine } from '../../../machines/wordsHouse/wordsHouse.machine';
import type { HouseWord, SearchWordsInput } from '../../../machines/wordsHouse/wordsHouse.types';
import { fakeCall } from '../account/registration.fakes';

/** A word of the house; the fields a test does not name are filler. */
export function houseWord(fields: Partial<HouseWord> & Pick<HouseWord, 'id' | 'word'>): HouseWord {
  return {
    radical_id: 1,
    lesson_id: 1,
    pinyin: '',
    zhuyin: '',
    phonetic: '',
    english: '',
    image: null,
    level: 'white',
    is_collected: 0,
    is_due: 0,
    access: 'open',
    ...fields,
  };
}

/** Due for review now (yellow). */
export const mama = houseWord({ id: 11, word: '媽媽', pinyin: 'mā ma', zhuyin: 'ㄇㄚ ˙ㄇㄚ', phonetic: 'ㄇㄚ ˙ㄇㄚ', english: 'mom', level: 'yellow', is_collected: 1, is_due: 1 });
/** Mastered (red). */
export const tree = houseWord({ id: 21, word: '木', pinyin: 'mù', zhuyin: 'ㄇㄨˋ', phonetic: 'ㄇㄨˋ', english: 'wood', radical_id: 2, lesson_id: 5, level: 'red', is_collected: 1 });
/** Remembered (pink). */
export const woods = houseWord({ id: 22, word: '林', pinyin: 'lín', zhuyin: 'ㄌㄧㄣˊ', phonetic: 'ㄌㄧㄣˊ', english: 'woods', radical_id: 2, lesson_id: 5, level: 'pink', is_collected: 1 });
/** Still learning, not due (yellow). */
export const mouth = houseWord({ id: 31, word: '口', pinyin: 'kǒu', zhuyin: 'ㄎㄡˇ', phonetic: 'ㄎㄡˇ', english: 'mouth', radical_id: 3, lesson_id: 8, level: 'yellow', is_collected: 1 });
/** Not collected yet (white): only a search finds it. */
export const forest = houseWord({ id: 23, word: '森', pinyin: 'sēn', zhuyin: 'ㄙㄣ', phonetic: 'ㄙㄣ', english: 'forest', radical_id: 2, lesson_id: 6 });

/** Not collected, of a lesson that comes later (the lesson order): no challenge yet. */
export const grove = houseWord({ id: 24, word: '樹', pinyin: 'shù', zhuyin: 'ㄕㄨˋ', phonetic: 'ㄕㄨˋ', english: 'tree', radical_id: 2, lesson_id: 7, access: 'locked' });
/** Not collected, of a new lesson for a member without paid membership: no challenge. */
export const lips = houseWord({ id: 32, word: '唇', pinyin: 'chún', zhuyin: 'ㄔㄨㄣˊ', phonetic: 'ㄔㄨㄣˊ', english: 'lips', radical_id: 3, lesson_id: 9, access: 'membershipRequired' });

/** GET learned/words: due first. */
export const learned: HouseWord[] = [mama, tree, woods, mouth];
/** A search for "mu": one collected word and three not yet collected (of an open, a locked and a paid lesson). */
export const found: HouseWord[] = [tree, forest, grove, lips];

/** A started words-house actor with controllable calls and spied app actions. */
export function setupActor(inspect?: (event: InspectionEvent) => void) {
  const load = fakeCall<HouseWord[], unknown>();
  const search = fakeCall<HouseWord[], SearchWordsInput>();
  const navigate = vi.fn();
  const openChallenge = vi.fn();
  const scrollToTop = vi.fn();
  const playWord = vi.fn();
  const machine = wordsHouseMachine.provide({
    actors: { loadWords: load.logic, searchWords: search.logic },
    actions: {
      navigate: (_, params) => navigate(params),
      openChallenge: (_, params) => openChallenge(params),
      scrollToTop: () => scrollToTop(),
      playWord: (_, clip) => playWord(clip),
    },
  });
  const actor = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  return { actor, machine, load, search, navigate, openChallenge, scrollToTop, playWord };
}
