import type { PassReport } from '../../machines/challenge/challenge.types';
import { localDay } from '../../machines/rules/localDay';
import { api, apiSession, ApiError, unwrap } from './client';

/**
 * The progress outbox (issue 10, "progress is never lost to a bad network"): a word or
 * lesson pass (POST lesson/schedule) is written to the browser's IndexedDB BEFORE it is
 * sent, and removed only when the server recorded it or refused it for good (422, 403,
 * 404: sending it again would get the same answer). A pass made offline, or whose call
 * failed, stays there across reloads and is delivered when the network returns: on the
 * browser's `online` event, when the tab is shown again and at the app's start, each
 * time with a session (src/api/host.ts `startOutbox`). The server counts a pass once
 * however often it arrives (learning/progress.ts: its flags flip once), so a pass sent
 * again after a lost reply changes nothing.
 *
 * The pass keeps the child it was made for (its Child-Id), so a pass delivered later goes
 * to that child even when another child is the current one by then; and the member's local day
 * it was made on (`day`, sent as the Pass-Date header), so a lesson finished offline on Monday
 * and delivered on Tuesday gives its daily-mission star to Monday, not to Tuesday (the request's
 * Local-Date is the day of sending; the server takes the held day within a window:
 * machines/rules/passDay.ts). The same pass reported again (the challenge's retry) keeps the day
 * it was first kept.
 *
 * The challenge's reportWithRetry child still tries the pass again every 5 s while its
 * screen is open (its status tells the learner); the outbox is what outlives the screen.
 * Both go through `deliver`, which sends one pass at most once at a time.
 */

export interface OutboxEntry {
  /** One pass of one child: the same pass saved twice is one entry. */
  key: string;
  childId: number | null;
  report: PassReport;
  /** When it was first kept (ISO), for whoever looks at the store. */
  savedAt: string;
  /** The member's local day (YYYY-MM-DD) the pass was made; absent on entries kept before it was. */
  day?: string;
}

/** Where the entries are kept: IndexedDB in the browser, memory where there is none (tests, old browsers). */
export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
  all(): Promise<OutboxEntry[]>;
}

const DB_NAME = 'hanzi-house';
const STORE = 'outbox';

/** A request's result as a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The IndexedDB store, or null when the browser has none (or refuses it, e.g. some private modes). */
export function indexedDbStore(factory: IDBFactory | undefined = globalThis.indexedDB): OutboxStore | null {
  if (!factory) return null;
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= (() => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      return settled(request);
    })();
    return opened;
  };
  /** One transaction, resolved when it is committed ('strict': on disk, not only in a cache). */
  const run = async <T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode, { durability: 'strict' });
      const request = use(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  };
  return {
    put: async (entry) => {
      await run('readwrite', (store) => store.put(entry));
    },
    remove: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
  };
}

export function memoryStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    put: async (entry) => {
      entries.set(entry.key, structuredClone(entry));
    },
    remove: async (key) => {
      entries.delete(key);
    },
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
  };
}

/** The server's codes that refuse a pass for good (machines/challenge/reportWithRetry.machine.ts has the same three). */
const REFUSALS = new Set(['422', '403', '404']);

export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && REFUSALS.has(error.code);
}

export function entryKey(childId: number | null, report: PassReport): string {
  return report.kind === 'word'
    ? `${childId ?? '-'}:word:${report.lesson_id}:${report.word_id}`
    : `${childId ?? '-'}:lesson:${report.lesson_id}`;
}

export interface OutboxOptions {
  store: OutboxStore;
  /** Sends one pass; resolves when the server recorded it. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** Whether a call may be made now (a session is there). */
  canSend: () => boolean;
  now?: () => Date;
}

export function createOutbox({ store, send, canSend, now = () => new Date() }: OutboxOptions) {
  const inFlight = new Map<string, Promise<unknown>>();
  let flushing: Promise<void> | null = null;
  /** The one flush asked for while another ran, which runs when that one is done. */
  let queued: Promise<void> | null = null;

  /** Sends an entry (once at a time per key) and forgets it when recorded or refused. */
  function deliver(entry: OutboxEntry): Promise<unknown> {
    const running = inFlight.get(entry.key);
    if (running) return running;
    const delivery = (async () => {
      try {
        const result = await send(entry);
        await store.remove(entry.key).catch(() => {});
        return result;
      } catch (error) {
        if (isRefusal(error)) await store.remove(entry.key).catch(() => {});
        throw error;
      }
    })().finally(() => inFlight.delete(entry.key));
    inFlight.set(entry.key, delivery);
    return delivery;
  }

  /**
   * Delivers every kept pass, oldest first; stops at the first one that fails on the way (the rest
   * would too). Asked while a flush runs, it runs once more when that one is done (however often
   * it was asked meanwhile): the `online` event that arrives while the start's flush, begun before
   * the network was back, is still failing must not be lost, or the pass would wait for the next
   * start or return to the tab.
   */
  function flush(): Promise<void> {
    if (!canSend()) return Promise.resolve();
    if (flushing) {
      queued ??= flushing.then(() => {
        queued = null;
        return flush();
      });
      return queued;
    }
    flushing = (async () => {
      try {
        const entries = (await store.all().catch(() => [] as OutboxEntry[])).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
        for (const entry of entries) {
          try {
            await deliver(entry);
          } catch (error) {
            if (!isRefusal(error)) return;
          }
        }
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  /**
   * Keeps a pass, then sends it: resolves when the server recorded it, rejects as the call
   * did (the pass stays kept unless it was refused). What else is kept is not sent from here:
   * a pass that failed a moment ago on this page is still its finish screen's to retry (the
   * reportWithRetry machine, every 5 s, with its own "could not save" state), and sending it
   * beside that retry would answer the screen out of turn. The `online` event, the return to
   * the tab and the next start deliver the rest.
   */
  async function report(report: PassReport, childId: number | null): Promise<unknown> {
    const key = entryKey(childId, report);
    // the same pass kept before (the finish screen's retry, maybe after midnight) keeps its day
    const kept = (await store.all().catch(() => [] as OutboxEntry[])).find(
      (entry) => entry.key === key && JSON.stringify(entry.report) === JSON.stringify(report),
    );
    const at = now();
    const entry: OutboxEntry = { key, childId, report, savedAt: kept?.savedAt ?? at.toISOString(), day: kept ? kept.day : localDay(at) };
    // Kept first; if the browser cannot keep it (quota, private mode), it is still sent.
    await store.put(entry).catch(() => {});
    return deliver(entry);
  }

  return { report, flush, deliver };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** POST lesson/schedule for the child the pass was made for, on the day it was made. */
function sendPass(entry: OutboxEntry): Promise<unknown> {
  const { kind: _kind, ...query } = entry.report;
  const headers: Record<string, string> = {};
  if (entry.childId !== null) headers['Child-Id'] = String(entry.childId);
  if (entry.day !== undefined) headers['Pass-Date'] = entry.day;
  return unwrap(api.POST('/lesson/schedule', { params: { query }, headers }));
}

let outbox: Outbox | null = null;

/** The app's outbox: IndexedDB when the browser has it. */
export function appOutbox(): Outbox {
  outbox ??= createOutbox({
    store: indexedDbStore() ?? memoryStore(),
    send: sendPass,
    canSend: () => apiSession().signedIn,
  });
  return outbox;
}

/** A pass of the current child, kept and sent (the challenge's `reportProgress`, src/api/actors/challenge/challenge.ts). */
export function reportPass(report: PassReport): Promise<unknown> {
  return appOutbox().report(report, apiSession().childId);
}
