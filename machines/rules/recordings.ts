/**
 * Which recordings play a reading (issue 28 §1): the curriculum's readings, heard in one Taiwanese
 * voice on every device, without a speech engine.
 *
 * The recordings are the gcin voice data (src/server/content/vendor/gcin-voice: one MP3 per
 * Mandarin syllable and tone, named by zhuyin): `ㄇㄚ.mp3` first tone, `ㄇㄚ2.mp3` / `3` / `4`,
 * and `ㄉㄜ1.mp3` for the few syllables recorded in the neutral tone.
 *
 * A reading is written as the curriculum writes it: zhuyin syllables separated by spaces (the
 * contract's `zhuyin` of a word, an example or a sentence), tone marks after the syllable (ˊ ˇ ˋ),
 * the first tone unmarked and the neutral dot in front (˙ㄇㄚ). Pinyin learners hear the same
 * recordings: the contract sends the zhuyin of every text whatever the child's phonetic, and the
 * reading is the same.
 *
 * - one file per syllable, in order;
 * - a neutral syllable uses its own neutral recording where there is one (`NEUTRAL_RECORDINGS`),
 *   else its first-tone file played shorter and softer (`soft: true`); 96 syllables were recorded
 *   without a first tone (`WITHOUT_FIRST_TONE`: ˙ㄋㄞ of 奶奶, ˙ㄇㄟ of 妹妹): those take the tone
 *   the same syllable had just before in the word, else a recorded tone (fourth, second, third);
 * - a syllable that is not zhuyin, or has no recording, is reported (`missing`): the content
 *   build refuses a curriculum with one (src/server/content/voice.ts, tests/unit/voice.test.ts).
 *
 * Used by the player (src/audio/voice.ts) and the server's content check: one rule, two users.
 */

/** The recordings' version: part of their address, so a file is cached for good under it. */
export const RECORDINGS_VERSION = 'gcin-c1dd826';

/** Where the server serves the recordings (src/server/content/routes.ts). */
export const RECORDINGS_PATH = `/api/content/voice/${RECORDINGS_VERSION}/`;

/** The syllables with a neutral-tone recording of their own (`ㄉㄜ1.mp3`); a test holds it to the files. */
export const NEUTRAL_RECORDINGS: ReadonlySet<string> = new Set([
  'ㄅㄚ', 'ㄇ', 'ㄇㄛ', 'ㄇㄜ', 'ㄉ', 'ㄉㄜ', 'ㄋㄜ', 'ㄌㄜ', 'ㄍㄜ', 'ㄓㄜ', 'ㄚ', 'ㄛ',
]);

/**
 * The syllables recorded without a first tone, and the tones they have (2, 3, 4; a neutral
 * recording aside): a neutral syllable of these falls back on another tone. A test holds it to the files.
 */
export const WITHOUT_FIRST_TONE: Readonly<Record<string, string>> = {
  ㄆㄡ: '3', ㄆㄧㄝ: '3', ㄇ: '', ㄇㄜ: '', ㄇㄞ: '234', ㄇㄟ: '234', ㄇㄡ: '23', ㄇㄢ: '234', ㄇㄤ: '23', ㄇㄥ: '234', ㄇㄧㄡ: '4',
  ㄇㄧㄢ: '234', ㄇㄧㄣ: '23', ㄇㄧㄥ: '24', ㄇㄨ: '34', ㄈㄛ: '2', ㄈㄡ: '3', ㄉ: '', ㄉㄜ: '2', ㄉㄟ: '3', ㄊㄜ: '4', ㄊㄥ: '2',
  ㄋㄚ: '234', ㄋㄞ: '34', ㄋㄟ: '34', ㄋㄤ: '2', ㄋㄥ: '2', ㄋㄧ: '234', ㄋㄧㄠ: '34', ㄋㄧㄢ: '234', ㄋㄧㄣ: '2', ㄋㄧㄤ: '24',
  ㄋㄧㄥ: '234', ㄋㄨ: '234', ㄋㄨㄛ: '24', ㄋㄨㄢ: '3', ㄋㄨㄥ: '24', ㄋㄩ: '3', ㄋㄩㄝ: '4', ㄌㄜ: '4', ㄌㄞ: '24', ㄌㄡ: '234',
  ㄌㄢ: '234', ㄌㄥ: '234', ㄌㄧㄠ: '234', ㄌㄧㄢ: '234', ㄌㄧㄣ: '234', ㄌㄧㄤ: '234', ㄌㄨㄢ: '234', ㄌㄨㄣ: '24', ㄌㄨㄥ: '23',
  ㄌㄩ: '234', ㄌㄩㄝ: '4', ㄍㄟ: '3', ㄍㄨㄣ: '34', ㄎㄠ: '34', ㄎㄣ: '3', ㄎㄨㄛ: '4', ㄎㄨㄞ: '4', ㄏㄡ: '234', ㄏㄣ: '234',
  ㄏㄤ: '2', ㄏㄨㄛ: '234', ㄏㄨㄞ: '24', ㄐㄩㄝ: '24', ㄐㄩㄥ: '3', ㄑㄩㄣ: '2', ㄑㄩㄥ: '2', ㄓㄨㄞ: '3', ㄕㄟ: '2', ㄕㄨㄟ: '234',
  ㄕㄨㄣ: '4', ㄖ: '4', ㄖㄜ: '34', ㄖㄠ: '234', ㄖㄡ: '24', ㄖㄢ: '23', ㄖㄣ: '234', ㄖㄤ: '34', ㄖㄨ: '234', ㄖㄨㄛ: '4',
  ㄖㄨㄟ: '34', ㄖㄨㄢ: '3', ㄖㄨㄣ: '4', ㄖㄨㄥ: '23', ㄗㄜ: '234', ㄗㄟ: '2', ㄗㄣ: '3', ㄗㄨㄛ: '234', ㄗㄨㄟ: '34', ㄘㄜ: '4',
  ㄘㄡ: '4', ㄘㄨㄢ: '4', ㄙㄜ: '4', ㄝ: '4', ㄧㄞ: '2',

};

/**
 * Readings the recordings lack that are heard in another accepted reading of the same character:
 * 骨 ㄍㄨˊ (骨頭) as ㄍㄨˇ, 哞 ㄇㄡ as the dictionary's ㄇㄡˊ, 隆 ㄌㄨㄥ (轟隆隆) as ㄌㄨㄥˊ.
 * A reading with neither (曬 ㄕㄞˋ) is missing: the content check refuses it in a word and names it
 * in a sentence (which the device's voice reads, or plays with that syllable left out).
 */
export const HEARD_AS: Readonly<Record<string, string>> = { 'ㄍㄨˊ': 'ㄍㄨˇ', 'ㄇㄡ': 'ㄇㄡˊ', 'ㄌㄨㄥ': 'ㄌㄨㄥˊ' };

export type Tone = 1 | 2 | 3 | 4 | 5;

/** One syllable of a reading: its zhuyin letters and tone (5: neutral). */
export interface Syllable {
  letters: string;
  tone: Tone;
}

/** One recording to play: its file name and whether it stands for a neutral tone (shorter, softer). */
export interface Recording {
  file: string;
  soft: boolean;
}

/** What a reading plays: the recordings in order, and the syllables without one. */
export interface Playlist {
  recordings: Recording[];
  missing: string[];
}

const ZHUYIN_LETTERS = /^[\u3105-\u312F]+$/u;
const TONE_MARKS: Record<string, Tone> = { 'ˊ': 2, 'ˇ': 3, 'ˋ': 4 };

/** A zhuyin syllable as the curriculum writes it, or null when it is not one. */
export function parseSyllable(written: string): Syllable | null {
  let text = written.trim().normalize('NFC');
  let tone: Tone = 1;
  if (text.startsWith('˙')) {
    tone = 5;
    text = text.slice(1);
  } else {
    const mark = TONE_MARKS[text.at(-1) ?? ''];
    if (mark) {
      tone = mark;
      text = text.slice(0, -1);
    }
  }
  return ZHUYIN_LETTERS.test(text) ? { letters: text, tone } : null;
}

/** The syllables of a reading: zhuyin separated by spaces (empty entries, punctuation's, skipped). */
export function syllablesOf(reading: string): string[] {
  return reading.split(/\s+/u).filter(Boolean);
}

/** The tones a neutral syllable without a first-tone recording falls back on, in order. */
const FALLBACK_TONES = ['4', '2', '3'] as const;

/**
 * The file a syllable plays, by the naming of the recordings. A neutral syllable without its own
 * neutral recording plays softly: the same syllable's tone said just before it (媽媽, 奶奶, 妹妹:
 * `before`, the tones of the reading so far), else its first tone, else the first recorded of
 * the fourth, second and third.
 */
export function recordingOf(syllable: Syllable, before: ReadonlyMap<string, Tone> = new Map()): Recording {
  const { letters, tone } = syllable;
  if (tone !== 5) return { file: `${letters}${tone === 1 ? '' : tone}.mp3`, soft: false };
  if (NEUTRAL_RECORDINGS.has(letters)) return { file: `${letters}1.mp3`, soft: false };
  const said = before.get(letters);
  if (said !== undefined && said !== 5) return { file: `${letters}${said === 1 ? '' : said}.mp3`, soft: true };
  const recorded = WITHOUT_FIRST_TONE[letters];
  const fallback = recorded === undefined ? '' : (FALLBACK_TONES.find((t) => recorded.includes(t)) ?? '');
  return { file: `${letters}${fallback}.mp3`, soft: true };
}

/**
 * The recordings of a reading. `available` is the set of file names there are (the content
 * check passes the folder's); without it every well-formed syllable is taken to have its file.
 */
export function playlistOf(reading: string, available?: ReadonlySet<string>): Playlist {
  const recordings: Recording[] = [];
  const missing: string[] = [];
  const before = new Map<string, Tone>();
  for (const written of syllablesOf(reading)) {
    const syllable = parseSyllable(HEARD_AS[written] ?? written);
    const recording = syllable ? recordingOf(syllable, before) : null;
    if (syllable) before.set(syllable.letters, syllable.tone);
    if (!recording || (available && !available.has(recording.file))) missing.push(written);
    else recordings.push(recording);
  }
  return { recordings, missing };
}

/**
 * A sentence's syllables with the pauses of its punctuation: `ruby` has one entry per character of
 * the text ('' over punctuation), `reading` the zhuyin of its characters in order. A pause stands
 * where punctuation follows a syllable (never two in a row, never at the start).
 */
export function phrasesOf(ruby: readonly string[], reading: string): string[] {
  const syllables = syllablesOf(reading);
  const phrases: string[][] = [[]];
  let next = 0;
  for (const entry of ruby) {
    if (entry.trim()) {
      const syllable = syllables[next++];
      if (syllable) phrases.at(-1)!.push(syllable);
    } else if (phrases.at(-1)!.length > 0) {
      phrases.push([]);
    }
  }
  // readings beyond the ruby (a ruby in another shape) are still heard
  if (next < syllables.length) phrases.at(-1)!.push(...syllables.slice(next));
  return phrases.filter((p) => p.length > 0).map((p) => p.join(' '));
}

/** The instructions a child hears on the challenge's screens (guess, write, spell). */
export type Instruction = 'guess' | 'write' | 'spell';

/**
 * Each instruction as spoken, in zhuyin (tones as said: 一 before a fourth tone is ㄧˊ; a third
 * tone before a third is said rising): "哪一個是…" before the word on the guess screen, "寫寫看",
 * "拼拼看".
 */
export const INSTRUCTION_READINGS: Record<Instruction, string> = {
  guess: 'ㄋㄚˇ ㄧˊ ㄍㄜˋ ㄕˋ',
  write: 'ㄒㄧㄝˊ ㄒㄧㄝˇ ㄎㄢˋ',
  spell: 'ㄆㄧㄣ ㄆㄧㄣ ㄎㄢˋ',
};

/** A word to say (the contract's `zhuyin` of it), after an instruction when there is one. */
export interface VoiceClip {
  zhuyin: string;
  instruction?: Instruction | null;
}

/** What a word clip plays: the instruction first (when there is one), then the word. */
export function clipReading(clip: VoiceClip): string {
  return clip.instruction ? `${INSTRUCTION_READINGS[clip.instruction]} ${clip.zhuyin}` : clip.zhuyin;
}

/**
 * What a challenge may say, for its recordings to come with its words (issue 28 §1: a lesson's
 * audio is part of its data): every instruction, then each word, once.
 */
export function challengeReadings(words: readonly { zhuyin: string }[]): string[] {
  return [...new Set([...Object.values(INSTRUCTION_READINGS), ...words.map((word) => word.zhuyin)])];
}
