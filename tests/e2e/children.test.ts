import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, connectBrowser, uniqueEmail } from './support';

/**
 * A new parent is never stuck: after the first login the app opens the child settings
 * (set-up mode, SPEC §4); the parent adds a child through the form (SPEC §2 "Child set-up
 * page", §7 POST children, multipart with an avatar), can then go home, where the child is
 * the current child, and can log out from the header on every screen.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function newParent(I: Visitor, tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  await I.register(email, 'Secret123', `Parent ${tag}`);
  await I.seePath('/login');
  await I.logIn(email, 'Secret123');
  // no child yet: set-up mode, on the child settings, with the form open
  await I.seePath('/set-up/child');
  await I.seeHeading('Child settings');
  await I.seeText('Welcome! Add your child to start learning.');
}

describe.each(['zh-Hant', 'en'] as const)('a new parent in %s', (locale) => {
  it('adds the first child with an avatar, goes home with it as the current child, and logs out', async () => {
    const I = await Visitor.open(browser, locale);
    try {
      await newParent(I, `child-${locale}`);

      await I.addChild({
        nickname: 'Xiaoming',
        gender: 'Boy',
        birthday: '2018-05-01',
        avatar: { name: 'xiaoming.png', mimeType: 'image/png', buffer: PNG },
      });
      await I.seeText('{name} was added.', { name: 'Xiaoming' });
      await I.seeCurrentChildInSettings('Xiaoming');
      // the avatar went up and comes back as a picture: re-encoded to the 256×256 square, and
      // shown to its owner because the <img> request carries the User-Auth-Token cookie
      const avatar = I.page.locator('li').filter({ has: I.childRadio('Xiaoming') }).locator('img');
      await avatar.waitFor({ state: 'visible', timeout: 20_000 });
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth, undefined, { timeout: 1_000 }), {
          timeout: 20_000,
        })
        .toBe(256);

      // set-up mode is over: home opens and lists the child as the current child
      await I.follow('Start learning');
      await I.seePath('/home');
      await I.seeLiteral('Xiaoming');
      await I.seeCurrentChildAtHome('Xiaoming');

      // and it stays so after a fresh page load (the member comes from the server again)
      await I.visit('/home');
      await I.seePath('/home');
      await I.seeCurrentChildAtHome('Xiaoming');

      await I.logOut();
      await I.seePath('/login');
      await I.visit('/home');
      await I.seePath('/');
    } finally {
      await I.close();
    }
  });
});

describe('a parent with two children (zh-Hans)', () => {
  it("sees the server refuse a file that is not a picture, adds a second child and makes it the current child", async () => {
    const I = await Visitor.open(browser, 'zh-Hans');
    try {
      await newParent(I, 'two-children');
      await I.addChild({ nickname: '小明', gender: 'Boy', birthday: '2018-05-01' });
      await I.seeCurrentChildInSettings('小明');
      // still on the set-up page and able to log out from its header
      await I.page.getByRole('banner').getByRole('button', { name: I.t('Log out'), exact: true }).waitFor();

      // a text file dressed as a PNG: the server checks the bytes, the page says so on the field
      await I.addChild({
        nickname: '丽丽',
        gender: 'Girl',
        birthday: '2020-02-02',
        avatar: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
      });
      await I.seeAlert('The avatar must be a PNG, JPEG, GIF or WebP image');
      const avatarField = I.page.getByLabel(I.t('Avatar (optional)'), { exact: true });
      expect(await avatarField.getAttribute('aria-invalid')).toBe('true');

      // without the file it goes through; the first child stays the current one
      await avatarField.setInputFiles([]);
      await I.press('Save');
      await I.seeText('{name} was added.', { name: '丽丽' });
      await I.seeCurrentChildInSettings('小明');
      expect(await I.childRadio('丽丽').isChecked({ timeout: 20_000 })).toBe(false);

      await I.chooseCurrentChild('丽丽');
      await I.seeCurrentChildInSettings('丽丽');
      expect(await I.childRadio('小明').isChecked({ timeout: 20_000 })).toBe(false);

      await I.follow('Start learning');
      await I.seePath('/home');
      await I.seeCurrentChildAtHome('丽丽');
    } finally {
      await I.close();
    }
  });
});
