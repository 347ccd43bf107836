import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthdayRefused, created, draft, setupActor } from './childForm.fixtures';

/**
 * The add-child form's rules (Arrange/Act/Assert); its model paths are in
 * childForm.model.ts.
 */

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
