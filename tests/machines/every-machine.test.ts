import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import type { FlowDefinition } from '../../src/dev/flows/types';
import type { MachineModel } from './models';

/**
 * The house rules, checked on the imported machine definitions (not on file text):
 * every machine of machines/ is built by `setup` with named implementations, has a
 * flow on the dev flows page, and has model paths that walk every state and every
 * transition of its definition.
 *
 * Convention for a machine `foo` (id `'foo'`) — follow it when you add one:
 *
 * 1. `machines/<feature>/foo.machine.ts` exports the machine (`fooMachine`, built by setup).
 * 2. `src/dev/flows/<feature>/foo.flow.ts` (the same feature name) exports `flow: FlowDefinition` whose `machine.id` is 'foo'.
 * 3. `tests/machines/<feature>/foo.model.ts` exports `model = defineModel({ machine: fooMachine,
 *    families })` (tests/machines/models.ts): the paths' options per input, a `start` that
 *    builds a real actor with fakes, and a `check` of the view model at each step.
 * 4. `tests/machines/<feature>/foo.model.test.ts` is `testModel(model)`: one test per path, then a
 *    last test that the paths entered every state and took every transition of the
 *    definition (tests/machines/coverage.ts).
 *
 * Here every model is imported and each machine must have exactly one, with its test file
 * beside it (found by name, not read). The paths run once, in that file: running them here
 * again doubled the cost of the model tests.
 */

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });
const flowModules = import.meta.glob<{ flow?: FlowDefinition }>('../../src/dev/flows/**/*.flow.ts', { eager: true });
const modelModules = import.meta.glob<{ model?: MachineModel }>('./**/*.model.ts', { eager: true });
/** The model test files, by path: not imported here (they run as test files of their own). */
const modelTestFiles = Object.keys(import.meta.glob('./**/*.model.test.ts'));

const machines: AnyStateMachine[] = Object.values(machineModules).flatMap((module) =>
  Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine),
);

/** The feature folder a path sits in: `../../machines/challenge/challenge.machine.ts` → 'challenge'. */
function featureOf(path: string): string {
  return path.split('/').at(-2) ?? '';
}

/** Each machine's feature: the folder of the file that exports it. */
const machineFeature = new Map(
  Object.entries(machineModules).flatMap(([path, module]) =>
    Object.values(module)
      .filter((value): value is AnyStateMachine => value instanceof StateMachine)
      .map((machine) => [machine.id, featureOf(path)] as const),
  ),
);
const flowFeature = new Map(
  Object.entries(flowModules).flatMap(([path, module]) => (module.flow ? [[module.flow.machine.id, featureOf(path)] as const] : [])),
);
const flows = Object.values(flowModules).flatMap((module) => (module.flow ? [module.flow] : []));
const models = Object.values(modelModules).flatMap((module) => (module.model ? [module.model] : []));

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

/** A built-in action (assign, raise, sendTo ...) is a function xstate marks with its type. */
function isInlineFunction(action: unknown): boolean {
  return typeof action === 'function' && !String((action as { type?: unknown }).type ?? '').startsWith('xstate.');
}

/** Whatever the config refers to that setup does not implement, or writes inline. */
function unnamed(machine: AnyStateMachine): string[] {
  const { actions = {}, guards = {}, actors = {}, delays = {} } = machine.implementations as unknown as Record<string, Record<string, unknown>>;
  const problems: string[] = [];
  const checkActions = (where: string, list: readonly unknown[]) => {
    for (const action of list) {
      const type = typeof action === 'string' ? action : (action as { type?: unknown })?.type;
      if (isInlineFunction(action)) problems.push(`${where}: an inline action function`);
      else if (typeof type === 'string' && !type.startsWith('xstate.') && !(type in actions!)) {
        problems.push(`${where}: action "${type}" is not in setup`);
      }
    }
  };
  for (const node of stateNodes(machine.root as AnyStateNode)) {
    checkActions(`${node.id} entry`, node.entry);
    checkActions(`${node.id} exit`, node.exit);
    for (const invoke of node.invoke) {
      if (typeof invoke.src !== 'string') problems.push(`${node.id}: invoke "${invoke.id}" is not named in setup`);
      else if (!(invoke.src in actors!)) problems.push(`${node.id}: actor "${invoke.src}" is not in setup`);
    }
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of transitions) {
      checkActions(`${node.id} ${t.eventType}`, t.actions);
      const checkGuard = (guard: unknown): void => {
        if (guard === undefined) return;
        // and([...]), or([...]), not(...): xstate's guard combinators, made of named guards
        const parts = typeof guard === 'function' ? (guard as { guards?: unknown[] }).guards : undefined;
        if (parts) return parts.forEach(checkGuard);
        // stateIn(...): a built-in guard, marked by its `check`
        if (typeof guard === 'function' && 'check' in guard) return;
        if (typeof guard === 'function') return void problems.push(`${node.id} ${t.eventType}: an inline guard`);
        const name = typeof guard === 'string' ? guard : (guard as { type?: unknown }).type;
        if (typeof name === 'string' && !(name in guards!)) problems.push(`${node.id} ${t.eventType}: guard "${name}" is not in setup`);
      };
      checkGuard(t.guard);
    }
    for (const type of node.transitions.keys()) {
      const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
      if (delay !== undefined && !(delay in delays!)) problems.push(`${node.id}: delay "${delay}" is not named in setup`);
    }
  }
  return problems;
}

it('finds the machines, their flows and their models', () => {
  expect(machines.length).toBeGreaterThanOrEqual(13);
  expect(flows.length).toBeGreaterThanOrEqual(machines.length);
  expect(models.length).toBeGreaterThanOrEqual(5);
});

it('has one model per machine, and none for a machine that does not exist', () => {
  const ids = models.map((model) => model.machine.id);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'machines with two models').toEqual([]);
  expect(ids.filter((id) => !machines.some((machine) => machine.id === id)), 'models of no machine').toEqual([]);
});

describe.each(machines.map((machine) => ({ id: machine.id, machine })))('machine $id', ({ id, machine }) => {
  it('is built by setup: every action, guard, actor and delay named and implemented', () => {
    expect(unnamed(machine)).toEqual([]);
  });

  it('has a flow on /dev/flows', () => {
    expect(flows.filter((flow) => flow.machine.id === id).map((flow) => flow.id)).toEqual([id]);
  });

  it('has a model, and its model test file that proves full state and transition coverage', () => {
    const model = models.find((candidate) => candidate.machine.id === id);
    expect(model, `tests/machines/${id}.model.ts exporting model`).toBeDefined();
    expect(modelTestFiles, `tests/machines/<feature>/${id}.model.test.ts: testModel(model)`).toContainEqual(
      expect.stringMatching(new RegExp(`/${id}\\.model\\.test\\.ts$`)),
    );
  });

  it('sits in a feature folder, with its flow and its model test under the same feature name', () => {
    const feature = machineFeature.get(id);
    expect(feature, `machines/<feature>/${id}.machine.ts`).not.toBe('machines');
    expect(flowFeature.get(id), `src/dev/flows/${feature}/${id}.flow.ts`).toBe(feature);
    expect(modelTestFiles, `tests/machines/${feature}/${id}.model.test.ts`).toContain(`./${feature}/${id}.model.test.ts`);
  });
});
