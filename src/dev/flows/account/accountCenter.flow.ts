import { accountCenterMachine, type AccountCenterEvent, type PointRecord, type TransactionRecord } from '../../../../machines/account/accountCenter.machine';
import { fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const pointRecords: PointRecord[] = [
  { id: 3, item: 'purchase', points: -100, created_at: '2026-11-20T08:00:00.000Z' },
  { id: 2, item: 'recommendation', points: 50, created_at: '2026-11-02T08:00:00.000Z' },
];
const transactionRecords: TransactionRecord[] = [
  { id: 9, status: 'paid', plan: 'monthly', created_at: '2026-11-20T08:00:00.000Z', amount: 199, used_points: 100, pay_method: 'credit_card' },
];

let loads = 0;

const events: FlowEvents<AccountCenterEvent> = [
  { label: 'Copy the referral code', event: { type: 'code.copy' } },
  { label: 'How referral works (description)', event: { type: 'description.open' } },
  { label: 'Point records', event: { type: 'pointRecords.open' } },
  { label: 'Transaction records (every other load fails)', event: { type: 'transactionRecords.open' } },
  { label: 'Retry', event: { type: 'records.retry' } },
  { label: 'Close the modal', event: { type: 'dialog.close' } },
];

export const flow: FlowDefinition = {
  id: 'accountCenter',
  title: 'Account center: referral code, description, point and transaction records',
  description:
    'The fake clipboard always takes the code. Point records load two rows; transaction records fail every other ' +
    'time (retry loads them).',
  machine: accountCenterMachine.provide({
    actors: {
      copyText: fakeCall<void, { text: string }>(() => undefined, 200),
      loadPointRecords: fakeCall<PointRecord[], void>(() => pointRecords),
      loadTransactionRecords: fakeCall<TransactionRecord[], void>(() => {
        loads += 1;
        if (loads % 2 === 1) throw new Error('network');
        return transactionRecords;
      }),
    },
  }),
  input: { code: 'HZ7K2M' },
  events,
};
