import type { AnyActorRef, StateValue } from 'xstate';

/** How the flows page shows snapshots: state paths and readable JSON. */

/** Leaf state paths of a state value, e.g. `awaitingCode.code.idle`. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : statePaths(child).map((path) => `${key}.${path}`),
  );
}

/** Context as readable JSON: functions by name, actors by id, errors by message, cycles cut. */
export function readable(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'function') return `ƒ ${v.name || 'anonymous'}()`;
      if (v instanceof Error) return { ...v, error: v.name, message: v.message };
      if (typeof v === 'object' && v !== null) {
        if ('sessionId' in v && 'send' in v) return `[actor ${(v as AnyActorRef).id}]`;
        if (seen.has(v)) return '[circular]';
        seen.add(v);
      }
      return v;
    },
    2,
  ) ?? 'undefined';
}
