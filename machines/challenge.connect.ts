import type { SnapshotFrom } from 'xstate';
import {
  exitTarget,
  type AnswerStatus,
  type challengeMachine,
  type ChallengeScreen,
  type ExitTarget,
} from './challenge.machine';
import type { ReportStatus } from './reportWithRetry.machine';

/**
 * The challenge's view model (zag's `connect`): what each challenge screen shows
 * and which of its controls work, from a snapshot alone. Buttons are enabled by
 * `snapshot.can(event)`, never by a second copy of a rule.
 */

type ChallengeSnapshot = SnapshotFrom<typeof challengeMachine>;

export type ChallengeStep = 'guess' | 'write' | 'spell';

export interface ChallengeHeader {
  /** The three step labels (guess, write, spell): only for `text`, never on finish/allFinish. */
  showLabels: boolean;
  /** The step being played, for the highlighted label; null on finish screens. */
  step: ChallengeStep | null;
  /** Where the close button goes. */
  closeTarget: ExitTarget;
}

function stepOf(snapshot: ChallengeSnapshot): ChallengeStep | null {
  if (snapshot.matches({ word: 'guess' })) return 'guess';
  if (snapshot.matches({ word: 'write' })) return 'write';
  if (snapshot.matches({ word: 'spell' })) return 'spell';
  return null;
}

/** What the challenge header shows (SPEC §2). */
export function challengeHeader(snapshot: ChallengeSnapshot): ChallengeHeader {
  const step = stepOf(snapshot);
  return {
    showLabels: snapshot.context.gameType === 'text' && step !== null,
    step,
    closeTarget: exitTarget(snapshot.context),
  };
}

/** The screen (route name) the snapshot shows; null once the challenge was left. */
export function challengeScreen(snapshot: ChallengeSnapshot): ChallengeScreen | null {
  if (snapshot.matches({ word: 'guess' })) return 'challenge';
  if (snapshot.matches({ word: 'write' })) return 'challengeWriting';
  if (snapshot.matches({ word: 'spell' })) return 'challengeSpelling';
  if (snapshot.matches({ word: 'finish' })) return 'challengeFinish';
  if (snapshot.matches('allFinish')) return 'challengeAllFinish';
  return null;
}

/** One cell of the guess grid: green when right, red when wrong. */
export interface AnswerView {
  id: number;
  word: string;
  status: AnswerStatus;
  disabled: boolean;
}

export interface WritingView {
  /** The character to write now. */
  character: string;
  /** The repetition being written (1-based) and how many there are. */
  repetition: number;
  repetitions: number;
  /** The character's outline shows (write_hint, after misses). */
  outline: boolean;
}

export interface TileView {
  id: number;
  letter: string;
  disabled: boolean;
}

export interface SpellingView {
  /** The letters placed so far. */
  placed: string;
  /** The tiles still in the pool (placed ones vanish). */
  tiles: TileView[];
  /** The tile just refused (red flash), or null. */
  refused: number | null;
  /** The next letter, with eng_spell_hint on. */
  hint: string | null;
}

export interface ChallengeView {
  screen: ChallengeScreen | null;
  header: ChallengeHeader;
  /** The guess grid; empty on other screens. */
  answers: AnswerView[];
  /** The writing pad; null on other screens. */
  writing: WritingView | null;
  /** The writing's check button works. */
  canCheck: boolean;
  /** The spelling board; null on other screens. */
  spelling: SpellingView | null;
  /** The finish screen's next button works: not while the pass is being sent, again once it answered or failed. */
  canNext: boolean;
  /**
   * The pass of a finish screen being saved: 'sending', 'failed' ("could not save, trying
   * again": the next try comes after `reportRetry`, and next works), or null (saved, or none due).
   */
  report: ReportStatus;
}

export function connectChallenge(snapshot: ChallengeSnapshot): ChallengeView {
  const { answers, write, spell } = snapshot.context;
  const screen = challengeScreen(snapshot);
  return {
    screen,
    header: challengeHeader(snapshot),
    answers:
      screen === 'challenge'
        ? answers.map((a) => ({
            id: a.id,
            word: a.word,
            status: a.status,
            disabled: !snapshot.can({ type: 'answer.choose', answerId: a.id }),
          }))
        : [],
    writing:
      screen === 'challengeWriting'
        ? {
            character: write.characters[write.character] ?? '',
            repetition: Math.min(write.done + 1, write.total),
            repetitions: write.total,
            outline: write.showOutline,
          }
        : null,
    canCheck: snapshot.can({ type: 'write.check' }),
    spelling:
      screen === 'challengeSpelling'
        ? {
            placed: spell.placed.join(''),
            tiles: spell.pool
              .filter((t) => !t.placed)
              .map((t) => ({ id: t.id, letter: t.letter, disabled: !snapshot.can({ type: 'spell.place', tile: t.id }) })),
            refused: spell.refused,
            hint: spell.hint,
          }
        : null,
    canNext: snapshot.can({ type: 'challenge.next' }),
    report: snapshot.context.report,
  };
}
