import { readFileSync } from 'node:fs';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/locales';
import { Visitor, connectBrowser, latestCode, uniqueEmail } from './support';

/**
 * Issue 26, as a parent on a slow phone meets it: the public pages arrive prerendered, so the
 * form is there before the app's script has run. The app's entry script is held (a route that
 * answers it only when the test says so); meanwhile the parent types, leaves a field and presses
 * the button. No field may ever reach an address (the page's, a request's, a Referer); the page
 * shows that it waits (the button busy); once the script arrives, the press goes on through the
 * app, with what was typed, and a field left meanwhile shows its error.
 */
let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

const root = new URL('../..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}/dist/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
/** The app's entry (its module imports everything else of the app): held, nothing of the app runs. */
const ENTRY = `/${manifest['index.html']!.file}`;

const locale = 'en' as const;
const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Fresh4567';

/** Holds the app's entry script until `release()`: the page is the HTML the server sent. */
async function holdTheApp(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route((url) => url.pathname === ENTRY, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Every address the page had or asked for, and every Referer it sent. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(`${request.method()} ${request.url()}`);
    const referer = request.headers()['referer'];
    if (referer) seen.push(`Referer ${referer}`);
  });
  page.on('framenavigated', (frame) => seen.push(`page ${frame.url()}`));
  return seen;
}

/** The addresses that carry a field: a typed secret or a field's name in a query. */
function leaks(seen: string[], secrets: string[]): string[] {
  return seen.filter(
    (line) =>
      secrets.some((secret) => line.includes(secret) || line.includes(encodeURIComponent(secret))) ||
      /[?&](email|password|confirmPassword|newPassword|pincode|name|invite_code|privacy_accepted)=/.test(line),
  );
}

/** Whether React runs the page: it has put its props on what #root holds (support.ts `hydrated`). */
async function appRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const children = [...(document.getElementById('root')?.children ?? [])];
    return children.length > 0 && children.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
  });
}

/** The page as it arrives, its app held: the HTML's form, no app. */
async function openHeld(I: Visitor, path: string): Promise<{ release: () => Promise<void> }> {
  const app = await holdTheApp(I.page);
  await I.page.goto(localizePath(path, locale), { waitUntil: 'domcontentloaded' });
  return app;
}

/** A parent whose account is ready to log in (signed up and verified through the app). */
async function verifiedParent(): Promise<string> {
  const I = await Visitor.open(browser, locale);
  try {
    const email = uniqueEmail('early');
    await I.register(email, PASSWORD, 'Early parent');
    await I.seePath('/login');
    return email;
  } finally {
    await I.close();
  }
}

describe('a form used before the app runs (a slow phone)', () => {
  it.each([
    { path: '/login', label: 'E-mail', typed: 'not-an-address', error: 'Account has to be a valid email address' },
    { path: '/register', label: 'E-mail', typed: 'not-an-address', error: 'Account has to be a valid email address' },
  ])('$path: a field left before the app runs shows its error once it does, with what was typed', async ({ path, label, typed, error }) => {
    const I = await Visitor.open(browser, locale);
    try {
      const app = await openHeld(I, path);
      const field = I.page.getByLabel(I.t(label), { exact: true });
      await field.fill(typed);
      await field.blur();
      expect(await appRuns(I.page)).toBe(false);
      await app.release();
      await I.hydrated();
      await I.seeAlert(error);
      expect(await field.inputValue()).toBe(typed);
    } finally {
      await I.close();
    }
  });

  it('/login: the press waits visibly, no field reaches an address, and the login goes on when the app runs', async () => {
    const email = await verifiedParent();
    const I = await Visitor.open(browser, locale);
    const seen = watchAddresses(I.page);
    try {
      const app = await openHeld(I, '/login');
      await I.fill('E-mail', email);
      await I.fill('Password', PASSWORD);
      await I.press('Log in');
      const button = I.page.getByRole('button', { name: I.t('Log in'), exact: true });
      await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
      expect(await appRuns(I.page)).toBe(false);
      expect(I.page.url()).toBe(new URL(localizePath('/login', locale), I.page.url()).href);

      await app.release();
      // a new parent has no child yet: set-up mode, on the child settings (SPEC §4)
      await I.seePath('/set-up/child');
      expect(leaks(seen, [email, PASSWORD])).toEqual([]);
      // the browser never sent the form itself
      expect(seen.filter((line) => line.startsWith('POST ') && !new URL(line.slice(5)).pathname.startsWith('/api/'))).toEqual([]);
    } finally {
      await I.close();
    }
  });

  it('/register and the code page: the sign-up pressed before the app runs goes on, the code is checked, no field reaches an address', async () => {
    const email = uniqueEmail('early-signup');
    const I = await Visitor.open(browser, locale);
    const seen = watchAddresses(I.page);
    try {
      const app = await openHeld(I, '/register');
      await I.fill('E-mail', email);
      await I.fill('Password', PASSWORD);
      await I.fill('Confirm password', PASSWORD);
      await I.fill('Nickname', 'Early parent');
      await I.agreeToThePrivacyPolicy();
      await I.press('Sign up');
      const button = I.page.getByRole('button', { name: I.t('Sign up'), exact: true });
      await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
      expect(await appRuns(I.page)).toBe(false);

      await app.release();
      await I.seePath('/register-captcha');
      // the code page (the app draws it): a wrong code is refused, the right one verifies
      await I.fill('Verification code', '000000');
      await I.press('Verify');
      await I.seeAlert('The verification code is invalid or has expired');
      const code = await latestCode(email);
      await I.fill('Verification code', code);
      await I.press('Verify');
      await I.seePath('/login');
      expect(leaks(seen, [email, PASSWORD, code])).toEqual([]);
      expect(seen.filter((line) => line.startsWith('POST ') && !new URL(line.slice(5)).pathname.startsWith('/api/'))).toEqual([]);
    } finally {
      await I.close();
    }
  });

  it('/forget and the new-password page: drawn by the app only, they send nothing through an address', async () => {
    const email = await verifiedParent();
    const I = await Visitor.open(browser, locale);
    const seen = watchAddresses(I.page);
    try {
      const app = await openHeld(I, '/forget');
      // not prerendered: until the app runs there is no form to use
      expect(await I.page.getByRole('textbox').count()).toBe(0);
      await app.release();
      await I.hydrated();
      await I.fill('E-mail', email);
      await I.press('Send code');
      await I.seePath('/forget/captcha');
      const code = await latestCode(email);
      await I.fill('Verification code', code);
      await I.fill('New password', NEW_PASSWORD);
      await I.fill('Confirm password', NEW_PASSWORD);
      await I.press('Save new password');
      await I.seePath('/login');
      await I.seeText('Your password has been changed. Please log in with your new password.');
      expect(leaks(seen, [email, NEW_PASSWORD, code])).toEqual([]);
      expect(seen.filter((line) => line.startsWith('POST ') && !new URL(line.slice(5)).pathname.startsWith('/api/'))).toEqual([]);
    } finally {
      await I.close();
    }
  });
});
