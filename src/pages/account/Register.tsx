import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { registrationMachine } from '../../../machines/registration.machine';
import { registrationActors } from '../../api/actors/account';
import { useNavigateAction } from '../../app/useNavigateAction';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useEagerForm } from '../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import { isDiscouragedEmail, registerSchema, type RegisterInput } from '../../forms/account';
import { envLanguageOf, toSpecLocale } from '../../i18n/locales';
import { LocalizedLink, useLocale } from '../../i18n/react';
import { writeCaptchaExpireTime, writeRegistration } from './storage';

const SERVER_FIELDS: ServerFieldMap<RegisterInput> = {
  email: 'email',
  password: 'password',
  name: 'name',
  invite_code: 'invite_code',
};

/**
 * /register (SPEC §2, §3): e-mail, password and confirmation, nickname and an
 * optional referral code. The interface language becomes the member's
 * `env_language`. On success the registration machine has stored what
 * /register-captcha needs and the page goes there.
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
    { input: { registration: null } },
  );

  const { register, handleSubmit, setError, formState, getFieldState, trigger, watch } = useEagerForm(registerSchema, {
    email: '',
    password: '',
    confirmPassword: '',
    name: '',
    invite_code: '',
  });
  const formError = useServerErrors(snapshot.context.error, setError, SERVER_FIELDS);
  const discouraged = isDiscouragedEmail(watch('email'));
  const { errors } = formState;

  const onSubmit = handleSubmit(({ email, password, name, invite_code }) =>
    send({
      type: 'registration.submit',
      email,
      password,
      name,
      ...(invite_code ? { invite_code } : {}),
      env_language: envLanguageOf(toSpecLocale(locale)),
    }),
  );

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <title>{`${t`Sign up`} · ${t`Hanzi House`}`}</title>
      <h1 id="page-title">
        <Trans>Sign up</Trans>
      </h1>
      <FormAlert tone="warning">
        <Trans>Please do not use a Hotmail or Outlook address: our e-mails may not reach it.</Trans>
      </FormAlert>
      <form className="account-form" onSubmit={onSubmit} noValidate>
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
        <SubmitButton pending={snapshot.matches('registering')}>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <LocalizedLink to="/login">
          <Trans>Already have an account? Log in</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
