import { fromPromise } from 'xstate';
import { appMachine, type AppEvent } from '../../../machines/app.machine';
import { authMachine, type LoginOutput } from '../../../machines/auth.machine';
import { routeGuardMachine } from '../../../machines/routeGuard.machine';
import { appRoute } from '../../../machines/routes';
import type { Member } from '../../../machines/types';
import { alternatingQuestions } from './calculationGate.flow';
import { fakeCall, logAction, sampleMember } from './fakes';
import type { FlowDefinition, FlowEvents } from './types';

const events: FlowEvents<AppEvent> = [
  { label: 'Open home', event: { type: 'route.changed', route: appRoute('home') } },
  { label: 'Open home (en)', event: { type: 'route.changed', route: appRoute('home', 'en') } },
  { label: 'Open login (cn)', event: { type: 'route.changed', route: appRoute('login', 'cn') } },
  { label: 'A call answers 20006', event: { type: 'api.sessionInvalid' } },
  { label: 'A call answers 401', event: { type: 'api.unauthorized' } },
  { label: 'A call answers 403', event: { type: 'api.forbidden' } },
  { label: 'A request starts', event: { type: 'request.start' } },
  { label: 'A request ends', event: { type: 'request.end' } },
  { label: 'First tap (unlock audio)', event: { type: 'audio.unlock' } },
  { label: 'Close the class dialog', event: { type: 'class.dismiss' } },
  { label: 'A chunk failed to load', event: { type: 'chunk.failed' } },
];

export const flow: FlowDefinition = {
  id: 'app',
  title: 'The root actor',
  description:
    'The whole app behind the screens: auth (a stored token the fake server accepts), the route guard, the study ' +
    'timer, audio, the native bridge and the loading bar run as children (open the inspector to see them). Send ' +
    'routes and what the HTTP client would report; navigation and storage are logged.',
  machine: appMachine.provide({
    actions: {
      navigate: logAction('app: navigate'),
      storeLocale: logAction('app: locale cookie'),
      storeChunkReloadAt: logAction('app: chunk reload stored at'),
      reloadPage: logAction('app: page reloads'),
    },
    actors: {
      auth: authMachine.provide({
        actions: { storeToken: logAction('auth: store token'), clearStoredToken: logAction('auth: clear token') },
        actors: {
          loadMember: fakeCall<Member, { token: string }>(() => sampleMember),
          login: fromPromise<LoginOutput, { email: string; password: string }>(async () => ({ member: sampleMember, api_token: 'tok' })),
          logout: fakeCall<void, { token: string | null }>(() => undefined),
        },
      }),
      routeGuard: routeGuardMachine.provide({ actions: { navigate: logAction('routeGuard: navigate') } }),
    },
  }),
  input: { token: 'tok-stored', random: alternatingQuestions() },
  events,
};
