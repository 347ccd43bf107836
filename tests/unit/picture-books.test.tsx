import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_PALETTE } from '../../machines/rules/shop';
import type { Member } from '../../machines/types';
import { AppActorProvider, useMember } from '../../src/app/AppActorContext';
import PaintPage from '../../src/pages/rewards/Paint';
import PictureBookPage from '../../src/pages/rewards/PictureBook';
import PictureBookReaderPage from '../../src/pages/rewards/PictureBookReader';
import { makeChild, makeMember } from '../fixtures/member';
import { startApp } from '../support/app';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * The picture-book shelf, the reader and the colouring screen as a child meets them: rendered in
 * jsdom with the real catalogs, the real API client (fetch stubbed: the requests that leave the
 * browser are what is checked), the pages' real machines and the root actor.
 */

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function fakeApi(answer: (sent: Sent) => { status?: number; code?: string; message?: string; data?: unknown; errors?: Record<string, string[]> }) {
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const book = (id: number, cost: number, bought = false) => ({
  id,
  title: id === 1 ? '晚安，月亮' : '去海邊',
  title_ruby: [],
  english: id === 1 ? 'Good Night, Moon' : 'A Day at the Sea',
  cost,
  cover: '/api/content/pictures/moon.svg',
  pages: 3,
  is_bought: bought ? 1 : 0,
  expires_at: bought ? '2026-11-26T00:00:00.000Z' : null,
  minutes_left: bought ? 3 * 1440 : 0,
});

function memberWithStars(star: number): Member {
  return makeMember({ child: [makeChild({ id: 5, name: '小明', is_default: 1, star })] });
}

function Page({ children }: { children: React.ReactNode }) {
  return useMember() ? <>{children}</> : null;
}

function renderAt(path: string, members: Member[]) {
  const i18n = setupI18n({ locale: path.startsWith('/en') ? 'en' : 'zh-Hant', messages: { en: en as Messages, 'zh-Hant': zhHant as Messages } });
  let loads = 0;
  const loadMember = vi.fn(async () => members[Math.min(loads++, members.length - 1)]!);
  const prefix = path.startsWith('/en') ? '/en' : '';
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<Outlet />}>
        <Route path={`${prefix}/personal/picture-book`} element={<Page><PictureBookPage /></Page>} />
        <Route path={`${prefix}/personal/picture-book/:id`} element={<Page><PictureBookReaderPage /></Page>} />
        <Route path={`${prefix}/personal/paint/:id?`} element={<Page><PaintPage /></Page>} />
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const app = startApp(router, { member: loadMember });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { loadMember, router };
}

describe('the picture-book shelf', () => {
  it('says "Oops! Not enough stars!" to a child with too few stars, without asking the server', async () => {
    const sent = fakeApi(() => ({ data: [book(1, 3), book(2, 6)] }));
    renderAt('/en/personal/picture-book', [memberWithStars(2)]);
    const card = await screen.findByRole('article', { name: '晚安，月亮' });
    expect(within(card).getByText('3 stars')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /Buy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy with stars?' });
    expect(within(dialog).getByText('Buy 晚安，月亮 for 3 stars?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Oops! Not enough stars!');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('buys a book with enough stars, shows the reading time left, and reads the member again', async () => {
    const sent = fakeApi((call) => (call.method === 'POST' ? { data: book(1, 3, true) } : { data: [book(1, 3), book(2, 6)] }));
    const { loadMember } = renderAt('/personal/picture-book', [memberWithStars(5), memberWithStars(2)]);
    const card = await screen.findByRole('article', { name: '晚安，月亮' });
    fireEvent.click(within(card).getByRole('button', { name: /購買/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '要用星星買嗎？' })).getByRole('button', { name: '購買' }));
    await within(card).findByRole('button', { name: '看繪本' });
    expect(within(card).getByText(/還剩 3 天 0 小時/)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([{ method: 'POST', path: '/child/pictureBook', body: { book_id: 1 } }]);
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    await screen.findByText('我的星星：2');
  });
});

describe('the reader', () => {
  it('shows a page with its readings, and turns pages within the book', async () => {
    fakeApi(() => ({
      data: {
        ...book(1, 3, true),
        script: 'tw',
        phonetic: 'zhuyin',
        page_list: [
          { text: '天黑了。', ruby: ['ㄊㄧㄢ', 'ㄏㄟ', '˙ㄌㄜ', ''], english: 'It is dark.', picture: '/api/content/pictures/night.svg' },
          { text: '晚安！', ruby: ['ㄨㄢˇ', 'ㄢ', ''], english: 'Good night!', picture: '/api/content/pictures/moon.svg' },
        ],
      },
    }));
    renderAt('/en/personal/picture-book/1', [memberWithStars(0)]);
    await screen.findByText('It is dark.');
    expect([...document.querySelectorAll('.reader-text rt')].map((rt) => rt.textContent)).toEqual(['ㄊㄧㄢ', 'ㄏㄟ', '˙ㄌㄜ']);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const prev = screen.getByRole('button', { name: /Previous page/ }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: /Next page/ }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    await screen.findByText('Good night!');
    expect(next.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'The end! Back to the picture books' })).toBeTruthy();
    fireEvent.click(prev);
    await screen.findByText('It is dark.');
  });

  it('says a book not bought cannot be read', async () => {
    fakeApi(() => ({ status: 403, code: '403', message: 'You do not have access to this' }));
    renderAt('/en/personal/picture-book/2', [memberWithStars(0)]);
    await screen.findByText('This picture book is not yours to read now. Buy it with stars first.');
    expect(document.querySelector('.reader-text')).toBeNull();
  });
});

describe('colouring a paint', () => {
  it('fills the tapped part with the chosen colour, undoes it, and saves the colouring by itself', async () => {
    const sent = fakeApi((call) =>
      call.method === 'PUT'
        ? { data: null }
        : {
            data: [
              {
                id: 1, name: '小房子', english: 'Little House', picture: 'data:', stars: 3, is_owned: 1, view_box: '0 0 200 200',
                regions: [{ id: 'roof', d: 'M0 0H10V10Z' }, { id: 'door', d: 'M0 0H5V5Z' }], lines: [], fills: {},
              },
            ],
          },
    );
    renderAt('/en/personal/paint/1', [memberWithStars(0)]);
    const roof = await screen.findByRole('button', { name: 'Part 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'sky blue' }));
    expect(screen.getByRole('radio', { name: 'sky blue' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(roof);
    expect(roof.getAttribute('fill')).toBe(PAINT_PALETTE[5]);
    const undo = screen.getByRole('button', { name: /Undo/ }) as HTMLButtonElement;
    expect(undo.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Part 2' }));
    fireEvent.click(undo);
    expect(screen.getByRole('button', { name: 'Part 2' }).getAttribute('fill')).toBe('#ffffff');
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1), { timeout: 30_000 });
    expect(sent.find((s) => s.method === 'PUT')).toEqual({ method: 'PUT', path: '/child/paint/1', body: { fills: { roof: PAINT_PALETTE[5] } } });
    await screen.findByText('Saved');
  });
});
