import { act } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { MemberSetting } from '../../machines/types';
import { useMember } from '../../src/app/AppActorContext';
import { localeFromPath } from '../../src/i18n/locales';
import { makeChild, makeMember } from '../fixtures/member';
import { renderApp } from '../support/app';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * Shared by the explaining and story page tests: a stubbed fetch that records each request
 * and answers as the API's wrapper, and a page rendered with the real root actor (a member
 * with the given settings), the real catalogs and a memory router.
 */

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
}

/** Stubs fetch: `answer` gives the reply's data (or throws for a failed call, HTTP 500). */
export function fakeApi(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
    sent.push(call);
    let body: unknown;
    let status = 200;
    try {
      body = { status: { code: '1', message: 'success' }, data: answer(call) ?? null };
    } catch (error) {
      status = 500;
      body = { status: { code: '500', message: (error as Error).message }, data: null };
    }
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

/** Renders `page` at `path` (route pattern `pattern`) for a member with these settings, once the member is loaded. */
export function renderPage(path: string, pattern: string, page: ReactNode, setting: Partial<MemberSetting> = {}) {
  const i18n = setupI18n({
    locale: localeFromPath(path),
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  function WhenSignedIn() {
    return useMember() ? <>{page}</> : null;
  }
  const member = makeMember({ child: [makeChild({ is_default: 1 })], setting });
  return renderApp(path, {
    member,
    i18n,
    routes: [
      { path: pattern, element: <WhenSignedIn /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

/** Moves the fake clock, letting React render what the machines did. */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
