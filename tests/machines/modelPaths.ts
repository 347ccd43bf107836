import { expect, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Model paths for machines with `invoke` and `after` (STYLE.md: `createTestModel`
 * refuses them): the paths are generated from the machine with `getShortestPaths`
 * and replayed on a real actor built with fake actors and a fake clock.
 *
 * One path per transition, not per state: a graph vertex is "(state before,
 * event, state after)", so the shortest path to each vertex ends by taking one
 * distinct transition. With `CoverageRecorder` (coverage.ts) this proves every
 * state and every transition of the definition is walked.
 */

/** A model path: the steps from the initial state and a readable name for the test. */
export interface ModelPath {
  description: string;
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
  state: AnyMachineSnapshot;
}

export interface PathOptions {
  /** The machine's input for this family of paths (`now` pinned for machines that read the clock). */
  input?: unknown;
  /**
   * Every event the model may send, with sample payloads, including the replies
   * of invoked actors (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>`
   * with `error`). The delay events of the definition are added by themselves.
   */
  events: EventObject[];
  /** The part of the context that guards read, when the state value alone does not tell it (keep it small: it bounds the graph). */
  contextKey?: (context: never) => unknown;
  /** Prefixed to every description, e.g. 'from a stored code: '. */
  prefix?: string;
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

/** Leaf state paths of a value, joined: `awaitingCode.code.idle + awaitingCode.resend.ready`. */
export function valueLabel(value: StateValue): string {
  const leaves = (v: StateValue): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v).flatMap(([key, child]) => (child === undefined ? [key] : leaves(child).map((p) => `${key}.${p}`)));
  return leaves(value).join(' + ');
}

/** `xstate.after.<delay>.<state id>` for every delayed transition of the definition. */
export function delayEvents(machine: AnyStateMachine): EventObject[] {
  return stateNodes(machine.root as AnyStateNode).flatMap((node) =>
    [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type })),
  );
}

/** Invoke id → the actor's name in `setup({ actors })`, from the definition. */
export function invokeSources(machine: AnyStateMachine): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const node of stateNodes(machine.root as AnyStateNode)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === 'string') sources[invoke.id] = invoke.src;
    }
  }
  return sources;
}

/** Sample replies of an invoked actor, by its name in `setup({ actors })`. */
export interface SampleReplies {
  outputs?: unknown[];
  errors?: unknown[];
}

/**
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` for every invoke of the
 * definition whose actor has samples, so generated invoke ids need not be written out.
 */
export function replyEvents(machine: AnyStateMachine, samples: Record<string, SampleReplies>): EventObject[] {
  return Object.entries(invokeSources(machine)).flatMap(([id, src]) => [
    ...(samples[src]?.outputs ?? []).map((output) => ({ type: `xstate.done.actor.${id}`, output })),
    ...(samples[src]?.errors ?? []).map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ]);
}

function describeEvent(event: EventObject, sources: Record<string, string>): string {
  const reply = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (reply) {
    const src = sources[reply[2]!] ?? reply[2]!;
    if (reply[1] === 'done') return `${src} ok`;
    const code = (event as { error?: { code?: unknown } }).error?.code;
    return `${src} fails${typeof code === 'string' ? ` (${code})` : ''}`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after ${after[1]}`;
  return event.type;
}

/** One shortest path per transition the model can take from `input`. */
export function transitionPaths(machine: AnyStateMachine, options: PathOptions): ModelPath[] {
  const sources = invokeSources(machine);
  const key = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, options.contextKey?.(snapshot.context as never) ?? null]);
  const paths = getShortestPaths(machine, {
    input: options.input as never,
    events: [...options.events, ...delayEvents(machine)] as never[],
    filterEvents: (snapshot, event) => (snapshot as AnyMachineSnapshot).can(event),
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([
        previous ? key(previous as AnyMachineSnapshot) : null,
        event ?? null,
        key(snapshot as AnyMachineSnapshot),
      ]),
  }) as unknown as Omit<ModelPath, 'description'>[];

  const seen = new Map<string, number>();
  return paths.map((path) => {
    const [init, ...rest] = path.steps;
    const parts = [valueLabel(init!.state.value), ...rest.map((step) => describeEvent(step.event, sources))];
    let description = `${options.prefix ?? ''}${parts.join(' → ')} ⇒ ${valueLabel(path.state.value)}`;
    const count = (seen.get(description) ?? 0) + 1;
    seen.set(description, count);
    if (count > 1) description += ` (${count})`;
    return { ...path, description };
  });
}

/** A fake invoked actor the replay settles: see `fakeCall` in registration.fakes.ts. */
export interface FakeReply {
  resolve(value: never): Promise<void>;
  reject(error: unknown): Promise<void>;
}

export interface ReplayOptions {
  /** The running actor, built from `machine.provide({ actors: fakes, ... })` with the recorder's `inspect`. */
  actor: AnyActorRef;
  machine: AnyStateMachine;
  /** The fakes by actor name (the `src` of the invokes). */
  fakes: Record<string, FakeReply>;
  /** Checked after every step (what a person would see in that state, what the app was told to do). */
  check?: (snapshot: AnyMachineSnapshot, event: EventObject) => void;
}

/**
 * Replays a model path on a real actor under `vi.useFakeTimers()`: events are sent,
 * invoked actors answer through their fakes, delays pass on the fake clock (by the
 * delay's own value, computed from the actor's context). After each step the actor
 * must be where the model says.
 */
export async function replay(path: ModelPath, { actor, machine, fakes, check }: ReplayOptions): Promise<void> {
  const sources = invokeSources(machine);
  const delays = (machine.implementations.delays ?? {}) as Record<string, number | ((args: unknown) => number)>;
  for (const step of path.steps) {
    const { event } = step;
    const reply = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (event.type === 'xstate.init') {
      // the actor started here
    } else if (reply) {
      const src = sources[reply[2]!] ?? reply[2]!;
      const fake = fakes[src];
      if (!fake) throw new Error(`no fake for the actor "${src}"`);
      if (reply[1] === 'done') await fake.resolve((event as { output?: unknown }).output as never);
      else await fake.reject((event as { error?: unknown }).error);
    } else if (after) {
      const delay = delays[after[1]!];
      if (delay === undefined) throw new Error(`no delay "${after[1]}" in the machine`);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      const ms = typeof delay === 'function' ? delay({ context: snapshot.context, event }) : delay;
      await vi.advanceTimersByTimeAsync(ms);
    } else {
      actor.send(event);
      await vi.advanceTimersByTimeAsync(0);
    }
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(valueLabel(snapshot.value), `after ${event.type}`).toBe(valueLabel(step.state.value));
    check?.(snapshot, event);
  }
}
