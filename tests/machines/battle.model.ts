import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectBattle, type BattleSideView, type BattleView } from '../../machines/battle.connect';
import { battleMachine, type BattleContext, type BattleSnapshot, type Side } from '../../machines/battle.machine';
import type { NavigateParams } from '../../machines/routes';
import { ANSWER_MS, WORDS, battleInput, startBattle } from './battle.fixtures';
import { defineModel } from './models';
import { apiError } from './registration.fakes';

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
function expectedView(rounds: number) {
  let phase: Phase = 'loading';
  let questions = 0;
  let index = 0;
  let ticks = 0;
  const side = () => ({ ready: false, crowns: 0, answered: null as BattleSideView['answered'], atTicks: 0 });
  let sides: Record<Side, ReturnType<typeof side>> = { left: side(), right: side() };
  /** Every navigation the app should have been asked for so far. */
  const navigations: NavigateParams[] = [];
  const newQuestion = () => {
    ticks = 0;
    for (const s of SIDES) sides[s].answered = null;
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
        crowns: me.crowns,
        result: phase === 'finish' ? (me.crowns >= other.crowns ? 'win' : 'lose') : null,
      };
    };
    return {
      screen: inGame ? 'battleGame' : phase === 'finish' ? 'battleFinish' : phase === 'exited' ? null : 'battle',
      loading: phase === 'loading',
      failed: phase === 'failed',
      unavailable: phase === 'unavailable',
      left: view('left'),
      right: view('right'),
      canRetry: phase === 'failed',
      canAgain: phase === 'finish',
    };
  };
  return { view, navigations };
}

/** Two questions; a constant random source, so the graph and every replay draw the same questions. */
const modelInput = () => battleInput({ rounds: 2, random: () => 0.25 });

export const model = defineModel({
  machine: battleMachine,
  families: [
    {
      name: 'two questions',
      paths: { input: modelInput(), events: eventsFor, filter: isExplored, contextKey, dropPrefixes: true, describeEvent },
      start: (inspect) => {
        const { actor, machine, load, actions } = startBattle(modelInput(), { inspect, manualTicks: true });
        const expected = expectedView(2);
        let shownWord: number | null = null;
        return {
          actor,
          machine,
          fakes: { loadQuestions: load },
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
