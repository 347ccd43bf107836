import { StrictMode } from 'react';
import { render, cleanup } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApi, type ApiReport } from '../../src/api/client';
import { loadCategories, prefetchCategories } from '../../src/api/actors/lessons/learning';
import { GetSticker } from '../../src/pages/rewards/GetSticker';

/**
 * Issue 26: in development every member's page logged "[api] duplicate call while one is pending".
 * The cause: React's StrictMode takes each component down and up again once, so a screen's actor
 * (`useActorRef`) is stopped and started again, and its load actor asks again while the first call
 * is still on its way. The load actors now pass xstate's abort signal to the call, so the stopped
 * actor's call is cancelled and no longer pending; the categories prefetched at login are left to
 * the loader that starts next. A true duplicate is still logged (tests/unit/apiClient.test.ts).
 */
const host = {
  token: vi.fn<() => string | null>(() => 'tok-1'),
  childId: vi.fn<() => number | null>(() => 7),
  report: vi.fn<(event: ApiReport) => void>(),
};

/** A fetch that never answers, records each request and honours its abort signal. */
function pendingFetch() {
  const calls: { url: string; signal: AbortSignal }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request, init?: RequestInit) => {
      const signal = init?.signal ?? input.signal;
      calls.push({ url: input.url, signal });
      return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    }),
  );
  return calls;
}

let unplug = () => {};
beforeEach(() => {
  unplug = connectApi(host);
});
afterEach(() => {
  cleanup();
  unplug();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a screen under StrictMode (development)', () => {
  it('asks once at a time: the call of the actor StrictMode stopped is cancelled, no duplicate is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = pendingFetch();
    render(
      <StrictMode>
        <GetSticker />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(calls.filter((call) => call.url.endsWith('/api/check/children/award')).length).toBeGreaterThan(0));
    const awards = calls.filter((call) => call.url.endsWith('/api/check/children/award'));
    // at most one of them still on its way
    expect(awards.filter((call) => !call.signal.aborted)).toHaveLength(1);
    expect(warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('duplicate call'))).toEqual([]);
  });

  it('leaves the categories prefetched at login to the loader that starts next, rather than asking again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = pendingFetch();
    prefetchCategories('tok-1');
    const first = createActor(loadCategories).start();
    first.stop();
    const second = createActor(loadCategories).start();
    // every call made by now has reached fetch (no network: a few turns of the event loop)
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call.url.endsWith('/api/parentCategories'))).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    second.stop();
  });
});
