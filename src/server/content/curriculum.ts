import { readFileSync } from 'node:fs';
import type { StrokeSource } from './assets';
import type { Recipe } from './strokes/taiwan';
import { projectFile } from '../root';
import type { SchoolTerm } from '../../../machines/rules/schoolTerm';

/**
 * The committed curriculum file (`curriculum.json`), as `npm run content:build` writes
 * it from the hand-written source (source/) and the server seeds it. Source data, not
 * build output: it is reviewed in diffs, and building again gives the same bytes.
 */

export type Script = 'tw' | 'cn';
export type Difficulty = 'easy' | 'hard';

/** A text in one script, with one reading per code point ('' where there is none, e.g. punctuation). */
export interface ScriptText {
  text: string;
  pinyin: string[];
  zhuyin: string[];
}

/** A text in both scripts and English. */
export interface Bilingual {
  tw: ScriptText;
  cn: ScriptText;
  en: string;
}

/** A name in both scripts and English (no readings needed). */
export interface Name {
  tw: string;
  cn: string;
  en: string;
}

export interface CurriculumCategory {
  id: number;
  key: string;
  parent_id: number | null;
  position: number;
  name: Name;
  /** The radicals of a leaf category, in order. */
  radical_ids: number[];
}

export interface CurriculumRadical {
  id: number;
  category_id: number;
  position: number;
  radical: { tw: string; cn: string };
  name: Name;
  meaning: Bilingual;
  lesson_ids: number[];
}

export interface CurriculumLesson {
  id: number;
  key: string;
  radical_id: number;
  position: number;
  /**
   * The school term by which every character the lesson writes is taught in Taiwan's three
   * textbooks (一上 一下 二上 二下, build/terms.ts); null when none is on their lists.
   */
  term: SchoolTerm | null;
  title: Name;
  word_ids: number[];
  story: Bilingual[];
}

export interface ColorCodes {
  show_background_color_code: string;
  word_background_color_code: string;
  word_font_color_code: string;
}

export interface CurriculumWord {
  id: number;
  lesson_id: number;
  radical_id: number;
  position: number;
  tw: ScriptText;
  cn: ScriptText;
  english: string;
  /** What tells this word's English from another word's with the same English ("mom's mom"); null when none does. */
  sense: string | null;
  explain: string;
  examples: Bilingual[];
  sentence: Bilingual;
  /** The picture's file name (pictures/), null when the word is not picturable. */
  picture: string | null;
  difficulty: Difficulty;
  colors: ColorCodes;
}

export interface StrokeFile {
  /** Content-hashed file name under /api/content/strokes/. */
  file: string;
  /** The character the record is of (the simplified form for `cn`). */
  char: string;
  source: StrokeSource;
  /**
   * For `taiwan`: how strokes/taiwan.ts made the strokes from AnimCJK or hanzi-writer-data, so the
   * server replays it (applyRecipe, well under a millisecond) instead of searching again.
   */
  recipe?: Recipe;
}

export interface CurriculumCharacter {
  /** The character in Taiwan traditional form (the key of `characters`). */
  tw: string;
  cn: string;
  /** Its Kangxi radical. */
  radical: string;
  /** How many components it has (SPEC §3 difficulty). */
  components: number;
  strokes: Record<Script, StrokeFile>;
}

export interface PictureFile {
  emoji: string;
  icon: string;
}

export interface ContentSource {
  name: string;
  what: string;
  licence: string;
  url: string;
}

/** Ids ever given, by stable key: an id is never reused, so progress survives new versions. */
export interface IdRegistry {
  categories: Record<string, number>;
  radicals: Record<string, number>;
  lessons: Record<string, number>;
  words: Record<string, number>;
}

export interface Curriculum {
  /** Content hash of everything below: a new value means the server seeds again. */
  version: string;
  sources: ContentSource[];
  categories: CurriculumCategory[];
  radicals: CurriculumRadical[];
  lessons: CurriculumLesson[];
  words: CurriculumWord[];
  /** By traditional character. */
  characters: Record<string, CurriculumCharacter>;
  /** By file name. */
  pictures: Record<string, PictureFile>;
  ids: IdRegistry;
}

export const CURRICULUM_FILE = projectFile('src/server/content/curriculum.json');

let loaded: Curriculum | undefined;
/** The committed curriculum (read once per process). */
export function loadCurriculum(): Curriculum {
  loaded ??= JSON.parse(readFileSync(CURRICULUM_FILE, 'utf8')) as Curriculum;
  return loaded;
}
