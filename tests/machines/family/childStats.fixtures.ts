import { vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { childStatsMachine, type MakeDefaultInput, type SaveLeniencyInput } from '../../../machines/family/childStats.machine';
import type { Child } from '../../../machines/types';
import { fakeCall } from '../account/registration.fakes';

export function child(id: number, is_default: 0 | 1, star = 0, complete_words = 0): Child {
  return {
    id,
    child_id: id,
    name: `Child ${id}`,
    gender: id % 2 ? 'girl' : 'boy',
    birthday: '2018-04-01',
    age: 6,
    avatar: null,
    is_default,
    star,
    complete_words,
    write_leniency: 'normal',
  };
}

/** Three children, the first the default one. */
export const family = [child(1, 1, 5, 10), child(2, 0, 3, 4), child(3, 0)];

/** A started actor of the child stats with a controllable `makeDefault` and the recorded `defaultChildChanged`. */
export function setupActor(children: Child[] = family, inspect?: (event: InspectionEvent) => void) {
  const makeDefault = fakeCall<Child, MakeDefaultInput>();
  const saveLeniency = fakeCall<Child, SaveLeniencyInput>();
  const defaultChildChanged = vi.fn();
  const leniencyChanged = vi.fn();
  const machine = childStatsMachine.provide({
    actors: { makeDefault: makeDefault.logic, saveLeniency: saveLeniency.logic },
    actions: {
      defaultChildChanged: (_, params) => defaultChildChanged(params),
      leniencyChanged: (_, params) => leniencyChanged(params),
    },
  });
  const actor = createActor(machine, { input: { children }, ...(inspect ? { inspect } : {}) });
  actor.start();
  const counts = () => actor.getSnapshot().context.children.map((c) => [c.id, c.star, c.complete_words]);
  const defaults = () => actor.getSnapshot().context.children.map((c) => c.is_default);
  return { actor, makeDefault, saveLeniency, defaultChildChanged, leniencyChanged, counts, defaults };
}
