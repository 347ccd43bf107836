import { expect, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { keyOf } from './coverage';

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
  /**
   * What the graph told states apart by (the state value and `contextKey`): `replay`
   * checks the real actor against the model with it after every step.
   */
  key: (snapshot: AnyMachineSnapshot) => string;
}

export interface PathOptions {
  /** The machine's input for this family of paths (`now` pinned for machines that read the clock). */
  input?: unknown;
  /**
   * Every event the model may send, with sample payloads, including the replies
   * of invoked actors (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>`
   * with `error`). The delay events of the definition are added by themselves.
   * A function gives the events of one snapshot, for payloads that depend on it
   * (the answers of the current question, the tiles of the current word).
   */
  events: EventObject[] | ((snapshot: never) => EventObject[]);
  /**
   * The part of the context that guards read, when the state value alone does not tell it
   * (keep it small: it bounds the graph). `replay` checks it on the real actor too.
   */
  contextKey?: (context: never, snapshot: never) => unknown;
  /**
   * Which of the events the graph explores in a snapshot, on top of `snapshot.can(event)`:
   * leave out events that only add paths, not transitions, to keep the paths few.
   */
  filter?: (snapshot: never, event: never) => boolean;
  /** Keep only the paths that are not the beginning of a longer one (the longer one replays them). */
  dropPrefixes?: boolean;
  /** A readable name for an event in descriptions (`choose 12`); undefined: the default name. */
  describeEvent?: (event: never) => string | undefined;
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

/** Paths that are not the beginning of another path. */
function withoutPrefixes<T extends { steps: { event: EventObject }[] }>(paths: T[]): T[] {
  const keyOf = (path: T) => path.steps.map((step) => JSON.stringify(step.event)).join('\n') + '\n';
  const keys = paths.map(keyOf);
  return paths.filter((_, i) => !keys.some((other, j) => j !== i && other.length > keys[i]!.length && other.startsWith(keys[i]!)));
}

/**
 * One shortest path per transition the model can take from `input`: the graph's
 * vertices are "(state before, event, state after)", states told apart by their
 * value and `contextKey`.
 */
export function transitionPaths(machine: AnyStateMachine, options: PathOptions): ModelPath[] {
  const sources = invokeSources(machine);
  const delayed = delayEvents(machine);
  const key = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, options.contextKey?.(snapshot.context as never, snapshot as never) ?? null]);
  const events = options.events;
  const generated = getShortestPaths(machine, {
    input: options.input as never,
    events: (snapshot) =>
      [...(typeof events === 'function' ? events(snapshot as never) : events), ...delayed] as never[],
    filterEvents: (snapshot, event) =>
      (snapshot as AnyMachineSnapshot).can(event) && (options.filter?.(snapshot as never, event as never) ?? true),
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([
        previous ? key(previous as AnyMachineSnapshot) : null,
        event ?? null,
        key(snapshot as AnyMachineSnapshot),
      ]),
  }) as unknown as Omit<ModelPath, 'description' | 'key'>[];
  const paths = options.dropPrefixes ? withoutPrefixes(generated) : generated;
  const name = (event: EventObject) => options.describeEvent?.(event as never) ?? describeEvent(event, sources);

  const seen = new Map<string, number>();
  return paths.map((path) => {
    const [init, ...rest] = path.steps;
    const parts = [valueLabel(init!.state.value), ...rest.map((step) => name(step.event))];
    let description = `${options.prefix ?? ''}${parts.join(' → ')} ⇒ ${valueLabel(path.state.value)}`;
    const count = (seen.get(description) ?? 0) + 1;
    seen.set(description, count);
    if (count > 1) description += ` (${count})`;
    return { ...path, description, key };
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
  /**
   * Checked after every step: what a person would see there (the view model), against
   * expectations derived from the path so far, and what the app was told to do.
   */
  check?: (snapshot: AnyMachineSnapshot, event: EventObject) => void;
  /**
   * Makes a step happen another way than the default one (e.g. a ticker's tick); returns
   * false to leave the step to the default (send it, settle a fake, or move the clock).
   */
  drive?: (event: EventObject) => boolean | Promise<boolean>;
}

/**
 * Replays a model path on a real actor under `vi.useFakeTimers()`: events are sent,
 * invoked actors answer through their fakes, delays pass on the fake clock (by the
 * delay's own value, computed from the actor's context). After each step the actor
 * must be where the model says.
 */
export async function replay(path: ModelPath, { actor, machine, fakes, check, drive }: ReplayOptions): Promise<void> {
  const sources = invokeSources(machine);
  const delays = (machine.implementations.delays ?? {}) as Record<string, number | ((args: unknown) => number)>;
  for (const step of path.steps) {
    const { event } = step;
    const reply = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (event.type === 'xstate.init') {
      // the actor started here
    } else if (drive && (await drive(event))) {
      await vi.advanceTimersByTimeAsync(0);
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
    expect(path.key(snapshot), `after ${event.type}: the part of the context the model tells apart`).toBe(path.key(step.state));
    check?.(snapshot, event);
  }
}

/**
 * The transitions (coverage keys, coverage.ts) a path takes, read from the definition:
 * for each step, what the machine would take for its event from the step before.
 * Transitions taken on entry without an event (`always`) are not counted.
 */
export function transitionsOfPath(machine: AnyStateMachine, path: ModelPath): Set<string> {
  const keys = new Set<string>();
  for (let i = 1; i < path.steps.length; i += 1) {
    const before = path.steps[i - 1]!.state;
    for (const t of machine.getTransitionData(before as never, path.steps[i]!.event as never)) keys.add(keyOf(t));
  }
  return keys;
}

/**
 * A few paths that together take every transition the given paths take (greedy: the path
 * adding the most transitions not yet taken, then the next): for replays too slow to run
 * every path, such as the browser's. Returns them in their original order, and every key
 * they cover (transitions and features).
 */
export function coveringPaths(
  machine: AnyStateMachine,
  paths: ModelPath[],
  /** More things each path should show at least once (e.g. the outcomes a screen shows), as keys. */
  features: (path: ModelPath) => string[] = () => [],
): { paths: ModelPath[]; transitions: Set<string> } {
  const sets = paths.map((path) => new Set([...transitionsOfPath(machine, path), ...features(path)]));
  const taken = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    let gain = 0;
    sets.forEach((set, i) => {
      if (chosen.has(i)) return;
      const adds = [...set].filter((key) => !taken.has(key)).length;
      if (adds > gain) {
        best = i;
        gain = adds;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const key of sets[best]!) taken.add(key);
  }
  return { paths: paths.filter((_, i) => chosen.has(i)), transitions: taken };
}
