import type { SpellProgress, StrokeFile } from '../challenge/challenge.types';
import type { SpellingPlan } from '../challenge/spelling';
import type { SchoolWordState } from '../rules/schoolList';

/**
 * The types of a school list written by the child (dictation.machine.ts, issue 30 §1–2): the list
 * as GET schoolLists/{id}/lesson gives it, what the child wrote of each word, and the events.
 */

/** Practice: the word seen with its reading, written over its outline. Dictation: heard only, written from memory. */
export type ListWritingMode = 'practice' | 'dictation';

/** A character's stroke file; `url` null when there is none (the word is then not written). */
export type ListStrokeFile = Omit<StrokeFile, 'url'> & { url: string | null };

/** A word of the list's lesson (the contract's SchoolListLessonWord). */
export interface ListLessonWord {
  /** Its place in the list (what a result names). */
  position: number;
  word_id: number | null;
  /** In the child's script. */
  word: string;
  zhuyin: string;
  pinyin: string;
  /** In the child's phonetic, and one syllable per character (ruby). */
  phonetic: string;
  ruby: string[];
  english: string | null;
  image: string | null;
  strokes: ListStrokeFile[];
  /** Every character has strokes: the word can be written. */
  writable: boolean;
  /** Not yet practised, practising, ready (`schoolWordState`): practice takes the weakest first. */
  state: SchoolWordState;
}

export interface ListLesson {
  id: number;
  name: string;
  dictation_day: string | null;
  /** 1: the parent lets the dictation show each word's reading (zhuyin or pinyin). */
  dictation_reading: 0 | 1;
  words: ListLessonWord[];
}

/** A stroke taken on the pad (the pad's own coordinates), kept to show beside the model. */
export interface ListStroke {
  path: string;
  /** The stroke on the handwriting grid (rules/handwriting.ts `traceOf`): kept with a dictation for the parent. */
  trace: string;
  /** Missed at least once before it was taken. */
  missed: boolean;
}

/** A character being written, or written. */
export interface ListCharacterWriting {
  character: string;
  strokes: ListStroke[];
  /** Strokes (0-based) missed at least once. */
  missed: number[];
  /** Its strokes in the stroke data (known once written, or given up). */
  strokeCount: number;
  gaveUp: boolean;
}

/** A word as written: its characters, and whether it was saved. */
export interface ListWordWritten {
  position: number;
  word: string;
  characters: ListCharacterWriting[];
}

/** What practice spells after writing: the reading in the child's phonetic. */
export type ListSpellingKind = 'zhuyin' | 'pinyin';

export interface DictationInput {
  listId: number;
  mode: ListWritingMode;
  /** The child's phonetic: what practice spells (the learning settings' `phonetic_symbol`). */
  spelling: ListSpellingKind;
  /** Numbers in [0, 1): `Math.random` in the app, `seededRandom(seed)` in tests (the spelling's tiles are shuffled). */
  random: () => number;
}

export interface SaveResultInput {
  listId: number;
  position: number;
  mode: ListWritingMode;
  mistakes: number;
  wrong_strokes: { char: number; strokes: number[] }[];
  /** A dictation: each character's strokes as written (traces), for the parent to see; practice: none. */
  written?: string[][];
}

export interface DictationContext {
  listId: number;
  mode: ListWritingMode;
  spelling: ListSpellingKind;
  random: () => number;
  /** Each word's spelling (practice), in the order played: its tiles, shuffled once when the list is loaded. */
  plans: SpellingPlan[];
  /** The word being spelled. */
  spell: SpellProgress;
  lesson: ListLesson | null;
  /** The words played: every word in practice, the writable ones in a dictation. */
  words: ListLessonWord[];
  /** The word being played. */
  index: number;
  /** The character of it being written. */
  character: number;
  /** The characters of the word written so far (the current one last). */
  writing: ListCharacterWriting[];
  /** The words written, in order (the summary at the end). */
  done: ListWordWritten[];
  /** Loading the list failed: its message. */
  error: string | null;
}

export type DictationEvent =
  /** The word said again. */
  | { type: 'word.replay' }
  /** The pad took a stroke (0-based), drawn along `path` (`trace`: the same on the handwriting grid). */
  | { type: 'write.stroke'; stroke: number; path: string; trace: string }
  /** The pad refused a try at a stroke (0-based). */
  | { type: 'write.mistake'; stroke: number }
  /** Every stroke of the character was taken; `strokeCount` from its stroke data. */
  | { type: 'write.characterDone'; strokeCount: number }
  /** "I don't know this one": the character's strokes not written count as wrong. */
  | { type: 'write.giveUp'; strokeCount: number }
  /** Go on: from the explanation to writing (or spelling), from the marks to spelling (or the next word), once spelled to the next word. */
  | { type: 'word.next' }
  /** A tile of the spelling's pool tapped (practice). */
  | { type: 'spell.place'; tile: number }
  /** Save the word's result again now (it is tried again by itself too). */
  | { type: 'result.retry' }
  /** Load the list again after a failure. */
  | { type: 'lesson.retry' }
  /** Start the list again from its first word. */
  | { type: 'list.again' }
  /** Back home. */
  | { type: 'list.close' };
