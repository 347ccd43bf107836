import { vi } from 'vitest';
import { createActor, fromCallback, type InspectionEvent } from 'xstate';
import { battleMachine } from '../../../machines/battle/battle.machine';
import type { BattleInput, BattleWord, Side } from '../../../machines/battle/battle.types';
import { seededRandom } from '../../../machines/random';
import type { NavigateParams } from '../../../machines/routes';
import { fakeCall } from '../account/registration.fakes';

/** Delays of the tests (distinct from the app's, so a test cannot pass by accident). */
export const ANSWER_MS = 4_000;
export const FEEDBACK_MS = 900;

const word = (id: number, w: string, english: string): BattleWord => ({ id, word: w, pinyin: `p${id}`, zhuyin: `z${id}`, english });

export const WORDS: BattleWord[] = [
  word(1, '日', 'sun'),
  word(2, '月', 'moon'),
  word(3, '山', 'hill'),
  word(4, '水', 'water'),
  word(5, '火', 'fire'),
  word(6, '木', 'tree'),
];

export function battleInput(overrides: Partial<BattleInput> = {}): BattleInput {
  return { random: seededRandom(3), rounds: 3, answerTimeMs: ANSWER_MS, ...overrides };
}

/**
 * An actor of the battle with a controllable `loadQuestions`, recorded app
 * actions and test delays. `manualTicks` replaces the ticker by one that never
 * ticks, for tests that send `clock.tick` themselves.
 */
export function startBattle(input: BattleInput, options: { inspect?: (event: InspectionEvent) => void; manualTicks?: boolean } = {}) {
  const load = fakeCall<BattleWord[], void>();
  /** `navigate` records every NavigateParams asked for. */
  const actions = { navigate: vi.fn<(params: NavigateParams) => void>(), playSound: vi.fn() };
  const machine = battleMachine.provide({
    actors: {
      loadQuestions: load.logic,
      ...(options.manualTicks ? { ticker: fromCallback(() => {}) } : {}),
    },
    actions: {
      navigate: (_, params) => actions.navigate(params),
      playSound: (_, params) => actions.playSound(params.sound),
    },
    delays: { roundFeedback: FEEDBACK_MS },
  });
  const actor = createActor(machine, { input, inspect: options.inspect });
  actor.start();
  return { actor, machine, load, actions };
}

type BattleActor = ReturnType<typeof startBattle>['actor'];

/** Loads the words and presses both ready buttons: the first question shows. */
export async function readyToPlay(fixture: ReturnType<typeof startBattle>, words = WORDS) {
  await fixture.load.resolve(words);
  fixture.actor.send({ type: 'side.ready', side: 'left' });
  fixture.actor.send({ type: 'side.ready', side: 'right' });
}

export function rightChoice(actor: BattleActor): number {
  const { questions, index } = actor.getSnapshot().context;
  return questions[index]!.word.id;
}

export function wrongChoice(actor: BattleActor): number {
  const { questions, index } = actor.getSnapshot().context;
  return questions[index]!.answers.find((a) => a.id !== questions[index]!.word.id)!.id;
}

/** Both sides answer the current question (true = right), then the answers show for their time. */
export async function answer(actor: BattleActor, left: boolean, right: boolean) {
  const choices: Record<Side, number> = {
    left: left ? rightChoice(actor) : wrongChoice(actor),
    right: right ? rightChoice(actor) : wrongChoice(actor),
  };
  actor.send({ type: 'side.answer', side: 'left', choice: choices.left });
  actor.send({ type: 'side.answer', side: 'right', choice: choices.right });
  await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
}
