import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginOutput } from '../../machines/shell/auth.types';
import { makeChild, makeMember } from '../fixtures/member';
import { AppActorProvider } from '../../src/app/AppActorContext';
import { startApp } from '../support/app';
import { localeFromPath } from '../../src/i18n/locales';
import Forget from '../../src/pages/account/Forget';
import ForgetCaptcha from '../../src/pages/account/ForgetCaptcha';
import Login from '../../src/pages/account/Login';
import Register from '../../src/pages/account/Register';
import RegisterCaptcha from '../../src/pages/account/RegisterCaptcha';
import { forgetRegisterDraft } from '../../src/pages/account/registerDraft';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * The account pages as a visitor meets them: rendered in jsdom with the real
 * catalogs, router and client (fetch stubbed), the auth machine with a fake
 * login. Validation is eager (SPEC §5): a field is checked when it is left or
 * on submit, then live on every change while it is shown, before any submit.
 */

const member = makeMember({ gender: null, child: [makeChild()] });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch: every call is recorded and answered by `answer(path)` as the API's wrapper. */
function fakeApi(answer: (path: string, body: unknown) => { status?: number; code?: string; message?: string; data?: unknown; errors?: Record<string, string[]> }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method: request.method, path, body });
    const { status = 200, code = '1', message = 'success', data = null, errors } = answer(path, body);
    return new Response(JSON.stringify({ status: { code, message }, data, ...(errors ? { errors } : {}) }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** Every screen, with the current path under it. */
function Shell() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <p data-testid="location">{location.pathname}</p>
    </>
  );
}

const PAGES = [
  ['/login', Login],
  ['/register', Register],
  ['/register-captcha', RegisterCaptcha],
  ['/forget', Forget],
  ['/forget/captcha', ForgetCaptcha],
] as const;

function renderAt(path: string, login: (input: { email: string; password: string }) => Promise<LoginOutput> = async () => {
  throw new Error('no login expected');
}) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<Shell />}>
        {['', '/cn', '/en'].flatMap((prefix) =>
          PAGES.map(([page, Page]) => <Route key={prefix + page} path={prefix + page} element={<Page />} />),
        )}
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const app = startApp(router, { token: null, member, login });
  return render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Moves on from a field (blur), as a person does by tabbing or tapping elsewhere. */
function leave(label: string | RegExp) {
  fireEvent.blur(screen.getByLabelText(label));
}

/** Types a value and moves on to the next field. */
function fill(label: string | RegExp, value: string) {
  type(label, value);
  leave(label);
}

/** The error shown for a field: an alert the input points to, and the input marked invalid. */
async function expectFieldError(label: string | RegExp, message: string) {
  const alert = await screen.findByText(message);
  expect(alert.getAttribute('role')).toBe('alert');
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
}

beforeEach(() => {
  localStorage.clear();
  // the sign-up form is kept in memory between visits of /register (registerDraft.ts)
  forgetRegisterDraft();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/login', () => {
  it('ties every control to a visible label and names its buttons and links', () => {
    renderAt('/en/login');
    for (const label of ['E-mail', 'Password']) {
      const input = screen.getByLabelText(label);
      const labelElement = screen.getByText(label, { selector: 'label' });
      expect(labelElement.getAttribute('for')).toBe(input.id);
    }
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/en/forget');
    expect(screen.getByRole('link', { name: 'No account yet? Sign up' }).getAttribute('href')).toBe('/en/register');
  });

  it('validates a field once it is left, then live, with the exact messages', async () => {
    renderAt('/en/login');
    fill('E-mail', 'parent@');
    await expectFieldError('E-mail', 'Account has to be a valid email address');
    type('E-mail', '');
    await expectFieldError('E-mail', 'Must fill in');
    fill('Password', '1234567');
    await expectFieldError('Password', 'Must contain at least 8 characters');
    type('Password', '1234567890123');
    await expectFieldError('Password', 'Maximum 12 characters');
    type('Password', '12345678');
    await vi.waitFor(() => expect(screen.queryByText('Maximum 12 characters')).toBeNull());
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks the page language (zh-Hant, no prefix)', async () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: '登入' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '忘記密碼？' }).getAttribute('href')).toBe('/forget');
    fill('電子郵件', 'abc');
    await expectFieldError('電子郵件', '帳號必須是有效的電子郵件地址');
    fill('密碼', '123');
    await expectFieldError('密碼', '至少需要 8 個字元');
    type('密碼', '');
    await expectFieldError('密碼', '此欄位必填');
  });

  it('shows a failed login on the password field in the page language', async () => {
    const login = vi.fn(async () => {
      throw Object.assign(new Error('Email or password incorrect'), {
        code: '422',
        errors: { password: ['Email or password incorrect'] },
      });
    });
    renderAt('/login', login);
    type('電子郵件', 'parent@example.com');
    type('密碼', 'wrongpass1');
    fireEvent.click(screen.getByRole('button', { name: '登入' }));

    await expectFieldError('密碼', '電子郵件或密碼錯誤');
    expect(login).toHaveBeenCalledWith({ email: 'parent@example.com', password: 'wrongpass1' });
  });

  it('sends a signed-in member on to home in the page language (the route guard on to register-captcha when unverified)', async () => {
    renderAt('/cn/login', async () => ({ member: { ...member, is_email_valid: 0 }, api_token: 't' }));
    type('邮箱', 'parent@example.com');
    type('密码', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cn/register-captcha'));
    cleanup();

    renderAt('/en/login', async () => ({ member, api_token: 't' }));
    type('E-mail', 'parent@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/home'));
  });
});

describe('eager validation (SPEC §5)', () => {
  const emailMessage = 'Account has to be a valid email address';

  it('shows no error while the first letters are typed', async () => {
    renderAt('/en/login');
    type('E-mail', 'p');
    type('E-mail', 'pa');
    // Another field left: once its message shows, the resolver has run on the whole form.
    fill('Password', '1234567');
    await expectFieldError('Password', 'Must contain at least 8 characters');
    expect(screen.queryByText(emailMessage)).toBeNull();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error when the field is left', async () => {
    renderAt('/en/register');
    type('E-mail', 'p');
    fill('Password', 'x'.repeat(13));
    await expectFieldError('Password', 'Maximum 12 characters');
    expect(screen.queryByText(emailMessage), 'not yet: the e-mail field is still being typed in').toBeNull();
    leave('E-mail');
    await expectFieldError('E-mail', emailMessage);
  });

  it('clears a shown error live, as soon as the value is corrected', async () => {
    renderAt('/en/login');
    fill('E-mail', 'p');
    await expectFieldError('E-mail', emailMessage);
    type('E-mail', 'parent@example.com');
    await vi.waitFor(() => expect(screen.queryByText(emailMessage)).toBeNull());
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks every field on submit, left or not', async () => {
    renderAt('/en/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Must fill in')).toHaveLength(2);
  });
});

describe('/register', () => {
  it('labels every control and warns about hotmail and outlook addresses', async () => {
    renderAt('/en/register');
    for (const label of ['E-mail', 'Password', 'Confirm password', 'Nickname', 'Referral code (optional)']) {
      expect(screen.getByLabelText(label).tagName).toBe('INPUT');
    }
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByText(/do not use a Hotmail or Outlook address/).getAttribute('role')).toBe('status');

    type('E-mail', 'kid@hotmail.com');
    const warning = await screen.findByText(/Mail to Hotmail and Outlook addresses may not arrive/);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toContain(warning.id);
    type('E-mail', 'kid@gmail.com');
    await vi.waitFor(() => expect(screen.queryByText(/Mail to Hotmail and Outlook/)).toBeNull());
  });

  it('validates every field once it is left', async () => {
    renderAt('/en/register');
    fill('E-mail', 'kid');
    await expectFieldError('E-mail', 'Account has to be a valid email address');
    fill('Password', 'x'.repeat(13));
    await expectFieldError('Password', 'Maximum 12 characters');
    type('Password', 'secret123');
    fill('Confirm password', 'secret124');
    await expectFieldError('Confirm password', 'Confirmation password does not match password');
    // Fixing the password re-checks the confirmation already typed.
    type('Password', 'secret124');
    await vi.waitFor(() => expect(screen.queryByText('Confirmation password does not match password')).toBeNull());
    fill('Nickname', 'M');
    type('Nickname', '');
    await expectFieldError('Nickname', 'Must fill in');
  });

  it('shows the confirmation rule in simplified Chinese', async () => {
    renderAt('/cn/register');
    fill('密码', 'secret123');
    fill('确认密码', 'secret12');
    await expectFieldError('确认密码', '确认密码与密码不一致');
  });

  it('registers with the page language and goes on to the code', async () => {
    const calls = fakeApi(() => ({ data: { email_verification_id: 'ev-1' } }));
    renderAt('/cn/register');
    type('邮箱', ' parent@example.com ');
    type('密码', 'secret123');
    type('确认密码', 'secret123');
    type('昵称', 'Mei');
    fireEvent.click(screen.getByLabelText('我已阅读并同意隐私政策'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cn/register-captcha'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/member/register',
        body: { email: 'parent@example.com', password: 'secret123', name: 'Mei', env_language: 1, privacy_accepted: 1 },
      },
    ]);
    expect(JSON.parse(localStorage.getItem('registration')!)).toEqual({
      email: 'parent@example.com',
      name: 'Mei',
      email_verification_id: 'ev-1',
    });
    expect(Number(localStorage.getItem('captchaExpireTime'))).toBeGreaterThan(Date.now() + 55_000);
  });

  it('puts a registered e-mail on the e-mail field, translated', async () => {
    fakeApi(() => ({
      status: 422,
      code: '422',
      message: 'This e-mail has been registered',
      errors: { email: ['This e-mail has been registered'] },
    }));
    renderAt('/register');
    type('電子郵件', 'parent@example.com');
    type('密碼', 'secret123');
    type('確認密碼', 'secret123');
    type('暱稱', 'Mei');
    type('推薦碼（選填）', 'FRIEND1');
    fireEvent.click(screen.getByLabelText('我已閱讀並同意隱私權政策'));
    fireEvent.click(screen.getByRole('button', { name: '註冊' }));

    await expectFieldError('電子郵件', '這個電子郵件已經註冊過了');
    expect(localStorage.getItem('registration')).toBeNull();
  });
});

describe('/register: the privacy policy (issue 9)', () => {
  function fillForm() {
    type('E-mail', 'parent@example.com');
    type('Password', 'secret123');
    type('Confirm password', 'secret123');
    type('Nickname', 'Mei');
  }

  it('sends nothing without the consent, says so on the box and moves focus there', async () => {
    const calls = fakeApi(() => ({ data: { email_verification_id: 'ev-1' } }));
    renderAt('/en/register');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const box = screen.getByLabelText('I have read and agree to the privacy policy');
    await expectFieldError('I have read and agree to the privacy policy', 'Please read and agree to the privacy policy');
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    expect(calls).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/en/register');
  });

  it('opens the policy in a dialog without leaving the form; "I agree" ticks the box', async () => {
    renderAt('/en/register');
    fillForm();
    const link = screen.getByRole('link', { name: 'Read the privacy policy' });
    expect(link.getAttribute('href')).toBe('/en/privacy');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(dialog).findByRole('heading', { name: 'What we keep and why' })).toBeTruthy();
    expect(within(dialog).getByText('privacy@hanzi.house')).toBeTruthy();
    expect(dialog.contains(document.activeElement), 'focus moves into the dialog').toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/en/register');
    expect((screen.getByLabelText('I have read and agree to the privacy policy') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('parent@example.com');
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Mei');
  });

  it('back from the code entry: the form as it was, and the new registration replaces the pending one', async () => {
    localStorage.setItem('registration', JSON.stringify({ email: 'typo@example.con', name: 'Mei', email_verification_id: 'ev-1' }));
    const calls = fakeApi(() => ({ data: { email_verification_id: 'ev-2' } }));
    renderAt('/en/register-captcha');
    fireEvent.click(await screen.findByRole('link', { name: 'Wrong e-mail address? Go back and correct it' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/register'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('typo@example.con');
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Mei');

    type('E-mail', 'parent@example.com');
    type('Password', 'secret123');
    type('Confirm password', 'secret123');
    fireEvent.click(screen.getByLabelText('I have read and agree to the privacy policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/register-captcha'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/member/register',
        body: {
          email: 'parent@example.com',
          password: 'secret123',
          name: 'Mei',
          env_language: 3,
          privacy_accepted: 1,
          replaces: 'ev-1',
        },
      },
    ]);
  });
});

describe('/register-captcha', () => {
  const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

  /** Lets React, the form resolver and the machine settle without moving the clock far. */
  async function flush() {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }

  it('continues the stored counter, then resends and restarts it', async () => {
    vi.useFakeTimers({ now: T0 });
    localStorage.setItem('registration', JSON.stringify({ email: 'parent@example.com', name: 'Mei', email_verification_id: 'ev-1' }));
    localStorage.setItem('captchaExpireTime', String(T0 + 42_000));
    const calls = fakeApi(() => ({ data: { email_verification_id: 'ev-2' } }));
    renderAt('/en/register-captcha');
    await flush();

    expect(screen.getByText(/We sent a 6-digit code to/).textContent).toContain('parent@example.com');
    const resend = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend code in 42 s');
    expect(resend().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend().textContent).toBe('Resend code in 41 s');
    await act(() => vi.advanceTimersByTimeAsync(41_000));
    expect(resend().textContent).toBe('Resend code');
    expect(resend().disabled).toBe(false);

    fireEvent.click(resend());
    await flush();
    expect(calls).toEqual([{ method: 'POST', path: '/member/resend/register', body: { email: 'parent@example.com' } }]);
    expect(resend().textContent).toBe('Resend code in 60 s');
    expect(resend().disabled).toBe(true);
    expect(Number(localStorage.getItem('captchaExpireTime'))).toBe(T0 + 42_000 + 60_000);
  });

  it('checks the code eagerly, verifies it and sends the visitor to log in', async () => {
    localStorage.setItem('registration', JSON.stringify({ email: 'parent@example.com', name: 'Mei', email_verification_id: 'ev-1' }));
    const calls = fakeApi(() => ({}));
    renderAt('/register-captcha');

    fill('驗證碼', '12345');
    await expectFieldError('驗證碼', '請輸入 6 位數驗證碼');
    type('驗證碼', '123456');
    fireEvent.click(screen.getByRole('button', { name: '驗證' }));

    const note = await screen.findByText('註冊成功！請登入並為孩子建立個人檔案！');
    expect(within(note.closest('section')!).getByRole('heading', { name: '登入' })).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/member/verfiy', body: { email: 'parent@example.com', email_verification_id: 'ev-1', code: '123456' } },
    ]);
    expect(localStorage.getItem('registration')).toBeNull();
    expect(localStorage.getItem('captchaExpireTime')).toBeNull();
  });

  it('sends a visitor with nothing to verify to /register', async () => {
    renderAt('/en/register-captcha');
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/register'));
  });
});

describe('/forget and /forget/captcha', () => {
  it('mails a code, then sets the new password and sends the visitor to log in', async () => {
    const calls = fakeApi((path) => (path === '/member/forgotpwSend' ? { data: { email_verification_id: 'ev-9' } } : {}));
    renderAt('/en/forget');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/en/login');
    fill('E-mail', 'nobody');
    await expectFieldError('E-mail', 'Account has to be a valid email address');
    type('E-mail', 'parent@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toHaveProperty('disabled', true);
    type('Verification code', '654321');
    type('New password', 'newpass12');
    fill('Confirm password', 'newpass13');
    await expectFieldError('Confirm password', 'Confirmation password does not match password');
    type('Confirm password', 'newpass12');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Your password has been changed. Please log in with your new password.')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/member/forgotpwSend', body: { email: 'parent@example.com' } },
      {
        method: 'POST',
        path: '/member/setNewPassword',
        body: { email: 'parent@example.com', email_verification_id: 'ev-9', code: '654321', password: 'newpass12' },
      },
    ]);
    expect(localStorage.getItem('passwordReset')).toBeNull();
  });

  it('puts a wrong code on the code field', async () => {
    localStorage.setItem('passwordReset', JSON.stringify({ email: 'parent@example.com', email_verification_id: 'ev-9' }));
    const message = 'The verification code is invalid or has expired';
    fakeApi(() => ({ status: 422, code: '422', message, errors: { code: [message] } }));
    renderAt('/cn/forget/captcha');
    type('验证码', '000000');
    type('新密码', 'newpass12');
    type('确认密码', 'newpass12');
    fireEvent.click(screen.getByRole('button', { name: '保存新密码' }));
    await expectFieldError('验证码', '验证码无效或已过期');
  });
});
