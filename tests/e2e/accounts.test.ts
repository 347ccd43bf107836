import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, Visitor, connectBrowser, latestCode, uniqueEmail } from './support';

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

describe.each(LANGUAGES)('a parent using the app in $locale', ({ locale, lang }) => {
  it('signs up, verifies the e-mail with the mailed code, logs in and logs out', async () => {
    const I = await Visitor.open(browser, locale);
    try {
      const email = uniqueEmail(locale);
      await I.register(email, 'Secret123', `Parent ${locale}`);

      // verified: the login page greets the new parent with the success message of SPEC §8
      await I.seePath('/login');
      await I.seeText('You have successfully registered! Please login and create a profile for the kids!');
      expect(await I.htmlLang()).toBe(lang);

      await I.logIn(email, 'Secret123');
      // a brand-new parent has no child yet: set-up mode, on the child settings (SPEC §4)
      await I.seePath('/set-up/child');
      await I.haveAChild('Xiaoming');
      await I.visit('/home');
      await I.seePath('/home');
      // home speaks to the child; log out is the parent's, behind the parent gate
      await I.seeCurrentChildAtHome('Xiaoming');

      await I.logOut();
      await I.seePath('/login');
      // signed out for real: a protected page sends the visitor to the root (SPEC §4)
      await I.visit('/home');
      await I.seePath('/');
    } finally {
      await I.close();
    }
  });

  it('validates the login form eagerly with the messages of SPEC §5', async () => {
    const I = await Visitor.open(browser, locale);
    try {
      await I.visit('/login');
      await I.fill('E-mail', 'not-an-address');
      await I.leave('E-mail');
      await I.seeAlert('Account has to be a valid email address');
      await I.fill('Password', 'short');
      await I.leave('Password');
      await I.seeAlert('Must contain at least 8 characters');
      await I.fill('Password', 'much-too-long-password');
      await I.seeAlert('Maximum 12 characters');
      await I.fill('Password', '');
      await I.seeAlert('Must fill in');
    } finally {
      await I.close();
    }
  });

  it('shows the 404 page for an unknown address, with a way back home', async () => {
    const I = await Visitor.open(browser, locale);
    try {
      await I.visit('/no-such-page');
      await I.seeText('This page could not be found');
      await I.seeLiteral('404');
      await I.follow('Back to home');
      await I.seePath('/');
    } finally {
      await I.close();
    }
  });
});

describe('account details that a parent meets once', () => {
  it('refuses a wrong password with the server message in the page language', async () => {
    const I = await Visitor.open(browser, 'zh-Hant');
    try {
      await I.visit('/login');
      await I.logIn('demo@hanzihouse.app', 'Wrong12345');
      await I.seeAlert('Email or password incorrect');
      await I.seePath('/login');
    } finally {
      await I.close();
    }
  });

  it('warns against Hotmail and Outlook addresses when signing up', async () => {
    const I = await Visitor.open(browser, 'en');
    try {
      await I.visit('/register');
      await I.seeText('Please do not use a Hotmail or Outlook address: our e-mails may not reach it.');
      await I.fill('E-mail', 'kid.parent@hotmail.com');
      await I.seeText('Mail to Hotmail and Outlook addresses may not arrive. Please use another address.');
    } finally {
      await I.close();
    }
  });

  it('refuses a second account with the same e-mail', async () => {
    const I = await Visitor.open(browser, 'zh-Hans');
    try {
      await I.visit('/register');
      await I.fill('E-mail', 'demo@hanzihouse.app');
      await I.fill('Password', 'Secret123');
      await I.fill('Confirm password', 'Secret123');
      await I.fill('Nickname', 'Copycat');
      await I.agreeToThePrivacyPolicy();
      await I.press('Sign up');
      await I.seeAlert('This e-mail has been registered');
      await I.seePath('/register');
    } finally {
      await I.close();
    }
  });

  it('resets a forgotten password with the mailed code, then logs in with the new one', async () => {
    const I = await Visitor.open(browser, 'en');
    try {
      const email = uniqueEmail('reset');
      await I.register(email, 'OldSecret1', 'Forgetful');
      await I.seePath('/login');

      await I.follow('Forgot password?');
      await I.seePath('/forget');
      await I.fill('E-mail', email);
      await I.press('Send code');
      await I.seePath('/forget/captcha');
      await I.fill('Verification code', await latestCode(email));
      await I.fill('New password', 'NewSecret2');
      await I.fill('Confirm password', 'NewSecret2');
      await I.press('Save new password');

      await I.seePath('/login');
      await I.logIn(email, 'NewSecret2');
      // signed in: a new parent without a child goes on to the child settings
      await I.seePath('/set-up/child');
    } finally {
      await I.close();
    }
  });

  it('sends a visitor who opens a protected page to the root of that language', async () => {
    const I = await Visitor.open(browser, 'zh-Hans');
    try {
      await I.visit('/home');
      await I.seePath('/');
      await I.seeHeading('Welcome to Hanzi House');
    } finally {
      await I.close();
    }
  });
});
