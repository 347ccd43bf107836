import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { AppActorProvider, useAppSelector } from '../../src/app/AppActorContext';
import { startApp, unlockSetUpAndGo } from '../support/app';
import { localeFromPath } from '../../src/i18n/locales';
import AccountCenterPage from '../../src/pages/account/AccountCenter';
import AboutUsPage from '../../src/pages/about/AboutUs';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * /set-up/account and /set-up/about-us as a parent meets them: jsdom with the
 * real catalogs, the real API client (fetch stubbed: what leaves the browser is
 * what is checked), the pages' real machines and the root actor with a fake
 * member/self.
 */

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Reply {
  status?: number;
  code?: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

function fakeApi(answer: (sent: Sent) => Reply) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: text ? JSON.parse(text) : null };
    sent.push(call);
    const { status = 200, code = '1', message = 'success', data = null, errors } = answer(call);
    return new Response(JSON.stringify({ status: { code, message }, data, ...(errors ? { errors } : {}) }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function AuthStatus() {
  const status = useAppSelector((snapshot) => (snapshot.children.auth?.getSnapshot().value === 'signedOut' ? 'signedOut' : 'signedIn'));
  return <p data-testid="auth">{status}</p>;
}

function Frame() {
  return (
    <>
      <Outlet />
      <Location />
      <AuthStatus />
    </>
  );
}

const parent = (overrides: Partial<Member> = {}) =>
  makeMember({ invite_code: 'HZ7K2M', points: 120, child: [makeChild({ id: 5, name: 'Xiaoming', is_default: 1 })], ...overrides });

function renderAt(path: string, member: Member = parent()) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<Frame />}>
        {['', '/cn', '/en'].flatMap((prefix) => [
          <Route key={`${prefix}a`} path={`${prefix}/set-up/account`} element={<AccountCenterPage />} />,
          <Route key={`${prefix}b`} path={`${prefix}/set-up/about-us`} element={<AboutUsPage />} />,
        ])}
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const loadMember = vi.fn(async () => member);
  const app = startApp(router, { member: loadMember });
  unlockSetUpAndGo(app, router, path);
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { loadMember, app };
}

function type(label: string | RegExp, value: string, within_: HTMLElement = document.body) {
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pointRecords = [
  { id: 3, item: 'purchase', points: -100, created_at: '2026-11-20T08:00:00.000Z' },
  { id: 2, item: 'recommendation', points: 50, created_at: '2026-11-02T08:00:00.000Z' },
];
const orders = [{ id: 9, plan: 'monthly', created_at: '2026-11-20T08:00:00.000Z', amount: 199, used_points: 100, pay_method: 'alipay' }];

describe('/set-up/account: referral, points and records', () => {
  it('shows the referral code and copies it; the description explains the 50 points', async () => {
    fakeApi(() => ({}));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt('/en/set-up/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account center' })).toBeTruthy();
    expect(screen.getAllByText('HZ7K2M').length).toBeGreaterThan(0);
    expect(screen.getByText('120 points')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the referral code HZ7K2M' }));
    expect(await screen.findByText('Copied! Paste it in a message to your friend.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('HZ7K2M');

    fireEvent.click(screen.getByRole('button', { name: 'How referral works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How referral works' });
    expect(within(dialog).getByText('Your friend enters it when signing up, and gets 50 points right away.')).toBeTruthy();
    expect(within(dialog).getByText(/within 30 days of signing up, you get 50 points too/)).toBeTruthy();
    expect(within(dialog).getByText(/^Copy note:/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the device refuses the copy', async () => {
    fakeApi(() => ({}));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    renderAt('/en/set-up/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the referral code HZ7K2M' }));
    expect(await screen.findByText('This device did not let us copy. Please write the code down.')).toBeTruthy();
  });

  it('lists point records and transaction records in zh-Hant, with the method badge', async () => {
    const sent = fakeApi(({ path }) => ({ data: path === '/pointRecords' ? pointRecords : orders }));
    renderAt('/set-up/account');
    fireEvent.click(await screen.findByRole('button', { name: '點數紀錄' }));
    const points = await screen.findByRole('dialog', { name: '點數紀錄' });
    await within(points).findByText('購買折抵');
    expect(within(points).getByText('推薦獎勵')).toBeTruthy();
    expect(within(points).getByText('−100')).toBeTruthy();
    expect(within(points).getByText('+50')).toBeTruthy();
    fireEvent.click(within(points).getByRole('button', { name: '關閉' }));

    fireEvent.click(screen.getByRole('button', { name: '交易紀錄' }));
    const purchases = await screen.findByRole('dialog', { name: '交易紀錄' });
    await within(purchases).findByText('月方案');
    expect(within(purchases).getByText('NT$199')).toBeTruthy();
    expect(within(purchases).getByText('支付寶').className).toContain('pay-method-badge--alipay');
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /pointRecords', 'GET /orders']);
  });

  it('offers a retry when the records cannot load', async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, code: '500', message: 'Server error' } : { data: pointRecords }));
    renderAt('/en/set-up/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Points history' }));
    expect(await screen.findByText('The records could not be loaded. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Referral reward')).toBeTruthy();
  });
});

describe('/set-up/account: settings', () => {
  it('saves name and gender, and a new interface language switches the app to it', async () => {
    const sent = fakeApi(({ body }) => ({
      data: { ...parent(), ...(body as object), setting: { ...parent().setting, env_language: (body as { env_language: number }).env_language } },
    }));
    renderAt('/set-up/account');
    await screen.findByRole('heading', { level: 1, name: '帳號中心' });
    type('姓名', 'Mei Lin');
    fireEvent.click(screen.getByRole('radio', { name: '男' }));
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/set-up/account'));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/members/1', body: { name: 'Mei Lin', gender: 'male', env_language: 3 } });
    // the page again, under /en (this test's i18n stays zh-Hant: the app's router loads the catalog)
    expect(await screen.findByText('已儲存。')).toBeTruthy();
  });

  it('refuses an empty name before calling', async () => {
    const sent = fakeApi(() => ({}));
    renderAt('/en/set-up/account');
    await screen.findByRole('heading', { level: 1, name: 'Account center' });
    type('Name', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must fill in')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('/set-up/account: change password', () => {
  async function openPasswordModal() {
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    return screen.findByRole('dialog', { name: 'Change password' });
  }

  it('checks the rules of SPEC §5 before calling', async () => {
    const sent = fakeApi(() => ({}));
    renderAt('/en/set-up/account');
    const dialog = await openPasswordModal();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Old password'));
    type('Old password', 'garden123', dialog);
    type('New password', 'garden123', dialog);
    type('Confirm the new password', 'garden12', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The new password must be different from the old one')).toBeTruthy();
    expect(within(dialog).getByText('Confirmation password does not match password')).toBeTruthy();
    type('New password', 'bamboo', dialog);
    expect(await within(dialog).findByText('Must contain at least 8 characters')).toBeTruthy();
    type('New password', 'bamboo4567890', dialog);
    expect(await within(dialog).findByText('Maximum 12 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a wrong old password on its field, then changes it', async () => {
    let wrong = true;
    const sent = fakeApi(() =>
      wrong
        ? { status: 422, code: '422', message: 'The old password is incorrect', errors: { origin_password: ['The old password is incorrect'] } }
        : {},
    );
    renderAt('/set-up/account');
    fireEvent.click(await screen.findByRole('button', { name: '修改密碼' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密碼' });
    type('舊密碼', 'wrong1234', dialog);
    type('新密碼', 'bamboo456', dialog);
    type('再次輸入新密碼', 'bamboo456', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '修改密碼' }));
    const old = within(dialog).getByLabelText('舊密碼');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(sent[0]!.query.get('origin_password')).toBe('wrong1234');
    expect(sent[0]!.query.get('password')).toBe('bamboo456');
    wrong = false;
    type('舊密碼', 'garden123', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '修改密碼' }));
    expect(await within(dialog).findByText('密碼已修改，下次登入時請使用新密碼。')).toBeTruthy();
    expect(sent[1]!.query.get('origin_password')).toBe('garden123');
  });
});

describe('/set-up/account: delete the account', () => {
  it('needs the three acknowledgements, says a wrong password, then signs out to the landing page', async () => {
    let password = 'wrong';
    const sent = fakeApi(({ path, body }) => {
      if (path !== '/member/selfDelete') return {};
      password = (body as { password: string }).password;
      return password === 'garden123'
        ? { message: 'Account Deleted' }
        : { status: 422, code: '422', message: 'Incorrect Password', errors: { password: ['Incorrect Password'] } };
    });
    renderAt('/en/set-up/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getAllByRole('radio').length).toBe(5);
    type('Password', 'wrong1234', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect((await within(dialog).findAllByText('Please tick this to go on')).length).toBe(3);
    expect(sent).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'We use another app' }));
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Incorrect Password')).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([{ password: 'wrong1234' }]);

    type('Password', 'garden123', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const done = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(await within(done).findByText('Account Deleted')).toBeTruthy();
    expect(screen.getByTestId('auth').textContent).toBe('signedIn');
    await act(async () => {
      fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en'));
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe('signedOut'));
    expect(screen.getByTestId('location').textContent).toBe('/en');
  });
});

const past = [
  {
    id: 4,
    points: 2400,
    status: 'pending',
    bank_name: 'Bank of Taiwan',
    bank_code: '004',
    bank_account_name: 'Mei Lin',
    bank_account_number: '••••••9012',
    id_number: '••••••6789',
    created_at: '2026-11-21T08:00:00.000Z',
  },
];

describe('/set-up/account: transfer points', () => {
  it('refuses under 2000 points before any field is shown', async () => {
    const sent = fakeApi(() => ({ data: [] }));
    // 50 of the 1,550 points are a gift: only 1,500 may be transferred (issue 26)
    renderAt('/en/set-up/account', parent({ points: 1550, remittable_points: 1500 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer points' });
    expect(
      within(dialog).getByText('Points can be transferred to a bank account from 2,000 points on. You have 1,500 points that can be transferred: 500 more to go. Gift points and test purchases can be used in the store, never transferred.'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Bank name')).toBeNull();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('checks each bank field, says a 422 and a failure, then sends and lists the request masked', async () => {
    let reply: Reply = { status: 422, code: '422', message: 'Please confirm if your information is correct', errors: { bank_code: ['Must be a bank code'] } };
    let requests: unknown[] = [];
    const sent = fakeApi(({ method }) => (method === 'GET' ? { data: requests } : reply));
    renderAt('/en/set-up/account', parent({ points: 2650, remittable_points: 2600 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer points' });
    expect(await within(dialog).findByText('No requests yet.')).toBeTruthy();
    expect(within(dialog).getByText(/All your 2,600 transferable points/)).toBeTruthy();

    type('Bank code', '04', dialog);
    type('Bank account number', '12345', dialog);
    type('Personal ID number', 'A123456788', dialog);
    type('Phone number', 'call me', dialog);
    type('E-mail', 'nope', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect((await within(dialog).findAllByText('Must fill in')).length).toBe(3);
    expect(within(dialog).getByText('Enter the 3-digit bank code (add the 4-digit branch code if you have it)')).toBeTruthy();
    expect(within(dialog).getByText('Enter the account number: 10 to 16 digits')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid ID number, e.g. A123456789')).toBeTruthy();
    expect(within(dialog).getByText('Enter a phone number (digits, spaces, + and -)')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeTruthy();

    type('Bank name', 'Bank of Taiwan', dialog);
    type('Bank code', '004', dialog);
    type('Account name', 'Mei Lin', dialog);
    type('Bank account number', '1234-5678-9012', dialog);
    type('Personal ID number', 'a123456789', dialog);
    type('Address', 'No. 1, Zhongshan Rd, Taipei', dialog);
    type('Phone number', '0912 345 678', dialog);
    type('E-mail', 'parent@example.com', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Please confirm if your information is correct')).toBeTruthy();
    const posts = () => sent.filter((call) => call.method === 'POST');
    expect(Object.fromEntries(posts()[0]!.query)).toEqual({
      bank_name: 'Bank of Taiwan',
      bank_code: '004',
      bank_account_name: 'Mei Lin',
      bank_account_number: '1234-5678-9012',
      id_number: 'A123456789',
      address: 'No. 1, Zhongshan Rd, Taipei',
      phone: '0912 345 678',
      email: 'parent@example.com',
    });

    reply = { status: 500, code: '500', message: 'Server error' };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText("Opps! There's somthing wrong. Please try again")).toBeTruthy();

    reply = { message: 'Transfer is successful', data: past[0] };
    requests = past;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Transfer is successful')).toBeTruthy();
    expect(await within(dialog).findByText('••••••9012')).toBeTruthy();
    expect(within(dialog).getByText('••••••6789')).toBeTruthy();
    expect(within(dialog).getByText('Pending')).toBeTruthy();
    expect(posts()).toHaveLength(3);
  });
});

describe('/set-up/about-us', () => {
  it('tells parents about the product and lists every source with its license, links in a new tab', async () => {
    fakeApi(() => ({
      data: [
        { name: 'hanzi-writer-data', what: 'Stroke data.', licence: 'Arphic Public License', url: 'https://github.com/chanind/hanzi-writer-data' },
        { name: 'pinyin-pro', what: 'Pinyin.', licence: 'MIT', url: 'https://github.com/zh-lx/pinyin-pro' },
      ],
    }));
    renderAt('/en/set-up/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText(/no ads and no trackers/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: /hanzi-writer-data/ });
    expect(link.getAttribute('href')).toBe('https://github.com/chanind/hanzi-writer-data');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Arphic Public License')).toBeTruthy();
    expect(screen.getByRole('link', { name: /pinyin-pro/ })).toBeTruthy();
    expect(screen.getByText('MIT')).toBeTruthy();
  });
});
