/**
 * The learning content as the explaining and story machines keep it: the parts of the
 * contract's `Word`, `Example` and `Story` (src/api/openapi.yaml) they and their screens
 * read. Machines cannot import src/, so the shapes live here; the app's actors return the
 * contract's objects, which fit them. Type-only module.
 */

/** The script the member reads (setting.language): Taiwan traditional or mainland simplified. */
export type Script = 'tw' | 'cn';

/** A text in the member's script with one reading per character ('' over punctuation). */
export interface Example {
  text: string;
  phonetic: string;
  /** The zhuyin of the text, syllables separated by spaces, whatever the phonetic shown: what the recordings say. */
  zhuyin: string;
  ruby: string[];
  english: string;
}

/** One character's stroke data file (hanzi-writer's format) and the order it is drawn in. */
export interface StrokeSource {
  char: string;
  url: string;
  order: 'standard' | 'mainland';
}

/** GET word/{word_id}: what the explaining screen shows. */
export interface WordDetail {
  id: number;
  radical_id: number;
  lesson_id: number;
  word: string;
  phonetic: string;
  /** The zhuyin of the word, syllables separated by spaces: what the recordings say. */
  zhuyin: string;
  ruby: string[];
  english: string;
  explain: string;
  image: string | null;
  strokes: StrokeSource[];
  word_examples: Example[];
  sentence_examples: Example[];
}

/** A word of the lesson as the story shows it: its text and picture. */
export interface StoryWord {
  id: number;
  word: string;
  image: string | null;
}

/** GET story/{lesson_id}, with the pictures of the lesson's words (from GET radical/{id}). */
export interface StoryContent {
  lesson_id: number;
  radical_id: number;
  title: string;
  english: string;
  sentences: Example[];
  words: StoryWord[];
}

/** What the `speak` actor is asked to read, and in which script's Mandarin. */
export interface SpeechInput {
  text: string;
  script: Script;
  /**
   * The text's zhuyin and ruby (one entry per character, '' over punctuation): where the device has no
   * local Chinese voice, its words are played one by one from the syllable recordings instead.
   */
  zhuyin?: string;
  ruby?: string[];
}

/** Read aloud, or the device has no Chinese voice we may use. (A synthesizer error rejects.) */
export type SpeechResult = 'spoken' | 'noVoice';
