import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxStarter, type OutboxModule } from '../../src/api/host';

/**
 * When the app's start looks in the progress outbox (src/api/host.ts `outboxStarter`, which
 * `connectApi` starts): at the start, when the browser is back online and when the tab is shown
 * again, each time only with a session. A visitor loads neither the outbox's chunk nor the
 * client's (issue 10: in this machine's Chromium, the task that starts the root actor of `/`
 * was about 20 ms shorter without them).
 */

const flush = vi.fn(async () => {});
const load = vi.fn(async (): Promise<OutboxModule> => ({ appOutbox: () => ({ flush }) }));

/** Lets the lazy load and its `then` run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function showTab(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Each test's listeners, removed after it (window and document outlive the test). */
const added: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = [];

describe('the outbox at the start', () => {
  beforeEach(() => {
    flush.mockClear();
    load.mockClear();
    vi.stubGlobal('indexedDB', {});
    for (const target of [window, document]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        added.push([target, type, listener!]);
        add(type, listener, options);
      });
    }
  });
  afterEach(() => {
    for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a visitor loads no outbox, at the start, online again or back to the tab', async () => {
    outboxStarter(() => null, load)();
    window.dispatchEvent(new Event('online'));
    showTab('visible');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(flush).not.toHaveBeenCalled();
  });

  it('a member with a session: delivered at the start, when online again and when the tab is shown', async () => {
    outboxStarter(() => 'token', load)();
    await settle();
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(flush).toHaveBeenCalledTimes(2);
    showTab('hidden');
    await settle();
    expect(flush).toHaveBeenCalledTimes(2);
    showTab('visible');
    await settle();
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('a sign-in since the start: the next return online delivers', async () => {
    let token: string | null = null;
    outboxStarter(() => token, load)();
    await settle();
    expect(load).not.toHaveBeenCalled();
    token = 'token';
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('starts once: a second start adds no second set of listeners', async () => {
    const start = outboxStarter(() => 'token', load);
    start();
    start();
    await settle();
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('an outbox that cannot load (offline, a chunk gone) is tried again the next time, and nothing breaks', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    outboxStarter(() => 'token', load)();
    await settle();
    expect(flush).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('a browser without IndexedDB keeps nothing, so nothing is looked for', async () => {
    vi.stubGlobal('indexedDB', undefined);
    outboxStarter(() => 'token', load)();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
