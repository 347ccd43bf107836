import type { BattleView } from '../../../machines/battle/battle.connect';
import type { BattleEvent, Side } from '../../../machines/battle/battle.types';

/**
 * Each player's keys, by physical key (`KeyboardEvent.code`, so a keyboard layout or a
 * Chinese input method does not change them). Player 1 (left) uses the left hand's block,
 * player 2 (right) the right hand's: the answer keys form a 2×2 block like the answer grid
 * (top row, then bottom row), and the ready key sits above it.
 *
 *   player 1: ready 1, answers Q W / A S        player 2: ready 0, answers O P / K L
 */
export interface BattleKey {
  code: string;
  /** What the key shows on screen. */
  label: string;
}

export const BATTLE_KEYS: Record<Side, { ready: BattleKey; answers: BattleKey[] }> = {
  left: {
    ready: { code: 'Digit1', label: '1' },
    answers: [
      { code: 'KeyQ', label: 'Q' },
      { code: 'KeyW', label: 'W' },
      { code: 'KeyA', label: 'A' },
      { code: 'KeyS', label: 'S' },
    ],
  },
  right: {
    ready: { code: 'Digit0', label: '0' },
    answers: [
      { code: 'KeyO', label: 'O' },
      { code: 'KeyP', label: 'P' },
      { code: 'KeyK', label: 'K' },
      { code: 'KeyL', label: 'L' },
    ],
  },
};

const SIDES: Side[] = ['left', 'right'];

/**
 * The battle event a key press stands for on the screen shown, or null: a ready key while
 * its side may press ready, an answer key while its side may answer (the answer at that
 * position of the grid). Whether the event counts stays the machine's decision.
 */
export function sideEventOfKey(code: string, view: BattleView): BattleEvent | null {
  for (const side of SIDES) {
    const keys = BATTLE_KEYS[side];
    if (code === keys.ready.code && view[side].canReady) return { type: 'side.ready', side };
    const position = keys.answers.findIndex((key) => key.code === code);
    const answer = position >= 0 ? view.question?.answers[position] : undefined;
    if (answer && view[side].canAnswer) return { type: 'side.answer', side, choice: answer.id };
  }
  return null;
}
