import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/locales';
import { call } from './battle.page';
import { ChallengePlayer, lessonChallenge } from './challenge.page';
import { Visitor, baseURL, connectBrowser, LONG_FLOW_TIMEOUT_MS, pauseClock, uniqueEmail } from './support';

/**
 * Children's privacy (issue 10): a whole session at 375 px, with EVERY request the browser makes
 * for the app recorded (each page and frame of the context, service workers and WebSockets too),
 * asks nothing of anyone but the app's own origin: no CDN, no outside font, image, analytics or
 * video. A parent signs up and logs in through the pages and adds a child (with an avatar)
 * through the child settings form; then the child goes through every screen: home, the lesson
 * track, a word's explanation, the story (its text, and its video played to the end), the
 * lesson's challenge (a word guessed and written stroke by stroke), the words house, the battle,
 * the daily task, the personal page, the sticker collection, the picture books (shelf and
 * reader), the paints (list and one painting), the store with a purchase behind the parent gate
 * to the sandbox payment page, and the set-up tabs behind the gate.
 *
 * Allowed besides the app's origin: `data:` and `blob:` URLs (made in the page, nothing leaves
 * the device); the test prints which it saw. Neither the child's name nor the parent's e-mail
 * appears in any request's URL (they travel only in request bodies, to our own API).
 */

/** A name that appears nowhere else, so a URL that holds it is this child's. */
const CHILD = 'Tingting';
const PASSWORD = 'Secret123';
const START = new Date('2026-11-23T09:00:00Z');
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Schemes that never leave the device. */
const LOCAL_SCHEMES = ['data:', 'blob:'];

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page has asked for everything it wanted (no request for a moment). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
}

describe('children’s privacy', () => {
  it('a parent and a child through every screen at 375 px: every request goes to the app’s own origin', { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
    const started = Date.now();
    const origin = new URL(baseURL()).origin;
    const requests: { url: string; kind: string }[] = [];
    const I = await Visitor.open(browser, 'zh-Hant', { viewport: { width: 375, height: 740 } });
    const { page, context } = I;
    context.on('request', (request) => requests.push({ url: request.url(), kind: request.resourceType() }));
    context.on('serviceworker', (worker) => requests.push({ url: worker.url(), kind: 'service worker' }));
    context.on('page', (other) => other.on('websocket', (socket) => requests.push({ url: socket.url(), kind: 'websocket' })));
    page.on('websocket', (socket) => requests.push({ url: socket.url(), kind: 'websocket' }));
    const email = uniqueEmail('privacy');
    const at = (path: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000, message: `on ${path}` }).toBe(localizePath(path, I.locale));

    try {
      await page.clock.install({ time: START });

      // the parent: the landing page, sign-up with the mailed code, log in, a child with an avatar
      await I.visit('/');
      await settled(page);
      await I.register(email, PASSWORD, 'Parent');
      await I.seePath('/login');
      await I.logIn(email, PASSWORD);
      await I.seePath('/set-up/child');
      await I.addChild({ nickname: CHILD, gender: 'Girl', birthday: '2018-05-01', avatar: { name: 'me.png', mimeType: 'image/png', buffer: PNG } });
      await I.seeCurrentChildInSettings(CHILD);
      await page.locator('li').filter({ has: I.childRadio(CHILD) }).locator('img').waitFor({ state: 'visible', timeout: 20_000 });
      const token = (await page.evaluate(() => localStorage.getItem('User-Auth-Token')))!;
      const self = await call<{ id: number; child: { id: number }[] }>('GET', '/member/self', { token });
      const childId = self.child[0]!.id;
      await call('PUT', `/members/${self.id}`, { token, json: { write_number: 1, write_hint: 1, eng_spell_hint: 0, child_id: childId } });
      const { input, strokes } = await lessonChallenge({ token, childId }, { write_number: 1, write_hint: 1, eng_spell_hint: 0 });

      // home, with the child and the avatar
      await I.visit('/home');
      await I.seeCurrentChildAtHome(CHILD);
      await settled(page);

      // the lesson track, a word's explanation, back, the story: its text and its video to the end
      await I.visit('/lesson/1');
      const current = page.locator('li.lesson-stop[aria-current="step"]');
      const boxes = current.getByRole('list', { name: I.t('Words'), exact: true }).getByRole('listitem');
      await boxes.first().waitFor({ timeout: 20_000 });
      await boxes.first().getByRole('link').click();
      await at('/explaining/1');
      await page.locator('.stroke-order-box svg').first().waitFor({ state: 'visible', timeout: 20_000 });
      await settled(page);
      await page.getByRole('button', { name: I.t('Back'), exact: true }).click();
      await at('/lesson/1');
      // sound off for the story: muted, it moves on the fake clock alone (the recordings take real time)
      await page.getByRole('button', { name: I.t('Mute sound'), exact: true }).click();
      await current.getByRole('link', { name: I.t('Story'), exact: true }).click();
      await at('/story');
      await page.getByRole('link', { name: I.t('Show the text'), exact: true }).click();
      await at('/story/show-text');
      await page.locator('.story-sentence').first().waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: I.t('Watch the story') }).click();
      await at('/story/video');
      await page.getByRole('button', { name: I.t('Play the story') }).click();
      const end = page.getByText(I.t('The end!'), { exact: true });
      for (let step = 0; step < 40 && !(await end.isVisible()); step += 1) await page.clock.runFor(2_000);
      await end.waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: I.t('Back to the lesson'), exact: true }).click();
      await at('/lesson/1');
      await page.getByRole('button', { name: I.t('Mute sound'), exact: true }).click();

      // the challenge: the first word guessed, then written stroke by stroke; its delays run by the
      // test alone (the green answer shown for 1.2 s cannot pass unseen on a slow machine)
      await pauseClock(page);
      await current.getByRole('button', { name: I.t('Start the challenge'), exact: true }).click();
      const player = new ChallengePlayer(page, I.locale, input, strokes);
      await at('/challenge');
      await player.chooseAnswer('right', 0);
      await page.getByText(I.t('Right! Well done.'), { exact: true }).waitFor({ timeout: 20_000 });
      await player.wait(1_200);
      await at('/challenge/writing');
      for (let c = 0; c < Array.from(input.words[0]!.word).length; c += 1) await player.finishCharacter(0);
      await page.getByText(I.t('Every stroke right the first time!'), { exact: true }).waitFor({ timeout: 20_000 });

      // the other screens a child opens, each loaded afresh
      const screens: [string, () => Promise<unknown>][] = [
        ['/words-house', () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })],
        ['/battle', () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })],
        ['/task', () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })],
        ['/personal', () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })],
        ['/personal/collection', () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })],
        ['/personal/picture-book', () => page.getByRole('heading', { level: 1, name: I.t('Picture books') }).waitFor({ timeout: 20_000 })],
        ['/personal/picture-book/1', () => page.locator('main').first().waitFor({ timeout: 20_000 })],
        ['/personal/paint', () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })],
        ['/personal/paint/1', () => page.locator('main').first().waitFor({ timeout: 20_000 })],
      ];
      for (const [path, shown] of screens) {
        await I.visit(path);
        await shown();
        await settled(page);
      }

      // the store: a purchase behind the parent gate, to the sandbox payment page
      await I.visit('/store');
      await I.seeHeading('Store');
      const card = page.getByRole('article', { name: I.t('Monthly plan'), exact: true });
      await card.getByRole('button', { name: I.t('Buy {name}', { name: I.t('Monthly plan') }), exact: true }).click();
      await I.passTheParentGate();
      const modal = page.getByRole('dialog', { name: I.t('Buy {name}', { name: I.t('Monthly plan') }) });
      await modal.waitFor({ state: 'visible', timeout: 20_000 });
      await modal.getByRole('radio', { name: I.t('Alipay'), exact: true }).check();
      await modal.getByLabel(I.t('Points to use'), { exact: true }).fill('0');
      await modal.getByRole('button', { name: I.t('Go to payment'), exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/\/store\/pay\/\d+$/);
      await I.seeHeading('Test payment (sandbox)');
      await settled(page);

      // the set-up tabs, behind the gate
      await I.visit('/home');
      await I.seeCurrentChildAtHome(CHILD);
      await I.press('For parents');
      await I.passTheParentGate();
      await I.seePath('/set-up');
      await I.seeHeading('Learning settings');
      for (const [tab, path] of [['Child settings', '/set-up/child'], ['Account center', '/set-up/account'], ['About us', '/set-up/about-us']] as const) {
        await I.follow(tab);
        await I.seePath(path);
        await settled(page);
      }
    } finally {
      await I.close();
    }

    /** Our origin; a WebSocket (ws:, wss:) counts as ours on our host and port. */
    const ours = (url: string) => {
      const u = new URL(url);
      return `${u.protocol.replace(/^ws/, 'http')}//${u.host}` === origin;
    };
    const elsewhere = requests.filter(({ url }) => !LOCAL_SCHEMES.some((scheme) => url.startsWith(scheme)) && !ours(url));
    const local = requests.filter(({ url }) => LOCAL_SCHEMES.some((scheme) => url.startsWith(scheme)));
    console.log(
      `privacy: ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${requests.length - local.length} to ${origin}, ${local.length} local` +
        (local.length ? ` (${[...new Set(local.map(({ url, kind }) => `${kind} ${url.slice(0, 30)}…`))].join('; ')})` : ''),
    );
    expect(requests.length, 'the session was recorded').toBeGreaterThan(50);
    expect(elsewhere.map(({ url, kind }) => `${kind} ${url}`), 'requests to another origin').toEqual([]);

    // neither the child's name nor the parent's e-mail is ever part of a URL (raw, encoded or lower case)
    const carries = (url: string, secret: string) => {
      let decoded = url;
      try {
        decoded = decodeURIComponent(url);
      } catch {
        // a URL with a lone % is compared as it is
      }
      return [url, decoded].some((u) => u.toLowerCase().includes(secret.toLowerCase()));
    };
    expect(requests.filter(({ url }) => carries(url, CHILD)).map(({ url }) => url), 'URLs with the child’s name').toEqual([]);
    expect(requests.filter(({ url }) => carries(url, email)).map(({ url }) => url), 'URLs with the parent’s e-mail').toEqual([]);
  });
});
