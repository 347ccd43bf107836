import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { connectChangePassword } from '../../../../machines/account/changePassword.connect';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useEagerForm } from '../../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../../components/form/useServerErrors';
import { Modal } from '../../../components/Modal';
import { changePasswordSchema, type ChangePasswordValues } from '../../../forms/account';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../machines/rules/password';
import type { PasswordRef } from './refs';

/** Which form field shows which API field's errors (POST member/password). */
const SERVER_FIELDS: ServerFieldMap<ChangePasswordValues> = { origin_password: 'oldPassword', password: 'newPassword' };

/** The reset-password modal (SPEC §2, §5): old, new and confirmation. */
export function PasswordModal({ password }: { password: PasswordRef }) {
  const { t } = useLingui();
  const view = useSelector(password, connectChangePassword);
  return (
    <Modal
      open={view.open}
      title={t`Change password`}
      onClose={view.canClose ? () => password.send({ type: 'password.close' }) : undefined}
    >
      {view.changed ? (
        <>
          <FormAlert tone="success">
            <Trans>Your password has been changed. Use the new one next time you log in.</Trans>
          </FormAlert>
          <div className="modal-actions">
            <button type="button" className="button button-primary" data-autofocus onClick={() => password.send({ type: 'password.close' })}>
              <Trans>OK</Trans>
            </button>
          </div>
        </>
      ) : (
        <PasswordForm password={password} />
      )}
    </Modal>
  );
}

function PasswordForm({ password }: { password: PasswordRef }) {
  const view = useSelector(password, connectChangePassword);
  const error = useSelector(password, (snapshot) => snapshot.context.error);
  const { register, handleSubmit, setError, formState } = useEagerForm(changePasswordSchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const formError = useServerErrors(error, setError, SERVER_FIELDS);
  const { errors } = formState;
  const onSubmit = handleSubmit(({ oldPassword, newPassword }) =>
    password.send({ type: 'password.submit', oldPassword, newPassword }),
  );
  return (
    <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={<Trans>Old password</Trans>}
        type="password"
        autoComplete="current-password"
        data-autofocus
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <TextField
        label={<Trans>New password</Trans>}
        type="password"
        autoComplete="new-password"
        hint={<Trans>{PASSWORD_MIN} to {PASSWORD_MAX} characters, not the old password.</Trans>}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={<Trans>Confirm the new password</Trans>}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="modal-actions">
        <SubmitButton pending={view.saving}>
          <Trans>Change password</Trans>
        </SubmitButton>
        <button type="button" className="button" disabled={!view.canClose} onClick={() => password.send({ type: 'password.close' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
