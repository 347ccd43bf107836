import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import {
  childFormMachine,
  type ChildFormContext,
  type ChildFormEvent,
  type NewChild,
} from '../../machines/childForm.machine';
import type { Child } from '../../machines/types';
import { CoverageRecorder } from './coverage';
import { replay, replyEvents, transitionPaths } from './modelPaths';
import { apiError, fakeCall } from './registration.fakes';

/**
 * The add-child form: rules (Arrange/Act/Assert) and model paths generated
 * from the definition, replayed on real actors with a fake call, with every
 * state and transition proven walked.
 */

const draft: NewChild = { name: 'Xiaoming', gender: 'boy', birthday: '2018-05-01', avatar: null };

const created: Child = {
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
};

const birthdayRefused = apiError('422', 'The birthday must be in the past', {
  birthday: ['The birthday must be in the past'],
});

function setupActor(childCount: number, inspect?: (event: InspectionEvent) => void) {
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

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('child form machine', () => {
  it('opens the form at once for a parent without any child', () => {
    const { actor } = setupActor(0);
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
  });

  it('shows the empty add-child card to a parent who has children', () => {
    const { actor } = setupActor(2);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
  });

  it('sends the validated values to POST children, then closes and tells the app', async () => {
    const { actor, addChild, childAdded } = setupActor(0);
    const avatar = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

    actor.send({ type: 'child.submit', ...draft, avatar });

    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
    expect(addChild.calls).toEqual([{ ...draft, avatar }]);
    await addChild.resolve(created);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.added).toEqual(created);
    expect(childAdded).toHaveBeenCalledExactlyOnceWith({ child: created });
  });

  it('makes one call at a time: no second submit and no closing while saving', () => {
    const { actor, addChild } = setupActor(0);
    actor.send({ type: 'child.submit', ...draft });
    expect(actor.getSnapshot().can({ type: 'child.submit', ...draft })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'form.close' })).toBe(false);
    actor.send({ type: 'child.submit', ...draft, name: 'Twice' });
    actor.send({ type: 'form.close' });
    expect(addChild.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ open: 'saving' })).toBe(true);
  });

  it('keeps the form and the field errors when the server refuses, and clears them on the next submit', async () => {
    const { actor, addChild, childAdded } = setupActor(0);
    actor.send({ type: 'child.submit', ...draft, birthday: '2999-01-01' });
    await addChild.reject(birthdayRefused);

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: 'editing' })).toBe(true);
    expect(snapshot.context.error).toEqual({
      code: '422',
      message: 'The birthday must be in the past',
      errors: { birthday: ['The birthday must be in the past'] },
    });
    expect(childAdded).not.toHaveBeenCalled();

    actor.send({ type: 'child.submit', ...draft });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('forgets the last error and notice when the card is closed and opened again', async () => {
    const { actor, addChild } = setupActor(1);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'child.submit', ...draft });
    await addChild.reject(birthdayRefused);
    actor.send({ type: 'form.close' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, added: null });
  });
});

describe('child form machine model paths', () => {
  const recorder = new CoverageRecorder(childFormMachine);
  const userEvents: ChildFormEvent[] = [
    { type: 'form.open' },
    { type: 'form.close' },
    { type: 'child.submit', ...draft },
  ];
  const events = [
    ...userEvents,
    ...replyEvents(childFormMachine, { addChild: { outputs: [created], errors: [birthdayRefused] } }),
  ];

  for (const childCount of [0, 2]) {
    const prefix = childCount === 0 ? 'no child yet: ' : 'two children: ';
    for (const path of transitionPaths(childFormMachine, { input: { childCount }, events, prefix })) {
      it(path.description, async () => {
        const { actor, machine, addChild, childAdded } = setupActor(childCount, recorder.inspect);
        await replay(path, {
          actor,
          machine,
          fakes: { addChild },
          check: (snapshot, event) => {
            const context = snapshot.context as ChildFormContext;
            if (snapshot.matches({ open: 'saving' })) {
              expect(snapshot.can({ type: 'form.close' }), 'no closing while saving').toBe(false);
            }
            if (event.type === 'xstate.done.actor.addChild') {
              expect(snapshot.value).toBe('closed');
              expect(childAdded, 'the app hears of the new child once').toHaveBeenCalledExactlyOnceWith({ child: created });
            }
            if (event.type === 'xstate.error.actor.addChild') {
              expect(context.error?.errors.birthday, 'a refused field keeps its message').toEqual([
                'The birthday must be in the past',
              ]);
            }
          },
        });
        actor.stop();
      });
    }
  }

  it('walked every state and every transition of the child form machine', () => {
    recorder.assertFullCoverage();
  });
});
