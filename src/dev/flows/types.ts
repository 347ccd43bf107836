import type { AnyStateMachine, EventObject } from 'xstate';

/**
 * One flow of the dev flows page (`/dev/flows`, dev build only): a machine
 * with fake actors and actions already provided, its input, and the events a
 * designer can send with a button each (enabled by `snapshot.can(event)`).
 *
 * Put one definition per machine in `src/dev/flows/<name>.flow.ts` as
 * `export const flow: FlowDefinition = {...}`; the page finds it by itself.
 */
export interface FlowDefinition {
  id: string;
  title: string;
  machine: AnyStateMachine;
  input?: unknown;
  events: { label: string; event: EventObject }[];
  description?: string;
}

/**
 * The event list of a flow typed by its machine's own events, so payloads are
 * checked (an object literal with a payload is refused where only
 * `EventObject` is expected):
 * `const events: FlowEvents<AuthEvent> = [...]`, then `events` in the flow.
 */
export type FlowEvents<TEvent extends EventObject> = { label: string; event: TEvent }[];
