import { changePasswordMachine, type ChangePasswordEvent, type PasswordChange } from '../../../../machines/account/changePassword.machine';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const OLD = 'garden123';

const events: FlowEvents<ChangePasswordEvent> = [
  { label: 'Open reset password', event: { type: 'password.open' } },
  { label: `Change ${OLD} → bamboo456`, event: { type: 'password.submit', oldPassword: OLD, newPassword: 'bamboo456' } },
  { label: 'Change with a wrong old password', event: { type: 'password.submit', oldPassword: 'wrong1234', newPassword: 'bamboo456' } },
  { label: 'Close', event: { type: 'password.close' } },
];

export const flow: FlowDefinition = {
  id: 'changePassword',
  title: 'Reset password (account center)',
  description: `The fake server's old password is ${OLD}; another one is refused on origin_password.`,
  machine: changePasswordMachine.provide({
    actors: {
      changePassword: fakeCall<unknown, PasswordChange>(({ oldPassword }) => {
        if (oldPassword !== OLD) {
          throw callError('422', 'The old password is incorrect', { origin_password: ['The old password is incorrect'] });
        }
        return null;
      }),
    },
  }),
  events,
};
