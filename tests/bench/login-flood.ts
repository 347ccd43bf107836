/**
 * Issue 26: the login floods, measured through the real app in this process (no network: every
 * request is `app.request` with a made-up client address), on an in-memory SQLite database and a
 * hand-moved clock (the server's ctx.now), so the figures are the rules' own, not this machine's
 * speed. Bounded: at most a few hundred requests per scenario. A measurement, not a test.
 *
 *   npx tsx tests/bench/login-flood.ts
 *
 * Run it on another checkout (the same file) to compare: it uses only the HTTP API.
 */
import { createApp } from '../../src/server/app';
import { createContext } from '../../src/server/context';
import type { Logger } from '../../src/server/logger';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
let now = new Date('2026-12-01T08:00:00Z');
const ctx = createContext({ memory: true, nodeEnv: 'test', passwordCost: 'fast', now: () => now, logger: silent, readCacheMs: 0 });
const app = createApp(ctx);
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const WINDOW_MS = 15 * 60 * 1000;
const BOUND = 300;

let ipSeq = 1;
const newIp = () => `10.77.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
let mailSeq = 1;
const newEmail = (tag = 'x') => `${tag}.${mailSeq++}@flood.example`;

/** A browser: its cookies (name → value), kept from every reply. */
type Browser = Map<string, string>;
const newBrowser = (): Browser => new Map();

async function login(email: string, password: string, ip: string, browser?: Browser) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (browser?.size) headers.Cookie = [...browser].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.request('/api/member/login', { method: 'POST', headers, body: JSON.stringify({ email, password }) }, {
    incoming: { socket: { remoteAddress: ip } },
  });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair, ...attrs] = cookie.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (name === 'User-Auth-Token') continue; // the session, not what this measures
    if (attrs.some((a) => /max-age=0/i.test(a.trim()))) browser?.delete(name);
    else browser?.set(name, value);
  }
  await res.arrayBuffer();
  return { status: res.status, retryAfter: Number(res.headers.get('Retry-After') ?? 0) };
}

async function newParent() {
  const email = newEmail('parent');
  const password = 'Secret123';
  const res = await app.request('/api/member/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Parent', env_language: 3, privacy_accepted: 1 }),
  }, { incoming: { socket: { remoteAddress: newIp() } } });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { email, password };
}

/** Seconds (of the server's clock) a parent with the right password is refused: retries after each Retry-After. */
async function refusedFor(email: string, password: string, ip: string, browser?: Browser): Promise<number> {
  const start = now.getTime();
  for (let i = 0; i < 50; i++) {
    const reply = await login(email, password, ip, browser);
    if (reply.status === 200) return (now.getTime() - start) / 1000;
    if (reply.status !== 429) throw new Error(`the right password got ${reply.status}`);
    advance(Math.max(1, reply.retryAfter) * 1000);
  }
  throw new Error('still refused');
}

/** Wrong passwords from `ip` for new e-mails until refused: how many were checked. */
async function floodAddress(ip: string): Promise<number> {
  let checked = 0;
  for (let i = 0; i < BOUND; i++) {
    const reply = await login(newEmail('victim'), 'Wrong1234', ip);
    if (reply.status === 429) break;
    checked++;
  }
  return checked;
}

/** Wrong passwords for one e-mail, each from a new address, until refused: how many were checked. */
async function floodEmail(email: string): Promise<number> {
  let checked = 0;
  for (let i = 0; i < BOUND; i++) {
    const reply = await login(email, 'Wrong1234', newIp());
    if (reply.status === 429) break;
    checked++;
  }
  return checked;
}

/** Wrong passwords for one e-mail from one address for 15 minutes, each sent as soon as the server allows. */
async function guessPair(email: string, ip: string): Promise<number> {
  const end = now.getTime() + WINDOW_MS;
  let checked = 0;
  for (let i = 0; i < BOUND && now.getTime() < end; i++) {
    const reply = await login(email, 'Wrong1234', ip);
    if (reply.status === 422) checked++;
    else advance(Math.max(1, reply.retryAfter) * 1000);
  }
  return checked;
}

const rows: [string, string][] = [];
const row = (what: string, value: number | string) => {
  rows.push([what, String(value)]);
  console.log(`${what}: ${value}`);
};

await ctx.ready;

// 1. a school's parents logging in right from one address
{
  const school = newIp();
  const parents = [];
  for (let i = 0; i < 60; i++) parents.push(await newParent());
  let refused = 0;
  for (const p of parents) if ((await login(p.email, p.password, school)).status === 429) refused++;
  row('60 parents log in right from one address: refused', refused);
  advance(WINDOW_MS);
}

// 2. a flood of wrong passwords from one address, then a parent there (each case after its own flood)
for (const known of [true, false]) {
  const parent = await newParent();
  const browser = newBrowser();
  if (known) await login(parent.email, parent.password, newIp(), browser); // logged in once at home on this browser
  const school = newIp();
  const checked = await floodAddress(school);
  if (known) row('flood from one address: wrong passwords checked before refusal (per address per 15 min)', checked);
  row(`  then the parent on that address, ${known ? 'browser that logged in before' : 'new browser'}: refused for (s)`, await refusedFor(parent.email, parent.password, school, browser));
  advance(WINDOW_MS);
}

// 3. wrong passwords for one e-mail from many addresses, then its owner (each case after its own flood)
for (const known of [true, false]) {
  const parent = await newParent();
  const browser = newBrowser();
  if (known) await login(parent.email, parent.password, newIp(), browser);
  const checked = await floodEmail(parent.email);
  if (known) row('one e-mail from many addresses: wrong passwords checked before refusal (per e-mail per 15 min)', checked);
  row(`  then the owner, ${known ? 'browser that logged in before' : 'new browser'}: refused for (s)`, await refusedFor(parent.email, parent.password, newIp(), browser));
  advance(WINDOW_MS);
}

// 4. one e-mail from one address, as fast as the server allows, for 15 minutes
{
  const parent = await newParent();
  row('one e-mail from one address: wrong passwords checked in 15 min', await guessPair(parent.email, newIp()));
  advance(WINDOW_MS);
}

// 5. a stolen device cookie: guesses through it, from a flooded address
{
  const parent = await newParent();
  const stolen = newBrowser();
  await login(parent.email, parent.password, newIp(), stolen);
  const ip = newIp();
  await floodAddress(ip);
  let checked = 0;
  for (let i = 0; i < BOUND; i++) {
    const reply = await login(parent.email, 'Wrong1234', ip, stolen);
    if (reply.status !== 422) break;
    checked++;
  }
  row('a browser that logged in before, on a flooded address: wrong passwords checked before refusal', checked);
}

await ctx.close();
