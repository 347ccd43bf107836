import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { connectAccountCenter } from '../../../../machines/account/accountCenter.connect';
import type { PointRecord, TransactionRecord } from '../../../../machines/account/accountCenter.machine';
import { Modal } from '../../../components/Modal';
import { PayMethodBadge } from '../../../components/PayMethodBadge';
import { useNumber, useRecordTime } from './format';
import type { CenterRef } from './refs';

/** The referral code, its copy button and what the copy did (on the page and in the description). */
export function ReferralCode({ center }: { center: CenterRef }) {
  const { t } = useLingui();
  const view = useSelector(center, connectAccountCenter);
  return (
    <div className="referral-code">
      <p className="referral-code-line">
        <span className="referral-code-label">
          <Trans>Referral code</Trans>
        </span>{' '}
        <code className="referral-code-value">{view.code}</code>
      </p>
      <button
        type="button"
        className="button"
        disabled={!view.canCopy}
        aria-label={t`Copy the referral code ${view.code}`}
        onClick={() => center.send({ type: 'code.copy' })}
      >
        <Trans>Copy</Trans>
      </button>
      <p className="referral-copy-status" role="status">
        {view.copy === 'copied' ? <Trans>Copied! Paste it in a message to your friend.</Trans> : null}
        {view.copy === 'copyFailed' ? <Trans>This device did not let us copy. Please write the code down.</Trans> : null}
      </p>
    </div>
  );
}

/** How referral works (SPEC §9), with the code and its copy note. */
export function DescriptionModal({ center }: { center: CenterRef }) {
  const { t } = useLingui();
  const open = useSelector(center, (snapshot) => snapshot.matches({ dialog: 'description' }));
  return (
    <Modal open={open} title={t`How referral works`} onClose={() => center.send({ type: 'dialog.close' })}>
      <ol className="referral-steps">
        <li>
          <Trans>Give your referral code to a friend.</Trans>
        </li>
        <li>
          <Trans>Your friend enters it when signing up, and gets 50 points right away.</Trans>
        </li>
        <li>
          <Trans>When your friend becomes a paying member within 30 days of signing up, you get 50 points too.</Trans>
        </li>
      </ol>
      <p className="referral-note">
        <Trans>1 point = NT$1. Points can be used in the store, or transferred to your bank account from 2,000 points.</Trans>
      </p>
      <ReferralCode center={center} />
      <p className="referral-copy-note">
        <Trans>Copy note: tap Copy, then paste the code into a message to your friend. The code is yours alone; it does not change.</Trans>
      </p>
    </Modal>
  );
}

/** A record list's states: loading, failed with a retry, empty, or the table. */
function RecordsBody({ center, empty, children }: { center: CenterRef; empty: boolean; children: ReactNode }) {
  const view = useSelector(center, connectAccountCenter);
  if (view.records === 'loading') {
    return (
      <p className="page-status" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (view.records === 'failed') {
    return (
      <div className="records-failed">
        <p role="alert">
          <Trans>The records could not be loaded. Please try again.</Trans>
        </p>
        <button type="button" className="button" disabled={!view.canRetry} onClick={() => center.send({ type: 'records.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="page-status">
        <Trans>Nothing here yet.</Trans>
      </p>
    );
  }
  return <>{children}</>;
}

function usePointItem(): (item: PointRecord['item']) => string {
  const { t } = useLingui();
  const names: Record<PointRecord['item'], string> = {
    transferred: t`Transferred to a bank`,
    purchase: t`Used for a purchase`,
    recommendation: t`Referral reward`,
    returned: t`Given back by an unpaid order`,
  };
  return (item) => names[item];
}

/** One column of a records table: its header, and the cell of a record. */
interface RecordColumn<R> {
  label: string;
  cell: (record: R) => ReactNode;
  /** Numbers are right-aligned (`records-number`); a record may add its own class (a sign's colour). */
  numeric?: boolean;
  cellClass?: (record: R) => string;
}

/**
 * A record list as a table whose rows become labelled cards on a phone (each cell carries its
 * column's label in `data-label`, shown as a label on narrow screens).
 */
function RecordsTable<R extends { id: number }>({ caption, columns, records }: { caption: string; columns: RecordColumn<R>[]; records: R[] }) {
  const classOf = (column: RecordColumn<R>, record?: R) =>
    [column.numeric ? 'records-number' : '', record && column.cellClass ? column.cellClass(record) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <table className="records-table" role="table">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.label} role="columnheader" scope="col" className={classOf(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {records.map((record) => (
          <tr key={record.id} role="row">
            {columns.map((column) => (
              <td key={column.label} role="cell" data-label={column.label} className={classOf(column, record)}>
                {column.cell(record)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** When a record was made, as a `<time>` in the reader's locale. */
function RecordTime({ at }: { at: string }) {
  const time = useRecordTime();
  return <time dateTime={at}>{time(at)}</time>;
}

/** Point records (SPEC §3: item, time, points), newest first. */
export function PointRecordsModal({ center }: { center: CenterRef }) {
  const { t } = useLingui();
  const view = useSelector(center, connectAccountCenter);
  const number = useNumber();
  const itemName = usePointItem();
  const columns: RecordColumn<PointRecord>[] = [
    { label: t`Item`, cell: (record) => itemName(record.item) },
    { label: t`Time`, cell: (record) => <RecordTime at={record.created_at} /> },
    {
      label: t`Points`,
      numeric: true,
      cellClass: (record) => (record.points < 0 ? 'records-minus' : 'records-plus'),
      cell: (record) => (record.points > 0 ? `+${number(record.points)}` : number(record.points).replace('-', '−')),
    },
  ];
  return (
    <Modal
      open={view.dialog === 'pointRecords'}
      title={t`Points history`}
      className="modal-wide"
      onClose={() => center.send({ type: 'dialog.close' })}
    >
      <RecordsBody center={center} empty={view.pointRecords.length === 0}>
        <RecordsTable caption={t`Points history`} columns={columns} records={view.pointRecords} />
      </RecordsBody>
    </Modal>
  );
}

function usePlanName(): (plan: TransactionRecord['plan']) => string {
  const { t } = useLingui();
  return (plan) =>
    plan === 'monthly' ? t`Monthly plan` : plan === 'seasonal' ? t`Quarterly plan` : plan === 'yearly' ? t`Yearly plan` : t`Point pack`;
}

/** Transaction records (SPEC §3: plan, time, amount, used points, the method's badge), newest first. */
export function TransactionRecordsModal({ center }: { center: CenterRef }) {
  const { t } = useLingui();
  const view = useSelector(center, connectAccountCenter);
  const number = useNumber();
  const planName = usePlanName();
  const columns: RecordColumn<TransactionRecord>[] = [
    { label: t`Plan`, cell: (record) => planName(record.plan) },
    { label: t`Time`, cell: (record) => <RecordTime at={record.created_at} /> },
    {
      label: t`Amount`,
      numeric: true,
      cell: (record) =>
        record.status === 'refund_due' ? (
          <>
            NT${number(record.amount)} <span className="records-refund">{t`To be refunded: nothing was delivered`}</span>
          </>
        ) : (
          `NT$${number(record.amount)}`
        ),
    },
    { label: t`Points used`, numeric: true, cell: (record) => number(record.used_points) },
    { label: t`Payment method`, cell: (record) => <PayMethodBadge method={record.pay_method} /> },
  ];
  return (
    <Modal
      open={view.dialog === 'transactionRecords'}
      title={t`Purchase history`}
      className="modal-wide"
      onClose={() => center.send({ type: 'dialog.close' })}
    >
      <RecordsBody center={center} empty={view.transactionRecords.length === 0}>
        <RecordsTable caption={t`Purchase history`} columns={columns} records={view.transactionRecords} />
      </RecordsBody>
    </Modal>
  );
}
