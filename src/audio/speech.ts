import { fromPromise } from 'xstate';
import type { Script, SpeechInput, SpeechResult } from '../../machines/learningContent';
import { phrasesOf } from '../../machines/rules/recordings';

/**
 * Reading Chinese aloud with the browser's own speech synthesis (no recorded audio, no
 * third party): the explaining screen's pronounce button and the story player's narration
 * use `speakActor`, which the machines invoke as their `speak` actor.
 *
 * The voice is a rule (`chooseVoice`, tested with fake voice lists):
 * - Only voices that run on the device (`localService: true`). A network voice (Chrome's
 *   "Google 國語（臺灣）" on a desktop, for one) sends the text to its vendor's servers: a
 *   child's app makes no third-party requests, so those are never used, even when they are
 *   the only Chinese voices. The screen then says the device has no Chinese voice.
 * - The script's own Mandarin first: zh-TW for `tw`, zh-CN for `cn` (also written
 *   `zh_TW`, `cmn-Hant-TW`, `zh-Hant-TW` ...). Then the other Mandarin voice (a mainland
 *   voice reading Taiwan's characters is still Mandarin, better than silence), then any
 *   other Mandarin `zh` / `cmn` voice (zh-SG). Never Cantonese (zh-HK, yue) nor other
 *   Chinese languages: they read the characters with another language's sounds.
 * - Among equals, the device's default voice first, then the list's order.
 *
 * `speak` resolves 'spoken' when the text was read, 'noVoice' when the device has no usable
 * voice (or no speech synthesis at all); it rejects when the synthesizer reports an error.
 * Stopping the actor (leaving the state, pausing) cancels the speech.
 *
 * Without a usable voice, a text whose zhuyin is given (`SpeechInput.zhuyin`, with its `ruby` for
 * the pauses) is played word by word from the syllable recordings instead (voice.ts, issue 28 §1):
 * then 'noVoice' is left for a text without a reading. Muted (the audio actor's mute, `isMuted`),
 * nothing is heard: the text takes the time its syllables would, in silence, and is 'spoken'.
 */

export type { Script } from '../../machines/learningContent';

/** The part of a SpeechSynthesisVoice the rule reads. */
export interface VoiceLike {
  lang: string;
  localService: boolean;
  default?: boolean;
  name?: string;
}

/** Normalised language tag parts: 'zh_TW' → ['zh', 'tw'], 'cmn-Hant-TW' → ['cmn', 'hant', 'tw']. */
function tagParts(lang: string): string[] {
  return lang.toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
}

type Region = 'tw' | 'cn' | 'other';

/** The Mandarin region of a voice, or null when it is not a Mandarin voice. */
export function mandarinRegion(lang: string): Region | null {
  const [language, ...rest] = tagParts(lang);
  if (language !== 'zh' && language !== 'cmn') return null;
  // Cantonese and the other Chinese languages are never Mandarin.
  if (rest.some((part) => part === 'hk' || part === 'mo' || part === 'yue' || part === 'hak' || part === 'nan' || part === 'wuu')) return null;
  if (rest.includes('tw') || (rest.includes('hant') && !rest.includes('cn'))) return 'tw';
  if (rest.includes('cn') || rest.includes('hans')) return 'cn';
  return 'other';
}

/** The voice to read text of a script with, or null when the device has none we may use. */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], script: Script): V | null {
  const rank = (voice: V): number => {
    if (!voice.localService) return -1;
    const region = mandarinRegion(voice.lang);
    if (region === null) return -1;
    const base = region === script ? 30 : region === 'other' ? 10 : 20;
    return base + (voice.default ? 1 : 0);
  };
  let best: V | null = null;
  let bestRank = -1;
  for (const voice of voices) {
    const r = rank(voice);
    if (r > bestRank) {
      best = voice;
      bestRank = r;
    }
  }
  return best;
}

/** How long to wait for the voice list: browsers fill it after the page loads ('voiceschanged'). */
export const VOICE_LIST_WAIT_MS = 1_500;

/** Speaking rate for children: a little slower than the default. */
export const SPEECH_RATE = 0.8;

/** The device's voices, waiting briefly for a list that is still loading. */
export function voicesOf(synth: SpeechSynthesis, waitMs = VOICE_LIST_WAIT_MS, signal?: AbortSignal): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener?.('voiceschanged', done);
    signal?.addEventListener('abort', done);
  });
}

/** The browser's synthesizer, or null where there is none (old browsers, some webviews, jsdom). */
export function browserSynth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && window.speechSynthesis ? window.speechSynthesis : null;
}

/** How long a text's syllables take when heard from the recordings: what a muted text waits, in silence. */
export const SILENT_SYLLABLE_MS = 400;

const silence = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Options of `speak`: the synthesizer, the stop signal, the mute and the recordings' player (tests give fakes). */
export interface SpeakOptions {
  synth?: SpeechSynthesis | null;
  signal?: AbortSignal;
  isMuted?: () => boolean;
  playRecordings?: (phrases: string[], signal?: AbortSignal) => Promise<void>;
}

const loadedRecordings = async (phrases: string[], signal?: AbortSignal) => (await import('./voice')).playReadings(phrases, { signal });

/** Reads `text` aloud in the script's Mandarin, else from the recordings, or tells there is no voice. */
export async function speak(
  { text, script, zhuyin, ruby }: SpeechInput,
  { synth = browserSynth(), signal, isMuted = () => false, playRecordings = loadedRecordings }: SpeakOptions = {},
): Promise<SpeechResult> {
  const phrases = zhuyin ? phrasesOf(ruby ?? [], zhuyin) : [];
  if (isMuted()) {
    if (phrases.length === 0) return 'noVoice';
    await silence(phrases.join(' ').split(' ').length * SILENT_SYLLABLE_MS, signal);
    return 'spoken';
  }
  const voice =
    synth && typeof SpeechSynthesisUtterance !== 'undefined' ? chooseVoice(await voicesOf(synth, VOICE_LIST_WAIT_MS, signal), script) : null;
  if (!voice || !synth) {
    if (phrases.length === 0) return 'noVoice';
    // no local Chinese voice: the text's words, one by one, from the recordings
    await playRecordings(phrases, signal);
    return 'spoken';
  }
  if (signal?.aborted) return 'spoken';
  return new Promise<SpeechResult>((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = SPEECH_RATE;
    let stopped = false;
    utterance.onend = () => resolve('spoken');
    utterance.onerror = (event) => {
      // A cancel we asked for is not a failure.
      if (stopped || event.error === 'interrupted' || event.error === 'canceled') resolve('spoken');
      else reject(new Error(`speech failed: ${event.error}`));
    };
    signal?.addEventListener('abort', () => {
      stopped = true;
      synth.cancel();
    });
    synth.cancel();
    synth.speak(utterance);
  });
}

/** The machines' `speak` actor (storyPlayer, pictureBookReader). */
export const speakActor = fromPromise<SpeechResult, SpeechInput>(({ input, signal }) => speak(input, { signal }));

/** Whether the root's audio actor is muted (the `speak` actors of the story screens read it). */
export function isMutedIn(system: { get: (id: string) => { getSnapshot: () => unknown } | undefined }): boolean {
  const snapshot = system.get('audio')?.getSnapshot() as { matches?: (value: { mute: 'muted' }) => boolean } | undefined;
  return snapshot?.matches?.({ mute: 'muted' }) ?? false;
}

/** The `speak` actor that keeps quiet while the app is muted (the audio actor's mute, read by `isMuted`). */
export function speakActorFor(isMuted: () => boolean) {
  return fromPromise<SpeechResult, SpeechInput>(({ input, signal }) => speak(input, { signal, isMuted }));
}
