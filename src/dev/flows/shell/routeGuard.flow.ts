import type { AuthChangedEvent } from '../../../../machines/shell/auth.types';
import { routeGuardMachine, type RouteGuardEvent } from '../../../../machines/shell/routeGuard.machine';
import { appRoute, type RouteLocale, type RouteName } from '../../../../machines/routes';
import type { Member } from '../../../../machines/types';
import { alternatingQuestions } from './calculationGate.flow';
import { logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The route guard on its own: pick where the visitor is and who is signed in,
 * and watch the guard decide (open, waiting, redirecting), the set-up flag with
 * its parent gate, and the challenge data. Navigation is only logged here.
 */
function at(name: RouteName, locale: RouteLocale = 'tw'): RouteGuardEvent {
  return { type: 'route.changed', route: appRoute(name, locale) };
}

function signedIn(member: Member): AuthChangedEvent {
  return { type: 'auth.changed', status: 'signedIn', member };
}

const member: Member = { ...sampleMember, type: null };

const events: FlowEvents<RouteGuardEvent> = [
  { label: 'Member loading', event: { type: 'auth.changed', status: 'checking', member: null } },
  { label: 'Visitor', event: { type: 'auth.changed', status: 'signedOut', member: null } },
  { label: 'Signed in', event: signedIn(member) },
  { label: 'Signed in, e-mail not verified', event: signedIn({ ...member, is_email_valid: 0 }) },
  { label: 'Signed in, no child', event: signedIn({ ...member, child: [] }) },
  { label: 'Open index', event: at('index') },
  { label: 'Open login (cn)', event: at('login', 'cn') },
  { label: 'Open privacy (en)', event: at('privacy', 'en') },
  { label: 'Open home', event: at('home') },
  { label: 'Open set-up', event: at('setUp') },
  { label: 'Open set-up/child', event: at('setUpChild') },
  { label: 'Open challenge', event: at('challenge') },
  { label: 'Settings: ask the parent gate', event: { type: 'setup.open' } },
  { label: 'Gate: answer 30', event: { type: 'gate.answer', answer: '30' } },
  { label: 'Gate: answer 17', event: { type: 'gate.answer', answer: '17' } },
  { label: 'Close the gate', event: { type: 'gate.close' } },
  { label: 'Challenge started (text)', event: { type: 'challenge.started', gameType: 'text', playText: 'lesson-1' } },
];

export const flow: FlowDefinition = {
  id: 'routeGuard',
  title: 'Route guards and the set-up flag',
  description:
    'Start with "Member loading" or "Visitor", then open pages. A protected page sends a visitor to the root, an ' +
    'unverified member to register-captcha, a member without a child to set-up/child; set-up pages need the parent ' +
    'gate ("Settings", then the right answer: questions 30 and 17 take turns; leaving them locks again); challenge ' +
    'pages need "Challenge started". Navigation is logged to the console.',
  machine: routeGuardMachine.provide({ actions: { navigate: logAction('routeGuard: navigate') } }),
  input: { random: alternatingQuestions() },
  events,
};
