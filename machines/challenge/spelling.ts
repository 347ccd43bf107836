import { shuffle } from '../random';
import { spellingUnits, type SpellingKind } from '../rules/phonetic';
import { sameLetter } from '../rules/words';
import type { SpelledSyllable, SpellProgress, SyllablePlayed } from './challenge.types';

/**
 * A word spelled from shuffled tiles (SPEC §4 "spelling letters may vanish once placed", §5
 * "spelling must follow the order"; issue 28 §2): the mechanics the challenge's spell step and a
 * school list's practice (machines/dictation/) share, so both spell alike. What is spelled is
 * rules/phonetic.ts `spellingUnits` (English letters, or a reading's symbols then its tone tile); a
 * tile is placed only when it is the next one (rules/words.ts `sameLetter`), then vanishes from the
 * pool; any other tile of the pool is refused. Pure functions of the progress; the machines keep it.
 */

/** What a word's spelling is made of: its tiles in order, its syllables (none for English), the pool shuffled. */
export interface SpellingPlan {
  letters: string[];
  syllables: SpelledSyllable[];
  pool: { id: number; letter: string }[];
}

/** The plan of a word's spelling: `random` shuffles the pool (injected: the machines stay pure). */
export function spellingPlan(word: { word: string; english: string; zhuyin: string; pinyin: string }, kind: SpellingKind, random: () => number): SpellingPlan {
  const units = spellingUnits(word, kind);
  const letters = units.flatMap((unit) => unit.tiles);
  let end = 0;
  const characters = Array.from(word.word);
  const paired = characters.length === units.length;
  const syllables =
    kind === 'english' ? [] : units.map((unit, i) => ({ reading: unit.reading, end: (end += unit.tiles.length), character: paired ? characters[i]! : word.word }));
  return {
    letters,
    syllables,
    pool: shuffle(
      letters.map((letter, id) => ({ id, letter })),
      random,
    ),
  };
}

/** Nothing placed yet; with `hint`, the first tile shows in its slot. */
export function startSpelling(plan: SpellingPlan, kind: SpellingKind, hint: boolean): SpellProgress {
  return {
    kind,
    letters: plan.letters,
    syllables: plan.syllables,
    placed: [],
    pool: plan.pool.map((tile) => ({ ...tile, placed: false })),
    hint: hint ? (plan.letters[0] ?? null) : null,
    refused: null,
  };
}

export const NO_SPELLING: SpellProgress = { kind: 'english', letters: [], syllables: [], placed: [], pool: [], hint: null, refused: null };

/** The tile is in the pool and is the next one of what is spelled. */
export function isNextTile(spell: SpellProgress, id: number): boolean {
  const tile = spell.pool.find((t) => t.id === id);
  return tile !== undefined && !tile.placed && sameLetter(tile.letter, spell.letters[spell.placed.length]);
}

/** The next tile, and the last one: the word is spelled. */
export function isLastTile(spell: SpellProgress, id: number): boolean {
  return isNextTile(spell, id) && spell.placed.length + 1 === spell.letters.length;
}

/** A tile still in the pool (a wrong one is refused, a placed one is gone). */
export function isOpenTile(spell: SpellProgress, id: number): boolean {
  return spell.pool.some((t) => t.id === id && !t.placed);
}

/** The syllable the next tile completes, or undefined when it completes none. */
export function syllableCompletedByNext(spell: SpellProgress): SpelledSyllable | undefined {
  const count = spell.placed.length + 1;
  return spell.syllables.find((s) => s.end === count);
}

/**
 * What plays when the next tile completes a syllable: the syllable as spelled, the character it
 * reads, and its recording, named by the word's zhuyin whatever the child spells (pinyin children
 * hear the same).
 */
export function syllablePlayedByNext(spell: SpellProgress, wordZhuyin: string): SyllablePlayed {
  const done = syllableCompletedByNext(spell)!;
  const zhuyin = wordZhuyin.split(' ')[spell.syllables.indexOf(done)] ?? done.reading;
  return { reading: done.reading, character: done.character, zhuyin };
}

/** The tile placed (it vanishes from the pool); with `hint`, the next one shows. */
export function placeTile(spell: SpellProgress, id: number, hint: boolean): SpellProgress {
  const tile = spell.pool.find((t) => t.id === id)!;
  const placed = [...spell.placed, tile.letter];
  return {
    ...spell,
    placed,
    pool: spell.pool.map((t) => (t.id === id ? { ...t, placed: true } : t)),
    hint: hint ? (spell.letters[placed.length] ?? null) : null,
    refused: null,
  };
}

/** The tile refused: it flashes red. */
export function refuseTile(spell: SpellProgress, id: number): SpellProgress {
  return { ...spell, refused: id };
}

/** A tile of the pool on the board. */
export interface TileView {
  id: number;
  letter: string;
  disabled: boolean;
}

/** A syllable of the spelled reading on the board: its tile count, and how it is written once complete. */
export interface SyllableView {
  size: number;
  /** The syllable as its system writes it (ㄖㄣˊ, rén) once its tiles are placed, else null. */
  written: string | null;
}

/** The spelling board a screen draws (src/components/spelling/SpellingBoard.tsx). */
export interface SpellingView {
  /** What is spelled: English letters, or the reading in zhuyin or pinyin. */
  kind: SpellingKind;
  /** The reading's syllables, in order (empty for English: one run of letters). */
  syllables: SyllableView[];
  /** The letters placed so far. */
  placed: string;
  /** The tiles still in the pool (placed ones vanish). */
  tiles: TileView[];
  /** The tile just refused (red flash), or null. */
  refused: number | null;
  /** The next letter, when hints are on. */
  hint: string | null;
}

/** The board of a spelling; `canPlace` says whether the machine takes a tile now (a tile it would not is disabled). */
export function spellingViewOf(spell: SpellProgress, canPlace: (tile: number) => boolean): SpellingView {
  return {
    kind: spell.kind,
    syllables: spell.syllables.map((syllable, i) => ({
      size: syllable.end - (spell.syllables[i - 1]?.end ?? 0),
      written: spell.placed.length >= syllable.end ? syllable.reading : null,
    })),
    placed: spell.placed.join(''),
    tiles: spell.pool.filter((t) => !t.placed).map((t) => ({ id: t.id, letter: t.letter, disabled: !canPlace(t.id) })),
    refused: spell.refused,
    hint: spell.hint,
  };
}
