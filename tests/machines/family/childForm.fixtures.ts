import { vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { childFormMachine, type NewChild } from '../../../machines/family/childForm.machine';
import type { Child } from '../../../machines/types';
import { apiError, fakeCall } from '../account/registration.fakes';

/** The add-child form's sample values, the child the server creates, and a refusal. */
export const draft: NewChild = { name: 'Xiaoming', gender: 'boy', birthday: '2018-05-01', avatar: null };

export const created: Child = {
  id: 21,
  child_id: 21,
  name: 'Xiaoming',
  gender: 'boy',
  birthday: '2018-05-01',
  age: 6,
  avatar: null,
  is_default: 1,
  star: 0,
  complete_words: 0,
  write_leniency: 'normal',
};

export const birthdayRefused = apiError('422', 'The birthday must be in the past', {
  birthday: ['The birthday must be in the past'],
});

/** A started actor of the form with a controllable `addChild` and a recorded `childAdded`. */
export function setupActor(childCount: number, inspect?: (event: InspectionEvent) => void) {
  const addChild = fakeCall<Child, NewChild>();
  const childAdded = vi.fn();
  const machine = childFormMachine.provide({
    actors: { addChild: addChild.logic },
    actions: { childAdded: (_, params) => childAdded(params) },
  });
  const actor = createActor(machine, { input: { childCount }, ...(inspect ? { inspect } : {}) });
  actor.start();
  return { actor, machine, addChild, childAdded };
}
