import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/locales';

/**
 * Page objects for the browser tests, named by intent (`I.logIn(...)`, `I.seeError(...)`).
 * Everything is found the way a person finds it: by its visible label or role, in the
 * page's own language. The words come from the real catalogs (locales/<locale>/messages.po),
 * so a missing or wrong translation fails the test just as it would confuse a parent.
 */
const root = new URL('../..', import.meta.url).pathname;

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** msgid -> msgstr of one catalog (multi-line strings joined; plural forms are not used here). */
function loadCatalog(locale: Locale): Map<string, string> {
  const text = readFileSync(`${root}/locales/${locale}/messages.po`, 'utf8');
  const map = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => !l.startsWith('#'));
    let key: 'id' | 'str' | null = null;
    let id = '';
    let str = '';
    for (const line of lines) {
      if (line.startsWith('msgid ')) { key = 'id'; id = unquote(line.slice(6)); }
      else if (line.startsWith('msgstr ')) { key = 'str'; str = unquote(line.slice(7)); }
      else if (line.startsWith('"') && key === 'id') id += unquote(line);
      else if (line.startsWith('"') && key === 'str') str += unquote(line);
    }
    if (id) map.set(id, str || id);
  }
  return map;
}

const catalogs = new Map<Locale, Map<string, string>>();

/** The text a person sees for an English source message in the given locale. */
export function say(locale: Locale, source: string, values: Record<string, string | number> = {}): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = loadCatalog(locale);
    catalogs.set(locale, catalog);
  }
  const text = catalog.get(source);
  if (text === undefined) throw new Error(`"${source}" is not in the ${locale} catalog`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * The hang guard of a browser test that walks a long flow (a lesson through its battle, every
 * screen of a family): 40-110 s with the machine to itself, past 180 s with the load average at 18
 * (two CI runs side by side). Ten minutes: a hang, never a slow machine (vite.config.ts
 * `TEST_TIMEOUT_MS` guards the others).
 */
export const LONG_FLOW_TIMEOUT_MS = 600_000;

/** The text of each element `locator` matches, without the readings by its characters (ruby's rt and rp). */
export function textWithoutReadings(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('rt, rp').forEach((n) => n.remove());
      return copy.textContent ?? '';
    }),
  );
}

export const LANGUAGES: { locale: Locale; lang: string }[] = [
  { locale: 'zh-Hant', lang: 'zh-Hant' },
  { locale: 'zh-Hans', lang: 'zh-Hans' },
  { locale: 'en', lang: 'en' },
];

/**
 * The shared Chromium. Every page of every context opened through it fails the test run on a
 * Content-Security-Policy violation (issue 10: the app must work under the server's policy):
 * the violation is thrown from the page's console listener, which vitest reports as an error.
 */
export async function connectBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('wsEndpoint'));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    watchContentSecurityPolicy(context);
    return context;
  };
  return browser;
}

/** Throws on a console error about the Content Security Policy in any page of `context`. */
export function watchContentSecurityPolicy(context: BrowserContext): void {
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) {
        throw new Error(`CSP violation on ${page.url()}: ${message.text()}`);
      }
    });
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

/** The demo parent seeded on the test server, with this run's password (global-setup.ts). */
export function demoAccount(): { email: string; password: string } {
  return { email: 'demo@hanzihouse.app', password: inject('demoPassword') };
}

/** Codes are read from the development outbox, as a developer would (NODE_ENV=test). */
export async function latestCode(email: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { data: { code: string | null }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no mail with a code for ${email}`);
  return code;
}

/**
 * Stops the page's clock (Playwright's, installed and running in real time) at `at`, by default a
 * second past the page's present time, and returns where it stopped. Playwright refuses to pause
 * at a moment already past ("Cannot fast-forward to the past"), and on a busy machine more real
 * time than a test allowed for can pass between installing the clock (or reading the page's time)
 * and pausing it. A refused pause has stopped the clock all the same, so it is tried again a second
 * past the time it stopped at.
 */
export async function pauseClock(page: Page, at?: number): Promise<number> {
  let target = at ?? (await page.evaluate(() => Date.now())) + 1_000;
  for (let tries = 1; ; tries += 1) {
    try {
      await page.clock.pauseAt(target);
      return target;
    } catch (error) {
      if (tries >= 3 || !/past/.test(String(error))) throw error;
      target = (await page.evaluate(() => Date.now())) + 1_000;
    }
  }
}

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** One axe-core violation, as the lead reads it: the rule, its impact, what it means and where. */
export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The WCAG 2.2 A and AA rules (and axe's best practices) that axe checks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical accessibility violations of the page as it is now, by axe-core
 * (node_modules/axe-core, injected into the page: nothing comes from elsewhere).
 */
let axeSource: string | undefined;

export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // evaluated through the DevTools protocol, not as a <script> tag: the app's
    // Content-Security-Policy refuses inline scripts, and rightly so
    axeSource ??= readFileSync(`${root}/node_modules/axe-core/axe.min.js`, 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (tags) => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, AXE_TAGS);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation: `rule (impact): help — targets`. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 5).join(', ')}`).join('\n');
}

/** Fails with every serious or critical axe violation of the page, named by `where`. */
export async function expectNoSeriousA11yViolations(page: Page, where: string = page.url()): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

/** A person using the app in one language, in a fresh browser context. */
export class Visitor {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  /** `options` change the device (a phone: user agent, 375 px viewport, touch) or add a login. */
  static async open(browser: Browser, locale: Locale, options: BrowserContextOptions = {}): Promise<Visitor> {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, ...options });
    const page = await context.newPage();
    return new Visitor(context, page, locale);
  }

  t(source: string, values?: Record<string, string | number>): string {
    return say(this.locale, source, values);
  }

  async visit(path: string): Promise<void> {
    await this.page.goto(localizePath(path, this.locale));
    await this.hydrated();
  }

  /**
   * Waits until React owns the page. A public page arrives prerendered and hydrates after its
   * chunks: until then a link is a plain link (a tap leaves the page rather than open the privacy
   * dialog) and a form posts itself, as for a visitor on a slow phone. React puts its props on each
   * element it claims during the render that ends in the commit, and the children of #root finish
   * last, so once every one of them carries them the page answers as the app.
   */
  async hydrated(): Promise<void> {
    await this.page.waitForFunction(() => {
      const root = document.getElementById('root');
      if (!root) return false;
      const children = [...root.children];
      return children.length > 0 && children.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
    }, undefined, { timeout: 30_000 });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.page.getByLabel(this.t(label), { exact: true }).fill(value);
  }

  /** Moves on from a field (blur): eager validation checks a field when it is left (SPEC §5). */
  async leave(label: string): Promise<void> {
    await this.page.getByLabel(this.t(label), { exact: true }).blur();
  }

  async press(button: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t(button), exact: true }).click();
  }

  async follow(link: string): Promise<void> {
    await this.page.getByRole('link', { name: this.t(link), exact: true }).click();
  }

  async seeHeading(text: string): Promise<void> {
    await expect.poll(() => this.page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 20_000 })
      .toContain(this.t(text));
  }

  async seeText(text: string, values?: Record<string, string | number>): Promise<void> {
    await this.page.getByText(this.t(text, values), { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
  }

  /** Text that is data, not interface wording (a name, a status code): shown as it is. */
  async seeLiteral(text: string): Promise<void> {
    await this.page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
  }

  async seeAlert(text: string): Promise<void> {
    await this.page.getByRole('alert').filter({ hasText: this.t(text) }).first().waitFor({ state: 'visible', timeout: 20_000 });
  }

  async seePath(path: string): Promise<void> {
    const expected = localizePath(path, this.locale);
    await expect.poll(() => new URL(this.page.url()).pathname, { timeout: 20_000 }).toBe(expected);
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Sign up only: the account exists, its e-mail not yet verified, the code entry is open. */
  async signUp(email: string, password: string, nickname: string): Promise<void> {
    await this.visit('/register');
    await this.fill('E-mail', email);
    await this.fill('Password', password);
    await this.fill('Confirm password', password);
    await this.fill('Nickname', nickname);
    await this.agreeToThePrivacyPolicy();
    await this.press('Sign up');
    await this.seePath('/register-captcha');
  }

  /** Ticks the sign-up form's consent to the privacy policy (issue 9). */
  async agreeToThePrivacyPolicy(): Promise<void> {
    await this.page.getByLabel(this.t('I have read and agree to the privacy policy'), { exact: true }).check();
  }

  /** Sign up, read the code from the outbox, verify: the account is ready to log in. */
  async register(email: string, password: string, nickname: string): Promise<void> {
    await this.signUp(email, password, nickname);
    await this.fill('Verification code', await latestCode(email));
    await this.press('Verify');
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.fill('E-mail', email);
    await this.fill('Password', password);
    await this.press('Log in');
  }

  /**
   * Adds a child to the signed-in parent's account through the API, with the login the page
   * holds: a shortcut for tests about something else (`addChild` goes through the child
   * settings form). The next page load sees it.
   */
  async haveAChild(name: string): Promise<void> {
    const status = await this.page.evaluate(async (childName) => {
      const token = localStorage.getItem('User-Auth-Token');
      const form = new FormData();
      form.set('name', childName);
      form.set('gender', 'boy');
      form.set('birthday', '2018-05-01');
      const res = await fetch('/api/children', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { status: { code: string } };
      return body.status.code;
    }, name);
    expect(status).toBe('1');
  }

  /** Answers the parent gate's question ('3 × 4 − 5 = ?') as a grown-up would. */
  async passTheParentGate(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: this.t('Grown-ups only') });
    await dialog.waitFor({ state: 'visible', timeout: 20_000 });
    const question = (await dialog.locator('.gate-question').textContent()) ?? '';
    const m = /(\d+) × (\d+) ([+−]) (\d+)/.exec(question);
    if (!m) throw new Error(`no gate question in "${question}"`);
    const product = Number(m[1]) * Number(m[2]);
    const answer = m[3] === '+' ? product + Number(m[4]) : product - Number(m[4]);
    await dialog.getByLabel(this.t('Answer'), { exact: true }).fill(String(answer));
    await dialog.getByRole('button', { name: this.t('Submit'), exact: true }).click();
  }

  /**
   * Adds a child through the child settings form (/set-up/child), as a parent does: opens the
   * add-child card when the form is not open yet, fills it in and saves. `avatar` is a picture
   * file (or any file, to see it refused).
   */
  async addChild(child: {
    nickname: string;
    gender: 'Boy' | 'Girl';
    birthday: string;
    avatar?: { name: string; mimeType: string; buffer: Buffer };
  }): Promise<void> {
    const form = this.page.getByRole('region', { name: this.t('Add a child'), exact: true });
    const add = this.page.getByRole('button', { name: this.t('Add a child'), exact: true });
    // a member without a child gets the form by itself, others the add-child card: wait for either
    await form.or(add).first().waitFor({ state: 'visible', timeout: 30_000 });
    if (!(await form.isVisible())) await add.click();
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await form.getByLabel(this.t('Nickname'), { exact: true }).fill(child.nickname);
    await form.getByRole('radio', { name: this.t(child.gender), exact: true }).check();
    await form.getByLabel(this.t('Birthday'), { exact: true }).fill(child.birthday);
    await form.getByLabel(this.t('Avatar (optional)'), { exact: true }).setInputFiles(child.avatar ? [child.avatar] : []);
    await form.getByRole('button', { name: this.t('Save'), exact: true }).click();
  }

  /** The child's card on the child settings page: its radio button is named by the child's name. */
  childRadio(name: string) {
    return this.page.getByRole('radio', { name, exact: true });
  }

  /** Makes this child the current child on the child settings page. */
  async chooseCurrentChild(name: string): Promise<void> {
    await this.childRadio(name).check();
  }

  /** On the child settings page: this child is chosen and marked as the current child. */
  async seeCurrentChildInSettings(name: string): Promise<void> {
    const radio = this.childRadio(name);
    await radio.waitFor({ state: 'visible', timeout: 20_000 });
    await expect.poll(() => radio.isChecked({ timeout: 1_000 }), { timeout: 20_000 }).toBe(true);
    const card = this.page.locator('li').filter({ has: radio });
    await card.getByText(this.t('Current child'), { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
  }

  /** On /home: home greets this child (issue 28 §4: home speaks to the child). */
  async seeCurrentChildAtHome(name: string): Promise<void> {
    const hello = this.page.getByRole('heading', { level: 1 }).first();
    await expect.poll(() => hello.textContent({ timeout: 1_000 }).catch(() => ''), { timeout: 20_000 }).toContain(name);
  }

  /** A child's screen: the header's parents' button, then the parent gate: the parent's area (/set-up) opens. */
  async openParentArea(): Promise<void> {
    await this.press('For parents');
    await this.passTheParentGate();
    await this.seePath('/set-up');
  }

  /** Logs out with the header's button, in the parent's area (issue 28 §4): through the parent gate from a child's screen. */
  async logOut(): Promise<void> {
    const logOut = this.page.getByRole('banner').getByRole('button', { name: this.t('Log out'), exact: true });
    const parents = this.page.getByRole('banner').getByRole('button', { name: this.t('For parents'), exact: true });
    await logOut.or(parents).first().waitFor({ state: 'visible', timeout: 20_000 });
    if (!(await logOut.isVisible())) await this.openParentArea();
    await logOut.click();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** The demo parent signed in, in English, on their home: a visitor to go on from (close it when done). */
export async function demoAtHome(browser: Browser): Promise<Visitor> {
  const I = await Visitor.open(browser, 'en');
  await I.visit('/login');
  await I.logIn(demoAccount().email, demoAccount().password);
  await I.page.waitForURL((url) => url.pathname === '/en/home', { timeout: 20_000 });
  return I;
}

/**
 * A device with no speech voice at all (not even a list that comes late), where every recording
 * that starts playing is noted with its file (the player names it on the element: `played`).
 * For a page or a whole context, before its pages load.
 */
export async function withoutVoiceHearingRecordings(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if ('speechSynthesis' in window) Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [] });
    const w = window as unknown as { __played: string[] };
    w.__played = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const started = play.call(this);
      const file = this.dataset.recording;
      void started.then(() => file && w.__played.push(file), () => {});
      return started;
    };
  });
}

/** The recordings that started playing on the page, in order (`withoutVoiceHearingRecordings`). */
export function played(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __played?: string[] }).__played ?? [])]);
}
