import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { connectBattle, type BattleSideView, type BattleView } from '../../../machines/battle/battle.connect';
import { battleMachine, type BattleSnapshot } from '../../../machines/battle/battle.machine';
import type { BattleContext, BattleEvent, Side } from '../../../machines/battle/battle.types';
import type { NavigateParams } from '../../../machines/routes';
import { ANSWER_MS, FEEDBACK_MS, WORDS, battleInput, rightChoice, startBattle, wrongChoice } from './battle.fixtures';
import { defineModel } from '../models';
import type { ModelPath } from '../modelPaths';
import { apiError } from '../account/registration.fakes';

/**
 * Model-based paths of the battle: every transition is the last step of some
 * path, prefixes of longer paths are dropped, each path is replayed on a real
 * actor (fake load call, fake clock, a ticker the test drives with `clock.tick`).
 *
 * After each step both sides are checked against what the path says the players
 * see (`expectedView`, from the events alone): ready buttons until pressed, the
 * game once both are; a side's answers lock once it answered and its bar stops
 * there; time up is a miss with an empty bar; crowns count right answers; more
 * crowns win and a tie makes both win. The app is asked to navigate to each
 * screen as it opens (ready, game, finish), and home on exit.
 */

/** What the rules depend on besides the state value: question, each side's ready / answer / score. */
function contextKey(context: BattleContext): unknown {
  const { index, left, right, questions } = context;
  const side = (s: typeof left) => [s.ready, s.correct, s.answer ? (s.answer.choice === null ? 'miss' : s.answer.correct) : null, s.result, s.allCorrect];
  return [questions.length, index, side(left), side(right)];
}

const LOADED = { type: 'xstate.done.actor.loadQuestions', output: WORDS.slice(0, 4) };
const TOO_FEW = { type: 'xstate.done.actor.loadQuestions', output: WORDS.slice(0, 3) };
const LOAD_ERROR = { type: 'xstate.error.actor.loadQuestions', error: apiError('500', 'Server error') };

/** Side events with the choices of the current question (the right one and one wrong one), and the rest. */
function eventsFor(snapshot: BattleSnapshot): EventObject[] {
  const { questions, index } = snapshot.context;
  const q = questions[index];
  const choices = q ? [q.word.id, q.answers.find((a) => a.id !== q.word.id)!.id] : [];
  return [
    ...(['left', 'right'] as const).flatMap((side) => [
      { type: 'side.ready', side } as const,
      ...choices.map((choice) => ({ type: 'side.answer', side, choice }) as const),
    ]),
    { type: 'clock.tick' },
    { type: 'battle.again' },
    { type: 'battle.retry' },
    { type: 'battle.exit' },
    LOADED,
    TOO_FEW,
    LOAD_ERROR,
  ];
}

/**
 * Exit is taken from each screen as it opens (and from the finish screen); the
 * clock ticks on the first question only: elsewhere they add paths, not
 * transitions.
 */
function isExplored(snapshot: BattleSnapshot, event: EventObject): boolean {
  if (snapshot.status === 'done') return false;
  const { index, left, right } = snapshot.context;
  if (event.type === 'battle.exit') {
    if (snapshot.matches('ready')) return !left.ready && !right.ready;
    if (snapshot.matches('game')) return index === 0 && !left.answer && !right.answer;
    return true;
  }
  if (event.type === 'clock.tick') return index === 0 && !left.answer && !right.answer;
  return true;
}

function describeEvent(event: EventObject): string | undefined {
  const e = event as EventObject & { side?: string; choice?: number; output?: unknown[] };
  if (e.type === LOADED.type) return e.output!.length >= 4 ? 'words loaded' : 'too few words';
  if (e.type === LOAD_ERROR.type) return 'load fails';
  if (e.type === 'side.answer') return `${e.side} answers ${e.choice}`;
  if (e.type === 'side.ready') return `${e.side} ready`;
  return undefined;
}

type Phase = 'loading' | 'failed' | 'unavailable' | 'ready' | 'question' | 'reveal' | 'finish' | 'exited';
const SIDES = ['left', 'right'] as const;
const TICKS_PER_QUESTION = ANSWER_MS / 100;

/**
 * What the path so far says the players see, from the events, the number of
 * questions and the word shown (read before each step: it is on the screen).
 */
export function expectedView(rounds: number) {
  let phase: Phase = 'loading';
  let questions = 0;
  let index = 0;
  let ticks = 0;
  const side = () => ({ ready: false, crowns: 0, answered: null as BattleSideView['answered'], choice: null as number | null, atTicks: 0 });
  let sides: Record<Side, ReturnType<typeof side>> = { left: side(), right: side() };
  /** Every navigation the app should have been asked for so far. */
  const navigations: NavigateParams[] = [];
  const newQuestion = () => {
    ticks = 0;
    for (const s of SIDES) {
      sides[s].answered = null;
      sides[s].choice = null;
    }
  };

  function step(event: EventObject, shownWord: number | null) {
    const e = event as EventObject & { side?: Side; choice?: number; output?: unknown[] };
    if (e.type === LOADED.type) {
      if (e.output!.length >= 4) {
        phase = 'ready';
        navigations.push({ to: 'battle' });
        questions = Math.min(rounds, e.output!.length);
      } else phase = 'unavailable';
    } else if (e.type === LOAD_ERROR.type) phase = 'failed';
    else if (e.type === 'battle.retry') phase = 'loading';
    else if (e.type === 'battle.again') {
      phase = 'ready';
      navigations.push({ to: 'battle' });
      sides = { left: side(), right: side() };
      index = 0;
    } else if (e.type === 'battle.exit') {
      phase = 'exited';
      navigations.push({ to: 'home' });
    }
    else if (e.type === 'side.ready') {
      sides[e.side!].ready = true;
      if (sides.left.ready && sides.right.ready) {
        phase = 'question';
        navigations.push({ to: 'battleGame' });
        newQuestion();
      }
    } else if (e.type === 'clock.tick') ticks = Math.min(TICKS_PER_QUESTION, ticks + 1);
    else if (e.type === 'side.answer') {
      const s = sides[e.side!];
      s.answered = e.choice === shownWord ? 'right' : 'wrong';
      s.choice = e.choice!;
      s.atTicks = ticks;
      if (s.answered === 'right') s.crowns += 1;
      if (sides.left.answered && sides.right.answered) phase = 'reveal';
    } else if (e.type.startsWith('xstate.after.answerTime')) {
      for (const s of SIDES) sides[s].answered ??= 'missed';
      phase = 'reveal';
    } else if (e.type.startsWith('xstate.after.roundFeedback')) {
      index += 1;
      if (index < questions) {
        phase = 'question';
        newQuestion();
      } else {
        phase = 'finish';
        navigations.push({ to: 'battleFinish' });
      }
    }
  }

  const view = (event: EventObject, shownWord: number | null): Omit<BattleView, 'question'> => {
    step(event, shownWord);
    const inGame = phase === 'question' || phase === 'reveal';
    const view = (s: Side): BattleSideView => {
      const me = sides[s];
      const other = sides[s === 'left' ? 'right' : 'left'];
      const used = me.answered === 'missed' ? TICKS_PER_QUESTION : me.answered ? me.atTicks : ticks;
      return {
        canReady: phase === 'ready' && !me.ready,
        ready: me.ready,
        bar: inGame ? 1 - used / TICKS_PER_QUESTION : null,
        canAnswer: phase === 'question' && me.answered === null,
        answered: inGame ? me.answered : null,
        choice: inGame ? me.choice : null,
        crowns: me.crowns,
        result: phase === 'finish' ? (me.crowns >= other.crowns ? 'win' : 'lose') : null,
      };
    };
    return {
      screen: inGame ? 'battleGame' : phase === 'finish' ? 'battleFinish' : phase === 'exited' ? null : 'battle',
      loading: phase === 'loading',
      failed: phase === 'failed',
      unavailable: phase === 'unavailable',
      questionCount: questions,
      left: view('left'),
      right: view('right'),
      canRetry: phase === 'failed',
      canAgain: phase === 'finish',
    };
  };
  return { view, navigations };
}

/**
 * What one step of a path asks of the players and the world, in their words: the same
 * handlers play a path on the machine (below) and on the real screens in the browser
 * (tests/e2e/battle-paths.test.ts), so one model drives both levels.
 */
export type BattleIntent =
  | { kind: 'wordsArrive'; count: number }
  | { kind: 'wordsFail' }
  | { kind: 'retry' }
  | { kind: 'exit' }
  | { kind: 'playAgain' }
  | { kind: 'pressReady'; side: Side }
  | { kind: 'answer'; side: Side; right: boolean }
  /** One tick of the countdown bars (BAR_TICK_MS). */
  | { kind: 'tick' }
  /** The question's time runs out; `elapsedMs` of it had passed already (ticks). */
  | { kind: 'timeRunsOut'; elapsedMs: number }
  /** The answers have shown long enough: the next question comes. */
  | { kind: 'nextQuestion' }
  /** The answers of the last question have shown long enough: the finish screen comes. */
  | { kind: 'finish' };

/** The intent of a path step, from its event and the snapshot before it. */
export function intentOf(event: EventObject, before: BattleSnapshot): BattleIntent {
  const e = event as EventObject & { side?: Side; choice?: number; output?: unknown[] };
  const { context } = before;
  if (e.type === LOADED.type) return { kind: 'wordsArrive', count: e.output!.length };
  if (e.type === LOAD_ERROR.type) return { kind: 'wordsFail' };
  if (e.type === 'battle.retry') return { kind: 'retry' };
  if (e.type === 'battle.exit') return { kind: 'exit' };
  if (e.type === 'battle.again') return { kind: 'playAgain' };
  if (e.type === 'side.ready') return { kind: 'pressReady', side: e.side! };
  if (e.type === 'side.answer') return { kind: 'answer', side: e.side!, right: e.choice === context.questions[context.index]!.word.id };
  if (e.type === 'clock.tick') return { kind: 'tick' };
  if (e.type.startsWith('xstate.after.answerTime')) return { kind: 'timeRunsOut', elapsedMs: context.elapsedMs };
  if (e.type.startsWith('xstate.after.roundFeedback')) {
    return context.index + 1 < context.questions.length ? { kind: 'nextQuestion' } : { kind: 'finish' };
  }
  throw new Error(`no intent for the event ${e.type}`);
}

/** Who plays the intents: the machine test's fakes and clock, or a page object in the browser. */
export interface BattlePlayer {
  wordsArrive(count: number): Promise<void>;
  wordsFail(): Promise<void>;
  retry(): Promise<void>;
  exit(): Promise<void>;
  playAgain(): Promise<void>;
  pressReady(side: Side): Promise<void>;
  answer(side: Side, right: boolean): Promise<void>;
  waitATick(): Promise<void>;
  letTimeRunOut(elapsedMs: number): Promise<void>;
  waitForNextQuestion(): Promise<void>;
  waitForFinish(): Promise<void>;
}

/** The path handler: plays one intent. */
export function perform(intent: BattleIntent, I: BattlePlayer): Promise<void> {
  switch (intent.kind) {
    case 'wordsArrive':
      return I.wordsArrive(intent.count);
    case 'wordsFail':
      return I.wordsFail();
    case 'retry':
      return I.retry();
    case 'exit':
      return I.exit();
    case 'playAgain':
      return I.playAgain();
    case 'pressReady':
      return I.pressReady(intent.side);
    case 'answer':
      return I.answer(intent.side, intent.right);
    case 'tick':
      return I.waitATick();
    case 'timeRunsOut':
      return I.letTimeRunOut(intent.elapsedMs);
    case 'nextQuestion':
      return I.waitForNextQuestion();
    case 'finish':
      return I.waitForFinish();
  }
}

/** The model's paths, for the browser replay (the same ones the model test replays). */
export const pathOptions = {
  input: undefined as unknown,
  events: eventsFor,
  filter: isExplored,
  contextKey,
  dropPrefixes: true,
  describeEvent,
};

/** Two questions; a constant random source, so the graph and every replay draw the same questions. */
export const modelInput = () => battleInput({ rounds: 2, random: () => 0.25 });

export const model = defineModel({
  machine: battleMachine,
  families: [
    {
      name: 'two questions',
      paths: { ...pathOptions, input: modelInput() },
      start: (inspect) => {
        const { actor, machine, load, actions } = startBattle(modelInput(), { inspect, manualTicks: true });
        const expected = expectedView(2);
        let shownWord: number | null = null;
        const settle = () => vi.advanceTimersByTimeAsync(0);
        const send = async (event: BattleEvent) => {
          actor.send(event);
          await settle();
        };
        /** The machine's player: the fake call, events sent, the fake clock (the ticker is the test's). */
        const I: BattlePlayer = {
          wordsArrive: (count) => load.resolve(WORDS.slice(0, count)),
          wordsFail: () => load.reject(LOAD_ERROR.error),
          retry: () => send({ type: 'battle.retry' }),
          exit: () => send({ type: 'battle.exit' }),
          playAgain: () => send({ type: 'battle.again' }),
          pressReady: (side) => send({ type: 'side.ready', side }),
          answer: (side, right) => send({ type: 'side.answer', side, choice: right ? rightChoice(actor) : wrongChoice(actor) }),
          waitATick: () => send({ type: 'clock.tick' }),
          // manual ticks move no time: the whole answer time is still ahead
          letTimeRunOut: async () => void (await vi.advanceTimersByTimeAsync(ANSWER_MS)),
          waitForNextQuestion: async () => void (await vi.advanceTimersByTimeAsync(FEEDBACK_MS)),
          waitForFinish: async () => void (await vi.advanceTimersByTimeAsync(FEEDBACK_MS)),
        };
        return {
          actor,
          machine,
          fakes: { loadQuestions: load },
          drive: async (event) => {
            await perform(intentOf(event, actor.getSnapshot()), I);
            return true;
          },
          check: (snapshot, event) => {
            const { question, ...view } = connectBattle(snapshot as BattleSnapshot);
            expect(view, `what the players see after ${event.type}`).toEqual(expected.view(event, shownWord));
            expect(actions.navigate.mock.calls.map(([params]) => params), 'where the app was asked to go').toEqual(
              expected.navigations,
            );
            if (question) expect(question.answerIds, 'the word asked is among its four answers').toContain(question.wordId);
            shownWord = question?.wordId ?? null;
          },
        };
      },
    },
  ],
});

/**
 * What a battle path shows a person beyond its transitions, for choosing the browser's
 * subset: each finish outcome (left wins, right wins, a tie) and each way a side's
 * question ends (right, wrong, time up).
 */
export function battleFeatures(path: ModelPath): string[] {
  const keys = new Set<string>();
  for (const { state } of path.steps) {
    const { context } = state as BattleSnapshot;
    if (state.matches('finish')) keys.add(`result ${context.left.result}/${context.right.result}`);
    for (const side of SIDES) {
      const answer = context[side].answer;
      if (answer && state.matches('game')) keys.add(`${side} ${answer.choice === null ? 'missed' : answer.correct ? 'right' : 'wrong'}`);
    }
  }
  return [...keys];
}
