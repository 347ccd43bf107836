import { deleteMemberMachine, type DeleteMemberEvent } from '../../../../machines/account/deleteMember.machine';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const PASSWORD = 'garden123';
const all = [true, true, true];

const events: FlowEvents<DeleteMemberEvent> = [
  { label: 'Open delete account', event: { type: 'delete.open' } },
  { label: 'Delete, two of three acknowledged (refused)', event: { type: 'delete.submit', password: PASSWORD, acknowledgements: [true, true, false], reason: 'notUsing' } },
  { label: 'Delete with a wrong password', event: { type: 'delete.submit', password: 'wrong1234', acknowledgements: all, reason: 'notUsing' } },
  { label: `Delete with ${PASSWORD}`, event: { type: 'delete.submit', password: PASSWORD, acknowledgements: all, reason: 'other' } },
  { label: 'Close', event: { type: 'delete.close' } },
  { label: 'OK (sign out)', event: { type: 'delete.finish' } },
];

export const flow: FlowDefinition = {
  id: 'deleteMember',
  title: 'Delete account (account center)',
  description: `The fake server's password is ${PASSWORD}; another one is 'Incorrect Password'.`,
  machine: deleteMemberMachine.provide({
    actors: {
      deleteSelf: fakeCall<unknown, { password: string }>(({ password }) => {
        if (password !== PASSWORD) throw callError('422', 'Incorrect Password', { password: ['Incorrect Password'] });
        return null;
      }),
    },
    actions: { accountDeleted: logAction('accountDeleted') },
  }),
  events,
};
