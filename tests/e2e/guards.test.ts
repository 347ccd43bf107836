import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { demoAccount, Visitor, connectBrowser, uniqueEmail } from './support';

/**
 * The route guards of SPEC §4 in a real browser, against the real server: the route
 * guard (machines/shell/routeGuard.machine.ts) decides, the app redirects. The demo parent (seeded) is verified and has a child.
 */
let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

describe('the landing page', () => {
  it('offers a visitor log in and sign up, and lets a member enter', async () => {
    const I = await Visitor.open(browser, 'en');
    try {
      await I.visit('/');
      await I.follow('Sign up');
      await I.seePath('/register');
      await I.visit('/');
      await I.follow('Log in');
      await I.seePath('/login');
      await I.logIn(demoAccount().email, demoAccount().password);
      await I.seePath('/home');
      await I.visit('/');
      await I.follow('Enter');
      await I.seePath('/home');
    } finally {
      await I.close();
    }
  });
});

describe('route guards', () => {
  it('sends a signed-in parent who opens /set-up directly to /home', async () => {
    const I = await Visitor.open(browser, 'en');
    try {
      await I.visit('/login');
      await I.logIn(demoAccount().email, demoAccount().password);
      await I.seePath('/home');
      await I.visit('/set-up');
      await I.seePath('/home');
      await I.page.getByRole('button', { name: I.t('For parents'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
    } finally {
      await I.close();
    }
  });

  it('opens /set-up once the parent passes the gate behind the parents\' button, and locks it on leaving', async () => {
    const I = await Visitor.open(browser, 'zh-Hant');
    try {
      await I.visit('/login');
      await I.logIn(demoAccount().email, demoAccount().password);
      await I.seePath('/home');
      await I.press('For parents');
      await I.passTheParentGate();
      await I.seePath('/set-up');
      await I.seeHeading('Learning settings');

      await I.follow('Account center');
      await I.seePath('/set-up/account');
      // leaving the set-up pages clears the flag: coming back needs the gate again
      await I.page.goBack();
      await I.seePath('/set-up');
      await I.page.goBack();
      await I.seePath('/home');
      await I.page.goForward();
      await I.seePath('/home');
    } finally {
      await I.close();
    }
  });

  it('keeps a brand-new verified parent without a child on /set-up/child', async () => {
    const I = await Visitor.open(browser, 'zh-Hans');
    try {
      const email = uniqueEmail('nochild');
      await I.register(email, 'Secret123', 'New parent');
      await I.seePath('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/set-up/child');
      await I.visit('/task');
      await I.seePath('/set-up/child');
    } finally {
      await I.close();
    }
  });

  it('sends a parent whose e-mail is not verified to /register-captcha', async () => {
    const I = await Visitor.open(browser, 'en');
    try {
      const email = uniqueEmail('unverified');
      await I.signUp(email, 'Secret123', 'Unverified parent');
      await I.visit('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/register-captcha');
      await I.visit('/home');
      await I.seePath('/register-captcha');
    } finally {
      await I.close();
    }
  });
});
