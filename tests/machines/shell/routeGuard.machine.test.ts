import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '../../../machines/routes';
import { at, CHALLENGE_ROUTES, checking, gateOf, makeMember, passGate, SETUP_ROUTES, signedIn, signedOut, startGuard } from './routeGuard.fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});


const guardOf = (actor: ReturnType<typeof startGuard>['actor']) =>
  (actor.getSnapshot().value as Record<string, string>).guard;

describe('route guards (SPEC §4)', () => {
  it.each<RouteName>(['index', 'login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'appPage', 'privacy', 'openStore'])(
    'lets a visitor open the public route %s',
    (name) => {
      const { actor, calls } = startGuard();
      actor.send(signedOut());
      actor.send(at(name, 'cn'));
      expect(guardOf(actor)).toBe('open');
      expect(calls.redirects).toEqual([]);
    },
  );

  it('lets a visitor see the 404 page', () => {
    const { actor, calls } = startGuard();
    actor.send(signedOut());
    actor.send(at('notFound'));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);
  });

  it('waits, without redirecting, while the member is still loading', () => {
    const { actor, calls } = startGuard();
    actor.send(checking());
    actor.send(at('task'));
    expect(guardOf(actor)).toBe('waiting');
    expect(calls.redirects).toEqual([]);

    actor.send(signedIn());
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);
  });

  it.each([
    ['tw', '/'],
    ['cn', '/cn'],
    ['en', '/en'],
  ] as const)('sends a visitor on a protected page to the root (%s)', (locale, root) => {
    const { actor, calls } = startGuard();
    actor.send(at('home', locale));
    actor.send(signedOut());
    expect(guardOf(actor)).toBe('redirecting');
    expect(calls.redirects).toEqual([root]);

    actor.send(at('index', locale));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toHaveLength(1);
  });

  it('sends a member who signs out on a protected page to the login page of that language', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send(at('task', 'en'));
    actor.send(signedOut());
    expect(calls.redirects).toEqual(['/en/login']);
  });

  it('lets a member who signs out on a public page stay there', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send(at('privacy'));
    actor.send(signedOut());
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);
  });

  it('sends a member with an unverified e-mail to register-captcha in the current language', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn(makeMember({ is_email_valid: 0 })));
    actor.send(at('home', 'cn'));
    expect(calls.redirects).toEqual(['/cn/register-captcha']);
    actor.send(at('registerCaptcha', 'cn'));
    expect(guardOf(actor)).toBe('open');
  });

  it('opens set-up mode and /set-up/child for a member without a child', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn(makeMember({ child: [] })));
    actor.send(at('home', 'en'));
    expect(calls.redirects).toEqual(['/en/set-up/child']);
    expect(actor.getSnapshot().matches({ setup: 'unlocked' })).toBe(true);

    actor.send(at('setUpChild', 'en'));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toHaveLength(1);
  });

  it('keeps a member without a child on /set-up/child, even from the other set-up pages', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn(makeMember({ child: [] })));
    actor.send(at('setUpAccount'));
    expect(calls.redirects).toEqual(['/set-up/child']);
  });

  it('refuses the set-up pages without the set-up flag: home instead', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    for (const name of SETUP_ROUTES) {
      actor.send(at(name));
      expect(calls.redirects.at(-1)).toBe('/home');
      actor.send(at('home'));
    }
    expect(calls.redirects).toHaveLength(SETUP_ROUTES.length);
  });

  it('opens the set-up pages once the parent passed the gate, and locks them again on leaving', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send(at('home'));
    passGate(actor);
    expect(calls.redirects).toEqual(['/set-up']);
    actor.send(at('setUp'));
    expect(guardOf(actor)).toBe('open');
    actor.send(at('setUpAccount'));
    actor.send(at('setUpAboutUs'));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual(['/set-up']);

    actor.send(at('home'));
    expect(actor.getSnapshot().matches({ setup: 'locked' })).toBe(true);
    actor.send(at('setUp'));
    expect(calls.redirects).toEqual(['/set-up', '/home']);
  });

  it('locks the set-up pages when the member signs out', () => {
    const { actor } = startGuard();
    actor.send(signedIn());
    passGate(actor);
    actor.send(at('setUp'));
    actor.send(signedOut());
    expect(actor.getSnapshot().matches({ setup: 'locked' })).toBe(true);
  });

  it('leaves set-up mode on leaving the set-up pages once the first child exists', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn(makeMember({ child: [] })));
    actor.send(at('setUpChild'));
    actor.send(signedIn()); // the child was added
    actor.send(at('setUp'));
    expect(guardOf(actor)).toBe('open');
    actor.send(at('home'));
    actor.send(at('setUp'));
    expect(calls.redirects).toEqual(['/home']);
  });

  it('sends challenge pages without a game type home', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    for (const name of CHALLENGE_ROUTES) {
      actor.send(at(name, 'en'));
      expect(calls.redirects.at(-1)).toBe('/en/home');
    }
    actor.send({ type: 'challenge.started', gameType: 'text', playText: 'lesson-1' });
    actor.send(at('challenge', 'en'));
    expect(guardOf(actor)).toBe('open');
  });

  it('clears the challenge data on leaving the challenge pages when play text is present', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send({ type: 'challenge.started', gameType: 'text', playText: 'lesson-1' });
    actor.send(at('challenge'));
    actor.send(at('challengeWriting'));
    expect(actor.getSnapshot().context.challenge).toEqual({ gameType: 'text', playText: 'lesson-1' });

    actor.send(at('lesson'));
    expect(actor.getSnapshot().context.challenge).toEqual({ gameType: null, playText: null });
    actor.send(at('challenge'));
    expect(calls.redirects).toEqual(['/home']);
  });

  it('keeps the game type on leaving when there is no play text', () => {
    const { actor } = startGuard();
    actor.send(signedIn());
    actor.send({ type: 'challenge.started', gameType: 'all', playText: null });
    actor.send(at('challenge'));
    actor.send(at('home'));
    expect(actor.getSnapshot().context.challenge).toEqual({ gameType: 'all', playText: null });
    actor.send(at('challenge'));
    expect(guardOf(actor)).toBe('open');
  });

  it('decides again when the member changes on the same page', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send(at('task'));
    expect(guardOf(actor)).toBe('open');
    actor.send(signedIn(makeMember({ is_email_valid: 0 })));
    expect(calls.redirects).toEqual(['/register-captcha']);
  });
});


describe('the parent gate before the set-up pages (SPEC §5, §6)', () => {
  it('runs as the child "gate": a wrong answer keeps it asking, closing it keeps the pages locked', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send(at('home', 'en'));
    expect(gateOf(actor)).toBeUndefined();
    actor.send({ type: 'setup.open' });
    expect(gateOf(actor)).toBeDefined();
    actor.send({ type: 'gate.answer', answer: '-1' });
    expect(gateOf(actor)?.getSnapshot().context.error).toBe('Incorrect! Please try again!');
    actor.send({ type: 'gate.close' });
    expect(gateOf(actor)).toBeUndefined();
    expect(actor.getSnapshot().matches({ setup: 'locked' })).toBe(true);
    expect(calls.redirects).toEqual([]);
  });

  it('passing it unlocks the set-up pages and opens them in the current language', () => {
    const { actor, calls } = startGuard();
    actor.send(signedIn());
    actor.send(at('home', 'cn'));
    passGate(actor);
    expect(gateOf(actor)).toBeUndefined();
    expect(actor.getSnapshot().matches({ setup: 'unlocked' })).toBe(true);
    expect(calls.redirects).toEqual(['/cn/set-up']);
  });

  it('asks a fresh question each time it opens', () => {
    const { actor } = startGuard();
    actor.send(signedIn());
    actor.send(at('home'));
    actor.send({ type: 'setup.open' });
    const first = gateOf(actor)!;
    actor.send({ type: 'gate.close' });
    actor.send({ type: 'setup.open' });
    expect(gateOf(actor)).not.toBe(first);
  });
});
