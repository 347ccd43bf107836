import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { battleMachine, type BattleEvent, type BattleInput, type BattleSnapshot } from '../../machines/battle.machine';
import { CoverageRecorder } from './coverage';
import { delayEvents } from './modelPaths';
import { ANSWER_MS, FEEDBACK_MS, WORDS, battleInput, startBattle } from './battle.fixtures';
import { apiError, settle } from './registration.fakes';

/**
 * Model-based paths of the battle, built like the challenge's: every
 * transition is the last step of some path, prefixes of longer paths are
 * dropped, each path is replayed on a real actor (fake load call, fake clock,
 * a ticker the test drives with `clock.tick`), and the coverage recorder
 * proves every state and transition of the definition was taken.
 */

/** What the rules depend on: state, question, each side's ready / answer / score. */
function logical(snapshot: BattleSnapshot): string {
  const { index, left, right, questions } = snapshot.context;
  const side = (s: typeof left) => [s.ready, s.correct, s.answer ? (s.answer.choice === null ? 'miss' : s.answer.correct) : null, s.result, s.allCorrect];
  return JSON.stringify([snapshot.value, questions.length, index, side(left), side(right)]);
}

/** Side events with the choices of the current question: the right one and one wrong one. */
function sideEvents(snapshot: BattleSnapshot): BattleEvent[] {
  const { questions, index } = snapshot.context;
  const q = questions[index];
  const choices = q ? [q.word.id, q.answers.find((a) => a.id !== q.word.id)!.id] : [];
  return (['left', 'right'] as const).flatMap((side) => [
    { type: 'side.ready', side } as const,
    ...choices.map((choice) => ({ type: 'side.answer', side, choice }) as const),
  ]);
}

/** `xstate.after.<delay>.<state id>` of the definition; `can` keeps each state's own. */
const DELAYED = delayEvents(battleMachine);

const LOADED = { type: 'xstate.done.actor.loadQuestions', output: WORDS.slice(0, 4) };
const TOO_FEW = { type: 'xstate.done.actor.loadQuestions', output: WORDS.slice(0, 3) };
const LOAD_ERROR = { type: 'xstate.error.actor.loadQuestions', error: apiError('500', 'Server error') };

/**
 * Exit is taken from each screen as it opens (and from the finish screen); the
 * clock ticks on the first question only: elsewhere they add paths, not
 * transitions.
 */
function isExplored(snapshot: BattleSnapshot, event: EventObject): boolean {
  if (snapshot.status === 'done' || !snapshot.can(event as BattleEvent)) return false;
  const { index, left, right } = snapshot.context;
  if (event.type === 'battle.exit') {
    if (snapshot.matches('ready')) return !left.ready && !right.ready;
    if (snapshot.matches('game')) return index === 0 && !left.answer && !right.answer;
    return true;
  }
  if (event.type === 'clock.tick') return index === 0 && !left.answer && !right.answer;
  return true;
}

function pathsFor(input: () => BattleInput) {
  const paths = getShortestPaths(battleMachine, {
    input: input(),
    events: (snapshot) =>
      [
        ...sideEvents(snapshot),
        { type: 'clock.tick' },
        { type: 'battle.again' },
        { type: 'battle.retry' },
        { type: 'battle.exit' },
        LOADED,
        TOO_FEW,
        LOAD_ERROR,
        ...DELAYED,
      ] as never[],
    filterEvents: (snapshot, event) => isExplored(snapshot, event),
    serializeState: (snapshot, event, prev) =>
      `${logical(snapshot)}|${event ? JSON.stringify(event) : ''}|${prev ? logical(prev) : ''}`,
  });
  const keyOf = (steps: { event: EventObject }[]) => steps.map((s) => JSON.stringify(s.event)).join('\n') + '\n';
  const keys = paths.map((p) => keyOf(p.steps));
  return paths.filter((_, i) => !keys.some((other, j) => j !== i && other.length > keys[i]!.length && other.startsWith(keys[i]!)));
}

function describeStep(event: EventObject): string {
  const e = event as EventObject & { side?: string; choice?: number; output?: unknown[] };
  if (e.type === 'xstate.init') return 'start';
  if (e.type.startsWith('xstate.after.')) return e.type.split('.')[2]!;
  if (e.type === LOADED.type) return e.output!.length >= 4 ? 'words loaded' : 'too few words';
  if (e.type === LOAD_ERROR.type) return 'load fails';
  if (e.type === 'side.answer') return `${e.side} answers ${e.choice}`;
  if (e.type === 'side.ready') return `${e.side} ready`;
  return e.type;
}

const recorder = new CoverageRecorder(battleMachine);

/** Two questions; a constant random source, so the graph and every replay draw the same questions. */
const modelInput = () => battleInput({ rounds: 2, random: () => 0.25 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('battle machine paths', () => {
  const paths = pathsFor(modelInput);
  for (const path of paths) {
    const description = path.steps.map((step) => describeStep(step.event)).join(' → ');
    it(description, async () => {
      const { actor, load } = startBattle(modelInput(), { inspect: recorder.inspect, manualTicks: true });
      for (const step of path.steps) {
        const event = step.event as EventObject & { output?: never; error?: unknown };
        if (event.type === 'xstate.init') {
          // started in this state
        } else if (event.type === LOADED.type) {
          await load.resolve(event.output!);
        } else if (event.type === LOAD_ERROR.type) {
          await load.reject(event.error);
        } else if (event.type.startsWith('xstate.after.answerTime')) {
          await vi.advanceTimersByTimeAsync(ANSWER_MS);
        } else if (event.type.startsWith('xstate.after.roundFeedback')) {
          await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
        } else {
          actor.send(event as BattleEvent);
          await settle();
        }
        expect(logical(actor.getSnapshot())).toBe(logical(step.state));
      }
      actor.stop();
    });
  }

  // Runs after the paths above (tests of a file run in order).
  it('the paths entered every state and took every transition of the machine', () => {
    recorder.assertFullCoverage();
  });
});
