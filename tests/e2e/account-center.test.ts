import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_REMIT_POINTS } from '../../machines/rules/remittance';
import { Visitor, connectBrowser, uniqueEmail } from './support';

/**
 * The account center in a real browser at 375 px (SPEC §2 account center and its modals, §5
 * change password and account deletion, §8 messages): a parent passes the gate, sees the
 * referral code and copies it, opens point records and transaction records, changes the
 * password and logs in with the new one, is refused a remittance under 2000 points, and
 * deletes the account (a wrong password first: 'Incorrect Password').
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

/** Nothing scrolls sideways at this width. */
async function fitsTheScreen(I: Visitor): Promise<void> {
  const overflow = await I.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** From home through the settings link and the parent gate to the account center. */
async function openAccountCenter(I: Visitor): Promise<void> {
  await I.seePath('/home');
  await I.press('For parents');
  await I.passTheParentGate();
  await I.seePath('/set-up');
  await I.follow('Account center');
  await I.seePath('/set-up/account');
  await I.seeHeading('Account center');
}

describe.each(['zh-Hant', 'en'] as const)('a parent in the account center (%s, 375 px)', (locale) => {
  it('copies the referral code, reads the records, changes the password, is refused a transfer and deletes the account', async () => {
    const I = await Visitor.open(browser, locale);
    await I.page.setViewportSize({ width: 375, height: 812 });
    try {
      const email = uniqueEmail(`account-${locale}`);
      await I.register(email, 'Secret123', `Parent ${locale}`);
      await I.seePath('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/set-up/child');
      await I.haveAChild('Xiaoming');
      await I.visit('/home');
      await openAccountCenter(I);
      await fitsTheScreen(I);

      // the referral code, copied
      const code = (await I.page.locator('.referral-code-value').first().textContent())?.trim() ?? '';
      expect(code).toMatch(/^\S{4,}$/);
      await I.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(I.page.url()).origin });
      await I.page.getByRole('button', { name: I.t('Copy the referral code {0}', { 0: code }), exact: true }).click();
      await I.seeText('Copied! Paste it in a message to your friend.');
      expect(await I.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await I.press('How referral works');
      const description = I.page.getByRole('dialog', { name: I.t('How referral works') });
      await description.getByText(I.t('Your friend enters it when signing up, and gets 50 points right away.')).waitFor();
      await fitsTheScreen(I);
      await description.getByRole('button', { name: I.t('Close'), exact: true }).click();

      // the share modal: the code by e-mail (a mailto link) or the device's share sheet
      await I.press('Share');
      const share = I.page.getByRole('dialog', { name: I.t('Share your referral code') });
      await share.waitFor();
      const mail = await share.getByRole('link', { name: I.t('E-mail') }).getAttribute('href');
      expect(mail).toMatch(/^mailto:\?subject=/);
      expect(decodeURIComponent(mail!)).toContain(code);
      await fitsTheScreen(I);
      await share.getByRole('button', { name: I.t('Close'), exact: true }).click();

      // the records: nothing yet for a new parent
      await I.press('Points history');
      const points = I.page.getByRole('dialog', { name: I.t('Points history') });
      await points.getByText(I.t('Nothing here yet.')).waitFor();
      await fitsTheScreen(I);
      await points.getByRole('button', { name: I.t('Close'), exact: true }).click();
      await I.press('Purchase history');
      const purchases = I.page.getByRole('dialog', { name: I.t('Purchase history') });
      await purchases.getByText(I.t('Nothing here yet.')).waitFor();
      await purchases.getByRole('button', { name: I.t('Close'), exact: true }).click();

      // a transfer under 2000 points is refused before any field shows
      await I.press('Transfer points');
      const transfer = I.page.getByRole('dialog', { name: I.t('Transfer points') });
      await transfer
        .getByText(
          I.t(
            'Points can be transferred to a bank account from {minimum} points on. You have {points} points that can be transferred: {short} more to go. Gift points and test purchases can be used in the store, never transferred.',
            {
            minimum: MIN_REMIT_POINTS.toLocaleString(locale),
            points: '0',
            short: MIN_REMIT_POINTS.toLocaleString(locale),
          }),
        )
        .waitFor();
      expect(await transfer.getByLabel(I.t('Bank name')).count()).toBe(0);
      await fitsTheScreen(I);
      await transfer.getByRole('button', { name: I.t('OK'), exact: true }).click();

      // a new password, then a login with it
      await I.press('Change password');
      const password = I.page.getByRole('dialog', { name: I.t('Change password') });
      await password.getByLabel(I.t('Old password'), { exact: true }).fill('Wrong1234');
      await password.getByLabel(I.t('New password'), { exact: true }).fill('Bamboo456');
      await password.getByLabel(I.t('Confirm the new password'), { exact: true }).fill('Bamboo456');
      await password.getByRole('button', { name: I.t('Change password'), exact: true }).click();
      await password.getByRole('alert').filter({ hasText: I.t('The old password is incorrect') }).waitFor();
      await password.getByLabel(I.t('Old password'), { exact: true }).fill('Secret123');
      await password.getByRole('button', { name: I.t('Change password'), exact: true }).click();
      await password.getByText(I.t('Your password has been changed. Use the new one next time you log in.')).waitFor();
      await password.getByRole('button', { name: I.t('OK'), exact: true }).click();
      await I.logOut();
      await I.seePath('/login');
      await I.logIn(email, 'Bamboo456');
      await openAccountCenter(I);

      // the account goes: a wrong password first
      await I.press('Delete account');
      const deletion = I.page.getByRole('dialog', { name: I.t('Delete account') });
      await deletion.getByRole('radio', { name: I.t('We no longer use it'), exact: true }).check();
      for (const box of await deletion.getByRole('checkbox').all()) await box.check();
      await deletion.getByLabel(I.t('Password'), { exact: true }).fill('Secret123');
      await fitsTheScreen(I);
      await deletion.getByRole('button', { name: I.t('Delete account'), exact: true }).click();
      await deletion.getByRole('alert').filter({ hasText: I.t('Incorrect Password') }).waitFor();
      await deletion.getByLabel(I.t('Password'), { exact: true }).fill('Bamboo456');
      await deletion.getByRole('button', { name: I.t('Delete account'), exact: true }).click();
      await deletion.getByText(I.t('Account Deleted'), { exact: true }).waitFor();
      await deletion.getByRole('button', { name: I.t('OK'), exact: true }).click();
      await I.seePath('/');
      // signed out: the app does not open, and the old login is gone
      await I.visit('/home');
      await I.seePath('/');
      await I.visit('/login');
      await I.logIn(email, 'Bamboo456');
      await I.seeAlert('Email or password incorrect');
    } finally {
      await I.close();
    }
  });
});

describe('the interface language of the account (zh-Hant → en, 375 px)', () => {
  it('switches the app to English when the parent saves English, as the language switcher does', async () => {
    const I = await Visitor.open(browser, 'zh-Hant');
    await I.page.setViewportSize({ width: 375, height: 812 });
    try {
      const email = uniqueEmail('account-language');
      await I.register(email, 'Secret123', 'Parent language');
      await I.seePath('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/set-up/child');
      await I.haveAChild('Xiaoming');
      await I.visit('/home');
      await openAccountCenter(I);
      await I.page.getByRole('radio', { name: 'English', exact: true }).check();
      await I.press('Save');
      await expect.poll(() => new URL(I.page.url()).pathname, { timeout: 20_000 }).toBe('/en/set-up/account');
      await expect
        .poll(() => I.page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 20_000 })
        .toBe('Account center');
      expect(await I.htmlLang()).toBe('en');
      await I.page.getByText('Saved.', { exact: true }).waitFor();
      // the member keeps it: English after a fresh load of home
      await I.page.goto('/en/home');
      await expect.poll(() => new URL(I.page.url()).pathname, { timeout: 20_000 }).toBe('/en/home');
    } finally {
      await I.close();
    }
  });
});
