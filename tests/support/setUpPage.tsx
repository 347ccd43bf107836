import { render } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ComponentType } from 'react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements } from 'react-router';
import { vi } from 'vitest';
import type { Member } from '../../machines/types';
import { AppActorProvider, useMember } from '../../src/app/AppActorContext';
import { localeFromPath } from '../../src/i18n/locales';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';
import { startApp, unlockSetUpAndGo } from './app';

/**
 * A set-up tab as a parent meets it (issue 9's tests): the real catalogs, the real API
 * client with fetch stubbed (the request that leaves the browser is what is checked),
 * the page's real machines and the root actor, whose member/self answers come from
 * `members` in turn (the last repeats), behind the parent gate, passed.
 */
export interface Sent {
  method: string;
  path: string;
  query: string;
  contentType: string | null;
  form: FormData | null;
  json: unknown;
}

export interface FakeReply {
  status?: number;
  code?: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

/** Stubs fetch: every request is recorded (multipart and JSON bodies parsed) and answered as the API's wrapper. */
export function fakeApi(answer: (sent: Sent) => FakeReply) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('Content-Type');
    const form = contentType?.startsWith('multipart/form-data') ? await request.formData() : null;
    const json = contentType?.includes('json') ? await request.json() : null;
    const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.search, contentType, form, json };
    sent.push(call);
    const { status = 200, code = '1', message = 'success', data = null, errors } = answer(call);
    return new Response(JSON.stringify({ status: { code, message }, data, ...(errors ? { errors } : {}) }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

export function renderSetUpTab(path: string, Page: ComponentType, members: Member[]) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  let loads = 0;
  const loadMember = vi.fn(async () => members[Math.min(loads++, members.length - 1)]!);
  const Shown = () => (useMember() ? <Page /> : null);
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<Outlet />}>
        <Route path={path} element={<Shown />} />
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const app = startApp(router, { member: loadMember });
  unlockSetUpAndGo(app, router, path);
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { app, loadMember };
}
