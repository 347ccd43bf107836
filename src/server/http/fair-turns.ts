import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Requests served in arrival order, a bounded slice of work per turn of the event loop, so a
 * busy server still takes in new connections.
 *
 * Why (measured, issue 10's mixed load): since libuv 1.45 (Node 20) a listening socket accepts
 * ONE connection per turn of the event loop (libuv/libuv#3696, "unix: don't accept() connections
 * in a loop"). Without this gate a turn runs every request whose bytes have arrived, to the end
 * (better-sqlite3 is synchronous, so a request's whole work runs in that turn): with 50 busy
 * keep-alive connections a turn took 150–400 ms, so the 50th new connection waited in the
 * kernel's accept queue for 50 turns — 5 to 10 s, and autocannon's 10 s time-outs — while the
 * requests of connections already accepted were served in a few milliseconds.
 *
 * With the gate every request waits for the check phase (`setImmediate`), first in first out,
 * and a turn runs requests only until `budgetMs` of work has been done; the rest wait for the
 * next turn, whose poll phase first accepts a connection and reads what arrived meanwhile (queued
 * behind them). A turn lasts about `budgetMs` plus one request, whatever the load.
 */
export interface FairTurns {
  /** Runs `job` in its turn (never synchronously). */
  run(job: () => void): void;
  /** Requests waiting for their turn. */
  readonly waiting: number;
}

export function fairTurns(
  budgetMs = 10,
  clock: () => number = () => performance.now(),
  schedule: (callback: () => void) => void = (callback) => setImmediate(callback),
): FairTurns {
  const queue: (() => void)[] = [];
  let turnStarted = 0;
  let markerPending = false;

  // Each waiting job has one pending `next` callback, and a turn's callbacks begin with the
  // marker `startTurn`, which notes when the turn's slice began. Each job is a callback of its
  // own because its work (the whole request, on SQLite) runs in the microtasks that follow the
  // callback, before the next one: so `next` sees the time the jobs before it took.
  function startTurn() {
    markerPending = false;
    turnStarted = clock();
  }

  function scheduleNext() {
    if (!markerPending) {
      markerPending = true;
      schedule(startTurn);
    }
    schedule(next);
  }

  function next() {
    if (clock() - turnStarted < budgetMs) {
      // always the oldest waiting job, whichever callback runs it
      queue.shift()?.();
    } else {
      // this turn's slice is used up: the job keeps its place, in the next turn
      scheduleNext();
    }
  }

  return {
    run(job) {
      queue.push(job);
      scheduleNext();
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** An HTTP server whose requests go through `fairTurns` (main.ts serves the app with it). */
export function fairServer(handler: (req: IncomingMessage, res: ServerResponse) => void, budgetMs?: number): Server {
  const turns = fairTurns(budgetMs);
  return createServer((req, res) => turns.run(() => handler(req, res)));
}
