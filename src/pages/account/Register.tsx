import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { registrationMachine } from '../../../machines/account/registration.machine';
import { registrationActors } from '../../api/actors/account/account';
import { useNavigateAction } from '../../app/useNavigateAction';
import { FormAlert } from '../../components/form/FormAlert';
import { Modal } from '../../components/Modal';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useEagerForm } from '../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import { isDiscouragedEmail, registerSchema, type RegisterInput } from '../../forms/account';
import { envLanguageOf, toSpecLocale } from '../../i18n/locales';
import { LocalizedLink, useLocale } from '../../i18n/react';
import { keepRegisterDraft, registerDraft } from './registerDraft';
import { readRegistration, writeCaptchaExpireTime, writeRegistration } from './storage';
import './register.css';
import { PageTitle } from '../../app/PageTitle';

/** The policy's text, loaded when the parent opens it from the form. */
const PrivacyPolicy = lazy(() =>
  import('../privacy/PrivacyPolicy').then((module) => ({ default: module.PrivacyPolicy })),
);

const SERVER_FIELDS: ServerFieldMap<RegisterInput> = {
  email: 'email',
  password: 'password',
  name: 'name',
  invite_code: 'invite_code',
  privacy_accepted: 'privacy_accepted',
};

/**
 * /register (SPEC §2, §3): e-mail, password and confirmation, nickname and an
 * optional referral code. The interface language becomes the member's
 * `env_language`. The parent agrees to the privacy policy (a box, and the policy in a
 * dialog so nothing typed is lost; the registration machine refuses without it). On
 * success the registration machine has stored what /register-captcha needs and the page
 * goes there. Coming back from there (a mistyped e-mail) finds the form as it was, and the
 * new registration replaces the pending one.
 */
export default function Register() {
  const { t } = useLingui();
  const locale = useLocale();
  const go = useNavigateAction();
  const [snapshot, send] = useMachine(
    registrationMachine.provide({
      actors: registrationActors,
      actions: {
        storeRegistration: (_, { registration }) => writeRegistration(registration),
        storeCaptchaExpireTime: (_, { captchaExpireTime }) => writeCaptchaExpireTime(captchaExpireTime),
        navigate: (_, params) => go(params),
      },
    }),
    // the pending registration of this browser (never verified: verifying forgets it) is the one corrected
    { input: { registration: null, replaces: readRegistration()?.email_verification_id ?? null } },
  );
  const [policyOpen, setPolicyOpen] = useState(false);
  const consentId = useId();

  const { register, handleSubmit, setError, setValue, formState, getFieldState, trigger, watch } = useEagerForm(
    registerSchema,
    registerDraft(),
  );
  useEffect(() => {
    const subscription = watch((values) => keepRegisterDraft(values));
    return () => subscription.unsubscribe();
  }, [watch]);
  const formError = useServerErrors(snapshot.context.error, setError, SERVER_FIELDS);
  const discouraged = isDiscouragedEmail(watch('email'));
  const { errors } = formState;

  const onSubmit = handleSubmit(({ email, password, name, invite_code, privacy_accepted }) =>
    send({
      type: 'registration.submit',
      email,
      password,
      name,
      ...(invite_code ? { invite_code } : {}),
      env_language: envLanguageOf(toSpecLocale(locale)),
      privacyAccepted: privacy_accepted,
    }),
  );
  const consentError = errors.privacy_accepted?.message;
  const agree = () => {
    setValue('privacy_accepted', true, { shouldDirty: true });
    setPolicyOpen(false);
  };

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Sign up`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Sign up</Trans>
      </h1>
      <FormAlert tone="warning">
        <Trans>Please do not use a Hotmail or Outlook address: our e-mails may not reach it.</Trans>
      </FormAlert>
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={<Trans>E-mail</Trans>}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          hint={
            discouraged ? (
              <Trans>Mail to Hotmail and Outlook addresses may not arrive. Please use another address.</Trans>
            ) : undefined
          }
          hintTone="warning"
          {...register('email')}
        />
        <TextField
          label={<Trans>Password</Trans>}
          type="password"
          autoComplete="new-password"
          hint={<Trans>8 to 12 characters</Trans>}
          error={errors.password?.message}
          {...register('password', {
            // Re-check a confirmation the user already typed.
            onChange: () => {
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            },
          })}
        />
        <TextField
          label={<Trans>Confirm password</Trans>}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <TextField
          label={<Trans>Nickname</Trans>}
          autoComplete="nickname"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={<Trans>Referral code (optional)</Trans>}
          autoComplete="off"
          error={errors.invite_code?.message}
          {...register('invite_code')}
        />
        <div className={consentError ? 'field consent-field field--invalid' : 'field consent-field'}>
          <div className="consent-row">
            <input
              type="checkbox"
              id={consentId}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${consentId}-error` : undefined}
              {...register('privacy_accepted')}
            />
            <label htmlFor={consentId}>
              <Trans>I have read and agree to the privacy policy</Trans>
            </label>
          </div>
          <LocalizedLink
            to="/privacy"
            className="consent-link"
            onClick={(event) => {
              event.preventDefault();
              setPolicyOpen(true);
            }}
          >
            <Trans>Read the privacy policy</Trans>
          </LocalizedLink>
          {consentError ? (
            <p id={`${consentId}-error`} className="field-error" role="alert">
              {consentError}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={snapshot.matches('registering')}>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <LocalizedLink to="/login">
          <Trans>Already have an account? Log in</Trans>
        </LocalizedLink>
      </p>
      <Modal open={policyOpen} title={<Trans>Privacy policy</Trans>} onClose={() => setPolicyOpen(false)} className="policy-modal">
        <Suspense fallback={<p className="page-status">{t`Loading…`}</p>}>
          <PrivacyPolicy headingLevel={3} />
        </Suspense>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => setPolicyOpen(false)}>
            <Trans>Close</Trans>
          </button>
          <button type="button" className="button button-primary" onClick={agree}>
            <Trans>I agree</Trans>
          </button>
        </div>
      </Modal>
    </section>
  );
}
