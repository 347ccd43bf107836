import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { categoryTree } from '../fixtures/learning';
import { makeChild, makeMember } from '../fixtures/member';
import { renderApp } from '../support/app';

/*
 * Issue 10, "kind to a bad network": a screen whose call hangs, fails on the server or loses
 * its connection says so plainly, in the interface language, with a button that tries again,
 * and the app goes on working. /home's categories with the real API client (its 25 s time-out)
 * and the real catalogs; fetch is stubbed like the browser's (it honours the abort signal),
 * and the clock is fake: nothing waits 25 real seconds.
 */

const member = makeMember({ child: [makeChild({ id: 11, name: 'Xiaoming', star: 12, is_default: 1 })] });

type Answer = 'hang' | 'drop' | 'stall' | 'bad gateway' | 'ok';

/** GET parentCategories answers as the list says, one entry per call (the last one repeats). */
function network(answers: Answer[]) {
  let calls = 0;
  vi.stubGlobal('fetch', (request: Request, init?: RequestInit) => {
    const url = new URL(request.url);
    const signal = init?.signal ?? request.signal;
    const json = (data: unknown, status = 200, code = '1') =>
      new Response(JSON.stringify({ status: { code, message: code === '1' ? 'success' : 'Error' }, data }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.pathname !== '/api/parentCategories') {
      return Promise.resolve(url.pathname === '/api/check/children/award' ? json({ awards: [] }) : json(null, 404, '404'));
    }
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    switch (answer) {
      case 'hang':
        return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      case 'stall': {
        // the headers, a few bytes, then nothing: the connection died without closing
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"status":'));
            signal?.addEventListener('abort', () => controller.error(signal.reason));
          },
        });
        return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }
      case 'drop':
        return Promise.reject(new TypeError('Failed to fetch'));
      case 'bad gateway':
        // a proxy's page, not the API's wrapper
        return Promise.resolve(new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
      default:
        return Promise.resolve(json(categoryTree([1])));
    }
  });
  return { calls: () => calls };
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

beforeEach(() => {
  // timers only, and they go on with real time (the lazy page and the testing library's waits
  // need them); the 25 s are jumped over with advanceTimersByTimeAsync
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets the app's promises settle without moving the clock. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** The problem said in an alert, and the button that tries again. */
async function seeProblem(text: string) {
  await settle();
  expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
  return screen.getByRole('button', { name: 'Try again' });
}

/** The page is there and its call is on its way. */
async function seeLoading() {
  expect((await screen.findByText('Loading the lessons…')).getAttribute('role')).toBe('status');
}

async function seeCategoriesAfterRetry(retry: HTMLElement) {
  fireEvent.click(retry);
  await settle();
  // the radical to carry on with: the woman radical (its track is not answered here: the go-on button leads to it)
  expect(await screen.findByRole('button', { name: /女.*Go on/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'the woman radical' }).getAttribute('aria-current')).toBe('step');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
}

describe('/home on a bad network', () => {
  it('gives up on a call that hangs after 25 seconds, says the server took too long, and loads on "Try again"', async () => {
    const net = network(['hang', 'ok']);
    renderApp('/en/home', { member });
    await seeLoading();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(24_900);
    });
    expect(screen.queryByText('The server took too long to answer. Please try again.')).toBeNull();
    expect(screen.getByText('Loading the lessons…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const retry = await seeProblem('The server took too long to answer. Please try again.');
    expect(net.calls()).toBe(1);
    await seeCategoriesAfterRetry(retry);
    expect(net.calls()).toBe(2);
  });

  it('cuts a reply that starts and then stalls after 25 seconds, with the same message and retry', async () => {
    network(['stall', 'ok']);
    renderApp('/en/home', { member });
    await seeLoading();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    await seeCategoriesAfterRetry(await seeProblem('The server took too long to answer. Please try again.'));
  });

  it('says the server could not be reached when the connection drops, and loads on "Try again"', async () => {
    network(['drop', 'ok']);
    renderApp('/en/home', { member });
    await seeCategoriesAfterRetry(await seeProblem('Could not reach the server. Please check your connection and try again.'));
  });

  it('says something went wrong on a 5xx that is not even the API’s reply, and loads on "Try again"', async () => {
    network(['bad gateway', 'ok']);
    renderApp('/en/home', { member });
    await seeCategoriesAfterRetry(await seeProblem('Something went wrong. Please try again.'));
  });

  it('says it in the interface language: Traditional Chinese', async () => {
    network(['drop', 'ok']);
    renderApp('/home', { member });
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe('無法連線到伺服器，請檢查網路連線後再試一次。');
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
  });
});
