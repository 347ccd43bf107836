import type { SnapshotFrom } from 'xstate';
import type { battleMachine } from './battle.machine';
import type { BattleContext, BattleScreen, BattleWord, Side } from './battle.types';

/**
 * The battle's view model (zag's `connect`): what the battle screens show for
 * each side and which of its controls work, from a snapshot alone. Buttons are
 * enabled by `snapshot.can(event)`, never by a second copy of a rule.
 */

type BattleSnapshot = SnapshotFrom<typeof battleMachine>;

/** What is left of a side's countdown bar, from 1 (full) to 0; it stops when the side answers. */
export function barOf(context: BattleContext, side: Side): number {
  const used = context[side].answer?.atMs ?? context.elapsedMs;
  return context.answerTimeMs > 0 ? Math.max(0, 1 - used / context.answerTimeMs) : 0;
}

/** The screen (route name) the snapshot shows; null once the battle was left. */
export function battleScreen(snapshot: BattleSnapshot): BattleScreen | null {
  if (snapshot.matches('game')) return 'battleGame';
  if (snapshot.matches('finish')) return 'battleFinish';
  if (snapshot.status === 'done') return null;
  return 'battle';
}

export interface BattleSideView {
  /** The side's ready button works. */
  canReady: boolean;
  /** The side pressed ready. */
  ready: boolean;
  /** The side's countdown bar (1 full, 0 empty) during a question; null elsewhere. */
  bar: number | null;
  /** The side's answer buttons work. */
  canAnswer: boolean;
  /** How the side answered the current question (shown green, red, or as a miss); null while open. */
  answered: 'right' | 'wrong' | 'missed' | null;
  /** The word id the side chose for the current question; null while open or on a miss. */
  choice: number | null;
  /** Crowns: questions answered right in this battle. */
  crowns: number;
  /** On the finish screen: win or lose (a tie: both win). */
  result: 'win' | 'lose' | null;
}

export interface BattleQuestionView {
  wordId: number;
  answerIds: number[];
  /** The word asked (the screen shows its reading, and its English) and the four answers. */
  word: BattleWord;
  answers: BattleWord[];
  /** 1-based: question `number` of `questionCount`. */
  number: number;
  /** The question is over: the right answer shows on both sides. */
  revealed: boolean;
}

export interface BattleView {
  screen: BattleScreen | null;
  /** Loading the words, they failed to load, or too few to play. */
  loading: boolean;
  failed: boolean;
  unavailable: boolean;
  /** The word asked and its answers, during a question and while its answers show. */
  question: BattleQuestionView | null;
  /** Questions in this battle (the crowns are out of it); 0 before they are drawn. */
  questionCount: number;
  left: BattleSideView;
  right: BattleSideView;
  canRetry: boolean;
  canAgain: boolean;
}

function sideView(snapshot: BattleSnapshot, side: Side): BattleSideView {
  const { context } = snapshot;
  const inGame = snapshot.matches('game');
  const question = context.questions[context.index];
  const answer = context[side].answer;
  return {
    canReady: snapshot.can({ type: 'side.ready', side }),
    ready: context[side].ready,
    bar: inGame ? barOf(context, side) : null,
    canAnswer: inGame && question !== undefined && snapshot.can({ type: 'side.answer', side, choice: question.answers[0]!.id }),
    answered: !inGame || answer === null ? null : answer.choice === null ? 'missed' : answer.correct ? 'right' : 'wrong',
    choice: inGame ? (answer?.choice ?? null) : null,
    crowns: context[side].correct,
    result: snapshot.matches('finish') ? context[side].result : null,
  };
}

export function connectBattle(snapshot: BattleSnapshot): BattleView {
  const { context } = snapshot;
  const question = snapshot.matches('game') ? context.questions[context.index] : undefined;
  return {
    screen: battleScreen(snapshot),
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    unavailable: snapshot.matches('unavailable'),
    question: question
      ? {
          wordId: question.word.id,
          answerIds: question.answers.map((a) => a.id),
          word: question.word,
          answers: question.answers,
          number: context.index + 1,
          revealed: snapshot.matches({ game: 'reveal' }),
        }
      : null,
    questionCount: context.questions.length,
    left: sideView(snapshot, 'left'),
    right: sideView(snapshot, 'right'),
    canRetry: snapshot.can({ type: 'battle.retry' }),
    canAgain: snapshot.can({ type: 'battle.again' }),
  };
}
