/**
 * The hand-written curriculum, in Taiwan traditional characters (reviewed like code).
 *
 * Everything else (simplified forms, pinyin, zhuyin, strokes, pictures, ids) is derived
 * from it by `npm run content:build` into `src/server/content/curriculum.json`.
 */

/** A sentence or phrase in Taiwan traditional characters with its English. */
export interface Text {
  tw: string;
  en: string;
}

export interface WordSource {
  /** The word in Taiwan traditional characters: one character, or a short word (at most 3). */
  word: string;
  /**
   * What a child spells in the spelling challenge and reads as the meaning: lower-case
   * English letters, one to three words separated by single spaces ("tree", "ice cream").
   */
  english: string;
  /**
   * When another word shares its English, a few words that tell this one's meaning
   * ("mom's mom" for 外婆 beside 奶奶's "dad's mom"): shown in brackets after the English,
   * never spelled.
   */
  sense?: string;
  /** One sentence in English that explains the word to a child of 4 to 10 (not a dictionary sense). */
  explain: string;
  /** Two or three short words or phrases that contain the word, with their English. */
  examples: Text[];
  /** One example sentence that contains the word, with its English. */
  sentence: Text;
  /** An emoji for the word's picture (drawn from Fluent Emoji Flat); omitted when the word is not picturable. */
  picture?: string;
}

export interface LessonSource {
  /** A stable key, unique in the curriculum ("mu-1"): progress is kept by the id it maps to. */
  key: string;
  /** The lesson's title. */
  title: Text;
  /** One to seven words (SPEC §9); the words contain the radical. */
  words: WordSource[];
  /** The lesson's story: three to six sentences that use every word of the lesson. */
  story: Text[];
}

export interface RadicalSource {
  /** The radical in its Kangxi form (木, 水, 艸, 糸 ...). */
  radical: string;
  /** Its name as a child says it ("木字旁" or simply "木"), and in English. */
  name: Text;
  /** What the radical means, in one sentence a child understands. */
  meaning: Text;
  lessons: LessonSource[];
}

/**
 * More lessons for a radical that another file defines (the school year's characters are
 * written in files of their own): index.ts appends them to its lessons. The build orders a
 * radical's lessons by school term (build/terms.ts), not by where they are written.
 */
export interface MoreLessonsSource {
  radical: string;
  lessons: LessonSource[];
}

export interface CategorySource {
  key: string;
  name: Text;
  /** The radicals of a leaf category, by their Kangxi form. */
  radicals?: string[];
  children?: CategorySource[];
}
