import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectChildForm, type ChildFormView } from '../../../machines/family/childForm.connect';
import { childFormMachine, type ChildFormEvent } from '../../../machines/family/childForm.machine';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { birthdayRefused, created, draft, setupActor } from './childForm.fixtures';

/**
 * Model paths of the add-child form, from a parent without a child (the form
 * opens by itself) and from one with two (the empty card), replayed on real
 * actors with a fake `addChild`.
 *
 * After each step the card is checked against what the path says a parent sees:
 * the form open or the card; while saving, no second submit and no close; a
 * refused birthday shown on its field until the next submit or a reopen; the
 * "added" notice once the child is saved, and the app told of it once.
 */

const events: EventObject[] = [
  { type: 'form.open' },
  { type: 'form.close' },
  { type: 'child.submit', ...draft } satisfies ChildFormEvent,
  ...replyEvents(childFormMachine, { addChild: { outputs: [created], errors: [birthdayRefused] } }),
];

/** What the path so far says the card shows. */
function expectedCard(childCount: number) {
  const card = (open: boolean, saving = false): Pick<ChildFormView, 'open' | 'saving' | 'canOpen' | 'canSubmit' | 'canClose'> => ({
    open,
    saving,
    canOpen: !open,
    canSubmit: open && !saving,
    canClose: open && !saving,
  });
  let view: Omit<ChildFormView, 'fieldErrors' | 'added'> = card(childCount === 0);
  let fieldErrors: ChildFormView['fieldErrors'] = {};
  let added: ChildFormView['added'] = null;
  return (event: EventObject): ChildFormView => {
    switch (event.type) {
      case 'form.open':
        view = card(true);
        fieldErrors = {};
        added = null;
        break;
      case 'form.close':
        view = card(false);
        break;
      case 'child.submit':
        view = card(true, true);
        fieldErrors = {};
        break;
      case 'xstate.done.actor.addChild':
        view = card(false);
        added = created;
        break;
      case 'xstate.error.actor.addChild':
        view = card(true);
        fieldErrors = { birthday: ['The birthday must be in the past'] };
        break;
    }
    return { ...view, fieldErrors: view.open ? fieldErrors : {}, added };
  };
}

function family(childCount: number): ModelFamily {
  return {
    name: childCount === 0 ? 'no child yet' : 'two children',
    paths: { input: { childCount }, events, prefix: childCount === 0 ? 'no child yet: ' : 'two children: ' },
    start: (inspect) => {
      const { actor, machine, addChild, childAdded } = setupActor(childCount, inspect);
      const expected = expectedCard(childCount);
      let saved = 0;
      return {
        actor,
        machine,
        fakes: { addChild },
        check: (snapshot, event) => {
          expect(connectChildForm(snapshot as never), `the card after ${event.type}`).toEqual(expected(event));
          if (event.type === 'xstate.done.actor.addChild') saved += 1;
          expect(childAdded, 'the app hears of each new child once').toHaveBeenCalledTimes(saved);
        },
      };
    },
  };
}

export const model = defineModel({
  machine: childFormMachine,
  families: [family(0), family(2)],
});
