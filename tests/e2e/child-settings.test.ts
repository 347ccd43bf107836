import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, connectBrowser, expectNoSeriousA11yViolations, uniqueEmail } from './support';

/**
 * Siblings differ (issue 28 §4) on a phone (375 px): a parent with two children sets the second
 * child's learning settings on the learning settings tab (it says whose, with the child's avatar
 * and name; choosing a child there makes it the current one) to the mainland's script with
 * pinyin, while the first keeps Taiwan's with zhuyin. The same word's explanation (word 4,
 * 我們 / 我们) then shows each child their own script and reading, and switching the current
 * child (on the tab, and on the child settings page) switches it.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

/** Word 4: its second character differs between the scripts (the reading may sit between the characters). */
const WORD = { id: 4, tw: '們', twReading: 'ㄨㄛˇ', cn: '们', cnReading: 'wǒ' };

async function fitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** The children's own settings as the server has them, read with the page's login. */
async function serverChildren(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('User-Auth-Token');
    const self = (await (await fetch('/api/member/self', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { setting: Record<string, unknown>; child: { name: string; is_default: number; setting: Record<string, unknown> }[] };
    };
    return self.data;
  });
}

/** The parent's own settings (the ones a new child starts with), through the API with the page's login. */
async function parentChooses(page: Page, setting: Record<string, string>) {
  const code = await page.evaluate(async (changes) => {
    const token = localStorage.getItem('User-Auth-Token');
    const self = (await (await fetch('/api/member/self', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { id: number } };
    const res = await fetch(`/api/members/${self.data.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(changes),
    });
    return ((await res.json()) as { status: { code: string } }).status.code;
  }, setting);
  expect(code).toBe('1');
}

/** The explanation's word (its heading, with the reading beside or above each character), once loaded. */
async function explanationOf(I: Visitor): Promise<string> {
  await I.visit(`/explaining/${WORD.id}`);
  const title = I.page.getByRole('heading', { level: 1 });
  let text = '';
  await expect
    .poll(async () => (text = (await title.textContent({ timeout: 1_000 }).catch(() => '')) ?? ''), { timeout: 20_000 })
    .toMatch(/[們们]/);
  return text;
}

/** Home → the header's way to the parent's area → the parent gate → the learning settings tab, as a parent gets there. */
async function openLearningSettings(I: Visitor): Promise<void> {
  await I.visit('/home');
  await I.press('For parents');
  await I.passTheParentGate();
  await I.seePath('/set-up');
}

/** The learning settings tab shows this child's settings (avatar and name), and whether each child's button is pressed. */
async function seeSettingsOf(I: Visitor, name: string): Promise<void> {
  const whose = I.page.getByRole('region', { name: I.t('Whose settings'), exact: true });
  await whose.getByText(I.t('Settings of {name}', { name }), { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
  await expect
    .poll(() => whose.getByRole('button', { name, exact: true }).getAttribute('aria-pressed', { timeout: 1_000 }), { timeout: 20_000 })
    .toBe('true');
}

describe.each(['zh-Hant', 'en'] as const)('two children of one parent in %s at 375 px', (locale) => {
  it("see the same word in their own script and reading; switching the current child switches it", async () => {
    const I = await Visitor.open(browser, locale);
    const { page } = I;
    try {
      await page.setViewportSize({ width: 375, height: 667 });
      const email = uniqueEmail(`siblings-${locale}`);
      await I.register(email, 'Secret123', `Parent ${locale}`);
      await I.seePath('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/set-up/child');
      // a Taiwanese parent: Taiwan's script with zhuyin, what each new child starts with
      await parentChooses(page, { language: 'tw', phonetic_symbol: 'phonetic' });
      await I.haveAChild('Ming');
      await I.haveAChild('Lan');

      // Ming (the first, current child) starts with the parent's settings: Taiwan's script with zhuyin
      const ming = await explanationOf(I);
      expect(ming).toContain(WORD.tw);
      expect(ming).toContain(WORD.twReading);

      // the learning settings, behind the parent gate: Ming's first, then Lan's
      await openLearningSettings(I);
      await seeSettingsOf(I, 'Ming');
      const lanButton = page.getByRole('region', { name: I.t('Whose settings'), exact: true }).getByRole('button', { name: 'Lan', exact: true });
      const box = await lanButton.boundingBox();
      expect(box?.height ?? 0, 'a child button is a 44 px target').toBeGreaterThanOrEqual(44);
      await lanButton.click();
      await seeSettingsOf(I, 'Lan');
      await page.getByRole('radio', { name: I.t('Simplified (mainland China)'), exact: true }).check();
      await page.getByRole('radio', { name: I.t('Pinyin'), exact: true }).check();
      // with a change unsaved, no other child can be chosen (it would lose the change)
      await expect
        .poll(() => page.getByRole('region', { name: I.t('Whose settings'), exact: true }).getByRole('button', { name: 'Ming', exact: true }).isDisabled(), {
          timeout: 20_000,
        })
        .toBe(true);
      await I.seeText('Save or undo your changes before choosing another child.');
      await fitsTheScreen(page);
      await expectNoSeriousA11yViolations(page, 'learning settings of a child');
      await I.press('Save');
      await I.seeText('Your settings are saved.');

      // only Lan's changed; Lan is the current child now
      const saved = await serverChildren(page);
      expect(saved.child.map((c) => [c.name, c.is_default, c.setting.language, c.setting.phonetic_symbol])).toEqual([
        ['Ming', 0, 'tw', 'phonetic'],
        ['Lan', 1, 'cn', 'rom'],
      ]);
      expect(saved.setting, "the parent's settings (a new child's) did not change").toMatchObject({ language: 'tw', phonetic_symbol: 'phonetic' });

      // Lan sees the mainland's script with pinyin
      const lan = await explanationOf(I);
      expect(lan).toContain(WORD.cn);
      expect(lan).toContain(WORD.cnReading);
      expect(lan).not.toContain(WORD.twReading);
      expect(lan).not.toContain(WORD.tw);
      await fitsTheScreen(page);

      // switching back to Ming on the tab switches the explanation back
      await openLearningSettings(I);
      await seeSettingsOf(I, 'Lan');
      await page.getByRole('region', { name: I.t('Whose settings'), exact: true }).getByRole('button', { name: 'Ming', exact: true }).click();
      await seeSettingsOf(I, 'Ming');
      expect(await page.getByRole('radio', { name: I.t('Zhuyin'), exact: true }).isChecked()).toBe(true);
      await expect.poll(async () => (await serverChildren(page)).child.map((c) => c.is_default), { timeout: 20_000 }).toEqual([1, 0]);
      const mingAgain = await explanationOf(I);
      expect(mingAgain).toContain(WORD.tw);
      expect(mingAgain).toContain(WORD.twReading);

      // and so does choosing the current child on the child settings page
      await openLearningSettings(I);
      await I.follow('Child settings');
      await I.seePath('/set-up/child');
      await I.chooseCurrentChild('Lan');
      await I.seeCurrentChildInSettings('Lan');
      const lanAgain = await explanationOf(I);
      expect(lanAgain).toContain(WORD.cn);
      expect(lanAgain).toContain(WORD.cnReading);
    } finally {
      await I.close();
    }
  }, 180_000);
});
