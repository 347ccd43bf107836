import type { SnapshotFrom } from 'xstate';
import type { accountCenterMachine, PointRecord, TransactionRecord } from './accountCenter.machine';

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'copyFailed';
export type AccountDialog = 'closed' | 'description' | 'share' | 'pointRecords' | 'transactionRecords';
export type RecordsStatus = 'loading' | 'loaded' | 'failed';

/** What the account center's referral card and its modals show. */
export interface AccountCenterView {
  code: string;
  copy: CopyStatus;
  /** The copy buttons work (not while a copy runs). */
  canCopy: boolean;
  dialog: AccountDialog;
  /** The open record modal's list: loading, shown, or failed with a retry; null when none is open. */
  records: RecordsStatus | null;
  pointRecords: PointRecord[];
  transactionRecords: TransactionRecord[];
  canRetry: boolean;
}

const COPY_STATES: CopyStatus[] = ['copying', 'copied', 'copyFailed'];
const RECORD_STATES: RecordsStatus[] = ['loading', 'loaded', 'failed'];

/** The view model of the account center's read side (src/pages/account/AccountCenter.tsx renders it). */
export function connectAccountCenter(snapshot: SnapshotFrom<typeof accountCenterMachine>): AccountCenterView {
  const copy = COPY_STATES.find((state) => snapshot.matches({ copy: state })) ?? 'idle';
  const dialog = (['description', 'share', 'pointRecords', 'transactionRecords'] as const).find((state) =>
    snapshot.matches({ dialog: state }),
  ) ?? 'closed';
  const records =
    dialog === 'pointRecords' || dialog === 'transactionRecords'
      ? (RECORD_STATES.find((state) => snapshot.matches({ dialog: { [dialog]: state } })) ?? null)
      : null;
  return {
    code: snapshot.context.code,
    copy,
    canCopy: snapshot.can({ type: 'code.copy' }),
    dialog,
    records,
    pointRecords: dialog === 'pointRecords' && records === 'loaded' ? (snapshot.context.pointRecords ?? []) : [],
    transactionRecords:
      dialog === 'transactionRecords' && records === 'loaded' ? (snapshot.context.transactionRecords ?? []) : [],
    canRetry: snapshot.can({ type: 'records.retry' }),
  };
}
