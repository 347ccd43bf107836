import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectChangePassword, type ChangePasswordView } from '../../../machines/account/changePassword.connect';
import { changePasswordMachine, type ChangePasswordEvent } from '../../../machines/account/changePassword.machine';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { oldPasswordWrong, passwordChange, serverDown, setupChangePassword } from './accountCenter.fixtures';

/**
 * Model paths of the reset-password modal: open, submit, the server's answer
 * (done, the old password wrong, or a server error), close.
 *
 * Checked after each step: the modal open or closed; no close and no second
 * submit while saving; a wrong old password on the old password's field, a
 * server error above the form, both gone on the next submit or a reopen; the
 * success message with only a close button.
 */

const events: EventObject[] = [
  { type: 'password.open' },
  { type: 'password.close' },
  { type: 'password.submit', ...passwordChange } satisfies ChangePasswordEvent,
  ...replyEvents(changePasswordMachine, { changePassword: { outputs: [null], errors: [oldPasswordWrong, serverDown] } }),
];

const closed: ChangePasswordView = {
  open: false,
  saving: false,
  changed: false,
  canSubmit: false,
  canClose: false,
  fieldErrors: {},
  formError: null,
};
const editing: ChangePasswordView = { ...closed, open: true, canSubmit: true, canClose: true };

export const model = defineModel({
  machine: changePasswordMachine,
  families: [
    {
      name: 'a signed-in parent',
      paths: {
        events,
        contextKey: (context: { error: { code: string } | null }) => context.error?.code ?? null,
      },
      start: (inspect) => {
        const { actor, machine, changePassword } = setupChangePassword(inspect);
        let view = closed;
        return {
          actor,
          machine,
          fakes: { changePassword },
          check: (snapshot, event) => {
            switch (event.type) {
              case 'password.open':
                view = editing;
                break;
              case 'password.close':
                view = closed;
                break;
              case 'password.submit':
                view = { ...closed, open: true, saving: true };
                expect(changePassword.calls.at(-1)).toEqual(passwordChange);
                break;
              case 'xstate.done.actor.changePassword':
                view = { ...closed, open: true, changed: true, canClose: true };
                break;
              case 'xstate.error.actor.changePassword': {
                const error = (event as unknown as { error: { code: string } }).error;
                view =
                  error.code === '422'
                    ? { ...editing, fieldErrors: { oldPassword: 'The old password is incorrect' } }
                    : { ...editing, formError: 'Server error' };
                break;
              }
            }
            expect(connectChangePassword(snapshot as never), `the modal after ${event.type}`).toEqual(view);
          },
        };
      },
    },
  ],
});
