import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleStory } from '../../machines/learningContent.samples';
import { sentenceTimeOf } from '../../machines/lessons/storyPlayer.machine';
import StoryPage from '../../src/pages/lessons/story/Story';
import StoryTextPage from '../../src/pages/lessons/story/ShowText';
import StoryVideoPage from '../../src/pages/lessons/story/Video';
import { fakeApi, renderPage, wait } from './learning-fakes';

/*
 * The story screens with the real storyPlayer machine, the real API client (fetch stubbed)
 * and catalogs, on a fake clock. jsdom has no speech synthesis: the video plays each sentence's
 * words from the recordings (the player, src/audio/voice.ts, replaced by one the test finishes);
 * a story without readings says there is no Chinese voice and goes on as a timed highlight.
 */

const { words, ...story } = sampleStory;

/** GET story/1 and the radical's lesson with its word pictures. */
const recordings = vi.hoisted(() => {
  const played: string[][] = [];
  let done: (() => void) | null = null;
  return {
    played,
    finish: () => done?.(),
    play: (phrases: string[]) =>
      new Promise<void>((resolve) => {
        played.push(phrases);
        done = resolve;
      }),
  };
});
vi.mock('../../src/audio/voice', () => ({ playReadings: (phrases: string[]) => recordings.play(phrases) }));

function storyApi(recorded: unknown[] = [], { readings = true } = {}) {
  // without readings (`zhuyin: ''`), nothing can be played from the recordings either
  const told = readings ? story : { ...story, sentences: story.sentences.map((s) => ({ ...s, zhuyin: '' })) };
  return fakeApi((call) => {
    if (call.path === '/story/1') return told;
    if (call.path === '/radical/1') {
      return { id: 1, lessons: [{ id: 1, radical_id: 1, words: words.map((w) => ({ ...w, radical_id: 1, lesson_id: 1 })) }] };
    }
    if (call.path === '/lesson/schedule') recorded.push(call.query);
    return null;
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const current = () => document.querySelector('[aria-current="true"]')?.querySelector('.ruby-text')?.textContent ?? null;

describe('the story screens', () => {
  it('/story: the title, the pictures and the ways to the video and the text', async () => {
    const sent = storyApi();
    renderPage('/en/story?lesson=1', '/en/story', <StoryPage />, { second_language: 'english' });
    await wait(50);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('你、我、他');
    expect(screen.getByText('You, me and him')).toBeTruthy();
    expect(document.querySelectorAll('.story-pictures img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Watch the story/ }).getAttribute('href')).toBe('/en/story/video?lesson=1');
    expect(screen.getByRole('link', { name: 'Show the text' }).getAttribute('href')).toBe('/en/story/show-text?lesson=1');
    expect(sent.find((call) => call.path === '/radical/1')!.headers.get('Locale-Type')).toBe('2');
  });

  it('/story/show-text: every sentence with its reading over each character, English as the settings say', async () => {
    storyApi();
    renderPage('/story/show-text?lesson=1', '/story/show-text', <StoryTextPage />, { second_language: 'none' });
    await wait(50);
    const sentences = [...document.querySelectorAll('.story-sentence')];
    expect(sentences).toHaveLength(2);
    expect(sentences[1]!.querySelector('.ruby-text')!.textContent).toBe('他(tā)在(zài)玩(wán)球(qiú)。');
    expect(screen.queryByText('He is playing with a ball.')).toBeNull();
    expect(screen.getByRole('link', { name: /看故事影片/ })).toBeTruthy();
  });

  it('/story/video without a voice: the words of each sentence from the recordings, one after the other, and no "no voice"', async () => {
    recordings.played.length = 0;
    storyApi();
    renderPage('/en/story/video?lesson=1', '/en/story/video', <StoryVideoPage />, { second_language: 'english' });
    await wait(50);
    fireEvent.click(screen.getByRole('button', { name: /Play the story/ }));
    await wait(0);
    await wait(0);
    expect(recordings.played, 'the first sentence, by its phrases').toEqual([['ㄒㄧㄥ ㄑㄧˊ ㄊㄧㄢ', 'ㄍㄨㄥ ㄩㄢˊ ㄌㄧˇ ㄧㄡˇ ㄏㄠˇ ㄉㄨㄛ ㄖㄣˊ']]);
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();
    // the sentence stays until its words have been heard
    await wait(60_000);
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();
    await act(async () => recordings.finish());
    await wait(0);
    expect(screen.getByText('Sentence 2 of 2')).toBeTruthy();
    expect(recordings.played.at(-1)).toEqual(['ㄊㄚ ㄗㄞˋ ㄨㄢˊ ㄑㄧㄡˊ']);
    expect(screen.queryByText(/no Chinese voice/)).toBeNull();
  });

  it('/story/video: a story without readings is highlighted for its time, says why it is silent, and records the end once', async () => {
    const recorded: unknown[] = [];
    storyApi(recorded, { readings: false });
    renderPage('/en/story/video?lesson=1', '/en/story/video', <StoryVideoPage />, { second_language: 'english' });
    await wait(50);
    expect(current()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play the story/ }));
    await wait(0);
    await wait(0);
    expect(screen.getByText('This device has no Chinese voice, so the story is shown without sound.')).toBeTruthy();
    expect(current()).toContain('星(xīng)');
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();

    // paused: the clock runs, the sentence stays
    fireEvent.click(screen.getByRole('button', { name: /Pause/ }));
    await wait(60_000);
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await wait(sentenceTimeOf(story.sentences[0]) - 1);
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();
    await wait(1);
    expect(current()).toContain('他(tā)');
    expect(screen.getByText('Sentence 2 of 2')).toBeTruthy();
    expect(recorded).toEqual([]);

    await wait(sentenceTimeOf(story.sentences[1]));
    expect(screen.getByText('The end!')).toBeTruthy();
    await wait(0);
    expect(recorded).toEqual([{ radical_id: '1', lesson_id: '1', story: '1' }]);
    expect(screen.getByRole('link', { name: 'Back to the lesson' }).getAttribute('href')).toBe('/en/lesson/1');

    // again: skip through to the end, nothing recorded twice
    fireEvent.click(screen.getByRole('button', { name: /Watch again/ }));
    await wait(0);
    expect(screen.getByText('Sentence 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    await wait(0);
    expect(screen.getByText('Sentence 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Skip/ }));
    await wait(0);
    expect(screen.getByText('The end!')).toBeTruthy();
    expect(recorded).toHaveLength(1);
  });

  it('says so when the address names no lesson', async () => {
    fakeApi(() => null);
    renderPage('/en/story/video', '/en/story/video', <StoryVideoPage />);
    await wait(50);
    expect(screen.getByText('This story could not be found.')).toBeTruthy();
  });
});
