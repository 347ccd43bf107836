import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreOrder, StoreProduct } from '../../machines/store/purchase.types';
import type { Member } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { AppActorProvider, useMember } from '../../src/app/AppActorContext';
import { answerTheGate, renderApp as renderWholeApp, seeTheGate, startApp } from '../support/app';
import { localeFromPath } from '../../src/i18n/locales';
import StorePage from '../../src/pages/store/Store';
import { PayMethodBadge } from '../../src/components/PayMethodBadge';
import SandboxPayPage from '../../src/pages/store/SandboxPay';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * /store and /store/pay/:id as a parent meets them: rendered in jsdom with the real catalogs,
 * the real API client (fetch stubbed: the requests that leave the browser are checked), the
 * pages' real machines (purchase, sandboxPay, the parent gate) and the auth machine with a
 * fake member/self whose answer changes once the server has.
 */

const PRODUCTS: StoreProduct[] = [
  { id: 1, kind: 'membership', plan: 'monthly', name: 'Monthly plan', method_name: 'Billed monthly', original_price: 390, price: 299, average_price: 299, months: 1, pack_points: 0, purchasable: true },
  { id: 2, kind: 'membership', plan: 'seasonal', name: 'Seasonal plan', method_name: 'Billed every 3 months', original_price: 1170, price: 799, average_price: 266, months: 3, pack_points: 0, purchasable: true },
  { id: 3, kind: 'membership', plan: 'yearly', name: 'Yearly plan', method_name: 'Billed yearly', original_price: 4680, price: 2690, average_price: 224, months: 12, pack_points: 0, purchasable: true },
  { id: 4, kind: 'points', plan: null, name: '500 points', method_name: 'One payment', original_price: 500, price: 500, average_price: null, months: 0, pack_points: 500, purchasable: true },
];

const ORDER: StoreOrder = {
  id: 71,
  product_id: 1,
  kind: 'membership',
  plan: 'monthly',
  pack_points: 0,
  price: 299,
  amount: 269,
  used_points: 30,
  pay_method: 'alipay',
  status: 'pending',
  payment_url: '/store/pay/71',
  created_at: '2026-11-23T04:00:00.000Z',
  paid_at: null,
};

const END = '2026-12-23T04:00:00.000Z';

function parent(overrides: Partial<Member> = {}): Member {
  return makeMember({ points: 50, child: [makeChild()], ...overrides });
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

interface Reply {
  status?: number;
  code?: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

/** Stubs fetch: every request is recorded (JSON bodies parsed) and answered as the API's wrapper. */
function fakeApi(answer: (sent: Sent) => Reply) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), body: text ? JSON.parse(text) : null };
    sent.push(call);
    const { status = 200, code = '1', message = 'success', data = null, errors } = answer(call);
    return new Response(JSON.stringify({ status: { code, message }, data, ...(errors ? { errors } : {}) }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** The store's server: products, an order to pay, the sandbox's answer. */
function storeServer(decision: 'paid' | 'failed' = 'paid') {
  return fakeApi((call) => {
    if (call.path === '/products') return { data: PRODUCTS };
    if (call.path === '/send-order') return { data: ORDER };
    if (call.path === '/orders/71') return { data: ORDER };
    if (call.path === '/payments/sandbox/71') return { data: { ...ORDER, status: decision, paid_at: decision === 'paid' ? ORDER.created_at : null } };
    return { status: 404, code: '404', message: 'Not found' };
  });
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function Frame() {
  return (
    <>
      <Outlet />
      <Location />
    </>
  );
}

/** A page renders once the member is loaded, as the route guard makes sure in the app. */
function Loaded({ page }: { page: 'store' | 'pay' }) {
  if (!useMember()) return null;
  return page === 'store' ? <StorePage /> : <SandboxPayPage />;
}

/** The store pages at `path` for a member whose member/self answers come from `members` in turn. */
function renderAt(path: string, members: Member[], now?: () => number) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  let loads = 0;
  const loadMember = vi.fn(async () => members[Math.min(loads++, members.length - 1)]!);
  const prefix = path.startsWith('/en') ? '/en' : path.startsWith('/cn') ? '/cn' : '';
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<Frame />}>
        <Route path={`${prefix}/store`} element={<Loaded page="store" />} />
        <Route path={`${prefix}/store/pay/:id`} element={<Loaded page="pay" />} />
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const app = startApp(router, { member: loadMember, ...(now ? { now } : {}) });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { loadMember, router, app };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/store', () => {
  it('shows the points, the three plans with their prices and the point packs', async () => {
    storeServer();
    renderAt('/en/store', [parent()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My points' }).textContent).toContain('50 points');
    expect(screen.getByText('You have no paid membership yet. A plan opens every lesson.')).toBeTruthy();

    const plans = await screen.findByRole('region', { name: 'Membership plans' });
    const monthly = within(plans).getByRole('article', { name: 'Monthly plan' });
    expect(within(monthly).getByText('Billed monthly')).toBeTruthy();
    const original = monthly.querySelector('s');
    expect(original?.textContent).toBe('Original price NT$390');
    expect(within(monthly).getByText('About NT$299 a month')).toBeTruthy();
    expect(monthly.textContent).toContain('Price NT$299');
    expect(within(monthly).getByRole('button', { name: 'Buy Monthly plan' })).toBeTruthy();
    expect(within(plans).getByRole('article', { name: 'Quarterly plan' }).textContent).toContain('About NT$266 a month');
    expect(within(plans).getByRole('article', { name: 'Yearly plan' }).textContent).toContain('NT$2,690');

    const packs = screen.getByRole('region', { name: 'Point packs' });
    const pack = within(packs).getByRole('article', { name: '500 points' });
    expect(pack.querySelector('s')).toBeNull();
    expect(within(pack).getByRole('button', { name: 'Buy 500 points' })).toBeTruthy();
  });

  // issue 26: without a payment provider the server says so; the store offers no buy button that would fail
  it('says that purchases are not available yet, in each language, and offers no buy button', async () => {
    const closed = PRODUCTS.map((p) => ({ ...p, purchasable: false }));
    for (const [path, text] of [
      ['/en/store', 'Purchases are not available yet. The plans and prices below are shown for information.'],
      ['/store', '目前尚未開放購買。以下的方案和價格僅供參考。'],
      ['/cn/store', '目前暂未开放购买。以下方案和价格仅供参考。'],
    ] as const) {
      const sent = fakeApi((call) => (call.path === '/products' ? { data: closed } : { status: 404, code: '404', message: 'Not found' }));
      renderAt(path, [parent()]);
      expect((await screen.findByText(text)).getAttribute('role')).toBe('status');
      expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS.length);
      expect(screen.queryAllByRole('button').filter((b) => b.classList.contains('store-card-buy'))).toEqual([]);
      expect(sent.filter((call) => call.path === '/send-order')).toEqual([]);
      cleanup();
    }
  });

  it('writes NT$ and the plans in Taiwan Chinese', async () => {
    storeServer();
    renderAt('/store', [parent()]);
    const plans = await screen.findByRole('region', { name: '會員方案' });
    const monthly = within(plans).getByRole('article', { name: '月方案' });
    expect(monthly.textContent).toContain('$299');
    expect(within(monthly).getByRole('button', { name: '購買月方案' })).toBeTruthy();
  });

  it('asks the parent gate before the buy-and-pay modal, then checks the order as SPEC §8 says', async () => {
    const sent = storeServer();
    const { router } = renderAt('/en/store', [parent()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Monthly plan' }));

    // the gate first: no modal behind it yet
    expect(await screen.findByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Buy Monthly plan' })).toBeNull();
    act(() => answerTheGate());

    const modal = await screen.findByRole('dialog', { name: 'Buy Monthly plan' });
    expect(within(modal).getByText('Price: NT$299')).toBeTruthy();
    expect(within(modal).getByText(/Amount to pay/).textContent).toBe('Amount to pay: NT$299');

    // no method: the message on the group, nothing sent
    fireEvent.click(within(modal).getByRole('button', { name: 'Go to payment' }));
    const group = within(modal).getByRole('group', { name: 'Payment method' });
    expect((await within(group).findByRole('alert')).textContent).toBe('Please select payment method');
    expect(sent.filter((call) => call.path === '/send-order')).toHaveLength(0);

    // more points than the balance
    fireEvent.click(within(group).getByRole('radio', { name: 'Alipay' }));
    await waitFor(() => expect(within(group).queryByRole('alert')).toBeNull());
    const points = within(modal).getByLabelText('Points to use');
    expect(points.getAttribute('max')).toBe('50');
    fireEvent.change(points, { target: { value: '80' } });
    expect(within(modal).getByText(/Amount to pay/).textContent).toBe('Amount to pay: NT$219');
    fireEvent.click(within(modal).getByRole('button', { name: 'Go to payment' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('You currently only have 50 points');
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((call) => call.path === '/send-order')).toHaveLength(0);

    // 30 points: the amount follows at once, the order goes out and the sandbox page opens
    fireEvent.change(points, { target: { value: '30' } });
    expect(within(modal).getByText(/Amount to pay/).textContent).toBe('Amount to pay: NT$269');
    fireEvent.click(within(modal).getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/store/pay/71'));
    expect(sent.find((call) => call.path === '/send-order')?.body).toEqual({ product_id: 1, points: 30, pay_method: 'alipay' });
  });

  it('shows the refusal of the server on its field', async () => {
    fakeApi((call) => {
      if (call.path === '/products') return { data: PRODUCTS };
      if (call.path === '/send-order') {
        return { status: 422, code: '422', message: 'The request is not valid', errors: { points: ['You currently only have 10 points'] } };
      }
      return { status: 404, code: '404', message: 'Not found' };
    });
    renderAt('/en/store', [parent()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Monthly plan' }));
    await screen.findByRole('dialog', { name: 'Grown-ups only' });
    act(() => answerTheGate());
    const modal = await screen.findByRole('dialog', { name: 'Buy Monthly plan' });
    fireEvent.click(within(modal).getByRole('radio', { name: 'International credit card' }));
    fireEvent.change(within(modal).getByLabelText('Points to use'), { target: { value: '20' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Go to payment' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('You currently only have 10 points');
  });

  it('asks the gate again after a close, but not for a second product once passed', async () => {
    storeServer();
    renderAt('/en/store', [parent()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Monthly plan' }));
    await screen.findByRole('dialog', { name: 'Grown-ups only' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Buy Yearly plan' }));
    await screen.findByRole('dialog', { name: 'Grown-ups only' });
    act(() => answerTheGate());
    const modal = await screen.findByRole('dialog', { name: 'Buy Yearly plan' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Buy 500 points' }));
    expect(await screen.findByRole('dialog', { name: 'Buy 500 points' })).toBeTruthy();
  });

  it('tells a paying member what is left of the plan and offers to extend it', async () => {
    storeServer();
    const now = Date.parse('2026-11-20T01:00:00.000Z');
    vi.spyOn(Date, 'now').mockReturnValue(now);
    renderAt('/en/store', [parent({ type: 'monthly', class: { class_end_at: END } })]);
    const membership = await screen.findByRole('region', { name: 'My membership' });
    expect(membership.textContent).toContain('Monthly plan, until December 23, 2026');
    // 2026-11-20 01:00 → 2026-12-23 04:00: 33 days and 3 hours
    expect(within(membership).getByText('33 days and 3 hours left')).toBeTruthy();
    await screen.findByRole('region', { name: 'Membership plans' });
    fireEvent.click(within(membership).getByRole('button', { name: 'Extend membership' }));
    expect(document.activeElement?.textContent).toBe('Membership plans');
    vi.restoreAllMocks();
  });

  it('says nothing is left once the plan ended', async () => {
    storeServer();
    renderAt('/en/store', [parent({ type: 'monthly', class: { class_end_at: '2020-01-01T00:00:00.000Z' } })]);
    const membership = await screen.findByRole('region', { name: 'My membership' });
    expect(within(membership).queryByText(/left$/)).toBeNull();
    expect(within(membership).queryByRole('button', { name: 'Extend membership' })).toBeNull();
  });
});

describe('/store/pay/:id (sandbox)', () => {
  it('says it is a test payment, shows the order, confirms and shows the new end date', async () => {
    const sent = storeServer('paid');
    const { loadMember } = renderAt('/en/store/pay/71', [parent(), parent({ points: 20, type: 'monthly', class: { class_end_at: END } })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test payment (sandbox)' })).toBeTruthy();
    expect(screen.getByText(/No money moves/)).toBeTruthy();
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(order.textContent).toContain('Monthly plan');
    expect(order.textContent).toContain('NT$269');
    expect(order.textContent).toContain('30');
    expect(within(order).getByText('Alipay')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Payment confirmed. Thank you!')).toBeTruthy();
    expect(await screen.findByText('Your membership now runs until December 23, 2026.')).toBeTruthy();
    expect(sent.find((call) => call.path === '/payments/sandbox/71')?.body).toEqual({ decision: 'confirm' });
    expect(loadMember).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe('/en/store');
  });

  it('declines: nothing charged, points and membership unchanged', async () => {
    const sent = storeServer('failed');
    const { loadMember } = renderAt('/en/store/pay/71', [parent()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByText('Payment declined.')).toBeTruthy();
    expect(screen.getByText('Nothing was charged, and your points and membership are unchanged.')).toBeTruthy();
    expect(sent.find((call) => call.path === '/payments/sandbox/71')?.body).toEqual({ decision: 'decline' });
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
  });

  it('says plainly in Taiwan Chinese that it is a sandbox', async () => {
    storeServer();
    renderAt('/store/pay/71', [parent()]);
    expect(await screen.findByRole('heading', { level: 1, name: '測試付款（沙盒）' })).toBeTruthy();
  });
});

describe('the membership reminder (SPEC §4 class remaining time; issue 28 §4: the parent, once, near the end)', () => {
  // 3 days and 3 hours before END
  const now = () => Date.parse('2026-12-20T01:00:00.000Z');
  // which end each member was reminded of is kept on the device: each test starts on a fresh one
  beforeEach(() => localStorage.clear());

  /** The parent opens the parent's area: the header's parents' button, the gate, the set-up screens. */
  async function openParentArea(router: { state: { location: { pathname: string } } }, button: string, answer: string, submit: string, at: string) {
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await seeTheGate();
    act(() => answerTheGate(answer, submit));
    await waitFor(() => expect(router.state.location.pathname).toBe(at));
  }

  it("is not on the child's home; tells the parent in the parent's area what is left, and goes to the store to extend", async () => {
    storeServer();
    const { router } = renderWholeApp('/en/home', { member: parent({ type: 'monthly', class: { class_end_at: END } }), now });
    await screen.findByRole('heading', { level: 1, name: /^Hi, / });
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Your membership' }), "on the child's home").toBeNull();
    await openParentArea(router, 'For parents', 'Answer', 'Submit', '/en/set-up');
    const dialog = await screen.findByRole('dialog', { name: 'Your membership' });
    expect(dialog.textContent).toContain('Your paid membership has 3 days and 3 hours left.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend membership' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/store'));
    expect(screen.queryByRole('dialog', { name: 'Your membership' })).toBeNull();
  });

  it('closes with OK and does not come back, in this visit or the next', async () => {
    storeServer();
    const member = parent({ type: 'monthly', class: { class_end_at: END } });
    const { router } = renderWholeApp('/home', { member, now });
    await openParentArea(router, '家長專區', '答案', '送出', '/set-up');
    const dialog = await screen.findByRole('dialog', { name: '您的會員資格' });
    expect(dialog.textContent).toContain('您的付費會員還剩 3 天 3 小時。');
    fireEvent.click(within(dialog).getByRole('button', { name: '好' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => router.navigate('/home'));
    await openParentArea(router, '家長專區', '答案', '送出', '/set-up');
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: '您的會員資格' }), 'again in this visit').toBeNull();
    cleanup();
    // the next visit on this device
    const next = renderWholeApp('/home', { member, now });
    await openParentArea(next.router, '家長專區', '答案', '送出', '/set-up');
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: '您的會員資格' }), 'again next visit').toBeNull();
  });

  it('does not show without an end date, far from the end, nor once the plan ended', async () => {
    for (const end of [null, '2027-02-23T04:00:00.000Z', '2026-12-19T00:00:00.000Z']) {
      storeServer();
      const { router } = renderWholeApp('/en/home', { member: parent({ type: 'monthly', class: { class_end_at: end } }), now });
      await openParentArea(router, 'For parents', 'Answer', 'Submit', '/en/set-up');
      await act(async () => {});
      expect(screen.queryByRole('dialog', { name: 'Your membership' }), String(end)).toBeNull();
      cleanup();
    }
  });
});

describe('PayMethodBadge (SPEC §3)', () => {
  it('names each method in the interface language, pink, orange or blue', () => {
    const i18n = setupI18n({ locale: 'zh-Hans', messages: { 'zh-Hans': zhHans as Messages } });
    render(
      <I18nProvider i18n={i18n}>
        <PayMethodBadge method="credit_card" />
        <PayMethodBadge method="wechat_pay" />
        <PayMethodBadge method="alipay" />
      </I18nProvider>,
    );
    expect(screen.getByText('国际信用卡').className).toContain('pay-method-badge--credit_card');
    expect(screen.getByText('微信支付').className).toContain('pay-method-badge--wechat_pay');
    expect(screen.getByText('支付宝').className).toContain('pay-method-badge--alipay');
  });
});
