import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectWordsHouse, groupWords } from '../../../machines/wordsHouse/wordsHouse.connect';
import { MAX_CHALLENGE_WORDS, SEARCH_DELAY_MS, SEARCH_MAX_CHARS } from '../../../machines/wordsHouse/wordsHouse.machine';
import { MEMBERSHIP_REQUIRED_MESSAGE } from '../../../machines/rules/lessonProgression';
import { forest, found, grove, houseWord, learned, lips, mama, mouth, setupActor, tree, woods } from './wordsHouse.fixtures';
import { settle } from '../account/registration.fakes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function loaded(words = learned) {
  const fixture = setupActor();
  await fixture.load.resolve(words);
  return fixture;
}

describe('the words house search', () => {
  it('waits for the child to stop typing: every key starts the wait again, one search is sent', async () => {
    const { actor, search } = await loaded();
    actor.send({ type: 'search.change', text: 'm' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
    actor.send({ type: 'search.change', text: 'mu' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
    expect(search.calls).toEqual([]);
    expect(connectWordsHouse(actor.getSnapshot()).searching).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(search.calls).toEqual([{ search: 'mu' }]);
  });

  it('shows only the answer to the last text: a key pressed while a search runs drops that search', async () => {
    const { actor, search } = await loaded();
    actor.send({ type: 'search.change', text: 'mu' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    const first = search.calls.length;
    actor.send({ type: 'search.change', text: 'sen ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(search.calls.slice(first)).toEqual([{ search: 'sen' }]);
    await search.resolve([forest]);
    const view = connectWordsHouse(actor.getSnapshot());
    expect(view.searchedFor).toBe('sen');
    expect(view.groups.map((g) => g.words.map((w) => w.word))).toEqual([['森']]);
  });

  it('keeps at most the contract’s 50 characters of the search text', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'search.change', text: 'a'.repeat(80) });
    expect(actor.getSnapshot().context.query).toHaveLength(SEARCH_MAX_CHARS);
  });

  it('says "nothing found" only once the server answered the text with no word', async () => {
    const { actor, search } = await loaded();
    actor.send({ type: 'search.change', text: 'zzz' });
    expect(connectWordsHouse(actor.getSnapshot()).nothingFound).toBe(false);
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await search.resolve([]);
    const view = connectWordsHouse(actor.getSnapshot());
    expect(view.nothingFound).toBe(true);
    expect(view.groups).toEqual([]);
    expect(view.empty, 'an empty search is not an empty house').toBe(false);
  });
});

describe('tapping a word', () => {
  it('opens the explanation of a collected word and the un-get-word modal of one not collected', async () => {
    const { actor, search, navigate } = await loaded();
    actor.send({ type: 'search.change', text: 'mu' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await search.resolve(found);
    actor.send({ type: 'word.open', wordId: tree.id });
    expect(navigate).toHaveBeenCalledWith({ to: 'explaining', params: { id: tree.id } });
    actor.send({ type: 'word.open', wordId: forest.id });
    expect(connectWordsHouse(actor.getSnapshot()).unGetWord).toEqual(forest);
  });

  it('ignores a word that is not on screen', async () => {
    const { actor, navigate } = await loaded();
    expect(actor.getSnapshot().can({ type: 'word.open', wordId: 999 })).toBe(false);
    actor.send({ type: 'word.open', wordId: 999 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers the challenge of the word with its own radical and lesson, from the words house', async () => {
    const { actor, search, openChallenge } = await loaded();
    actor.send({ type: 'search.change', text: 'sen' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await search.resolve([forest]);
    actor.send({ type: 'word.open', wordId: forest.id });
    actor.send({ type: 'challenge.start' });
    expect(openChallenge).toHaveBeenCalledWith({ game: 'word', radicalId: 2, lessonId: 6, wordId: forest.id, from: 'wordsHouse' });
    expect(connectWordsHouse(actor.getSnapshot()).unGetWord).toBeNull();
  });
});

describe('a word whose lesson the child may not open yet', () => {
  async function opened(wordId: number) {
    const fixture = await loaded();
    fixture.actor.send({ type: 'search.change', text: 'mu' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await fixture.search.resolve(found);
    fixture.actor.send({ type: 'word.open', wordId });
    return fixture;
  }

  it('offers the challenge only when the lesson is open', async () => {
    const { actor } = await opened(forest.id);
    expect(connectWordsHouse(actor.getSnapshot())).toMatchObject({ unGetWord: forest, unGetWordOffer: 'challenge', unGetWordMessage: null });
    expect(actor.getSnapshot().can({ type: 'challenge.start' })).toBe(true);
  });

  it('says that a locked lesson comes later, and starts no challenge of it', async () => {
    const { actor, openChallenge } = await opened(grove.id);
    expect(connectWordsHouse(actor.getSnapshot())).toMatchObject({ unGetWord: grove, unGetWordOffer: 'lessonLocked', unGetWordMessage: null });
    expect(actor.getSnapshot().can({ type: 'challenge.start' })).toBe(false);
    actor.send({ type: 'challenge.start' });
    expect(openChallenge).not.toHaveBeenCalled();
    expect(connectWordsHouse(actor.getSnapshot()).unGetWord, 'the note stays until closed').toEqual(grove);
    actor.send({ type: 'modal.close' });
    expect(connectWordsHouse(actor.getSnapshot())).toMatchObject({ unGetWord: null, unGetWordOffer: null });
  });

  it('shows the paid-membership message for a new lesson without membership, and starts no challenge of it', async () => {
    const { actor, openChallenge } = await opened(lips.id);
    expect(connectWordsHouse(actor.getSnapshot())).toMatchObject({
      unGetWord: lips,
      unGetWordOffer: 'membershipRequired',
      unGetWordMessage: MEMBERSHIP_REQUIRED_MESSAGE,
    });
    actor.send({ type: 'challenge.start' });
    expect(openChallenge).not.toHaveBeenCalled();
  });
});

describe('a challenge of several words', () => {
  it('plays collected words on screen, each once, at most ten', async () => {
    const many = Array.from({ length: MAX_CHALLENGE_WORDS + 2 }, (_, i) =>
      houseWord({ id: 100 + i, word: `字${i}`, level: 'yellow', is_collected: 1, is_due: 1 }),
    );
    const { actor, openChallenge } = await loaded(many);
    const can = (wordIds: number[]) => actor.getSnapshot().can({ type: 'words.play', wordIds });
    expect(can([])).toBe(false);
    expect(can([100, 100])).toBe(false);
    expect(can(many.map((w) => w.id))).toBe(false);
    expect(can([999])).toBe(false);
    const [due] = connectWordsHouse(actor.getSnapshot()).groups;
    expect(due!.playIds).toEqual(many.slice(0, MAX_CHALLENGE_WORDS).map((w) => w.id));
    actor.send({ type: 'words.play', wordIds: due!.playIds });
    expect(openChallenge).toHaveBeenCalledWith({ game: 'words', wordIds: due!.playIds });
  });

  it('refuses a word not yet collected', async () => {
    const { actor, search } = await loaded();
    actor.send({ type: 'search.change', text: 'mu' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    await search.resolve(found);
    expect(actor.getSnapshot().can({ type: 'words.play', wordIds: [tree.id, forest.id] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'words.play', wordIds: [tree.id] })).toBe(true);
  });
});

describe('the map', () => {
  it('puts the words due for review first, then red, pink, yellow and white', () => {
    const groups = groupWords([forest, mouth, woods, tree, mama]);
    expect(groups.map((g) => [g.key, g.words.map((w) => w.word)])).toEqual([
      ['due', ['媽媽']],
      ['red', ['木']],
      ['pink', ['林']],
      ['yellow', ['口']],
      ['white', ['森']],
    ]);
  });

  it('shows the back-to-top button only while the page is scrolled down', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'page.scrolled', y: 100 });
    expect(connectWordsHouse(actor.getSnapshot()).backToTopShown).toBe(false);
    actor.send({ type: 'page.scrolled', y: 401 });
    expect(connectWordsHouse(actor.getSnapshot()).backToTopShown).toBe(true);
    actor.send({ type: 'page.scrolled', y: 400 });
    await settle();
    expect(connectWordsHouse(actor.getSnapshot()).backToTopShown).toBe(false);
  });
});
