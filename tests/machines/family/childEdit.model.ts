import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectChildEdit, type ChildEditView } from '../../../machines/family/childEdit.connect';
import {
  childEditMachine,
  type ChildEditContext,
  type ChildEditEvent,
  type RemoveChildInput,
  type UpdateChildInput,
} from '../../../machines/family/childEdit.machine';
import type { Child } from '../../../machines/types';
import { makeMember } from '../../fixtures/member';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of editing and removing a child, from a member with two children
 * (remove offered) and with one (remove refused: a member keeps a child), replayed
 * on real actors with fake `updateChild` and `removeChild`.
 *
 * At every step the form and the dialog (`connectChildEdit`) are checked against what
 * the path says a parent sees, and the app is told of each change and removal once.
 */

const sample = makeMember().child[0]!;
const kid = (id: number, name: string, isDefault: 0 | 1): Child => ({ ...sample, id, child_id: id, name, is_default: isDefault });
const two = [kid(1, 'Ming', 1), kid(2, 'Hua', 0)];
const one = [kid(1, 'Ming', 1)];
const renamed = { ...kid(2, 'Huahua', 0) };
const refused = apiError('422', 'The birthday must be in the past', { birthday: ['The birthday must be in the past'] });
const serverDown = apiError('500', 'Server error');

function eventsFor(children: Child[]): EventObject[] {
  const user: ChildEditEvent[] = [
    { type: 'edit.open', childId: children.at(-1)!.id },
    { type: 'edit.open', childId: 99 },
    { type: 'edit.close' },
    { type: 'child.save', name: 'Huahua', gender: 'girl', birthday: '2019-01-01', avatar: null },
    { type: 'remove.ask' },
    { type: 'remove.cancel' },
    { type: 'remove.confirm' },
    { type: 'children.sync', children },
  ];
  return [
    ...user,
    ...replyEvents(childEditMachine, {
      updateChild: { outputs: [renamed], errors: [refused] },
      removeChild: { outputs: [null], errors: [serverDown] },
    }),
  ];
}

type Phase = 'closed' | 'form' | 'saving' | 'confirming' | 'removing';

function expectedView(children: Child[]) {
  let phase: Phase = 'closed';
  let childId: number | null = null;
  let errors: Record<string, string[]> = {};
  let message: string | null = null;
  let notice: ChildEditView['notice'] = null;
  const open = () => phase !== 'closed';
  return (event: EventObject): ChildEditView => {
    switch (event.type) {
      case 'edit.open': {
        const id = (event as Extract<ChildEditEvent, { type: 'edit.open' }>).childId;
        if (phase === 'closed' && children.some((c) => c.id === id)) [phase, childId, errors, message, notice] = ['form', id, {}, null, null];
        break;
      }
      case 'edit.close':
        if (phase === 'form') [phase, childId, errors, message] = ['closed', null, {}, null];
        break;
      case 'child.save':
        if (phase === 'form') [phase, errors, message] = ['saving', {}, null];
        break;
      case 'remove.ask':
        if (phase === 'form' && children.length > 1) [phase, errors, message] = ['confirming', {}, null];
        break;
      case 'remove.cancel':
        if (phase === 'confirming') [phase, errors, message] = ['form', {}, null];
        break;
      case 'remove.confirm':
        if (phase === 'confirming') [phase, errors, message] = ['removing', {}, null];
        break;
      case 'xstate.done.actor.updateChild':
        [phase, notice, childId] = ['closed', { kind: 'saved', name: 'Huahua' }, null];
        break;
      case 'xstate.error.actor.updateChild':
        [phase, errors, message] = ['form', refused.errors, refused.message];
        break;
      case 'xstate.done.actor.removeChild':
        [phase, notice, childId] = ['closed', { kind: 'removed', name: children.find((c) => c.id === childId)!.name }, null];
        break;
      case 'xstate.error.actor.removeChild':
        [phase, errors, message] = ['confirming', {}, serverDown.message];
        break;
    }
    const shownErrors = open() ? errors : {};
    return {
      child: open() ? (children.find((c) => c.id === childId) ?? null) : null,
      saving: phase === 'saving',
      canSave: phase === 'form',
      canClose: phase === 'form',
      canRemove: phase === 'form' && children.length > 1,
      confirmingRemoval: phase === 'confirming' || phase === 'removing',
      removing: phase === 'removing',
      fieldErrors: shownErrors,
      formError: open() && message !== null && Object.keys(shownErrors).length === 0 ? message : null,
      removalError: phase === 'confirming' ? message : null,
      notice,
    };
  };
}

function family(children: Child[], name: string): ModelFamily {
  return {
    name,
    paths: {
      input: { children },
      events: eventsFor(children),
      contextKey: (context: ChildEditContext) => [context.childId, context.error?.code, context.notice?.kind],
      dropPrefixes: true,
      prefix: `${name}: `,
    },
    start: (inspect) => {
      const updateChild = fakeCall<Child, UpdateChildInput>();
      const removeChild = fakeCall<null, RemoveChildInput>();
      const childChanged = vi.fn();
      const childRemoved = vi.fn();
      const machine = childEditMachine.provide({
        actors: { updateChild: updateChild.logic, removeChild: removeChild.logic },
        actions: { childChanged: (_, p) => childChanged(p.childId), childRemoved: (_, p) => childRemoved(p.childId) },
      });
      const actor = createActor(machine, { input: { children }, inspect });
      actor.start();
      const expected = expectedView(children);
      let changed = 0;
      let removed = 0;
      return {
        actor,
        machine,
        fakes: { updateChild, removeChild },
        check: (snapshot, event) => {
          expect(connectChildEdit(snapshot as never), `after ${event.type}`).toEqual(expected(event));
          if (event.type === 'xstate.done.actor.updateChild') changed += 1;
          if (event.type === 'xstate.done.actor.removeChild') removed += 1;
          expect(childChanged, 'the app hears of each change once').toHaveBeenCalledTimes(changed);
          expect(childRemoved, 'the app hears of each removal once').toHaveBeenCalledTimes(removed);
          if (removed > 0) expect(removeChild.calls.at(-1)).toEqual({ childId: children.at(-1)!.id });
        },
      };
    },
  };
}

export const model = defineModel({
  machine: childEditMachine,
  families: [family(two, 'two children'), family(one, 'one child')],
});
