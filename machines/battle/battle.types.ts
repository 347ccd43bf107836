import type { CallError } from '../types';

/** The battle's types (battle.machine.ts): its words and questions, the two sides, input, context and events. */

/** A word of GET interactive/words (only what the battle shows). */
export interface BattleWord {
  id: number;
  word: string;
  pinyin: string;
  zhuyin: string;
  english: string;
}

export type Side = 'left' | 'right';

export interface BattleQuestion {
  word: BattleWord;
  /** Four answers, shuffled; the same for both sides. */
  answers: BattleWord[];
}

export interface SideAnswer {
  /** The chosen word id; null when the time ran out. */
  choice: number | null;
  correct: boolean;
  /** When the side answered, ms into the question: its bar stops there. */
  atMs: number;
}

export interface BattleSide {
  ready: boolean;
  /** Correct answers in this battle (the crowns). */
  correct: number;
  /** The answer to the current question, null while still open. */
  answer: SideAnswer | null;
  /** Every question of the battle answered right (set at finish). */
  allCorrect: boolean;
  /** Set at finish: a tie makes both sides win. */
  result: 'win' | 'lose' | null;
}

export interface BattleInput {
  /** Numbers in [0, 1): `Math.random` in the app, `seededRandom(seed)` in tests. */
  random: () => number;
  /** Questions per battle; default `BATTLE_ROUNDS`. */
  rounds?: number;
  /** Time per question (the bar's length); default `ANSWER_TIME_MS`. */
  answerTimeMs?: number;
}

export interface BattleContext {
  seed: number;
  rounds: number;
  answerTimeMs: number;
  words: BattleWord[];
  questions: BattleQuestion[];
  /** The current question. */
  index: number;
  /** Time since the current question appeared, in ticks of `BAR_TICK_MS`. */
  elapsedMs: number;
  left: BattleSide;
  right: BattleSide;
  /** The failed load. */
  error: CallError | null;
}

export type BattleEvent =
  | { type: 'side.ready'; side: Side }
  | { type: 'side.answer'; side: Side; choice: number }
  | { type: 'clock.tick' }
  | { type: 'battle.again' }
  | { type: 'battle.retry' }
  | { type: 'battle.exit' };

export type BattleScreen = 'battle' | 'battleGame' | 'battleFinish';
