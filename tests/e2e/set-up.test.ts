import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, connectBrowser, uniqueEmail, expectNoSeriousA11yViolations } from './support';

/**
 * The set-up area on a phone (375 px), issue 9: a parent passes the gate, sets the learning
 * settings (a study-time limit, zhuyin, a new number of lessons per day through the reset
 * warning), adds children (one with an avatar), edits one, makes another the current child
 * and removes one after the confirmation; then sees the current child's own reading (issue 28:
 * Lili started with the parent's pinyin, Xiaoming's zhuyin is his) on an explanation and the
 * children's avatars at home. Nothing scrolls sideways.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(-6)
      .map((el) => `${el.tagName}.${el.className}`),
  }));
  expect(scrollWidth, `the page scrolls sideways: ${wide.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}


/** The member's settings as the server has them, read with the page's login. */
async function serverSettings(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('User-Auth-Token');
    const self = (await (await fetch('/api/member/self', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { id: number; setting: Record<string, unknown>; child: { name: string; is_default: number; setting?: Record<string, unknown> }[] };
    };
    return self.data;
  });
}

/** Starts from pinyin (a parent who chose it before), through the API with the page's login. */
async function usePinyin(page: Page) {
  const { id } = await serverSettings(page);
  const code = await page.evaluate(async (memberId) => {
    const token = localStorage.getItem('User-Auth-Token');
    const res = await fetch(`/api/members/${memberId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phonetic_symbol: 'rom' }),
    });
    return ((await res.json()) as { status: { code: string } }).status.code;
  }, id);
  expect(code).toBe('1');
}

describe.each(['zh-Hant', 'en'] as const)('the set-up area in %s at 375 px', (locale) => {
  it('sets the learning settings and manages the children behind the parent gate', async () => {
    const I = await Visitor.open(browser, locale);
    const { page } = I;
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      const email = uniqueEmail(`setup-${locale}`);
      await I.register(email, 'Secret123', `Parent ${locale}`);
      await I.seePath('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/set-up/child');
      // the parent chose pinyin before: a new child starts with the parent's settings (issue 28)
      await usePinyin(page);
      await I.addChild({ nickname: 'Xiaoming', gender: 'Boy', birthday: '2018-05-01' });
      await I.seeCurrentChildInSettings('Xiaoming');

      // home → settings → the gate → learning settings
      await I.visit('/home');
      await I.seePath('/home');
      await I.press('For parents');
      await I.passTheParentGate();
      await I.seePath('/set-up');
      await I.seeHeading('Learning settings');
      await page.getByRole('radio', { name: I.t('Pinyin'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByRole('radio', { name: I.t('Pinyin'), exact: true }).isChecked()).toBe(true);

      await page.getByRole('radio', { name: I.t('Zhuyin'), exact: true }).check();
      await I.fill('Study time limit (minutes)', '15');
      await page.getByLabel(I.t('Lessons per day'), { exact: true }).selectOption('3');
      await fitsTheScreen(page);
      await expectNoSeriousA11yViolations(page, 'learning settings');
      await I.press('Save');
      // the warning first; nothing saved until the parent accepts
      const warning = page.getByRole('dialog', { name: I.t('Change the lessons per day?') });
      await warning.waitFor({ state: 'visible', timeout: 20_000 });
      expect((await serverSettings(page)).setting).toMatchObject({ phonetic_symbol: 'rom', study_time_limit: 0, daily_task_times: 1 });
      await warning.getByRole('button', { name: I.t('Reset and save'), exact: true }).click();
      await I.seeText('Your settings are saved.');
      // zhuyin is Xiaoming's own (issue 28); the study time and lessons per day the whole family's
      expect((await serverSettings(page)).setting).toMatchObject({ phonetic_symbol: 'rom', study_time_limit: 15, daily_task_times: 3 });
      expect((await serverSettings(page)).child[0]?.setting).toMatchObject({ phonetic_symbol: 'phonetic' });

      // child settings: a second child with an avatar, a third one, edited, made current, removed
      await I.follow('Child settings');
      await I.seePath('/set-up/child');
      await I.addChild({
        nickname: 'Lili',
        gender: 'Girl',
        birthday: '2019-02-03',
        avatar: { name: 'lili.png', mimeType: 'image/png', buffer: PNG },
      });
      await I.seeText('{name} was added.', { name: 'Lili' });
      const liliAvatar = page.locator('li').filter({ has: I.childRadio('Lili') }).locator('img');
      await liliAvatar.waitFor({ state: 'visible', timeout: 20_000 });
      await I.addChild({ nickname: 'Bao', gender: 'Boy', birthday: '2020-06-07' });
      await I.seeText('{name} was added.', { name: 'Bao' });

      await page.getByRole('button', { name: I.t('Edit {name}', { name: 'Bao' }), exact: true }).click();
      const editForm = page.getByRole('region', { name: I.t('Edit {name}', { name: 'Bao' }), exact: true });
      await editForm.getByLabel(I.t('Nickname'), { exact: true }).fill('Baobao');
      await editForm.getByRole('button', { name: I.t('Save'), exact: true }).click();
      await I.seeText("{name}'s profile was saved.", { name: 'Baobao' });
      await I.childRadio('Baobao').waitFor({ state: 'visible', timeout: 20_000 });

      await I.chooseCurrentChild('Lili');
      await I.seeCurrentChildInSettings('Lili');

      await page.getByRole('button', { name: I.t('Edit {name}', { name: 'Baobao' }), exact: true }).click();
      await page.getByRole('button', { name: I.t('Remove {name}', { name: 'Baobao' }), exact: true }).click();
      const removal = page.getByRole('dialog', { name: I.t('Remove {name}?', { name: 'Baobao' }) });
      await removal.waitFor({ state: 'visible', timeout: 20_000 });
      await fitsTheScreen(page);
      await expectNoSeriousA11yViolations(page, 'the removal dialog');
      await removal.getByRole('button', { name: I.t('Yes, remove {name}', { name: 'Baobao' }), exact: true }).click();
      await I.seeText('{name} was removed.', { name: 'Baobao' });
      await expect.poll(() => I.childRadio('Baobao').count(), { timeout: 20_000 }).toBe(0);
      await I.seeCurrentChildInSettings('Lili');
      expect((await serverSettings(page)).child.map((c) => [c.name, c.is_default])).toEqual([['Xiaoming', 0], ['Lili', 1]]);
      await fitsTheScreen(page);
      await expectNoSeriousA11yViolations(page, 'child settings');

      // Lili, the current child, started with the parent's pinyin (Xiaoming has zhuyin, his own)
      await I.visit('/explaining/1');
      const title = page.getByRole('heading', { level: 1 });
      await expect.poll(() => title.textContent().catch(() => ''), { timeout: 20_000 }).toContain('rén');
      expect(await title.textContent()).not.toContain('ㄖㄣˊ');

      // home: the children's avatars, Lili the current child
      await I.visit('/home');
      await I.seeCurrentChildAtHome('Lili');
      const avatars = page.getByRole('list', { name: I.t('Children'), exact: true });
      await avatars.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await avatars.getByRole('listitem').allTextContents()).toEqual(['Xiaoming', `Lili${I.t('(current child)')}`]);
      await fitsTheScreen(page);
    } finally {
      await I.close();
    }
  });
});
