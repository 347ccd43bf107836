import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { connectDeleteMember } from '../../../../machines/account/deleteMember.connect';
import { DELETE_REASONS, type DeleteReason } from '../../../../machines/account/deleteMember.machine';
import { FormAlert } from '../../../components/form/FormAlert';
import { RadioGroup } from '../../../components/form/RadioGroup';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useEagerForm } from '../../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../../components/form/useServerErrors';
import { Modal } from '../../../components/Modal';
import { deleteMemberSchema, type DeleteMemberInput } from '../../../forms/account';
import type { DeletionRef } from './refs';

const SERVER_FIELDS: ServerFieldMap<DeleteMemberInput> = { password: 'password' };

/**
 * The delete-member modal (SPEC §2, §5): why (radio choices), three
 * acknowledgements that must all be ticked, the password; then 'Account
 * Deleted' and, on OK, signed out to the landing page.
 */
export function DeleteMemberModal({ deletion }: { deletion: DeletionRef }) {
  const { t } = useLingui();
  const view = useSelector(deletion, connectDeleteMember);
  return (
    <Modal
      open={view.open || view.deleted}
      title={t`Delete account`}
      onClose={view.canClose ? () => deletion.send({ type: 'delete.close' }) : undefined}
    >
      {view.deleted ? (
        <>
          <FormAlert tone="success">
            <Trans>Account Deleted</Trans>
          </FormAlert>
          <p>
            <Trans>Thank you for learning with Hanzi House. You will now be signed out.</Trans>
          </p>
          <div className="modal-actions">
            <button type="button" className="button button-primary" data-autofocus onClick={() => deletion.send({ type: 'delete.finish' })}>
              <Trans>OK</Trans>
            </button>
          </div>
        </>
      ) : (
        <DeleteForm deletion={deletion} />
      )}
    </Modal>
  );
}

type AcknowledgementProps = { label: ReactNode; error: string | undefined } & ComponentPropsWithoutRef<'input'>;

/** A required checkbox; register's ref reaches the input through forwardRef. */
const Acknowledgement = forwardRef<HTMLInputElement, AcknowledgementProps>(function Acknowledgement({ label, error, ...input }, ref) {
  const id = useId();
  return (
    <div className={['field', 'checkbox-field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <div className="checkbox-line">
        <input type="checkbox" id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} ref={ref} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});

function DeleteForm({ deletion }: { deletion: DeletionRef }) {
  const { t } = useLingui();
  const view = useSelector(deletion, connectDeleteMember);
  const error = useSelector(deletion, (snapshot) => snapshot.context.error);
  const { register, handleSubmit, setError, formState } = useEagerForm(deleteMemberSchema, {
    reason: null,
    ackData: false,
    ackPurchases: false,
    ackFinal: false,
    password: '',
  });
  const formError = useServerErrors(error, setError, SERVER_FIELDS);
  const { errors } = formState;
  const reasons: Record<DeleteReason, string> = {
    notUsing: t`We no longer use it`,
    childFinished: t`My child has finished learning`,
    tooExpensive: t`It costs too much`,
    otherApp: t`We use another app`,
    other: t`Another reason`,
  };
  const onSubmit = handleSubmit(({ reason, ackData, ackPurchases, ackFinal, password }) =>
    deletion.send({
      type: 'delete.submit',
      password,
      acknowledgements: [ackData, ackPurchases, ackFinal],
      reason: (DELETE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as DeleteReason) : null,
    }),
  );
  return (
    <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
      <p className="delete-warning">
        <Trans>Deleting the account removes it and everything in it for good. This cannot be undone.</Trans>
      </p>
      <FormAlert>{formError}</FormAlert>
      <RadioGroup
        label={<Trans>Why are you leaving? (optional)</Trans>}
        hint={<Trans>Your answer only helps you think it over; it is not sent or stored.</Trans>}
        options={DELETE_REASONS.map((value) => ({ value, label: reasons[value] }))}
        {...register('reason')}
      />
      <fieldset className="field acknowledgements">
        <legend className="field-label">
          <Trans>Please confirm</Trans>
        </legend>
        <Acknowledgement
          label={<Trans>All children's profiles, learning progress, stars and stickers will be deleted.</Trans>}
          error={errors.ackData?.message}
          {...register('ackData')}
        />
        <Acknowledgement
          label={<Trans>Remaining membership time and points are lost and will not be refunded.</Trans>}
          error={errors.ackPurchases?.message}
          {...register('ackPurchases')}
        />
        <Acknowledgement
          label={<Trans>A deleted account cannot be restored.</Trans>}
          error={errors.ackFinal?.message}
          {...register('ackFinal')}
        />
      </fieldset>
      <TextField
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="modal-actions">
        <button type="button" className="button" data-autofocus disabled={!view.canClose} onClick={() => deletion.send({ type: 'delete.close' })}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton pending={view.deleting} className="button-danger">
          <Trans>Delete account</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
