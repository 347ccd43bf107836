import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectWordsHouse } from '../../../machines/wordsHouse/wordsHouse.connect';
import { wordsHouseMachine } from '../../../machines/wordsHouse/wordsHouse.machine';
import type { HouseWord, WordsHouseContext, WordsHouseEvent } from '../../../machines/wordsHouse/wordsHouse.types';
import { MEMBERSHIP_REQUIRED_MESSAGE } from '../../../machines/rules/lessonProgression';
import { forest, found, grove, learned, lips, mama, setupActor, tree } from './wordsHouse.fixtures';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError } from '../account/registration.fakes';

/**
 * Model paths of the words house (/words-house): one per transition between
 * (state, how many learned words, how many results), replayed on a real actor
 * with fake calls and a fake clock (the search waits `searchDelay`).
 *
 * At every step the page (`connectWordsHouse`) is checked against what the
 * path says a child sees: loading, the retry after a failed load, the empty
 * house, the map's groups (due first, then red, pink, yellow, white) of the
 * learned words or of the search results, "searching", "nothing found", the
 * retry after a failed search, the level-info and un-get-word modals (the
 * challenge offered only for a word of an open lesson; else the note that its
 * lesson comes later, or the paid-membership message), the back-to-top button; and what the app was asked to do: open an explanation,
 * open a challenge (one word, or several), scroll to the top, search for
 * the text in the box.
 */

const userEvents: WordsHouseEvent[] = [
  { type: 'words.retry' },
  { type: 'search.change', text: 'mu' },
  { type: 'search.change', text: '  ' },
  { type: 'search.clear' },
  { type: 'search.retry' },
  { type: 'word.open', wordId: tree.id },
  { type: 'word.open', wordId: forest.id },
  { type: 'word.open', wordId: grove.id },
  { type: 'word.open', wordId: lips.id },
  { type: 'words.play', wordIds: [mama.id] },
  { type: 'challenge.start' },
  { type: 'levels.open' },
  { type: 'modal.close' },
  { type: 'page.scrolled', y: 600 },
  { type: 'page.scrolled', y: 0 },
  { type: 'page.toTop' },
];

const events: EventObject[] = [
  ...userEvents,
  ...replyEvents(wordsHouseMachine, {
    loadWords: { outputs: [learned, []], errors: [apiError('500', 'Server error')] },
    searchWords: { outputs: [found, []], errors: [apiError('500', 'Server error')] },
  }),
];

type Snap = { matches: (value: unknown) => boolean };

/** Keeps the graph small: the page's scroll, the modals and the search are walked apart from each other. */
function filter(snapshot: Snap, event: EventObject): boolean {
  const browsing = snapshot.matches({ house: { ready: 'browsing' } });
  const dialogClosed = snapshot.matches({ dialog: 'closed' });
  const scrolled = snapshot.matches({ backToTop: 'shown' });
  if (event.type.startsWith('page.')) return browsing && dialogClosed;
  if (event.type === 'levels.open') return browsing || snapshot.matches({ house: 'loading' });
  if (event.type.startsWith('search.')) return dialogClosed && !scrolled;
  if (event.type === 'word.open' || event.type === 'words.play') return !scrolled;
  return true;
}

/** The map's groups a person sees: each group's key and its words, in order. */
function groupsOf(words: HouseWord[]): [string, number[]][] {
  const ids = (list: HouseWord[]) => list.map((w) => w.id);
  if (words === learned) return [['due', [11]], ['red', [21]], ['pink', [22]], ['yellow', [31]]];
  if (words === found) return [['red', [21]], ['white', [23, 24, 32]]];
  expect(ids(words), 'a list the model knows').toEqual([]);
  return [];
}

export const model = defineModel({
  machine: wordsHouseMachine,
  families: [
    {
      name: 'a child with four learned words',
      paths: {
        events,
        filter: filter as never,
        // the modal's word's access: what it offers
        contextKey: (context: WordsHouseContext) => [context.words.length, context.results?.length ?? null, context.selected?.access ?? null],
        describeEvent: (event: WordsHouseEvent) => {
          if (event.type === 'search.change') return `type "${event.text}"`;
          if (event.type === 'word.open') return `tap ${[tree, forest, grove, lips].find((w) => w.id === event.wordId)!.word}`;
          if (event.type === 'page.scrolled') return `scroll to ${event.y}`;
          return undefined;
        },
      },
      start: (inspect) => {
        const fixture = setupActor(inspect);
        // What the page should show, worked out from the path alone.
        type House = 'loading' | 'loadFailed' | 'browsing' | 'typing' | 'searching' | 'results' | 'searchFailed';
        let house: House = 'loading';
        let words: HouseWord[] = [];
        let query = '';
        let searchedFor = '';
        let results: HouseWord[] | null = null;
        let dialog: 'closed' | 'levelInfo' | 'unGetWord' = 'closed';
        let selected: HouseWord | null = null;
        let backToTop = false;
        const navigations: unknown[] = [];
        const challenges: unknown[] = [];
        const heard: unknown[] = [];
        let scrolls = 0;
        let searches = 0;
        const ready = () => !['loading', 'loadFailed'].includes(house);
        const onScreen = (id: number) => results?.find((w) => w.id === id) ?? words.find((w) => w.id === id) ?? null;

        return {
          actor: fixture.actor,
          machine: fixture.machine,
          fakes: { loadWords: fixture.load, searchWords: fixture.search },
          check: (snapshot, event) => {
            switch (event.type) {
              case 'xstate.done.actor.loadWords':
                words = (event as unknown as { output: HouseWord[] }).output;
                house = 'browsing';
                break;
              case 'xstate.error.actor.loadWords':
                house = 'loadFailed';
                break;
              case 'words.retry':
                house = 'loading';
                break;
              case 'search.change': {
                const { text } = event as Extract<WordsHouseEvent, { type: 'search.change' }>;
                if (text.trim() === '') [house, query, searchedFor, results] = ['browsing', '', '', null];
                else [house, query] = ['typing', text];
                break;
              }
              case 'search.clear':
                [house, query, searchedFor, results] = ['browsing', '', '', null];
                break;
              case 'xstate.after.searchDelay.wordsHouse.house.ready.typing':
              case 'search.retry':
                house = 'searching';
                searches += 1;
                break;
              case 'xstate.done.actor.searchWords':
                results = (event as unknown as { output: HouseWord[] }).output;
                searchedFor = query.trim();
                house = 'results';
                break;
              case 'xstate.error.actor.searchWords':
                house = 'searchFailed';
                break;
              case 'word.open': {
                const word = onScreen((event as Extract<WordsHouseEvent, { type: 'word.open' }>).wordId);
                if (word?.is_collected === 1) navigations.push({ to: 'explaining', params: { id: word.id } });
                else if (word) {
                  [dialog, selected] = ['unGetWord', word];
                  heard.push({ zhuyin: word.zhuyin });
                }
                break;
              }
              case 'words.play':
                challenges.push({ game: 'words', wordIds: [mama.id] });
                break;
              case 'challenge.start':
                challenges.push({ game: 'word', radicalId: 2, lessonId: 6, wordId: forest.id, from: 'wordsHouse' });
                [dialog, selected] = ['closed', null];
                break;
              case 'levels.open':
                dialog = 'levelInfo';
                break;
              case 'modal.close':
                [dialog, selected] = ['closed', null];
                break;
              case 'page.scrolled':
                backToTop = (event as Extract<WordsHouseEvent, { type: 'page.scrolled' }>).y > 400;
                break;
              case 'page.toTop':
                scrolls += 1;
                break;
            }

            const view = connectWordsHouse(snapshot as never);
            const inSearch = ready() && house !== 'browsing';
            expect(view.loading).toBe(house === 'loading');
            expect(view.loadFailed, 'the retry button after a failed load').toBe(house === 'loadFailed');
            expect(view.query, 'the search box').toBe(query);
            expect(view.inSearch).toBe(inSearch);
            expect(view.searching, '"searching…" while typing and asking').toBe(house === 'typing' || house === 'searching');
            expect(view.searchFailed, 'the retry button after a failed search').toBe(house === 'searchFailed');
            expect(view.searchedFor).toBe(searchedFor);
            expect(view.nothingFound, '"nothing found"').toBe(house === 'results' && results?.length === 0);
            expect(view.empty, 'the empty house says how to fill it').toBe(house === 'browsing' && words.length === 0);
            const shown = inSearch && results !== null ? results : words;
            expect(
              view.groups.map((g) => [g.key, g.words.map((w) => w.id)]),
              'the map: due first, then red, pink, yellow, white',
            ).toEqual(ready() ? groupsOf(shown) : []);
            expect(view.groups.find((g) => g.key === 'white')?.playIds ?? [], 'no several-word challenge of words not collected').toEqual([]);
            expect(view.counts, 'the level indicator').toEqual(
              words === learned ? { red: 1, pink: 1, yellow: 2, due: 1 } : { red: 0, pink: 0, yellow: 0, due: 0 },
            );
            expect(view.levelInfoOpen, 'the level-info modal').toBe(dialog === 'levelInfo');
            expect(view.unGetWord, 'the un-get-word modal').toEqual(dialog === 'unGetWord' ? selected : null);
            const offer = dialog !== 'unGetWord' ? null : selected === grove ? 'lessonLocked' : selected === lips ? 'membershipRequired' : 'challenge';
            expect(view.unGetWordOffer, 'the challenge, only for a word of an open lesson; else why not').toBe(offer);
            expect(view.unGetWordMessage, 'the paid-membership message').toBe(offer === 'membershipRequired' ? MEMBERSHIP_REQUIRED_MESSAGE : null);
            expect(snapshot.can({ type: 'challenge.start' }), 'the challenge can start').toBe(offer === 'challenge');
            expect(view.backToTopShown, 'the back-to-top button').toBe(backToTop);

            expect(fixture.navigate.mock.calls.map(([params]) => params), 'explanations opened').toEqual(navigations);
            expect(fixture.openChallenge.mock.calls.map(([params]) => params), 'challenges opened').toEqual(challenges);
            expect(fixture.scrollToTop).toHaveBeenCalledTimes(scrolls);
            expect(fixture.playWord.mock.calls.map(([clip]) => clip), 'a word not collected yet is heard on the tap').toEqual(heard);
            expect(fixture.search.calls, 'searches sent, trimmed').toEqual(Array.from({ length: searches }, () => ({ search: 'mu' })));
          },
        };
      },
    },
  ],
});
