import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTRUCTION_READINGS } from '../../machines/rules/recordings';
import { VOICE_CACHE, keepReadings, recordingUrl } from '../../src/audio/voice';

/**
 * A challenge's recordings kept ahead of play (src/audio/voice.ts `keepReadings`): each file of the
 * readings fetched once and put in the recordings' Cache Storage, whatever repeats; a file that
 * cannot load is passed over. Fetch and Cache Storage are fakes that note what happens.
 */
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepReadings', () => {
  it('fetches each recording of the readings once and keeps it in the cache; a failing file is passed over', async () => {
    const fetched: string[] = [];
    const kept = new Map<string, Response>();
    const opened: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(decodeURIComponent(url));
      if (url.endsWith(encodeURIComponent('ㄎㄢ4.mp3'))) return new Response('', { status: 503 });
      return new Response(new Uint8Array([0xff, 0xfb]), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });
    });
    vi.stubGlobal('caches', {
      open: async (name: string) => {
        opened.push(name);
        return {
          match: async (url: string) => kept.get(url),
          put: async (url: string, response: Response) => void kept.set(url, response),
        };
      },
      keys: async () => [VOICE_CACHE],
      delete: async () => true,
    });

    // 人 twice (a word and in 大人), the write instruction with ㄎㄢˋ that fails to load
    await keepReadings(['ㄖㄣˊ', 'ㄉㄚˋ ㄖㄣˊ', INSTRUCTION_READINGS.write]);

    const files = ['ㄖㄣ2.mp3', 'ㄉㄚ4.mp3', 'ㄒㄧㄝ2.mp3', 'ㄒㄧㄝ3.mp3', 'ㄎㄢ4.mp3'];
    expect(fetched.map((url) => url.split('/').pop()).sort()).toEqual([...files].sort());
    expect([...kept.keys()].sort()).toEqual(files.filter((f) => f !== 'ㄎㄢ4.mp3').map(recordingUrl).sort());
    expect(new Set(opened)).toEqual(new Set([VOICE_CACHE]));

    // kept: asked again, nothing is fetched
    await keepReadings(['ㄖㄣˊ']);
    expect(fetched).toHaveLength(files.length);
  });
});
