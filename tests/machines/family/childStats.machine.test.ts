import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { child, setupActor } from './childStats.fixtures';
import { apiError } from '../account/registration.fakes';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('child stats machine', () => {
  it('takes stars and words only from the reloaded member: no event adds one (the server counts them)', () => {
    const { actor, counts } = setupActor();
    const before = counts();
    for (const type of ['star.add', 'word.add']) {
      expect(actor.getSnapshot().can({ type, childId: 2 } as never), type).toBe(false);
      actor.send({ type, childId: 2 } as never);
    }
    expect(counts()).toEqual(before);
  });

  it('makes the chosen child the only default at once, then saves it', async () => {
    const { actor, makeDefault, defaultChildChanged, defaults } = setupActor();

    actor.send({ type: 'child.makeDefault', childId: 3 });

    expect(defaults()).toEqual([0, 0, 1]);
    expect(actor.getSnapshot().value).toBe('savingDefault');
    expect(makeDefault.calls).toEqual([{ childId: 3 }]);
    expect(actor.getSnapshot().can({ type: 'child.makeDefault', childId: 2 })).toBe(false);

    await makeDefault.resolve(child(3, 1));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(defaults()).toEqual([0, 0, 1]);
    expect(defaultChildChanged).toHaveBeenCalledWith({ childId: 3 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps exactly one default child whatever the order of changes', async () => {
    const { actor, makeDefault, defaults } = setupActor([child(1, 0), child(2, 0), child(3, 0), child(4, 0)]);
    for (const childId of [2, 4, 1, 3]) {
      actor.send({ type: 'child.makeDefault', childId });
      await makeDefault.resolve(child(childId, 1));
      expect(defaults().filter((flag) => flag === 1)).toHaveLength(1);
      expect(actor.getSnapshot().context.children.find((c) => c.is_default === 1)?.id).toBe(childId);
    }
  });

  it('rolls back to the previous default and keeps the error when saving fails', async () => {
    const { actor, makeDefault, defaultChildChanged, defaults, counts } = setupActor();

    actor.send({ type: 'child.makeDefault', childId: 2 });
    await makeDefault.reject(apiError('500', 'Server error'));

    expect(actor.getSnapshot().value).toBe('idle');
    expect(defaults()).toEqual([1, 0, 0]);
    expect(counts()[1], 'only the default flags roll back').toEqual([2, 3, 4]);
    expect(actor.getSnapshot().context.error?.message).toBe('Server error');
    expect(defaultChildChanged).not.toHaveBeenCalled();

    // the next attempt clears the error
    actor.send({ type: 'child.makeDefault', childId: 2 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('rolls back to no default when there was none', async () => {
    const { actor, makeDefault, defaults } = setupActor([child(1, 0), child(2, 0)]);
    actor.send({ type: 'child.makeDefault', childId: 1 });
    await makeDefault.reject(apiError('403', 'You do not have access to this'));
    expect(defaults()).toEqual([0, 0]);
  });

  it('makes no call for the current default child or an unknown child', () => {
    const { actor, makeDefault } = setupActor();
    expect(actor.getSnapshot().can({ type: 'child.makeDefault', childId: 1 })).toBe(false);
    actor.send({ type: 'child.makeDefault', childId: 1 });
    actor.send({ type: 'child.makeDefault', childId: 9 });
    expect(makeDefault.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('takes a reloaded list of children, but not while a change is being saved', async () => {
    const { actor, makeDefault } = setupActor();
    const reloaded = [child(1, 1, 6, 11), child(2, 0, 3, 4)];
    actor.send({ type: 'child.makeDefault', childId: 2 });
    actor.send({ type: 'children.sync', children: reloaded });
    expect(actor.getSnapshot().context.children).toHaveLength(3);

    await makeDefault.resolve(child(2, 1));
    actor.send({ type: 'children.sync', children: reloaded });
    expect(actor.getSnapshot().context.children).toEqual(reloaded);
  });
});
