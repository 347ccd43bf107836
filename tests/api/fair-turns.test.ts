import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fairServer, fairTurns } from '../../src/server/http/fair-turns';

/**
 * Requests in arrival order with a bounded slice of work per event-loop turn
 * (src/server/http/fair-turns.ts, what main.ts serves with). Issue 10's mixed load: since libuv
 * 1.45 a listening socket accepts one connection per turn, so when every turn ran all the
 * requests of the busy keep-alive connections, new connections waited in the accept queue
 * for seconds (autocannon's 10 s time-outs) while the others were served in milliseconds.
 */
describe('fairTurns', () => {
  /** A fake event loop: `schedule` queues for the next check phase; `turn()` runs one. */
  function fakeLoop() {
    let now = 0;
    let pending: (() => void)[] = [];
    return {
      clock: () => now,
      spend: (ms: number) => (now += ms),
      schedule: (callback: () => void) => pending.push(callback),
      turn() {
        const callbacks = pending;
        pending = [];
        for (const callback of callbacks) callback();
      },
    };
  }

  it('never runs a job at once, runs jobs in arrival order, and stops a turn once its budget is spent', () => {
    const loop = fakeLoop();
    const turns = fairTurns(10, loop.clock, loop.schedule);
    const ran: string[] = [];
    const job = (name: string, ms: number) => () => {
      ran.push(name);
      loop.spend(ms);
    };
    for (const name of ['a', 'b', 'c', 'd']) turns.run(job(name, 4));
    expect(ran).toEqual([]);
    loop.turn();
    // a (4 ms), b (8 ms), c (12 ms): the budget of 10 ms is spent after c
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(turns.waiting).toBe(1);
    // a request that arrives meanwhile (the poll phase) waits behind d
    turns.run(job('e', 4));
    loop.turn();
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(turns.waiting).toBe(0);
  });

  it('runs the first job of a turn whatever it costs, so the line always moves', () => {
    const loop = fakeLoop();
    const turns = fairTurns(10, loop.clock, loop.schedule);
    const ran: string[] = [];
    for (const name of ['slow', 'next']) turns.run(() => (ran.push(name), loop.spend(50)));
    loop.turn();
    expect(ran).toEqual(['slow']);
    loop.turn();
    expect(ran).toEqual(['slow', 'next']);
  });
});

describe('fairServer under load', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /**
   * 40 keep-alive clients keep a handler that costs 4 ms each busy, then 40 new connections
   * arrive at once. Counted: how many requests the server served between the moment the new
   * connections were opened and the first request of the last of them — no clock involved.
   * One accept per turn with turns that serve every busy connection: measured 1,160 (twice);
   * fair turns (10 ms, about 3 requests a turn): 145 and 157.
   */
  it('takes new connections in while busy keep-alive connections keep it saturated', async () => {
    let served = 0;
    const firstOfNew = new Map<string, number>();
    server = fairServer((req, res) => {
      const until = performance.now() + 4;
      while (performance.now() < until); // the synchronous work of a request on SQLite
      served++;
      const id = req.headers['x-new'];
      if (typeof id === 'string' && !firstOfNew.has(id)) firstOfNew.set(id, served);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const get = (agent: Agent | false, headers: Record<string, string> = {}) =>
      new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', agent, headers }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });

    let stop = false;
    const busy = Array.from({ length: 40 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (!stop) await get(agent);
      agent.destroy();
    });
    while (served < 100) await new Promise((resolve) => setTimeout(resolve, 5));

    const opened = served;
    await Promise.all(Array.from({ length: 40 }, (_, i) => get(false, { 'x-new': String(i), connection: 'close' })));
    stop = true;
    await Promise.all(busy);

    const waitedFor = Math.max(...firstOfNew.values()) - opened;
    expect(firstOfNew.size).toBe(40);
    expect(waitedFor).toBeLessThan(400);
  });
});
