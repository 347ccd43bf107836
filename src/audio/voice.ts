import { RECORDINGS_PATH, RECORDINGS_VERSION, clipReading, playlistOf, type Recording, type VoiceClip } from '../../machines/rules/recordings';

/**
 * The syllable recordings' player (issue 28 §1): a word as its syllables in sequence
 * (rules/recordings.ts says which files), a sentence as its phrases with a breath at each
 * punctuation mark. A lazy chunk: player.ts loads it with the first word to say.
 *
 * - Each file is fetched once and kept in Cache Storage (`caches.open(VOICE_CACHE)`), so a word
 *   heard once plays offline afterwards. No service worker: the app has none, and a worker that
 *   takes over every request is more than four-kilobyte files need; the cache is read first by
 *   this player itself, which is the only thing that plays them. Where there is no Cache Storage
 *   (http outside localhost, old webviews) the browser's HTTP cache still holds them (a year,
 *   immutable). The cache's name carries the data's version; older versions' caches are removed.
 * - Played with an `HTMLAudioElement` over the file's bytes (a blob URL): an MP3 plays in every
 *   browser, and the element needs no AudioContext of its own. A neutral syllable played from
 *   another tone's file (`soft`) is softer (volume 0.55) and shorter (playback rate 1.4, pitch
 *   kept).
 * - Stopping (the signal: the audio actor left `speaking`, the story paused) pauses at once.
 * - A file that cannot load or play is skipped: sound is never worth an error screen.
 */

export const VOICE_CACHE = `hanzi-house-voice-${RECORDINGS_VERSION}`;
const CACHE_PREFIX = 'hanzi-house-voice-';

/** The address of one recording. */
export function recordingUrl(file: string): string {
  return RECORDINGS_PATH + encodeURIComponent(file);
}

/** Softer and shorter: a neutral syllable said with another tone's recording. */
export const SOFT_VOLUME = 0.55;
export const SOFT_RATE = 1.4;
/** The breath between the phrases of a sentence. */
export const PHRASE_PAUSE_MS = 250;

let cacheReady: Promise<Cache | null> | null = null;

/** The recordings' cache, or null where the browser has no Cache Storage (or refuses it). */
function voiceCache(): Promise<Cache | null> {
  cacheReady ??= (async () => {
    if (typeof caches === 'undefined') return null;
    try {
      const cache = await caches.open(VOICE_CACHE);
      // the recordings of an older version are not played again
      void caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== VOICE_CACHE).map((n) => caches.delete(n))))
        .catch(() => {});
      return cache;
    } catch {
      return null;
    }
  })();
  return cacheReady;
}

/** The loads under way (one fetch per file however often it is asked for meanwhile), and the bytes where there is no Cache Storage. */
const inMemory = new Map<string, Promise<Blob>>();

/** One recording's bytes: from the cache when heard before, else fetched and kept. */
export function recordingBlob(file: string): Promise<Blob> {
  const known = inMemory.get(file);
  if (known) return known;
  const loading = (async () => {
    const url = recordingUrl(file);
    const cache = await voiceCache();
    const cached = await cache?.match(url).catch(() => undefined);
    if (cached) return cached.blob();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`recording ${file}: ${response.status}`);
    if (cache) await cache.put(url, response.clone()).catch(() => {});
    return response.blob();
  })();
  inMemory.set(file, loading);
  // once kept in Cache Storage, the cache is what is read (and what a test of the offline case reads)
  void loading.then(
    async () => {
      if (await voiceCache()) inMemory.delete(file);
    },
    () => inMemory.delete(file),
  );
  return loading;
}

/**
 * Keeps every recording of `readings` ahead of play (a challenge's words and instructions, when it
 * loads): each then plays at once, and offline. Each file is fetched once (`recordingBlob`); one
 * that cannot load is left for the player to skip. Resolves when all were tried.
 */
export async function keepReadings(readings: readonly string[]): Promise<void> {
  const files = new Set(readings.flatMap((reading) => playlistOf(reading).recordings.map((recording) => recording.file)));
  await Promise.all([...files].map((file) => recordingBlob(file).catch(() => null)));
}

/** How the player makes its audio elements (tests give a fake). */
export type MakeAudio = () => HTMLAudioElement;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Plays one recording to its end (or until stopped); never rejects. */
async function playOne(recording: Recording, blob: Blob, makeAudio: MakeAudio, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return;
  const url = URL.createObjectURL(blob);
  const audio = makeAudio();
  audio.dataset.recording = recording.file;
  audio.preload = 'auto';
  audio.src = url;
  audio.volume = recording.soft ? SOFT_VOLUME : 1;
  audio.playbackRate = recording.soft ? SOFT_RATE : 1;
  audio.preservesPitch = true;
  try {
    await new Promise<void>((resolve) => {
      const done = () => {
        audio.removeEventListener('ended', done);
        audio.removeEventListener('error', done);
        resolve();
      };
      audio.addEventListener('ended', done);
      audio.addEventListener('error', done);
      signal?.addEventListener('abort', () => {
        audio.pause();
        done();
      });
      audio.play().catch(done);
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Plays readings one after another (a sentence's phrases), a breath between them. */
export async function playReadings(readings: readonly string[], { signal, makeAudio = () => new Audio() }: { signal?: AbortSignal; makeAudio?: MakeAudio } = {}): Promise<void> {
  const playlists = readings.map((reading) => playlistOf(reading).recordings);
  // every file asked for at once: the sequence then plays without a wait between syllables
  const blobs = playlists.map((recordings) => recordings.map((r) => recordingBlob(r.file).catch(() => null)));
  for (const [p, recordings] of playlists.entries()) {
    if (signal?.aborted) return;
    if (p > 0) await wait(PHRASE_PAUSE_MS, signal);
    for (const [k, recording] of recordings.entries()) {
      const blob = await blobs[p]![k]!;
      if (signal?.aborted) return;
      if (blob) await playOne(recording, blob, makeAudio, signal);
    }
  }
}

/** Says a word clip (the audio actor's `playVoice`). */
export function playClip(clip: VoiceClip, signal?: AbortSignal): Promise<void> {
  return playReadings([clipReading(clip)], { signal });
}
