import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectDeleteMember, type DeleteMemberView } from '../../../machines/account/deleteMember.connect';
import { deleteMemberMachine, type DeleteMemberEvent } from '../../../machines/account/deleteMember.machine';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { incorrectPassword, serverDown, setupDeleteMember } from './accountCenter.fixtures';

/**
 * Model paths of the delete-member modal: open, a submit with all three
 * acknowledgements (and one with only two, which the machine refuses), the
 * server's answer (deleted, 'Incorrect Password', a server error), the
 * 'Account Deleted' OK button, close.
 *
 * Checked after each step: no close while deleting or once deleted; the wrong
 * password on the password field; 'Account Deleted' shown before signing out;
 * the app told to sign out once, only after OK.
 */

const all: DeleteMemberEvent = { type: 'delete.submit', password: 'garden123', acknowledgements: [true, true, true], reason: 'notUsing' };
const twoOfThree: DeleteMemberEvent = { ...all, acknowledgements: [true, false, true] };

const events: EventObject[] = [
  { type: 'delete.open' },
  { type: 'delete.close' },
  all,
  twoOfThree,
  { type: 'delete.finish' },
  ...replyEvents(deleteMemberMachine, { deleteSelf: { outputs: [null], errors: [incorrectPassword, serverDown] } }),
];

const closed: DeleteMemberView = {
  open: false,
  deleting: false,
  deleted: false,
  canClose: false,
  canFinish: false,
  passwordError: null,
  formError: null,
};
const editing: DeleteMemberView = { ...closed, open: true, canClose: true };

export const model = defineModel({
  machine: deleteMemberMachine,
  families: [
    {
      name: 'a signed-in parent',
      paths: {
        events,
        contextKey: (context: { error: { code: string } | null }) => context.error?.code ?? null,
        describeEvent: (event: DeleteMemberEvent) =>
          event.type === 'delete.submit' ? `submit (${event.acknowledgements.filter(Boolean).length} of 3 ticked)` : undefined,
      },
      start: (inspect) => {
        const { actor, machine, deleteSelf, accountDeleted } = setupDeleteMember(inspect);
        let view = closed;
        let signedOut = 0;
        return {
          actor,
          machine,
          fakes: { deleteSelf },
          check: (snapshot, event) => {
            switch (event.type) {
              case 'delete.open':
                view = editing;
                break;
              case 'delete.close':
                view = closed;
                break;
              case 'delete.submit':
                expect((event as DeleteMemberEvent & { acknowledgements: boolean[] }).acknowledgements).toEqual([true, true, true]);
                view = { ...closed, open: true, deleting: true };
                expect(deleteSelf.calls.at(-1)).toEqual({ password: 'garden123' });
                break;
              case 'xstate.done.actor.deleteSelf':
                view = { ...closed, deleted: true, canFinish: true };
                break;
              case 'xstate.error.actor.deleteSelf': {
                const error = (event as unknown as { error: { code: string } }).error;
                view =
                  error.code === '422' ? { ...editing, passwordError: 'Incorrect Password' } : { ...editing, formError: 'Server error' };
                break;
              }
              case 'delete.finish':
                view = closed;
                signedOut += 1;
                break;
            }
            expect(connectDeleteMember(snapshot as never), `the modal after ${event.type}`).toEqual(view);
            expect(accountDeleted).toHaveBeenCalledTimes(signedOut);
          },
        };
      },
    },
  ],
});
