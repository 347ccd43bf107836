import { createActor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { AuthStatus } from '../../../machines/shell/auth.types';
import { resultOf, type calculationGateMachine } from '../../../machines/shell/calculationGate.machine';
import { seededRandom } from '../../../machines/random';
import { routeGuardMachine } from '../../../machines/shell/routeGuard.machine';
import { appRoute, localizedPath, routePath, type AppRoute, type RouteLocale, type RouteName } from '../../../machines/routes';
import type { Member } from '../../../machines/types';
import { makeChild, makeMember as makeBaseMember } from '../../fixtures/member';

/** SPEC §2: the set-up pages and the challenge pages, written out (the route table must agree). */
export const SETUP_ROUTES: RouteName[] = ['setUp', 'setUpAboutUs', 'setUpAccount', 'setUpChild', 'setUpLessons', 'setUpSchoolList', 'setUpWeek'];
export const CHALLENGE_ROUTES: RouteName[] = ['challenge', 'challengeAllFinish', 'challengeFinish', 'challengeSpelling', 'challengeWriting'];

/** A route as the app reports it; lesson carries the id 3. */
export function route(name: RouteName, locale: RouteLocale = 'tw'): AppRoute {
  return appRoute(name, locale, name === 'lesson' ? { id: '3' } : {});
}

export function at(name: RouteName, locale: RouteLocale = 'tw') {
  return { type: 'route.changed' as const, route: route(name, locale) };
}

const child = makeChild({ id: 11, star: 12, complete_words: 30 });

/** The guard tests' member: id 7 with one child; `setting` is merged into the defaults. */
export function makeMember(overrides: Partial<Member> = {}, setting: Partial<Member['setting']> = {}): Member {
  return makeBaseMember({ id: 7, child: [child], ...overrides, setting });
}

export function auth(status: AuthStatus, member: Member | null = null) {
  return { type: 'auth.changed' as const, status, member };
}

export const signedIn = (member: Member = makeMember()) => auth('signedIn', member);
export const signedOut = () => auth('signedOut');
export const checking = () => auth('checking');

/** Where the app was asked to go, localized as the app does it (the current route's language). */
export interface GuardCalls {
  redirects: string[];
}

/** The route guard with a recording `navigate`. */
export function startGuard(inspect?: (event: InspectionEvent) => void) {
  const calls: GuardCalls = { redirects: [] };
  const machine = routeGuardMachine.provide({
    actions: {
      navigate: ({ context }, params) => {
        if (params.to === 'back') return void calls.redirects.push('back');
        calls.redirects.push(localizedPath(routePath(params.to, params.params), context.route?.locale));
      },
    },
  });
  const actor = createActor(machine, { input: { random: seededRandom(3) }, inspect }).start();
  return { actor, calls };
}

type Guard = ReturnType<typeof startGuard>['actor'];

/** The parent gate the guard runs before the set-up pages, if it is asking. */
export function gateOf(actor: Guard) {
  return actor.getSnapshot().children.gate as ActorRefFrom<typeof calculationGateMachine> | undefined;
}

/** The parent passes the gate behind the settings link. */
export function passGate(actor: Guard): void {
  actor.send({ type: 'setup.open' });
  const gate = gateOf(actor);
  if (!gate) throw new Error('the gate did not open');
  actor.send({ type: 'gate.answer', answer: String(resultOf(gate.getSnapshot().context.question)) });
}
