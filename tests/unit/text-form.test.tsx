import { Component, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TextField } from '../../src/components/form/TextField';
import { useTextForm, type SchemaBuilder } from '../../src/components/form/useTextForm';
import { loginSchema } from '../../src/forms/account';

/*
 * useTextForm's rules arrive with the form's first use (a lazy chunk in the app): these tests
 * hold the load open with a promise of their own, so they decide when the rules are in.
 */

type LoginSchema = ReturnType<typeof loginSchema>;

function deferredRules() {
  let resolve: (build: SchemaBuilder<LoginSchema>) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<SchemaBuilder<LoginSchema>>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const load = vi.fn(() => promise);
  return { load, arrive: () => act(async () => resolve(loginSchema)), fail: (error: unknown) => act(async () => reject(error)) };
}

function LoginForm({ load, onValid }: { load: () => Promise<SchemaBuilder<LoginSchema>>; onValid: (values: unknown) => void }) {
  const { register, handleSubmit, formState } = useTextForm(load, { email: '', password: '' });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField label="E-mail" type="email" error={formState.errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" error={formState.errors.password?.message} {...register('password')} />
      <button type="submit">Log in</button>
    </form>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">boundary: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

function renderForm(load: () => Promise<SchemaBuilder<LoginSchema>>, onValid = vi.fn()) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <Boundary>
        <LoginForm load={load} onValid={onValid} />
      </Boundary>
    </I18nProvider>,
  );
  return onValid;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useTextForm: the rules come with the first use', () => {
  it('does not load them with the page, only once a field gets the focus, and once', async () => {
    const rules = deferredRules();
    renderForm(rules.load);
    expect(rules.load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('E-mail'));
    fireEvent.focus(screen.getByLabelText('Password'));
    expect(rules.load).toHaveBeenCalledTimes(1);
    await rules.arrive();
  });

  it('checks a field left before they arrived once they are in', async () => {
    const rules = deferredRules();
    renderForm(rules.load);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(screen.queryByRole('alert')).toBeNull();
    await rules.arrive();
    expect(screen.getByRole('alert').textContent).toBe('Account has to be a valid email address');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('holds a submit until they arrive, sends it once, with the parsed values', async () => {
    const rules = deferredRules();
    const onValid = renderForm(rules.load);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' parent@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onValid).not.toHaveBeenCalled();
    await rules.arrive();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ email: 'parent@example.com', password: 'secret123' });
  });

  it('refuses a submit that breaks them and focuses the first wrong field', async () => {
    const rules = deferredRules();
    const onValid = renderForm(rules.load);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'parent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await rules.arrive();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Must fill in');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('throws a chunk that failed to load to the error boundary (its rule reloads the page)', async () => {
    // React reports the thrown error (console and, in development, a window error event): expected here
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    onTestFinished(() => window.removeEventListener('error', quiet));
    const rules = deferredRules();
    renderForm(rules.load);
    fireEvent.focus(screen.getByLabelText('E-mail'));
    await rules.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('alert').textContent).toBe('boundary: Failed to fetch dynamically imported module');
  });
});
