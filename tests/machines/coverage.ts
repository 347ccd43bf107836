import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/**
 * Coverage of a machine computed from its own definition, for model-based tests.
 *
 * Every state node and every transition (`on`, `after`, `always`, invoke `onDone` /
 * `onError`, state `onDone`) is enumerated from the machine itself, so a state or
 * transition added later is counted without anyone editing a list. Replays record what
 * they actually took through the inspection API (`@xstate.microstep` carries the
 * transitions taken), and `assertFullCoverage` fails naming whatever was never reached.
 *
 * Keys are `stateId  eventType #n` (n = the n-th transition for that event in that state,
 * for guarded alternatives), so they match across `machine.provide(...)` copies.
 */

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode))];
}

function transitionsOf(node: AnyStateNode): [string, AnyTransitionDefinition[]][] {
  const lists: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always?.length) lists.push(['(always)', node.always]);
  return lists;
}

/** The key of one transition: `stateId  eventType #n`. */
export function keyOf(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  for (const [event, list] of transitionsOf(source)) {
    const index = list.indexOf(t);
    if (index >= 0) return `${source.id}  ${event} #${index}`;
  }
  return `${source.id}  ${t.eventType} #?`;
}

export interface MachineMap {
  states: string[];
  transitions: string[];
}

/** All state ids and transition keys of a machine. */
export function mapOf(machine: AnyStateMachine): MachineMap {
  const nodes = stateNodes(machine.root as AnyStateNode);
  return {
    states: nodes.map((n) => n.id),
    transitions: nodes.flatMap((n) => transitionsOf(n).flatMap(([event, list]) => list.map((_, i) => `${n.id}  ${event} #${i}`))),
  };
}

/** Records states entered and transitions taken by every actor given its `inspect`. */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  constructor(private readonly machine: AnyStateMachine) {}

  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { machine?: AnyStateMachine; _nodes?: AnyStateNode[] };
    if (!snapshot._nodes || snapshot.machine?.id !== this.machine.id) return;
    for (const node of snapshot._nodes) this.states.add(node.id);
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        this.transitions.add(keyOf(t));
        // A transition is only taken from an active state: this also counts a transient
        // initial state (`always` on entry), which no snapshot ever shows.
        for (let node: AnyStateNode | undefined = t.source as AnyStateNode; node; node = node.parent) {
          this.states.add(node.id);
        }
      }
    }
  };

  missing(): MachineMap {
    const all = mapOf(this.machine);
    return {
      states: all.states.filter((s) => !this.states.has(s)),
      transitions: all.transitions.filter((t) => !this.transitions.has(t)),
    };
  }

  /** Throws, listing what was never reached, unless every state and transition was. */
  assertFullCoverage(): void {
    const { states, transitions } = this.missing();
    if (states.length === 0 && transitions.length === 0) return;
    throw new Error(
      `model paths did not cover machine "${this.machine.id}":\n` +
        (states.length ? `  states never entered:\n    ${states.join('\n    ')}\n` : '') +
        (transitions.length ? `  transitions never taken:\n    ${transitions.join('\n    ')}\n` : ''),
    );
  }
}
