import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { connectChildStats } from '../../machines/childStats.connect';
import { childStatsMachine, type ChildStatsContext, type MakeDefaultInput } from '../../machines/childStats.machine';
import type { Child } from '../../machines/types';
import { CoverageRecorder } from './coverage';
import { replay, transitionPaths } from './modelPaths';
import { apiError, fakeCall } from './registration.fakes';

function child(id: number, is_default: 0 | 1, star = 0, complete_words = 0): Child {
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
  };
}

const family = [child(1, 1, 5, 10), child(2, 0, 3, 4), child(3, 0)];

function setupActor(children: Child[] = family, inspect?: (event: InspectionEvent) => void) {
  const makeDefault = fakeCall<Child, MakeDefaultInput>();
  const defaultChildChanged = vi.fn();
  const machine = childStatsMachine.provide({
    actors: { makeDefault: makeDefault.logic },
    actions: { defaultChildChanged: (_, params) => defaultChildChanged(params) },
  });
  const actor = createActor(machine, { input: { children }, ...(inspect ? { inspect } : {}) });
  actor.start();
  const counts = () => actor.getSnapshot().context.children.map((c) => [c.id, c.star, c.complete_words]);
  const defaults = () => actor.getSnapshot().context.children.map((c) => c.is_default);
  return { actor, makeDefault, defaultChildChanged, counts, defaults };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('child stats machine', () => {
  it("adds a star to that child's stars only", () => {
    const { actor, counts } = setupActor();
    actor.send({ type: 'star.add', childId: 2 });
    actor.send({ type: 'star.add', childId: 2 });
    expect(counts()).toEqual([
      [1, 5, 10],
      [2, 5, 4],
      [3, 0, 0],
    ]);
  });

  it("adds a word to that child's complete_words only", () => {
    const { actor, counts } = setupActor();
    actor.send({ type: 'word.add', childId: 3 });
    expect(counts()).toEqual([
      [1, 5, 10],
      [2, 3, 4],
      [3, 0, 1],
    ]);
  });

  it('ignores a star or word for an unknown child', () => {
    const { actor } = setupActor();
    expect(actor.getSnapshot().can({ type: 'star.add', childId: 9 })).toBe(false);
    actor.send({ type: 'star.add', childId: 9 });
    actor.send({ type: 'word.add', childId: 9 });
    expect(actor.getSnapshot().context.children).toEqual(family);
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
    actor.send({ type: 'star.add', childId: 2 });
    await makeDefault.reject(apiError('500', 'Server error'));

    expect(actor.getSnapshot().value).toBe('idle');
    expect(defaults()).toEqual([1, 0, 0]);
    expect(counts()[1]).toEqual([2, 4, 4]);
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

describe('child stats machine paths', () => {
  const events = [
    { type: 'star.add', childId: 1 },
    { type: 'word.add', childId: 2 },
    { type: 'child.makeDefault', childId: 2 },
    { type: 'children.sync', children: family },
    { type: 'xstate.done.actor.makeDefault', output: child(2, 1) },
    { type: 'xstate.error.actor.makeDefault', error: apiError('500', 'Server error') },
  ] as never[];

  // The counters would grow without end: the graph tells states apart by the default flags only,
  // so one star and one word per state walk every transition.
  const paths = transitionPaths(childStatsMachine, {
    input: { children: family },
    events,
    contextKey: (context: ChildStatsContext) => [context.children.map((c) => c.is_default), context.previousDefaultId],
  });
  const recorder = new CoverageRecorder(childStatsMachine);

  for (const path of paths) {
    it(path.description, async () => {
      const fixture = setupActor(family, recorder.inspect);
      // What the cards should show, worked out from the path alone (not by the machine's rules).
      const stars: Record<number, number> = { 1: 5, 2: 3, 3: 0 };
      const words: Record<number, number> = { 1: 10, 2: 4, 3: 0 };
      let defaultId = 1;
      let previousId = 1;
      let saving = false;
      let error: string | null = null;
      await replay(path, {
        actor: fixture.actor,
        machine: childStatsMachine,
        fakes: { makeDefault: fixture.makeDefault },
        check: (snapshot, event) => {
          const { childId } = event as { childId?: number };
          switch (event.type) {
            case 'star.add':
              stars[childId!] = stars[childId!]! + 1;
              break;
            case 'word.add':
              words[childId!] = words[childId!]! + 1;
              break;
            case 'child.makeDefault':
              if (!saving && defaultId !== childId) [previousId, defaultId, saving, error] = [defaultId, childId!, true, null];
              break;
            case 'children.sync':
              if (!saving) {
                Object.assign(stars, { 1: 5, 2: 3, 3: 0 });
                Object.assign(words, { 1: 10, 2: 4, 3: 0 });
                defaultId = 1;
              }
              break;
            case 'xstate.done.actor.makeDefault':
              saving = false;
              break;
            case 'xstate.error.actor.makeDefault':
              [defaultId, saving, error] = [previousId, false, 'Server error'];
              break;
          }
          const view = connectChildStats(snapshot as never);
          expect(
            view.cards.map((card) => [card.id, card.stars, card.words]),
            'each card shows its own stars and words',
          ).toEqual([1, 2, 3].map((id) => [id, stars[id], words[id]]));
          expect(view.cards.map((card) => card.isDefault), 'one radio checked: the current child').toEqual(
            [1, 2, 3].map((id) => id === defaultId),
          );
          expect(view.cards.map((card) => card.canChoose), 'the other radios can be chosen unless a change is saved').toEqual(
            [1, 2, 3].map((id) => !saving && id !== defaultId),
          );
          expect(view.saving).toBe(saving);
          expect(view.error?.message ?? null, 'a failed change shows its error').toBe(error);
        },
      });
    });
  }

  it('the paths entered every state and took every transition', () => {
    recorder.assertFullCoverage();
  });
});
