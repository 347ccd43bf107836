import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { useAppChild, useAppChildSelector, useMember } from '../../app/AppActorContext';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useTextForm } from '../../components/form/useTextForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import type { LoginValues } from '../../forms/account';
import { LocalizedLink, useLocalizedPath } from '../../i18n/react';
import { PageTitle } from '../../app/PageTitle';

/** The form's rules (and valibot) come with its first focus or submit (useTextForm). */
const loadLoginSchema = () => import('../../forms/account').then((forms) => forms.loginSchema);

/** Which note the login page shows when another account page sent the visitor here. */
export type LoginNotice = 'registered' | 'passwordReset';

const SERVER_FIELDS: ServerFieldMap<LoginValues> = { email: 'email', password: 'password' };

function noticeOf(state: unknown): LoginNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'registered' || notice === 'passwordReset' ? notice : null;
}

/**
 * /login (SPEC §2): e-mail and password, sent to the auth actor as `auth.login`.
 * Signed in, the member goes on to /home; the route guard
 * sends a member whose e-mail is not verified to /register-captcha (SPEC §4).
 */
export default function Login() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const location = useLocation();
  const auth = useAppChild('auth');
  const member = useMember();
  const signingIn = useAppChildSelector('auth', (snapshot) => snapshot.matches('signingIn'));
  const authError = useAppChildSelector('auth', (snapshot) => snapshot.context.error);
  // An error left from an earlier visit is not this form's.
  const [earlierError] = useState(authError);
  const error = authError === earlierError ? null : authError;

  const { register, handleSubmit, setError, formState } = useTextForm(loadLoginSchema, { email: '', password: '' });
  const formError = useServerErrors(error, setError, SERVER_FIELDS);
  const notice = noticeOf(location.state);

  if (member) {
    // The route guard takes an unverified member on to /register-captcha.
    return <Navigate to={localized('/home')} replace />;
  }

  const onSubmit = handleSubmit(({ email, password }) => auth.send({ type: 'auth.login', email, password }));

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Log in`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Log in</Trans>
      </h1>
      {notice === 'registered' ? (
        <FormAlert tone="success">
          <Trans>You have successfully registered! Please login and create a profile for the kids!</Trans>
        </FormAlert>
      ) : null}
      {notice === 'passwordReset' ? (
        <FormAlert tone="success">
          <Trans>Your password has been changed. Please log in with your new password.</Trans>
        </FormAlert>
      ) : null}
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={<Trans>E-mail</Trans>}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={<Trans>Password</Trans>}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <SubmitButton pending={signingIn}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <LocalizedLink to="/forget">
          <Trans>Forgot password?</Trans>
        </LocalizedLink>
        <LocalizedLink to="/register">
          <Trans>No account yet? Sign up</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
