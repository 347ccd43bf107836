import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PassReport } from '../../machines/challenge/challenge.types';
import { ApiError, NETWORK_ERROR_CODE, connectApi } from '../../src/api/client';
import { appOutbox, createOutbox, memoryStore, reportPass, type OutboxEntry, type OutboxStore } from '../../src/api/outbox';

/**
 * The progress outbox (src/api/outbox.ts) on its memory store: a pass is kept before it is
 * sent, forgotten when recorded or refused, kept when the call fails on the way, and
 * delivered once by a later flush (the browser test tests/e2e/offline.test.ts proves the
 * same with IndexedDB, a reload and Playwright's offline mode).
 */

const pass: PassReport = { kind: 'word', radical_id: 1, lesson_id: 1, word_id: 2, finish_explaining: 1, is_passed: 1, mistakes: 0 };
const lessonPass: PassReport = { kind: 'lesson', radical_id: 1, lesson_id: 1, completion: 1 };
const offline = () => new ApiError({ code: NETWORK_ERROR_CODE, message: 'offline', httpStatus: 0 });
const refused = () => new ApiError({ code: '422', message: 'Lesson locked', httpStatus: 422 });
const serverError = () => new ApiError({ code: '500', message: 'Error', httpStatus: 500 });

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake server: records what arrives, answers with what the test says. */
function fakeServer(answer: (entry: OutboxEntry) => Promise<unknown> = async () => ({})) {
  const received: OutboxEntry[] = [];
  return {
    received,
    send: (entry: OutboxEntry) => {
      received.push(entry);
      return answer(entry);
    },
  };
}

function outboxOn(store: OutboxStore, server: ReturnType<typeof fakeServer>, signedIn = () => true) {
  return createOutbox({ store, send: server.send, canSend: signedIn, now: () => new Date('2026-11-23T08:00:00Z') });
}

describe('progress outbox', () => {
  it('keeps the pass before it is sent and forgets it once the server recorded it', async () => {
    const store = memoryStore();
    const answer = deferred();
    const server = fakeServer(() => answer.promise);
    const sent = outboxOn(store, server).report(pass, 7);
    await expect.poll(() => server.received.length).toBe(1);
    expect(await store.all()).toEqual([expect.objectContaining({ childId: 7, report: pass })]);
    answer.resolve({ ok: true });
    await expect(sent).resolves.toEqual({ ok: true });
    expect(await store.all()).toEqual([]);
  });

  it('keeps a pass whose call failed on the way or on the server, and a later flush delivers it once', async () => {
    const store = memoryStore();
    let network = false;
    const server = fakeServer(async () => {
      if (!network) throw offline();
      return {};
    });
    const outbox = outboxOn(store, server);
    await expect(outbox.report(pass, 7)).rejects.toThrow('offline');
    await expect(outboxOn(store, fakeServer(async () => { throw serverError(); })).report(lessonPass, 7)).rejects.toThrow('Error');
    expect((await store.all()).map((e) => e.report.kind).sort()).toEqual(['lesson', 'word']);

    // a new visit (after a reload) on the same store, back online
    network = true;
    const again = fakeServer();
    await outboxOn(store, again).flush();
    expect(again.received.map((e) => [e.childId, e.report])).toEqual([
      [7, pass],
      [7, lessonPass],
    ]);
    expect(await store.all()).toEqual([]);
    await outboxOn(store, again).flush();
    expect(again.received).toHaveLength(2);
  });

  it('forgets a pass the server refused for good (422, 403, 404): sending it again would get the same answer', async () => {
    const store = memoryStore();
    const server = fakeServer(async () => {
      throw refused();
    });
    await expect(outboxOn(store, server).report(lessonPass, 7)).rejects.toThrow('Lesson locked');
    expect(await store.all()).toEqual([]);
  });

  it('sends one pass once at a time: the screen retrying while a flush runs makes one call', async () => {
    const store = memoryStore();
    const answer = deferred();
    const server = fakeServer(() => answer.promise);
    const outbox = outboxOn(store, server);
    const first = outbox.report(pass, 7);
    const flushed = outbox.flush();
    const retried = outbox.report(pass, 7);
    await expect.poll(() => server.received.length).toBe(1);
    answer.resolve({});
    await Promise.all([first, flushed, retried]);
    expect(server.received).toHaveLength(1);
  });

  it('runs a flush asked for while one is failing once more after it: the online event that comes meanwhile is not lost', async () => {
    const store = memoryStore();
    await store.put({ key: 'k', childId: 7, report: pass, savedAt: '2026-11-23T08:00:00Z', day: '2026-11-23' });
    const first = deferred();
    let calls = 0;
    const server = fakeServer(() => (++calls === 1 ? first.promise : Promise.resolve({})));
    const outbox = outboxOn(store, server);
    // the start's flush, its call begun before the network was back
    const atStart = outbox.flush();
    await expect.poll(() => server.received.length).toBe(1);
    // the browser says online (twice) while that call is still failing
    const online = outbox.flush();
    const onlineAgain = outbox.flush();
    first.reject(offline());
    await Promise.all([atStart, online, onlineAgain]);
    expect(server.received).toHaveLength(2);
    expect(await store.all()).toEqual([]);
  });

  it('keeps each child its own pass, and the same pass of one child once', async () => {
    const store = memoryStore();
    const server = fakeServer(async () => {
      throw offline();
    });
    const outbox = outboxOn(store, server);
    await Promise.allSettled([outbox.report(pass, 7), outbox.report(pass, 8)]);
    await Promise.allSettled([outbox.report(pass, 7)]);
    expect((await store.all()).map((e) => e.childId).sort()).toEqual([7, 8]);
  });

  it('waits for a session: nothing is sent while signed out', async () => {
    const store = memoryStore();
    await store.put({ key: 'k', childId: 7, report: pass, savedAt: '2026-11-23T08:00:00Z' });
    const server = fakeServer();
    let signedIn = false;
    const outbox = outboxOn(store, server, () => signedIn);
    await outbox.flush();
    expect(server.received).toEqual([]);
    signedIn = true;
    await outbox.flush();
    expect(server.received).toHaveLength(1);
    expect(await store.all()).toEqual([]);
  });

  it('still sends the pass when the browser cannot keep it', async () => {
    const broken: OutboxStore = {
      put: async () => {
        throw new Error('QuotaExceededError');
      },
      remove: async () => {},
      all: async () => [],
    };
    const server = fakeServer();
    await outboxOn(broken, server).report(pass, 7);
    expect(server.received).toHaveLength(1);
  });

  it('keeps the local day a pass was made and sends that day when it is delivered on a later day', async () => {
    const store = memoryStore();
    let network = false;
    const server = fakeServer(async () => {
      if (!network) throw offline();
      return {};
    });
    // late on Monday, local time (whatever the UTC date is)
    let clock = new Date(2026, 10, 23, 23, 30);
    const outbox = createOutbox({ store, send: server.send, canSend: () => true, now: () => clock });
    await expect(outbox.report(lessonPass, 7)).rejects.toThrow('offline');
    expect((await store.all()).map((e) => e.day)).toEqual(['2026-11-23']);

    // Tuesday: the finish screen's retry reports the same pass again, still offline: it keeps Monday
    clock = new Date(2026, 10, 24, 0, 30);
    await expect(outbox.report(lessonPass, 7)).rejects.toThrow('offline');
    expect((await store.all()).map((e) => e.day)).toEqual(['2026-11-23']);

    // the network returns on Tuesday: the pass goes out with Monday, the day it was made
    network = true;
    await outbox.flush();
    expect(server.received.map((e) => e.day)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
    expect(await store.all()).toEqual([]);

    // a pass made on Tuesday is Tuesday's
    await outbox.report({ ...lessonPass, lesson_id: 2 }, 7);
    expect(server.received.at(-1)!.day).toBe('2026-11-24');
  });
});

describe("the app's outbox on the wire", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends a held pass with the day it was made as Pass-Date, beside the sending day's Local-Date", async () => {
    const unplug = connectApi({ token: () => 'tok', childId: () => 7, report: () => {} });
    const requests: Request[] = [];
    let network = false;
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request);
      if (!network) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: { code: '1', message: 'success' }, data: {} }), { headers: { 'Content-Type': 'application/json' } });
    });
    try {
      vi.useFakeTimers({ now: new Date(2026, 10, 23, 23, 30), toFake: ['Date'] });
      await expect(reportPass(lessonPass)).rejects.toThrow();
      expect(requests[0]!.headers.get('Pass-Date')).toBe('2026-11-23');

      vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
      network = true;
      await appOutbox().flush();
      expect(requests).toHaveLength(2);
      expect(requests[1]!.headers.get('Pass-Date')).toBe('2026-11-23');
      expect(requests[1]!.headers.get('Local-Date')).toBe('2026-11-24');
      expect(requests[1]!.headers.get('Child-Id')).toBe('7');
    } finally {
      unplug();
    }
  });
});
