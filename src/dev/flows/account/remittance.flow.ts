import {
  remittanceMachine,
  type RemitRequest,
  type RemittanceEvent,
  type RemittanceRecord,
} from '../../../../machines/account/remittance.machine';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const request: RemitRequest = {
  bank_name: 'Bank of Taiwan',
  bank_code: '004',
  bank_account_name: 'Mei Lin',
  bank_account_number: '123456789012',
  id_number: 'A123456789',
  address: 'No. 1, Section 1, Zhongshan Rd, Taipei',
  phone: '0912345678',
  email: 'parent@example.com',
};

const past: RemittanceRecord[] = [];
let nextId = 1;

const events: FlowEvents<RemittanceEvent> = [
  { label: 'Open transfer points', event: { type: 'remit.open' } },
  { label: 'Send the request', event: { type: 'remit.submit', ...request } },
  { label: 'Send with bank code 999 (422)', event: { type: 'remit.submit', ...request, bank_code: '999' } },
  { label: 'Send with bank code 500 (server error)', event: { type: 'remit.submit', ...request, bank_code: '500' } },
  { label: 'Retry the past requests', event: { type: 'requests.retry' } },
  { label: 'Close', event: { type: 'remit.close' } },
  { label: 'Balance is 1500 (under 2000)', event: { type: 'points.sync', points: 1500 } },
  { label: 'Balance is 2600', event: { type: 'points.sync', points: 2600 } },
];

export const flow: FlowDefinition = {
  id: 'remittance',
  title: 'Transfer points out (account center)',
  description:
    'Starts with 2600 points. Bank code 999 is refused with a 422 on bank_code, 500 fails; any other request is ' +
    'listed among the past requests, masked. Set the balance under 2000 and open again: refused before the form.',
  machine: remittanceMachine.provide({
    actors: {
      remitPoints: fakeCall<unknown, RemitRequest>((input) => {
        if (input.bank_code === '999') {
          throw callError('422', 'Please confirm if your information is correct', { bank_code: ['Must be a bank code'] });
        }
        if (input.bank_code === '500') throw callError('500', 'Server error');
        nextId += 1;
        past.unshift({
          id: nextId,
          points: 2600,
          bank_name: input.bank_name,
          bank_code: input.bank_code,
          bank_account_name: input.bank_account_name,
          bank_account_number: `********${input.bank_account_number.slice(-4)}`,
          id_number: `${input.id_number.slice(0, 1)}******${input.id_number.slice(-3)}`,
          status: 'pending',
          created_at: new Date().toISOString(),
        });
        return null;
      }),
      loadRequests: fakeCall<RemittanceRecord[], void>(() => [...past]),
    },
    actions: { remitted: logAction('remitted') },
  }),
  input: { points: 2600 },
  events,
};
