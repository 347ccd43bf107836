import { connect, createServer, type Socket } from 'node:net';
import { baseURL } from './support';

/**
 * A stretch of network between the browser and the test server that a test can cut, as a real
 * outage cuts it: while it is cut, every open connection is dropped and every new one refused,
 * whichever document makes it.
 *
 * Playwright's offline mode (`context.setOffline`) is emulation, kept per page. A document that
 * is being closed or replaced loses it before it stops: Chromium tells it the network is back
 * (its `online` event fires), its timers still run, and its calls leave unemulated, past every
 * route and unseen by any page event. Measured on a busy 2-core machine: a closing tab's last
 * call left before `page.close()` resolved; a reloaded page's old document still sent calls
 * up to about 250 ms after `page.reload()` resolved. A test that needs "nothing reaches the
 * server while offline" cuts the link too.
 */
export interface Link {
  /** The server's address through the link (a page's baseURL). */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openLink(): Promise<Link> {
  const target = new URL(baseURL());
  const open = new Set<Socket>();
  let cut = false;
  const drop = (socket: Socket) => {
    open.delete(socket);
    socket.destroy();
  };
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    // an end travels through the pipes (and its writes are flushed first); an error drops both
    for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
      open.add(socket);
      socket.on('error', () => drop(other));
      socket.on('close', () => open.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the link did not get a port');
  const cutAll = () => {
    cut = true;
    for (const socket of [...open]) drop(socket);
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut: cutAll,
    restore() {
      cut = false;
    },
    close() {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
