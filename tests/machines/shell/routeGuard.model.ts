import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { routeGuardMachine, type RouteGuardContext, type RouteGuardEvent } from '../../../machines/shell/routeGuard.machine';
import { localizedPath, routePath, type RouteName } from '../../../machines/routes';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { fakeCall } from '../account/registration.fakes';
import { at, CHALLENGE_ROUTES, checking, makeMember, SETUP_ROUTES, signedIn, signedOut } from './routeGuard.fixtures';

/**
 * Model paths of the route guard: one per transition, replayed on a real actor
 * (the parent gate replaced by a fake that passes when the path says so). At
 * each step the test checks what a person would see: the screen rendered or
 * the "Loading…" note, where the app was sent, the gate dialog, and that no
 * protected page ever renders for someone it is not for (SPEC §4, written out
 * here, not read from the machine).
 */

/** SPEC §2 "Public routes", plus the 404 page. */
const PUBLIC: RouteName[] = ['index', 'login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'appPage', 'privacy', 'openStore', 'notFound'];

const events: RouteGuardEvent[] = [
  at('privacy', 'en'),
  at('home', 'cn'),
  at('setUp'),
  at('setUpChild'),
  at('challenge'),
  checking(),
  signedOut(),
  signedIn(),
  signedIn(makeMember({ id: 9, is_email_valid: 0 })),
  signedIn(makeMember({ id: 10, child: [] })),
  { type: 'setup.open' },
  { type: 'gate.answer', answer: '1' },
  { type: 'gate.close' },
  { type: 'challenge.started', gameType: 'text', playText: 'lesson-1' },
  ...(replyEvents(routeGuardMachine, { calculationGate: { outputs: [undefined] } }) as RouteGuardEvent[]),
];

/** What the guards read besides the state value: who is signed in (the route shows in `guard`). */
function contextKey(context: RouteGuardContext): unknown {
  return context.auth.member?.id ?? context.auth.status;
}

/** What a person sees, and where the app was sent, in this state. */
function assertSeen(snapshot: AnyMachineSnapshot, redirects: string[], redirectedNow: boolean) {
  const value = snapshot.value as { guard: string; setup: string | { locked: string } };
  const { route, auth, challenge } = snapshot.context as RouteGuardContext;
  const member = auth.status === 'signedIn' ? auth.member : null;
  const gateShown = snapshot.children.gate !== undefined;
  expect(gateShown, 'the gate dialog shows exactly while the guard asks it').toBe(
    typeof value.setup === 'object' && value.setup.locked === 'gate',
  );
  if (value.guard === 'open') {
    const isPublic = PUBLIC.includes(route!.name);
    expect(isPublic || member !== null, 'a protected page rendered for a visitor').toBe(true);
    if (!isPublic) {
      expect(member!.is_email_valid, 'a protected page rendered for an unverified e-mail').toBe(1);
      if (member!.child.length === 0) expect(route!.name, 'set-up mode shows only set-up/child').toBe('setUpChild');
      if (SETUP_ROUTES.includes(route!.name)) expect(value.setup, 'set-up page without the flag').toBe('unlocked');
      if (CHALLENGE_ROUTES.includes(route!.name)) expect(challenge.gameType, 'challenge without a game').not.toBeNull();
    }
  }
  if (value.guard === 'redirecting' && redirectedNow) {
    const target = redirects.at(-1)!;
    expect(target, 'a redirect goes somewhere else').not.toBe(route!.path);
    expect(target.startsWith(localizedPath('/', route!.locale).replace(/\/$/, '')), 'in the same language').toBe(true);
    const expected = !member
      ? auth.status === 'signedOut' && redirects.length > 0 && target.endsWith('/login')
        ? localizedPath(routePath('login'), route!.locale)
        : localizedPath('/', route!.locale)
      : member.is_email_valid !== 1
        ? localizedPath('/register-captcha', route!.locale)
        : member.child.length === 0
          ? localizedPath('/set-up/child', route!.locale)
          : localizedPath('/home', route!.locale);
    expect(target).toBe(expected);
  }
}

export const model = defineModel({
  machine: routeGuardMachine,
  families: [
    {
      name: 'from no route and no member',
      paths: { input: { random: () => 0.5 }, events, contextKey },
      start: (inspect) => {
        const gate = fakeCall<void, unknown>();
        const redirects: string[] = [];
        let seen = 0;
        const machine = routeGuardMachine.provide({
          actors: { calculationGate: gate.logic as never },
          actions: {
            navigate: ({ context }, params) =>
              void redirects.push(params.to === 'back' ? 'back' : localizedPath(routePath(params.to), context.route?.locale)),
          },
        });
        return {
          actor: createActor(machine, { input: { random: () => 0.5 }, inspect }).start(),
          machine,
          fakes: { calculationGate: gate },
          check: (snapshot, event) => {
            // the gate's own way to the set-up pages is not a guard's redirect
            const byGuard = event.type === 'route.changed' || event.type === 'auth.changed';
            assertSeen(snapshot, redirects, byGuard && redirects.length > seen);
            seen = redirects.length;
          },
        };
      },
    },
  ],
});
