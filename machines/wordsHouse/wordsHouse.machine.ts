import { assign, fromPromise, not, setup } from 'xstate';
import type { VoiceClip } from '../rules/recordings';
import type { NavigateParams } from '../routes';
import { unGetWordOffer } from '../rules/lessonProgression';
import { toCallError } from '../types';
import type {
  EventOf,
  HouseWord,
  SearchWordsInput,
  WordsHouseChallengeRequest,
  WordsHouseContext,
  WordsHouseEvent,
} from './wordsHouse.types';

/**
 * The words house (SPEC §2 /words-house "word vault: level indicator (red, pink,
 * yellow, white), title, search input, back-to-top button"; §2 modals "level
 * info" and "un-get word"; §7 GET learned/words and POST
 * radicals/lessons/words/map?search=…; §8 "Word not yet collected: offers a
 * challenge").
 *
 * Three regions run side by side:
 * - `house`: the child's learned words load (`loadWords`, GET learned/words,
 *   due for review first), then the child browses them. Typing in the search
 *   box (`search.change { text }`) waits `searchDelay` after the last key
 *   (`typing`; every key starts the wait again), then asks the server
 *   (`searchWords`, the map call: the server matches characters in either
 *   script, pinyin with or without tones, zhuyin and English) and shows what
 *   it found (`results`; an empty list is "nothing found"). A new key while a
 *   search runs drops it: only the last text's answer is shown. Clearing the
 *   box (or typing only spaces) goes back to the learned words.
 * - `dialog`: at most one modal. `levels.open` opens the level info (the four
 *   colours explained). Tapping a word (`word.open { wordId }`, a word on
 *   screen) opens its explanation when it is collected (`navigate` to
 *   `explaining`), else the un-get-word modal. When the word's lesson is open
 *   to the child (its `access`, the server's `lessonAccess`), the modal offers
 *   its challenge: `challenge.start` asks the app to open a challenge of that
 *   one word (`openChallenge`, the root's `challenge.open` with
 *   `{ game: 'word', …, from: 'wordsHouse' }`). Otherwise it says why there
 *   is none yet (`unGetWordOffer`): the lesson comes later in the order
 *   (`lessonLocked`), or it needs paid membership (`membershipRequired`), and
 *   `challenge.start` is refused: the server would refuse that challenge.
 *   `words.play { wordIds }` opens a challenge of several collected words
 *   (`{ game: 'words', wordIds }`, game type all), e.g. the words due for review.
 * - `backToTop`: the button shows once the page is scrolled down more than
 *   `BACK_TO_TOP_AFTER_PX` (`page.scrolled { y }`); `page.toTop` asks the app
 *   to scroll up (`scrollToTop`).
 *
 * Decisions where the spec is silent:
 * - A challenge of several words plays at most `MAX_CHALLENGE_WORDS` (one
 *   sitting for a child); the screen offers the first ones of a group.
 * - Only collected words go into a several-word challenge: a word not yet
 *   collected has its own challenge from the un-get-word modal.
 * - The search text is kept as typed (the box shows it) and cut at
 *   `SEARCH_MAX_CHARS`, the contract's limit; it is sent trimmed.
 */

/** The wait after the last key before the search is sent. */
export const SEARCH_DELAY_MS = 300;
/** The contract's maxLength of `search`. */
export const SEARCH_MAX_CHARS = 50;
/** How far down (CSS px) the page must be scrolled for the back-to-top button. */
export const BACK_TO_TOP_AFTER_PX = 400;
/** The most words one several-word challenge plays. */
export const MAX_CHALLENGE_WORDS = 10;

/** A word on screen: among the results of the current search, else among the learned words. */
export function findWord(context: WordsHouseContext, wordId: number): HouseWord | null {
  return context.results?.find((w) => w.id === wordId) ?? context.words.find((w) => w.id === wordId) ?? null;
}

/** The words a several-word challenge may play: one to `MAX_CHALLENGE_WORDS` distinct collected words on screen. */
export function canPlayWords(context: WordsHouseContext, wordIds: number[]): boolean {
  return (
    wordIds.length >= 1 &&
    wordIds.length <= MAX_CHALLENGE_WORDS &&
    new Set(wordIds).size === wordIds.length &&
    wordIds.every((id) => findWord(context, id)?.is_collected === 1)
  );
}

/** The challenge of one word not yet collected (the un-get-word modal's offer). */
export function wordChallenge(word: HouseWord | null): WordsHouseChallengeRequest {
  if (!word) throw new Error('the un-get-word modal has no word');
  return { game: 'word', radicalId: word.radical_id, lessonId: word.lesson_id, wordId: word.id, from: 'wordsHouse' };
}

export const wordsHouseMachine = setup({
  types: {
    context: {} as WordsHouseContext,
    events: {} as WordsHouseEvent,
  },
  actors: {
    /** GET learned/words: the child's collected words, due for review first. Provided by the app. */
    loadWords: fromPromise<HouseWord[]>(async () => {
      throw new Error('loadWords is provided by the app');
    }),
    /** POST radicals/lessons/words/map?search=…: every word that matches. Provided by the app. */
    searchWords: fromPromise<HouseWord[], SearchWordsInput>(async () => {
      throw new Error('searchWords is provided by the app');
    }),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** The root's `challenge.open { request }`. */
    openChallenge: (_, _params: WordsHouseChallengeRequest) => {},
    /** Scrolls the page back to the top. */
    scrollToTop: () => {},
    /** Say a word from the syllable recordings (the audio actor's `voice.play`). Provided by the app. */
    playWord: (_, _params: VoiceClip) => {},
    setWords: assign({ words: (_, params: { words: HouseWord[] }) => params.words, error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    setQuery: assign({
      query: (_, params: { text: string }) => params.text.slice(0, SEARCH_MAX_CHARS),
      searchError: null,
    }),
    clearSearch: assign({ query: '', searchedFor: '', results: null, searchError: null }),
    setResults: assign({
      results: (_, params: { words: HouseWord[] }) => params.words,
      searchedFor: ({ context }) => context.query.trim(),
      searchError: null,
    }),
    setSearchError: assign({ searchError: (_, params: { error: unknown }) => toCallError(params.error) }),
    selectWord: assign({ selected: ({ context }, params: { wordId: number }) => findWord(context, params.wordId) }),
    unselectWord: assign({ selected: null }),
  },
  guards: {
    isBlankSearch: ({ event }) => (event as EventOf<'search.change'>).text.trim() === '',
    isCollectedWord: (_, params: { found: HouseWord | null }) => params.found?.is_collected === 1,
    isUncollectedWord: (_, params: { found: HouseWord | null }) => params.found?.is_collected === 0,
    isPlayable: ({ context }, params: { wordIds: number[] }) => canPlayWords(context, params.wordIds),
    isChallengeOffered: ({ context }) => context.selected !== null && unGetWordOffer(context.selected) === 'challenge',
    isScrolledDown: ({ event }) => (event as EventOf<'page.scrolled'>).y > BACK_TO_TOP_AFTER_PX,
  },
  delays: {
    searchDelay: SEARCH_DELAY_MS,
  },
}).createMachine({
  id: 'wordsHouse',
  type: 'parallel',
  context: {
    words: [],
    query: '',
    searchedFor: '',
    results: null,
    selected: null,
    error: null,
    searchError: null,
  },
  states: {
    house: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadWords',
            src: 'loadWords',
            onDone: { target: 'ready', actions: { type: 'setWords', params: ({ event }) => ({ words: event.output }) } },
            onError: { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loadFailed: {
          on: { 'words.retry': 'loading' },
        },
        ready: {
          initial: 'browsing',
          on: {
            'search.change': [
              { guard: 'isBlankSearch', target: '.browsing', actions: 'clearSearch' },
              {
                target: '.typing',
                reenter: true,
                actions: { type: 'setQuery', params: ({ event }) => ({ text: event.text }) },
              },
            ],
            'search.clear': { target: '.browsing', actions: 'clearSearch' },
          },
          states: {
            /** The learned words (no search text). */
            browsing: {},
            /** Waiting for the child to stop typing. */
            typing: {
              after: { searchDelay: 'searching' },
            },
            searching: {
              invoke: {
                id: 'searchWords',
                src: 'searchWords',
                input: ({ context }) => ({ search: context.query.trim() }),
                onDone: {
                  target: 'results',
                  actions: { type: 'setResults', params: ({ event }) => ({ words: event.output }) },
                },
                onError: {
                  target: 'searchFailed',
                  actions: { type: 'setSearchError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** What the search found (maybe nothing). */
            results: {},
            searchFailed: {
              on: { 'search.retry': 'searching' },
            },
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'levels.open': 'levelInfo',
            'word.open': [
              {
                guard: { type: 'isCollectedWord', params: ({ context, event }) => ({ found: findWord(context, event.wordId) }) },
                actions: {
                  type: 'navigate',
                  params: ({ event }) => ({ to: 'explaining', params: { id: event.wordId } }),
                },
              },
              {
                guard: { type: 'isUncollectedWord', params: ({ context, event }) => ({ found: findWord(context, event.wordId) }) },
                target: 'unGetWord',
                actions: [
                  { type: 'selectWord', params: ({ event }) => ({ wordId: event.wordId }) },
                  // heard on the tap (a collected word is heard as its explanation opens)
                  { type: 'playWord', params: ({ context, event }) => ({ zhuyin: findWord(context, event.wordId)!.zhuyin }) },
                ],
              },
            ],
            'words.play': {
              guard: { type: 'isPlayable', params: ({ event }) => ({ wordIds: event.wordIds }) },
              actions: { type: 'openChallenge', params: ({ event }) => ({ game: 'words', wordIds: event.wordIds }) },
            },
          },
        },
        /** The four levels explained. */
        levelInfo: {
          on: { 'modal.close': 'closed' },
        },
        /** A word not yet collected: its challenge is offered when its lesson is open, else why not yet. */
        unGetWord: {
          on: {
            'modal.close': { target: 'closed', actions: 'unselectWord' },
            'challenge.start': {
              guard: 'isChallengeOffered',
              target: 'closed',
              actions: [
                { type: 'openChallenge', params: ({ context }) => wordChallenge(context.selected) },
                'unselectWord',
              ],
            },
          },
        },
      },
    },
    backToTop: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'page.scrolled': { guard: 'isScrolledDown', target: 'shown' } },
        },
        shown: {
          on: {
            'page.scrolled': { guard: not('isScrolledDown'), target: 'hidden' },
            'page.toTop': { actions: 'scrollToTop' },
          },
        },
      },
    },
  },
});
