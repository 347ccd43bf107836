import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/server/http/rate-limit';
import { DEVICE_COOKIE, deviceCookieName, deviceCookieValue } from '../../src/server/member/device-cookies';
import { createTestServer, MINUTE, newEmail, newIp, type Reply } from './helpers';

/**
 * Issue 26, "locked out by others": only wrong passwords count, and a parent who types the right
 * password on a browser where they logged in before (a device cookie, OWASP's "slow down online
 * guessing attacks with device cookies") is never refused because of other people's failures —
 * a flood from the same address, or wrong passwords for their e-mail from everywhere. Guessing
 * stays as slow as before: 50 wrong passwords per address, 10 per e-mail and address, 50 per
 * e-mail in 15 minutes for a browser without such a cookie, and 5 in all through one cookie.
 *
 * The clock is the server's (ctx.now), moved by hand: nothing here depends on the machine's speed.
 */
const server = createTestServer();
const { post } = server;
afterAll(() => server.ctx.close());

const WRONG = 'Wrong1234';
const WINDOW = 15 * MINUTE;

/** The device cookie a reply sets, as a `Cookie` header (name=value), or null. */
function deviceCookieOf(reply: Reply): string | null {
  const set = reply.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE.prefix));
  return set ? set.split(';')[0]! : null;
}

function login(email: string, password: string, ip: string, cookie?: string | null) {
  return post('/api/member/login', { ip, json: { email, password }, headers: cookie ? { Cookie: cookie } : {} });
}

/** A member who logged in once at home: their browser holds a device cookie for their e-mail. */
async function parentWithDevice() {
  const account = await server.member();
  const home = await login(account.email, account.password, newIp());
  expect(home.code, home.raw).toBe('1');
  const cookie = deviceCookieOf(home);
  expect(cookie).not.toBeNull();
  return { ...account, cookie: cookie! };
}

/** `count` wrong passwords from `ip`, each for a new e-mail (a flood across accounts). */
async function floodAddress(ip: string, count = LIMITS.loginFailPerIp.limit) {
  for (let i = 0; i < count; i++) {
    const reply = await login(newEmail('victim'), WRONG, ip);
    expect(reply.http, `flood try ${i + 1}: ${reply.raw}`).toBe(422);
  }
  expect((await login(newEmail('victim'), WRONG, ip)).http, 'the address is now refused').toBe(429);
}

describe('right passwords do not count', () => {
  it(`more than ${LIMITS.loginFailPerIp?.limit} right logins from one address (a school, an office) are all taken`, async () => {
    const account = await server.member();
    const school = newIp();
    for (let i = 0; i < LIMITS.loginFailPerIp.limit + 10; i++) {
      const reply = await login(account.email, account.password, school);
      expect(reply.code, `login ${i + 1}: ${reply.raw}`).toBe('1');
    }
    // and they leave the address its whole budget of wrong passwords
    for (let i = 0; i < LIMITS.loginFailPerIp.limit; i++) expect((await login(newEmail(), WRONG, school)).http).toBe(422);
    expect((await login(newEmail(), WRONG, school)).http).toBe(429);
  });
});

describe('a flood of wrong passwords from one address', () => {
  it('never refuses a parent on that address whose browser logged in before', async () => {
    const parent = await parentWithDevice();
    const school = newIp();
    await floodAddress(school);
    const reply = await login(parent.email, parent.password, school, parent.cookie);
    expect(reply.code, reply.raw).toBe('1');
    // it can go on: each login renews the cookie
    const again = await login(parent.email, parent.password, school, deviceCookieOf(reply));
    expect(again.code, again.raw).toBe('1');
  });

  it('refuses a browser without a device cookie on that address until the window ends, right password or not', async () => {
    const account = await server.member();
    const school = newIp();
    await floodAddress(school);
    const refused = await login(account.email, account.password, school);
    expect(refused.http).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WINDOW / 1000);
    server.clock.advance(wait * 1000);
    const later = await login(account.email, account.password, school);
    expect(later.code, later.raw).toBe('1');
    // from then on this browser is trusted on that address
    await floodAddress(school);
    expect((await login(account.email, account.password, school, deviceCookieOf(later))).code).toBe('1');
  });

  it('counts wrong passwords before hashing: a burst of parallel tries gets no more than the limit', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    // bursts of 7 at once (the hashing queue takes 10); 7 does not divide 50, so a count made
    // only after each check would let the 8th burst through whole (56 checks)
    for (let burst = 0; burst < 10; burst++) {
      const replies = await Promise.all(Array.from({ length: 7 }, () => login(newEmail(), WRONG, ip)));
      statuses.push(...replies.map((r) => r.http));
    }
    expect(statuses.filter((s) => s === 422)).toHaveLength(LIMITS.loginFailPerIp.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70 - LIMITS.loginFailPerIp.limit);
  });
});

describe(`${LIMITS.loginFailPerEmail?.limit} wrong passwords for one e-mail from as many addresses`, () => {
  async function floodEmail(email: string) {
    for (let i = 0; i < LIMITS.loginFailPerEmail.limit; i++) expect((await login(email, WRONG, newIp())).http).toBe(422);
  }

  it('do not lock out its owner on a browser that logged in before, from any address', async () => {
    const parent = await parentWithDevice();
    await floodEmail(parent.email);
    const reply = await login(parent.email, parent.password, newIp(), parent.cookie);
    expect(reply.code, reply.raw).toBe('1');
  });

  it('stop every browser without a device cookie for the rest of the window (the guess goes no further)', async () => {
    const parent = await parentWithDevice();
    await floodEmail(parent.email);
    const refused = await login(parent.email, parent.password, newIp());
    expect(refused.http).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(WINDOW / 1000);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the password calls only, for 180 days, Secure over HTTPS; no session', async () => {
    const account = await server.member();
    const reply = await login(account.email, account.password, newIp());
    const set = reply.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE.prefix))!;
    const attrs = set.split(';').slice(1).map((part) => part.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=strict');
    expect(attrs).toContain('path=/api/member');
    expect(attrs).toContain(`max-age=${180 * 24 * 60 * 60}`);
    expect(attrs).not.toContain('secure');
    // its name tells nothing of the e-mail
    expect(set.split('=')[0]).toBe(deviceCookieName(server.ctx.keys, account.email));
    expect(set.toLowerCase()).not.toContain(account.email.split('@')[0]!.toLowerCase());
    // it signs nobody in
    const self = await server.get('/api/member/self', { headers: { Cookie: deviceCookieOf(reply)! } });
    expect(self.http).toBe(401);

    const proxied = createTestServer({ trustProxy: true });
    const other = await proxied.member();
    const https = await proxied.post('/api/member/login', {
      json: { email: other.email, password: other.password },
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': newIp() },
    });
    expect(https.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE.prefix))!.toLowerCase()).toContain('; secure');
    await proxied.ctx.close();
  });

  it('is worth nothing for another e-mail, altered, or expired', async () => {
    const parent = await parentWithDevice();
    const other = await server.member();
    const school = newIp();
    await floodAddress(school);
    const value = parent.cookie.split('=')[1]!;
    // the same value under the other e-mail's name: bound to the parent's e-mail
    expect((await login(other.email, other.password, school, `${deviceCookieName(server.ctx.keys, other.email)}=${value}`)).http).toBe(429);
    // a changed expiry (a later one) breaks the signature
    const [version, nonce, expires, signature] = value.split('.');
    const later = [version, nonce, Number(expires) + 86_400, signature].join('.');
    expect((await login(parent.email, parent.password, school, `${deviceCookieName(server.ctx.keys, parent.email)}=${later}`)).http).toBe(429);
    // signed with another key
    const forged = deviceCookieValue({ remit: Buffer.alloc(32, 7) }, parent.email, nonce!, Number(expires));
    expect((await login(parent.email, parent.password, school, `${deviceCookieName(server.ctx.keys, parent.email)}=${forged}`)).http).toBe(429);
    // the genuine one still works
    expect((await login(parent.email, parent.password, school, parent.cookie)).code).toBe('1');
    // expired
    const old = await parentWithDevice();
    server.clock.advance(DEVICE_COOKIE.ttlMs + 1000);
    const school2 = newIp();
    await floodAddress(school2);
    expect((await login(old.email, old.password, school2, old.cookie)).http).toBe(429);
  });

  it(`has its own budget of ${LIMITS.loginFailPerDevice?.limit} wrong passwords; spent, it is dropped and worth nothing`, async () => {
    const parent = await parentWithDevice();
    const school = newIp();
    await floodAddress(school);
    let last: Reply | null = null;
    for (let i = 0; i < LIMITS.loginFailPerDevice.limit; i++) {
      last = await login(parent.email, WRONG, school, parent.cookie);
      // counted apart: neither the flooded address nor the growing delay refuses it
      expect(last.http, `wrong password ${i + 1} through the cookie: ${last.raw}`).toBe(422);
    }
    // the last one spent it: the browser is told to drop it
    const cleared = last!.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE.prefix));
    expect(cleared?.toLowerCase()).toContain('max-age=0');
    // kept anyway, it is refused like no cookie at all, right password or not
    expect((await login(parent.email, parent.password, school, parent.cookie)).http).toBe(429);
    // elsewhere, without the flood, the parent logs in and gets a new one
    const home = await login(parent.email, parent.password, newIp(), parent.cookie);
    expect(home.code).toBe('1');
    expect((await login(parent.email, parent.password, school, deviceCookieOf(home))).code).toBe('1');
  });

  it('a right password through it makes its budget whole again', async () => {
    const parent = await parentWithDevice();
    const school = newIp();
    await floodAddress(school);
    let cookie = parent.cookie;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMITS.loginFailPerDevice.limit - 1; i++) expect((await login(parent.email, WRONG, school, cookie)).http).toBe(422);
      const right = await login(parent.email, parent.password, school, cookie);
      expect(right.code, `round ${round + 1}: ${right.raw}`).toBe('1');
      cookie = deviceCookieOf(right)!;
    }
  });

  it('wrong passwords through it count for nothing else: the e-mail and the address keep their budgets', async () => {
    const parent = await parentWithDevice();
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginFailPerDevice.limit; i++) expect((await login(parent.email, WRONG, ip, parent.cookie)).http).toBe(422);
    // without the cookie, the pair's budget is whole: three wrong passwords before any delay
    for (let i = 0; i < 3; i++) expect((await login(parent.email, WRONG, ip)).http).toBe(422);
  });
});

describe('the device cookie', () => {
  it("is set whatever the server's clock says: its lifetime is Max-Age (180 days), the expiry the server checks is signed in it", async () => {
    const later = createTestServer();
    try {
      const account = await later.member();
      later.clock.advance(300 * 24 * 60 * MINUTE);
      const reply = await later.post('/api/member/login', { ip: newIp(), json: { email: account.email, password: account.password } });
      expect(reply.code, reply.raw).toBe('1');
      const set = reply.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE.prefix));
      expect(set?.toLowerCase()).toContain(`max-age=${DEVICE_COOKIE.ttlMs / 1000}`);
      expect(set?.toLowerCase()).not.toContain('expires=');
    } finally {
      await later.ctx.close();
    }
  });
});
