import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentChild, type Child, type Member } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { AppActorProvider, useMember } from '../../src/app/AppActorContext';
import { startApp, unlockSetUpAndGo } from '../support/app';
import { AppHeader } from '../../src/components/AppHeader';
import { LogoutButton } from '../../src/components/LogoutButton';
import { localeFromPath } from '../../src/i18n/locales';
import ChildSettingsPage from '../../src/pages/family/ChildSettings';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * /set-up/child as a parent meets it: rendered in jsdom with the real
 * catalogs, the real API client (fetch stubbed, so the request that leaves
 * the browser is what is checked), the page's real machines, and the auth
 * machine with a fake member/self whose answer changes once the server has.
 */

function child(id: number, name: string, gender: 'boy' | 'girl', is_default: 0 | 1, complete_words = 0): Child {
  return makeChild({ id, name, gender, is_default, complete_words });
}

function memberWith(children: Child[]): Member {
  return makeMember({ gender: null, child: children });
}

interface Sent {
  method: string;
  path: string;
  query: string;
  contentType: string | null;
  form: FormData | null;
}

interface Reply {
  status?: number;
  code?: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

/** Stubs fetch: every request is recorded (multipart bodies parsed) and answered as the API's wrapper. */
function fakeApi(answer: (sent: Sent) => Reply) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('Content-Type');
    const form = contentType?.startsWith('multipart/form-data') ? await request.formData() : null;
    const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.search, contentType, form };
    sent.push(call);
    const { status = 200, code = '1', message = 'success', data = null, errors } = answer(call);
    return new Response(JSON.stringify({ status: { code, message }, data, ...(errors ? { errors } : {}) }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** Where the router is: the header's Log out and "Start learning" move it. */
function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The parent's area header as SetupLayout draws it (when asked for), the page, and where the router is. */
function Frame({ header }: { header: boolean }) {
  return (
    <>
      {header ? <AppHeader area="parent" actions={<LogoutButton />} /> : null}
      <Outlet />
      <Location />
    </>
  );
}

/** The page renders once the member is loaded, as the route guard makes sure in the app. */
function Page() {
  return useMember() ? <ChildSettingsPage /> : null;
}

/**
 * The page at `path` for a member whose member/self answers come from `members` in turn
 * (the last one repeats): the first at login, the next after each `member.reload`.
 */
function renderAt(path: string, members: Member[], header = false) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  let loads = 0;
  const loadMember = vi.fn(async () => members[Math.min(loads++, members.length - 1)]!);
  const logout = vi.fn(async () => {});
  const prefix = path.startsWith('/en') ? '/en' : path.startsWith('/cn') ? '/cn' : '';
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<Frame header={header} />}>
        <Route path={`${prefix}/set-up/child`} element={<Page />} />
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const app = startApp(router, { member: loadMember, logout });
  // The set-up pages open behind the parent gate (the route guard); a new parent is let in without it.
  if (members[0]!.child.length > 0) unlockSetUpAndGo(app, router, path);
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { loadMember, logout, app, router };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Moves on from a field (blur): eager validation checks a field once it is left (SPEC §5). */
function leave(label: string | RegExp) {
  fireEvent.blur(screen.getByLabelText(label));
}

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText(/^(Avatar \(optional\)|頭像（選填）|头像（选填）)$/), { target: { files } });
}

/** The error shown for a field: an alert the input points to, and the input marked invalid. */
async function expectFieldError(input: HTMLElement, message: string) {
  const alert = await screen.findByText(message);
  expect(alert.getAttribute('role')).toBe('alert');
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/set-up/child for a new parent', () => {
  it('opens the add-child form at once, every control labelled and every button named', async () => {
    renderAt('/en/set-up/child', [memberWith([])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Child settings' })).toBeTruthy();
    expect(screen.getByText('Welcome! Add your child to start learning.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Add a child' });
    for (const label of ['Nickname', 'Birthday', 'Avatar (optional)']) {
      const input = within(form).getByLabelText(label);
      expect(within(form).getByText(label, { selector: 'label' }).getAttribute('for')).toBe(input.id);
    }
    const gender = within(form).getByRole('group', { name: 'Gender' });
    expect(within(gender).getByRole('radio', { name: 'Boy' })).toBeTruthy();
    expect(within(gender).getByRole('radio', { name: 'Girl' })).toBeTruthy();
    expect(within(form).getByLabelText('Birthday').getAttribute('type')).toBe('date');
    expect(within(form).getByLabelText('Avatar (optional)').getAttribute('accept')).toBe('image/png,image/jpeg,image/gif,image/webp');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // no child yet: nothing to choose and nowhere to go but adding one
    expect(screen.queryByRole('group', { name: 'Choose the current child' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
  });

  it('validates a field once it is left, then live, with the exact messages', async () => {
    renderAt('/en/set-up/child', [memberWith([])]);
    await screen.findByRole('region', { name: 'Add a child' });
    type('Nickname', 'x');
    leave('Nickname');
    type('Nickname', '   ');
    await expectFieldError(screen.getByLabelText('Nickname'), 'Must fill in');
    type('Nickname', 'A'.repeat(21));
    await expectFieldError(screen.getByLabelText('Nickname'), 'Maximum 20 characters');
    type('Nickname', '小明'.repeat(10));
    await waitFor(() => expect(screen.getByLabelText('Nickname').getAttribute('aria-invalid')).toBeNull());

    type('Birthday', '2999-01-01');
    leave('Birthday');
    await expectFieldError(screen.getByLabelText('Birthday'), 'The birthday must be in the past');
    type('Birthday', '1899-12-31');
    await expectFieldError(screen.getByLabelText('Birthday'), 'Must be a real date (YYYY-MM-DD)');

    choose([new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })]);
    leave('Avatar (optional)');
    await expectFieldError(screen.getByLabelText('Avatar (optional)'), 'The avatar must be at most 2 MB');

    // the gender is required: submitting without one says so on the group
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const gender = screen.getByRole('group', { name: 'Gender' });
    const alert = await within(gender).findByRole('alert');
    expect(alert.textContent).toBe('Must fill in');
    expect(within(gender).getByRole('radio', { name: 'Boy' }).getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('sends the child as multipart to POST children, then reloads the member and shows the new current child', async () => {
    const created = { ...child(21, 'Xiaoming', 'boy', 1), avatar: '/api/uploads/0b6f3c1e-2a44-4b7e-9a51-3c2d1e0f9a88' };
    const sent = fakeApi(() => ({ data: created }));
    const { loadMember } = renderAt('/en/set-up/child', [memberWith([]), memberWith([created])]);
    await screen.findByRole('region', { name: 'Add a child' });

    type('Nickname', '  Xiaoming ');
    fireEvent.click(screen.getByRole('radio', { name: 'Boy' }));
    type('Birthday', '2018-05-01');
    choose([new File([PNG], 'me.png', { type: 'image/png' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', path: '/children', query: '' });
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = request!.form!;
    expect([...form.keys()].sort()).toEqual(['avatar', 'birthday', 'gender', 'name']);
    expect(form.get('name')).toBe('Xiaoming');
    expect(form.get('gender')).toBe('boy');
    expect(form.get('birthday')).toBe('2018-05-01');
    const avatar = form.get('avatar') as File;
    // (jsdom's FormData through Node's Request loses the file name; a browser keeps it, the server ignores it)
    expect(avatar.type).toBe('image/png');
    expect(new Uint8Array(await avatar.arrayBuffer())).toEqual(PNG);

    // the member is reloaded: the new child is listed as the current child, the form closed
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    const radio = await screen.findByRole('radio', { name: 'Xiaoming' });
    expect((radio as HTMLInputElement).checked).toBe(true);
    const card = radio.closest('li')!;
    expect(card.className).toContain('child-settings-card--boy');
    expect(card.textContent).toContain('Current child');
    expect(card.textContent).toContain('0 words learned');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(created.avatar);
    expect(screen.getByRole('status').textContent).toBe('Xiaoming was added.');
    expect(screen.queryByRole('region', { name: 'Add a child' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe('/en/home');
  });

  it('leaves out the avatar part when no picture was chosen', async () => {
    const sent = fakeApi(() => ({ data: child(21, 'Lili', 'girl', 1) }));
    renderAt('/en/set-up/child', [memberWith([]), memberWith([child(21, 'Lili', 'girl', 1)])]);
    await screen.findByRole('region', { name: 'Add a child' });
    type('Nickname', 'Lili');
    fireEvent.click(screen.getByRole('radio', { name: 'Girl' }));
    type('Birthday', '2019-02-03');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect([...sent[0]!.form!.keys()].sort()).toEqual(['birthday', 'gender', 'name']);
    const card = (await screen.findByRole('radio', { name: 'Lili' })).closest('li')!;
    expect(card.className).toContain('child-settings-card--girl');
    expect(card.querySelector('svg.child-avatar--default')).toBeTruthy();
  });

  it("puts the server's 422 errors on their fields, in the page language (zh-Hant)", async () => {
    fakeApi(() => ({
      status: 422,
      code: '422',
      message: 'The avatar must be a PNG, JPEG, GIF or WebP image',
      errors: {
        avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image'],
        birthday: ['The birthday must be in the past'],
      },
    }));
    const { loadMember } = renderAt('/set-up/child', [memberWith([])]);
    await screen.findByRole('region', { name: '新增孩子' });
    type('暱稱', '小明');
    fireEvent.click(screen.getByRole('radio', { name: '男生' }));
    type('生日', '2018-05-01');
    choose([new File(['not a picture'], 'fake.png', { type: 'image/png' })]);
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));

    await expectFieldError(screen.getByLabelText('頭像（選填）'), '頭像必須是 PNG、JPEG、GIF 或 WebP 圖片');
    await expectFieldError(screen.getByLabelText('生日'), '生日必須早於今天');
    // the form stays, nothing else was said, the member was not reloaded
    expect(screen.getByRole('region', { name: '新增孩子' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loadMember).toHaveBeenCalledTimes(1);
  });

  it('shows a failure that belongs to no field above the form', async () => {
    fakeApi(() => ({ status: 500, code: '500', message: 'Server error' }));
    renderAt('/cn/set-up/child', [memberWith([])]);
    await screen.findByRole('region', { name: '添加孩子' });
    type('昵称', '小明');
    fireEvent.click(screen.getByRole('radio', { name: '男孩' }));
    type('生日', '2018-05-01');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const form = screen.getByRole('region', { name: '添加孩子' });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('服务器错误');
  });
});

describe('/set-up/child for a parent with children', () => {
  const family = [child(11, 'Xiaoming', 'boy', 1, 30), child(12, 'Lili', 'girl', 0, 1)];
  const switched = [child(11, 'Xiaoming', 'boy', 0, 30), child(12, 'Lili', 'girl', 1, 1)];

  it('lists the children as cards, the current one chosen and marked, with the add-child card closed', async () => {
    renderAt('/en/set-up/child', [memberWith(family)]);
    const group = await screen.findByRole('group', { name: 'Choose the current child' });
    const xiaoming = within(group).getByRole('radio', { name: 'Xiaoming' }) as HTMLInputElement;
    const lili = within(group).getByRole('radio', { name: 'Lili' }) as HTMLInputElement;
    expect(xiaoming.checked).toBe(true);
    expect(lili.checked).toBe(false);
    expect(xiaoming.closest('li')!.textContent).toContain('Current child');
    expect(xiaoming.closest('li')!.textContent).toContain('Boy · 7 years old');
    expect(xiaoming.closest('li')!.textContent).toContain('30 words learned');
    expect(lili.closest('li')!.textContent).not.toContain('Current child');
    expect(lili.closest('li')!.textContent).toContain('1 word learned');
    expect(screen.queryByRole('region', { name: 'Add a child' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByRole('region', { name: 'Add a child' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a child' })).toBeNull();
  });

  it('switches the current child with POST children/{id}?is_default=1, then reloads the member', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      sent.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.search, contentType: null, form: null });
      await answered;
      return new Response(JSON.stringify({ status: { code: '1', message: 'success' }, data: switched[1] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { loadMember } = renderAt('/en/set-up/child', [memberWith(family), memberWith(switched)]);
    const lili = (await screen.findByRole('radio', { name: 'Lili' })) as HTMLInputElement;

    fireEvent.click(lili);

    // at once: Lili is chosen and marked, and no other switch may start meanwhile
    expect(lili.checked).toBe(true);
    expect(lili.closest('li')!.textContent).toContain('Current child');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/children/12', query: '?is_default=1' });
    expect((screen.getByRole('radio', { name: 'Xiaoming' }) as HTMLInputElement).disabled).toBe(true);

    await act(async () => answer());
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Xiaoming' }) as HTMLInputElement).disabled).toBe(false));
    expect(lili.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Xiaoming' }).closest('li')!.textContent).not.toContain('Current child');
  });

  it("changes a child's stroke checking (writing leniency) with POST children/{id}?write_leniency, then reloads the member", async () => {
    const gentle = [family[0]!, { ...family[1]!, write_leniency: 'gentle' as const }];
    const sent = fakeApi(() => ({ data: gentle[1] }));
    const { loadMember } = renderAt('/en/set-up/child', [memberWith(family), memberWith(gentle)]);
    const lili = (await screen.findByRole('combobox', { name: 'Stroke checking for Lili' })) as HTMLSelectElement;
    const xiaoming = screen.getByRole('combobox', { name: 'Stroke checking for Xiaoming' }) as HTMLSelectElement;
    expect(lili.value).toBe('normal');
    expect([...lili.options].map((o) => o.textContent)).toEqual(['Strict', 'Normal', 'Gentle']);

    fireEvent.change(lili, { target: { value: 'gentle' } });
    expect(lili.value).toBe('gentle');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/children/12', query: '?write_leniency=gentle' });
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    expect(xiaoming.value).toBe('normal');
  });

  it('puts the previous stroke checking back and says why when saving it fails', async () => {
    fakeApi(() => ({ status: 422, code: '422', message: 'Choose strict, normal or gentle', errors: { write_leniency: ['Choose strict, normal or gentle'] } }));
    renderAt('/en/set-up/child', [memberWith(family)]);
    const lili = (await screen.findByRole('combobox', { name: 'Stroke checking for Lili' })) as HTMLSelectElement;
    fireEvent.change(lili, { target: { value: 'strict' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose strict, normal or gentle');
    expect(lili.value).toBe('normal');
  });

  it.each([
    [403, 'You do not have access to this'],
    // issue 26: a child of another member (or one removed meanwhile) is answered 404, as an unknown one
    [404, 'Not found'],
  ])('puts the previous current child back and says why when the switch fails (%i)', async (status, message) => {
    fakeApi(() => ({ status, code: String(status), message }));
    const { loadMember } = renderAt('/en/set-up/child', [memberWith(family)]);
    const lili = (await screen.findByRole('radio', { name: 'Lili' })) as HTMLInputElement;
    fireEvent.click(lili);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(lili.checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Xiaoming' }) as HTMLInputElement).checked).toBe(true);
    // the member is read again, so the header and the API client follow the server's choice
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    expect((screen.getByRole('radio', { name: 'Xiaoming' }) as HTMLInputElement).checked).toBe(true);
  });

  it('finishes the switch and reloads the member when the parent leaves the page at once', async () => {
    let reply!: () => void;
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      posted.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      await new Promise<void>((resolve) => (reply = resolve));
      const body = { status: { code: '1', message: 'success' }, data: switched[1] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const { loadMember, app, router } = renderAt('/en/set-up/child', [memberWith(family), memberWith(switched)]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Lili' }));
    await waitFor(() => expect(posted).toEqual(['POST /api/children/12?is_default=1']));
    // gone before the reply: the page and its machines are unmounted
    await act(() => router.navigate('/en/home'));
    expect(screen.queryByRole('radio', { name: 'Lili' })).toBeNull();
    reply();
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    const auth = app.getSnapshot().children.auth!.getSnapshot() as { context: { member: Member | null } };
    expect(currentChild(auth.context.member)?.id).toBe(12);
  });
});

describe('Log out in the parent\'s area header', () => {
  it('is there while signed in, logs out and goes to the login page of the language', async () => {
    const { logout } = renderAt('/cn/set-up/child', [memberWith([child(11, 'Xiaoming', 'boy', 1)])], true);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cn/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    // signed out: the header offers no Log out any more
    await waitFor(() => expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull());
  });
});
