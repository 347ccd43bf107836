import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, connectBrowser } from './support';

/**
 * Sound in the real build (issue 8): Tone.js is a lazy chunk that the browser
 * fetches only after the first gesture and only when something is to play;
 * the header's mute button pauses it all and is remembered on the device.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const root = new URL('../..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}/dist/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
/** Tone's chunk, as the build named it. */
const toneFile = manifest['node_modules/tone/build/esm/index.js']!.file;

/** Records whether the page fetched Tone's chunk, and any error it threw. */
function watch(I: Visitor) {
  const seen = { tone: false, errors: [] as string[] };
  I.page.on('request', (request) => {
    if (request.url().endsWith(`/${toneFile}`)) seen.tone = true;
  });
  I.page.on('pageerror', (error) => seen.errors.push(error.message));
  // the player reports a sound it could not play with console.warn
  I.page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.errors.push(message.text());
  });
  return seen;
}

declare global {
  interface Window {
    __audioContexts?: AudioContext[];
  }
}

/** Counts the page's audio contexts (Tone makes one when it loads) so the test can see them run. */
async function countAudioContexts(I: Visitor): Promise<void> {
  await I.context.addInitScript(() => {
    const Native = window.AudioContext;
    window.__audioContexts = [];
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        window.__audioContexts!.push(this);
      }
    };
  });
}

/** Whether an audio context of the page runs and its clock has moved on (sound is being made). */
function audioRuns(I: Visitor): Promise<boolean> {
  return I.page.evaluate(() => (window.__audioContexts ?? []).some((c) => c.state === 'running' && c.currentTime > 0.2));
}

/** A tap on the page itself, away from any control: the first gesture. */
async function tapThePage(I: Visitor): Promise<void> {
  await I.page.locator('main').click({ position: { x: 5, y: 5 } });
}

describe('sound for a visitor', () => {
  it('loads Tone only after the first tap, and the mute button is remembered on the device', async () => {
    const I = await Visitor.open(browser, 'en');
    try {
      await countAudioContexts(I);
      const seen = watch(I);
      await I.visit('/');
      const mute = I.page.getByRole('button', { name: I.t('Mute sound'), exact: true });
      await mute.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await mute.getAttribute('aria-pressed')).toBe('false');
      // give the page time to load whatever it would load without a gesture
      await I.page.waitForLoadState('networkidle');
      expect(seen.tone, 'Tone before any gesture').toBe(false);
      expect(await I.page.evaluate(() => window.__audioContexts?.length), 'an audio context before any gesture').toBe(0);

      await tapThePage(I);
      // the music plays for a visitor on the landing page: Tone comes now
      await expect.poll(() => seen.tone, { timeout: 20_000 }).toBe(true);

      // Tone started: its audio context runs and its clock moves on
      await expect.poll(() => audioRuns(I), { timeout: 20_000 }).toBe(true);
      expect(seen.errors).toEqual([]);
      await mute.click();
      await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
      await I.page.reload();
      await expect
        .poll(() => I.page.getByRole('button', { name: I.t('Mute sound'), exact: true }).getAttribute('aria-pressed'), {
          timeout: 20_000,
        })
        .toBe('true');
      expect(seen.errors).toEqual([]);
    } finally {
      await I.close();
    }
  });

  it('never loads Tone for a visitor who muted before, even after taps', async () => {
    const I = await Visitor.open(browser, 'zh-Hant');
    try {
      await I.context.addInitScript(() => window.localStorage.setItem('hanzi-house.muted', '1'));
      await countAudioContexts(I);
      const seen = watch(I);
      await I.visit('/');
      const mute = I.page.getByRole('button', { name: I.t('Mute sound'), exact: true });
      await mute.waitFor({ state: 'visible', timeout: 20_000 });
      // the prerendered page comes with the button unpressed; the kept choice shows once it hydrates
      await expect.poll(() => mute.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
      await tapThePage(I);
      await tapThePage(I);
      await I.page.waitForLoadState('networkidle');
      expect(seen.tone).toBe(false);
      expect(await I.page.evaluate(() => window.__audioContexts?.length)).toBe(0);
      expect(seen.errors).toEqual([]);
    } finally {
      await I.close();
    }
  });
});
