import { expect } from 'vitest';
import { connectChildStats } from '../../../machines/family/childStats.connect';
import { childStatsMachine, type ChildStatsContext, type ChildStatsEvent } from '../../../machines/family/childStats.machine';
import { child, family, setupActor } from './childStats.fixtures';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError } from '../account/registration.fakes';

/**
 * Model paths of the child cards (stars, words, the default child's radio): one
 * per transition, replayed on a real actor with a fake `makeDefault` call.
 *
 * At every step the cards (`connectChildStats`) are checked against what the
 * path says a parent sees: each card's own stars and words, one radio checked,
 * the others choosable unless a change is being saved, a failed change rolled
 * back with its error.
 */

const userEvents: ChildStatsEvent[] = [
  { type: 'child.makeDefault', childId: 2 },
  { type: 'child.setLeniency', childId: 3, leniency: 'gentle' },
  { type: 'children.sync', children: family },
];

const events = [
  ...userEvents,
  ...replyEvents(childStatsMachine, {
    makeDefault: { outputs: [child(2, 1)], errors: [apiError('500', 'Server error')] },
    saveLeniency: { outputs: [{ ...child(3, 0), write_leniency: 'gentle' }], errors: [apiError('500', 'Server error')] },
  }),
];

export const model = defineModel({
  machine: childStatsMachine,
  families: [
    {
      name: 'three children, the first the default',
      paths: {
        input: { children: family },
        events,
        // The counters would grow without end: the graph tells states apart by the default flags only,
        // so one star and one word per state walk every transition.
        contextKey: (context: ChildStatsContext) => [
          context.children.map((c) => [c.is_default, c.write_leniency]),
          context.previousDefaultId,
          context.previousLeniency,
        ],
      },
      start: (inspect) => {
        const fixture = setupActor(family, inspect);
        // What the cards should show, worked out from the path alone (not by the machine's rules).
        const stars: Record<number, number> = { 1: 5, 2: 3, 3: 0 };
        const words: Record<number, number> = { 1: 10, 2: 4, 3: 0 };
        let defaultId = 1;
        let previousId = 1;
        let saving = false;
        let leniency3: 'normal' | 'gentle' = 'normal';
        let savingLeniency = false;
        let error: string | null = null;
        return {
          actor: fixture.actor,
          machine: childStatsMachine,
          fakes: { makeDefault: fixture.makeDefault, saveLeniency: fixture.saveLeniency },
          check: (snapshot, event) => {
            const { childId } = event as { childId?: number };
            switch (event.type) {
              case 'child.makeDefault':
                if (!saving && !savingLeniency && defaultId !== childId) [previousId, defaultId, saving, error] = [defaultId, childId!, true, null];
                break;
              case 'child.setLeniency':
                if (!saving && !savingLeniency && leniency3 !== 'gentle') [leniency3, savingLeniency, error] = ['gentle', true, null];
                break;
              case 'xstate.done.actor.saveLeniency':
                savingLeniency = false;
                break;
              case 'xstate.error.actor.saveLeniency':
                [leniency3, savingLeniency, error] = ['normal', false, 'Server error'];
                break;
              case 'children.sync':
                if (!saving && !savingLeniency) {
                  leniency3 = 'normal';
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
              [1, 2, 3].map((id) => !saving && !savingLeniency && id !== defaultId),
            );
            expect(view.cards.map((card) => card.leniency), 'each child keeps its own writing leniency').toEqual([
              'normal',
              'normal',
              leniency3,
            ]);
            expect(view.cards.map((card) => card.canSetLeniency), 'the leniency can change unless a change is saved').toEqual(
              [1, 2, 3].map(() => !saving && !savingLeniency),
            );
            expect(view.saving).toBe(saving);
            expect(view.savingLeniency).toBe(savingLeniency);
            expect(view.error?.message ?? null, 'a failed change shows its error').toBe(error);
          },
        };
      },
    },
  ],
});
