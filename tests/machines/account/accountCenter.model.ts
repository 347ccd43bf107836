import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectAccountCenter, type AccountCenterView } from '../../../machines/account/accountCenter.connect';
import { accountCenterMachine } from '../../../machines/account/accountCenter.machine';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { networkDown, pointRecords, setupAccountCenter, transactionRecords } from './accountCenter.fixtures';

/**
 * Model paths of the account center's read side: the referral code's copy
 * button and the three modals (description, point records, transaction
 * records), replayed on a real actor with fake clipboard and calls.
 *
 * After each step the view is checked against what the path says a parent
 * sees: the copy result until the next copy, one modal at a time, each record
 * modal loading afresh when it opens, its rows once loaded, and a retry after
 * a failed load.
 */

const events: EventObject[] = [
  { type: 'code.copy' },
  { type: 'description.open' },
  { type: 'share.open' },
  { type: 'code.share' },
  { type: 'pointRecords.open' },
  { type: 'transactionRecords.open' },
  { type: 'records.retry' },
  { type: 'dialog.close' },
  ...replyEvents(accountCenterMachine, {
    copyText: { outputs: [undefined], errors: [new Error('denied')] },
    loadPointRecords: { outputs: [pointRecords], errors: [networkDown] },
    loadTransactionRecords: { outputs: [transactionRecords], errors: [networkDown] },
  }),
];

function expectedView() {
  let view: AccountCenterView = {
    code: 'HZ7K2M',
    copy: 'idle',
    canCopy: true,
    dialog: 'closed',
    records: null,
    pointRecords: [],
    transactionRecords: [],
    canRetry: false,
  };
  const dialog = (next: Partial<AccountCenterView>) => {
    view = { ...view, records: null, pointRecords: [], transactionRecords: [], canRetry: false, ...next };
  };
  return (event: EventObject): AccountCenterView => {
    switch (event.type) {
      case 'code.copy':
        view = { ...view, copy: 'copying', canCopy: false };
        break;
      case 'xstate.done.actor.copyText':
        view = { ...view, copy: 'copied', canCopy: true };
        break;
      case 'xstate.error.actor.copyText':
        view = { ...view, copy: 'copyFailed', canCopy: true };
        break;
      case 'description.open':
        dialog({ dialog: 'description' });
        break;
      case 'share.open':
        dialog({ dialog: 'share' });
        break;
      case 'pointRecords.open':
        dialog({ dialog: 'pointRecords', records: 'loading' });
        break;
      case 'transactionRecords.open':
        dialog({ dialog: 'transactionRecords', records: 'loading' });
        break;
      case 'records.retry':
        dialog({ records: 'loading' });
        break;
      case 'xstate.done.actor.loadPointRecords':
        dialog({ records: 'loaded', pointRecords });
        break;
      case 'xstate.done.actor.loadTransactionRecords':
        dialog({ records: 'loaded', transactionRecords });
        break;
      case 'xstate.error.actor.loadPointRecords':
      case 'xstate.error.actor.loadTransactionRecords':
        dialog({ records: 'failed', canRetry: true });
        break;
      case 'dialog.close':
        dialog({ dialog: 'closed' });
        break;
    }
    return view;
  };
}

export const model = defineModel({
  machine: accountCenterMachine,
  families: [
    {
      name: 'a parent with a referral code',
      paths: { input: { code: 'HZ7K2M' }, events, dropPrefixes: true },
      start: (inspect) => {
        const { actor, machine, copyText, loadPointRecords, loadTransactionRecords, shared } = setupAccountCenter(inspect);
        const expected = expectedView();
        return {
          actor,
          machine,
          fakes: { copyText, loadPointRecords, loadTransactionRecords },
          check: (snapshot, event) => {
            expect(connectAccountCenter(snapshot as never), `the account center after ${event.type}`).toEqual(expected(event));
            if (event.type === 'code.copy') expect(copyText.calls.at(-1)).toEqual({ text: 'HZ7K2M' });
            if (event.type === 'code.share') expect(shared.at(-1)).toEqual({ text: 'HZ7K2M' });
          },
        };
      },
    },
  ],
});
