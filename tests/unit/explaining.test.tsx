import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleWord } from '../../machines/learningContent.samples';
import type { WordDetail } from '../../machines/learningContent';
import ExplainingPage from '../../src/pages/lessons/Explaining';
import { fakeApi, renderPage, wait } from './learning-fakes';

/*
 * /explaining/{id} as a child meets it: the real page, its machine, the real API client
 * (fetch stubbed, so what leaves the browser is checked), the real catalogs. hanzi-writer is
 * replaced by a fake that draws an <svg> per character and finishes its animation when the
 * test says; the recordings' player (src/audio/voice.ts) is replaced by one that notes what it
 * was asked to say: the word plays from the recordings, with or without a speech engine.
 */

// `saying`: what the player waits for before its saying ends (a test holds it to see the word still being said)
const voice = vi.hoisted(() => ({ said: [] as unknown[], saying: Promise.resolve() }));
vi.mock('../../src/audio/voice', () => ({
  playClip: async (clip: unknown) => {
    voice.said.push(clip);
    await voice.saying;
  },
}));

const writers = vi.hoisted(() => ({
  created: [] as { char: string; animate: (() => void)[]; shown: number }[],
  fail: false,
}));

vi.mock('../../src/components/hanzi/hanziWriter', () => ({
  charDataLoaderFor: () => () => {},
  loadHanziWriter: async () => ({
    create(element: HTMLElement, char: string, options: { onLoadCharDataSuccess?: () => void; onLoadCharDataError?: () => void }) {
      const record = { char, animate: [] as (() => void)[], shown: 0 };
      writers.created.push(record);
      element.innerHTML = '<svg data-testid="stroke-svg"></svg>';
      queueMicrotask(() => (writers.fail ? options.onLoadCharDataError?.() : options.onLoadCharDataSuccess?.()));
      return {
        hideCharacter: async () => {},
        showCharacter: async () => {
          record.shown += 1;
        },
        animateCharacter: ({ onComplete }: { onComplete: () => void }) => {
          record.animate.push(onComplete);
          return Promise.resolve();
        },
      };
    },
  }),
}));

/** A word of two characters, one of them in mainland order (AnimCJK lacks its Taiwan order). */
const twoCharacters: WordDetail = {
  ...sampleWord,
  id: 2,
  word: '你們',
  ruby: ['nǐ', 'men'],
  strokes: [
    { char: '你', url: '/api/strokes/你.json', order: 'standard' },
    { char: '們', url: '/api/strokes/們.json', order: 'mainland' },
  ],
};

function schedulePosts(sent: ReturnType<typeof fakeApi>) {
  return sent.filter((call) => call.method === 'POST' && call.path === '/lesson/schedule');
}

/** Ends the running stroke animation of every character drawn so far. */
async function finishAnimations() {
  for (let round = 0; round < 4; round += 1) {
    for (const writer of writers.created) writer.animate.splice(0).forEach((done) => done());
    await wait(0);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  writers.created.length = 0;
  writers.fail = false;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the explaining screen', () => {
  it('shows the word with its reading, its English, the examples with ruby, and records it once the word is heard, never waiting for the strokes', async () => {
    const sent = fakeApi((call) => (call.path === '/word/1' ? sampleWord : null));
    renderPage('/en/explaining/1', '/en/explaining/:id', <ExplainingPage />, { second_language: 'english', language: 'tw' });
    await wait(50);

    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('人(rén)');
    expect(title.querySelector('rt')?.textContent).toBe('rén');
    expect(title.querySelector('[lang="zh-Hant"]')).not.toBeNull();
    // the word came with Locale-Type 2
    const get = sent.find((call) => call.path === '/word/1')!;
    expect(get.headers.get('Locale-Type')).toBe('2');

    // English, as second_language says
    expect(screen.getByText('person')).toBeTruthy();
    expect(screen.getByText('There are lots of people in the park.')).toBeTruthy();

    // the examples, each character with its reading; punctuation without one
    const words = screen.getByRole('heading', { name: 'Words with 人' }).closest('section')!;
    expect(within(words).getAllByRole('listitem').map((li) => li.querySelector('.ruby-text')!.textContent)).toEqual([
      '大(dà)人(rén)',
      '好(hǎo)人(rén)',
    ]);
    const sentence = screen.getByRole('heading', { name: 'Example sentence' }).closest('section')!;
    const rubies = sentence.querySelectorAll('ruby');
    expect(rubies).toHaveLength(7);
    expect(sentence.querySelector('.ruby-text')!.lastElementChild!.tagName).toBe('SPAN');

    // the stroke animation is drawn, and gates nothing: jsdom has no voice, so the word counts as heard at once
    expect(screen.getAllByTestId('stroke-svg')).toHaveLength(1);
    expect(schedulePosts(sent).map((call) => call.query)).toEqual([
      { radical_id: '1', lesson_id: '1', word_id: '1', finish_explaining: '1' },
    ]);

    // the animation played, replayed, and Listen: nothing more is recorded
    await finishAnimations();
    fireEvent.click(screen.getByRole('button', { name: 'Play the strokes again' }));
    await finishAnimations();
    expect(writers.created[0]!.animate).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    await wait(50);
    expect(schedulePosts(sent)).toHaveLength(1);
  });

  it('says the word from the recordings as it opens and on each Listen, after the first tap, and never says "no voice"', async () => {
    voice.said.length = 0;
    fakeApi((call) => (call.path === '/word/1' ? sampleWord : null));
    // no background music: Tone is not for jsdom
    const { app } = renderPage('/en/explaining/1', '/en/explaining/:id', <ExplainingPage />, { second_language: 'english', bgm: 0 });
    const audio = app.system.get('audio')!;
    // the first tap of the visit (src/main.tsx sends it on the first pointer press)
    app.send({ type: 'audio.unlock' });
    await wait(50);
    expect(voice.said, 'heard as the explanation opens').toEqual([{ zhuyin: 'ㄖㄣˊ' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    await wait(50);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    await wait(50);
    expect(voice.said, 'and on each Listen').toEqual([{ zhuyin: 'ㄖㄣˊ' }, { zhuyin: 'ㄖㄣˊ' }, { zhuyin: 'ㄖㄣˊ' }]);
    expect(screen.queryByText(/no Chinese voice/)).toBeNull();
    // muted: nothing more is said
    audio.send({ type: 'audio.mute' });
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    await wait(50);
    expect(voice.said).toHaveLength(3);
    audio.send({ type: 'audio.unmute' });
  });

  it('in Chinese only (second_language none) hides the English, and notes a mainland stroke order in the Taiwan script', async () => {
    fakeApi((call) => (call.path === '/word/2' ? twoCharacters : null));
    renderPage('/explaining/2', '/explaining/:id', <ExplainingPage />, { second_language: 'none', language: 'tw' });
    await wait(50);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('你(nǐ)們(men)');
    expect(screen.queryByText('person')).toBeNull();
    expect(screen.queryByText('There are lots of people in the park.')).toBeNull();
    expect(screen.getAllByTestId('stroke-svg')).toHaveLength(2);
    expect(screen.getByText('「們」顯示的是中國大陸的筆順。')).toBeTruthy();
    expect(screen.queryByText('「你」顯示的是中國大陸的筆順。')).toBeNull();
    expect(screen.getByRole('button', { name: '聽發音' })).toBeTruthy();
  });

  it('draws the characters one after the other; records once the word was said to its end, not when the strokes played', async () => {
    voice.said.length = 0;
    let sayingEnds!: () => void;
    voice.saying = new Promise<void>((resolve) => (sayingEnds = resolve));
    const sent = fakeApi((call) => (call.path === '/word/2' ? twoCharacters : null));
    const { app } = renderPage('/cn/explaining/2', '/cn/explaining/:id', <ExplainingPage />, { language: 'cn', bgm: 0 });
    // the first tap of the visit: sound may play, so the word is said as the explanation opens
    app.send({ type: 'audio.unlock' });
    await wait(50);
    // the mainland script never carries the note
    expect(screen.queryByText(/大陆笔顺/)).toBeNull();
    expect(writers.created.map((w) => w.animate.length)).toEqual([1, 0]);
    writers.created[0]!.animate.splice(0).forEach((done) => done());
    await wait(0);
    expect(writers.created.map((w) => w.animate.length)).toEqual([0, 1]);
    await finishAnimations();
    // every stroke played, the word still being said: not heard yet, nothing recorded
    expect(voice.said).toEqual([{ zhuyin: twoCharacters.zhuyin }]);
    expect(schedulePosts(sent)).toHaveLength(0);
    sayingEnds();
    await wait(50);
    expect(schedulePosts(sent).map((call) => call.query)).toEqual([
      { radical_id: '1', lesson_id: '1', word_id: '2', finish_explaining: '1' },
    ]);
    voice.saying = Promise.resolve();
  });

  it('records the explanation when the stroke data cannot load too, and says so', async () => {
    writers.fail = true;
    const sent = fakeApi((call) => (call.path === '/word/1' ? sampleWord : null));
    renderPage('/en/explaining/1', '/en/explaining/:id', <ExplainingPage />);
    await wait(50);
    expect(screen.getByText('The stroke order could not be loaded.')).toBeTruthy();
    expect(schedulePosts(sent)).toHaveLength(1);
  });

  it('asks the root actor for a word challenge from the lesson', async () => {
    fakeApi((call) => (call.path === '/word/1' ? sampleWord : null));
    const { app } = renderPage('/en/explaining/1', '/en/explaining/:id', <ExplainingPage />);
    await wait(50);
    const send = vi.spyOn(app, 'send');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the challenge' }));
    expect(send).toHaveBeenCalledWith({
      type: 'challenge.open',
      request: { game: 'word', radicalId: 1, lessonId: 1, wordId: 1, from: 'lesson' },
    });
  });

  it('says when the word could not be loaded, and tries again on request', async () => {
    let fail = true;
    const sent = fakeApi((call) => {
      if (call.path !== '/word/1') return null;
      if (fail) throw new Error('Server error');
      return sampleWord;
    });
    renderPage('/en/explaining/1', '/en/explaining/:id', <ExplainingPage />);
    await wait(50);
    expect(screen.getByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await wait(50);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('人(rén)');
    expect(sent.filter((call) => call.path === '/word/1')).toHaveLength(2);
  });

  it('says so when the address names no word', async () => {
    fakeApi(() => null);
    renderPage('/en/explaining/abc', '/en/explaining/:id', <ExplainingPage />);
    await wait(50);
    expect(screen.getByText('This word could not be found.')).toBeTruthy();
  });
});
