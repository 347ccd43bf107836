import { describe, expect, it } from 'vitest';
import { isPhoneVisitor, shouldOfferApp, type AppOfferInput } from '../../../machines/rules/device';
import { isPrivacyConsent } from '../../../machines/rules/consent';
import { ROUTES, appOfferOf, routeFacts, type RouteName } from '../../../machines/routes';

/** Real user agents, as the browsers send them. */
const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('isPhoneVisitor: user agent AND a narrow viewport AND touch', () => {
  it.each([
    ['an iPhone at 375 px', AGENTS.iPhone, 375, true],
    ['an Android phone at 412 px', AGENTS.androidPhone, 412, true],
    ['a phone at the widest phone width, 767 px', AGENTS.androidPhone, 767, true],
  ])('%s is a phone', (_, agent, width, touch) => {
    expect(isPhoneVisitor(agent, width, touch)).toBe(true);
  });

  it.each([
    ['a phone at 768 px (a tablet width)', AGENTS.androidPhone, 768, true],
    ['a phone user agent without touch', AGENTS.iPhone, 375, false],
    ['a desktop browser squeezed to 375 px with touch', AGENTS.desktop, 375, true],
    ['a Mac at 375 px', AGENTS.mac, 375, true],
    ['an iPad at 375 px (split view)', AGENTS.iPad, 375, true],
    ['an Android tablet at 600 px', AGENTS.androidTablet, 600, true],
    ['a width that is no number', AGENTS.iPhone, Number.NaN, true],
    ['a width of 0', AGENTS.iPhone, 0, true],
    ['an empty user agent', '', 375, true],
  ])('%s is not a phone', (_, agent, width, touch) => {
    expect(isPhoneVisitor(agent, width, touch)).toBe(false);
  });
});

describe('shouldOfferApp: where the app is offered', () => {
  // the route's fact, from the one route table
  const on = (route: RouteName) => appOfferOf(routeFacts(route));
  const phoneOnLanding: AppOfferInput = { phone: true, inApp: false, dismissed: false, offer: on('index'), firstPage: false };

  it('offers the app to a phone visitor on the landing page, every time, and on the first page of a visit', () => {
    expect(shouldOfferApp(phoneOnLanding)).toBe(true);
    expect(shouldOfferApp({ ...phoneOnLanding, offer: on('login'), firstPage: true })).toBe(true);
    expect(shouldOfferApp({ ...phoneOnLanding, offer: on('home'), firstPage: true })).toBe(true);
  });

  it('does not offer it on later pages, once dismissed, inside the app, off a phone, or on the app pages', () => {
    expect(shouldOfferApp({ ...phoneOnLanding, offer: on('login') })).toBe(false);
    expect(shouldOfferApp({ ...phoneOnLanding, dismissed: true })).toBe(false);
    expect(shouldOfferApp({ ...phoneOnLanding, inApp: true })).toBe(false);
    expect(shouldOfferApp({ ...phoneOnLanding, phone: false })).toBe(false);
    for (const route of ['appPage', 'openStore', 'privacy'] as const) {
      expect(shouldOfferApp({ ...phoneOnLanding, offer: on(route), firstPage: true })).toBe(false);
    }
  });

  it('reads the table: the landing page offers it every visit; only the app pages and the privacy policy never', () => {
    const by = (fact: string) => ROUTES.filter((route) => appOfferOf(route) === fact).map((route) => route.name).sort();
    expect(by('landing')).toEqual(['index']);
    expect(by('never')).toEqual(['appPage', 'openStore', 'privacy']);
  });
});

describe('isPrivacyConsent: the one value of a given consent', () => {
  it('is 1 and nothing else', () => {
    expect(isPrivacyConsent(1)).toBe(true);
    for (const value of [0, true, '1', 'yes', null, undefined, 2, {}]) expect(isPrivacyConsent(value)).toBe(false);
  });
});

describe('storeOf: the store of a device', () => {
  it('is the App Store on Apple devices, Google Play on Android, none elsewhere', async () => {
    const { storeOf } = await import('../../../machines/rules/device');
    expect(storeOf(AGENTS.iPhone)).toBe('appStore');
    expect(storeOf(AGENTS.iPad)).toBe('appStore');
    expect(storeOf(AGENTS.androidPhone)).toBe('googlePlay');
    expect(storeOf(AGENTS.androidTablet)).toBe('googlePlay');
    expect(storeOf(AGENTS.desktop)).toBeNull();
  });
});
