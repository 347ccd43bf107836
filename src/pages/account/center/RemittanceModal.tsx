import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Path } from 'react-hook-form';
import { connectRemittance, type RemitNotice } from '../../../../machines/account/remittance.connect';
import type { RemittanceRecord } from '../../../../machines/account/remittance.machine';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useEagerForm } from '../../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../../components/form/useServerErrors';
import { Modal } from '../../../components/Modal';
import { remittanceSchema, type RemittanceInput } from '../../../forms/remittance';
import { useNumber, useRecordTime } from './format';
import type { RemittanceRef } from './refs';

const FIELDS = [
  'bank_name',
  'bank_code',
  'bank_account_name',
  'bank_account_number',
  'id_number',
  'address',
  'phone',
  'email',
] as const satisfies readonly Path<RemittanceInput>[];

/** Each bank field shows the server's errors of the same name. */
const SERVER_FIELDS: ServerFieldMap<RemittanceInput> = Object.fromEntries(FIELDS.map((field) => [field, field]));

/**
 * Transferring points out (SPEC §3 point remittance request, §5 at least 2000
 * points, §8 messages): refused at once under 2000 points; else the bank
 * fields, each checked; then 'Transfer is successful'. The past requests
 * are listed below, their numbers masked by the server.
 */
export function RemittanceModal({ remittance }: { remittance: RemittanceRef }) {
  const { t } = useLingui();
  const view = useSelector(remittance, connectRemittance);
  const number = useNumber();
  const points = number(view.points);
  const minimum = number(view.minimum);
  const short = number(view.short);
  return (
    <Modal
      open={view.open}
      title={t`Transfer points`}
      className="modal-wide"
      onClose={view.canClose ? () => remittance.send({ type: 'remit.close' }) : undefined}
    >
      {view.form === 'refused' ? (
        <div className="remit-refused" role="status">
          <p>
            <Trans>
              Points can be transferred to a bank account from {minimum} points on. You have {points} points that can be
              transferred: {short} more to go. Gift points and test purchases can be used in the store, never transferred.
            </Trans>
          </p>
          <div className="modal-actions">
            <button type="button" className="button" data-autofocus onClick={() => remittance.send({ type: 'remit.close' })}>
              <Trans>OK</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {view.form === 'sent' ? (
        <div className="remit-sent">
          <FormAlert tone="success">
            <RemitNoticeText notice="sent" />
          </FormAlert>
          <p>
            <Trans>We will make the transfer by hand; the request shows below until it is done.</Trans>
          </p>
          <div className="modal-actions">
            <button type="button" className="button button-primary" data-autofocus onClick={() => remittance.send({ type: 'remit.close' })}>
              <Trans>OK</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {view.form === 'editing' || view.form === 'sending' ? <RemitForm remittance={remittance} /> : null}
      <PastRequests remittance={remittance} />
    </Modal>
  );
}

/** The three outcomes of SPEC §8, spelled as the spec spells them (the msgids). */
function RemitNoticeText({ notice }: { notice: RemitNotice }) {
  const { t } = useLingui();
  if (notice === 'sent') return <>{t`Transfer is successful`}</>;
  if (notice === 'invalid') return <>{t`Please confirm if your information is correct`}</>;
  return <>{t`Opps! There's somthing wrong. Please try again`}</>;
}

function RemitForm({ remittance }: { remittance: RemittanceRef }) {
  const view = useSelector(remittance, connectRemittance);
  const error = useSelector(remittance, (snapshot) => snapshot.context.error);
  const number = useNumber();
  const points = number(view.points);
  const { register, handleSubmit, setError, formState } = useEagerForm(
    remittanceSchema,
    Object.fromEntries(FIELDS.map((field) => [field, ''])) as RemittanceInput,
  );
  useServerErrors(error, setError, SERVER_FIELDS);
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => remittance.send({ type: 'remit.submit', ...values }));
  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, ...register(name) });
  return (
    <form method="post" className="account-form remit-form" onSubmit={onSubmit} noValidate>
      <p className="remit-amount">
        <Trans>
          All your {points} transferable points (NT${points}) will be transferred. They are held as soon as you send the
          request. Gift points and test purchases stay, for the store.
        </Trans>
      </p>
      {view.notice && view.notice !== 'sent' ? (
        <FormAlert>
          <RemitNoticeText notice={view.notice} />
        </FormAlert>
      ) : null}
      <TextField label={<Trans>Bank name</Trans>} autoComplete="off" data-autofocus {...field('bank_name')} />
      <TextField
        label={<Trans>Bank code</Trans>}
        inputMode="numeric"
        autoComplete="off"
        hint={<Trans>3 digits, e.g. 004; add the 4-digit branch code if you have it.</Trans>}
        {...field('bank_code')}
      />
      <TextField label={<Trans>Account name</Trans>} autoComplete="name" {...field('bank_account_name')} />
      <TextField label={<Trans>Bank account number</Trans>} inputMode="numeric" autoComplete="off" {...field('bank_account_number')} />
      <TextField
        label={<Trans>Personal ID number</Trans>}
        autoComplete="off"
        hint={<Trans>Your national ID or resident certificate number, e.g. A123456789.</Trans>}
        {...field('id_number')}
      />
      <TextField label={<Trans>Address</Trans>} autoComplete="street-address" {...field('address')} />
      <TextField label={<Trans>Phone number</Trans>} type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label={<Trans>E-mail</Trans>} type="email" autoComplete="email" {...field('email')} />
      <p className="field-hint field-hint--info">
        <Trans>Your account and ID numbers are stored encrypted and only ever shown masked.</Trans>
      </p>
      <div className="modal-actions">
        <SubmitButton pending={view.form === 'sending'}>
          <Trans>Send the request</Trans>
        </SubmitButton>
        <button
          type="button"
          className="button"
          disabled={!view.canClose}
          onClick={() => remittance.send({ type: 'remit.close' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function useStatusName(): (status: RemittanceRecord['status']) => string {
  const { t } = useLingui();
  return (status) => (status === 'pending' ? t`Pending` : status === 'transferred' ? t`Transferred` : t`Declined`);
}

/** The member's past requests, masked, newest first. */
function PastRequests({ remittance }: { remittance: RemittanceRef }) {
  const { t } = useLingui();
  const view = useSelector(remittance, connectRemittance);
  const time = useRecordTime();
  const number = useNumber();
  const statusName = useStatusName();
  return (
    <section className="remit-history" aria-labelledby="remit-history-title">
      <h3 id="remit-history-title">
        <Trans>Past requests</Trans>
      </h3>
      {view.requests === 'loading' ? (
        <p className="page-status" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {view.requests === 'failed' ? (
        <div className="records-failed">
          <p role="alert">
            <Trans>The past requests could not be loaded.</Trans>
          </p>
          <button
            type="button"
            className="button"
            disabled={!view.canRetryRequests}
            onClick={() => remittance.send({ type: 'requests.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {view.requests === 'loaded' && view.pastRequests.length === 0 ? (
        <p className="page-status">
          <Trans>No requests yet.</Trans>
        </p>
      ) : null}
      {view.pastRequests.length > 0 ? (
        <table className="records-table" role="table">
          <caption className="sr-only">{t`Past requests`}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">{t`Time`}</th>
              <th role="columnheader" scope="col" className="records-number">
                {t`Points`}
              </th>
              <th role="columnheader" scope="col">{t`Bank account`}</th>
              <th role="columnheader" scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {view.pastRequests.map((request) => (
              <tr key={request.id} role="row">
                <td role="cell" data-label={t`Time`}>
                  <time dateTime={request.created_at}>{time(request.created_at)}</time>
                </td>
                <td role="cell" data-label={t`Points`} className="records-number">
                  {number(request.points)}
                </td>
                <td role="cell" data-label={t`Bank account`}>
                  {request.bank_name} ({request.bank_code}) <span className="masked">{request.bank_account_number}</span>
                  <br />
                  <span className="records-sub">
                    {t`ID number`} <span className="masked">{request.id_number}</span>
                  </span>
                </td>
                <td role="cell" data-label={t`Status`}>{statusName(request.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
