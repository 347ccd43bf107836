import { expect } from 'vitest';
import { createActor, fromPromise, type EventObject, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { appMachine, isEnglishLayout, type AppContext, type AppEvent } from '../../machines/app.machine';
import { authMachine, type LoginOutput } from '../../machines/auth.machine';
import type { NavigateParams, RouteLocale } from '../../machines/routes';
import type { Member } from '../../machines/types';
import { defineModel } from './models';
import { at, makeMember } from './routeGuard.fixtures';

export const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const DAY = 24 * 3_600_000;

export interface AppCalls {
  navigations: NavigateParams[];
  locales: RouteLocale[];
  chunkReloadStored: number[];
  reloads: number;
}

/** The root actor with recording fakes; `member` is what member/self answers (null: no stored login). */
export function startApp(
  options: { member?: Member | null; lastChunkReloadAt?: number | null; now?: () => number; inspect?: (event: InspectionEvent) => void } = {},
) {
  const calls: AppCalls = { navigations: [], locales: [], chunkReloadStored: [], reloads: 0 };
  let member = options.member ?? null;
  const machine = appMachine.provide({
    actions: {
      navigate: (_, params) => void calls.navigations.push(params),
      storeLocale: (_, params) => void calls.locales.push(params.locale),
      storeChunkReloadAt: (_, params) => void calls.chunkReloadStored.push(params.at),
      reloadPage: () => void (calls.reloads += 1),
    },
    actors: {
      auth: authMachine.provide({
        actors: {
          loadMember: fromPromise<Member, { token: string }>(async () => member!),
          login: fromPromise<LoginOutput, { email: string; password: string }>(async () => ({ member: member!, api_token: 'tok' })),
          logout: fromPromise(async () => {}),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      token: member ? 'tok' : null,
      random: () => 0.5,
      now: options.now ?? (() => Date.now()),
      lastChunkReloadAt: options.lastChunkReloadAt ?? null,
    },
    inspect: options.inspect,
  }).start();
  return {
    actor,
    calls,
    /** The next member/self answer (for `member.reload`). */
    answerWith: (next: Member) => void (member = next),
  };
}


const authSnapshot = (member: Member | null): SnapshotFrom<typeof authMachine> => {
  const auth = createActor(
    authMachine.provide({ actors: { loadMember: fromPromise(async () => member!) } }),
    { input: { token: null } },
  ).start();
  const snapshot = auth.getSnapshot();
  if (!member) return snapshot;
  // a signed-in snapshot, made by a login that answers at once
  return { ...snapshot, value: 'signedIn', context: { ...snapshot.context, member, token: 'tok' } } as never;
};
const english = makeMember({ id: 8, class: { class_end_at: new Date(T0 + 3 * DAY).toISOString() } }, { env_language: 3 });
const events = [
  at('home'),
  at('login', 'cn'),
  at('privacy', 'en'),
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(english) },
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(null) },
  { type: 'api.sessionInvalid' },
  { type: 'api.unauthorized' },
  { type: 'api.forbidden' },
  { type: 'request.start' },
  { type: 'request.end' },
  { type: 'audio.unlock' },
  { type: 'sound.play', sound: 'right' },
  { type: 'class.dismiss' },
  { type: 'chunk.failed' },
] as (AppEvent | EventObject)[];


/**
 * Model paths of the root actor: every state and transition of its own, with
 * its children real. At each step: what the layouts read (language, English
 * class), the locale cookie, the class dialog only for a member, and where the
 * HTTP client's reports sent the visitor.
 */
export const model = defineModel({
  machine: appMachine,
  families: [
    {
      name: 'from no stored login',
      paths: {
        input: { token: null, random: () => 0.5, now: () => T0 },
        events,
        // who is signed in is the auth child's to change (a 20006 signs out at once), so the model keys on the root's own facts
        contextKey: (context: AppContext) => context.lastChunkReloadAt !== null,
      },
      start: (inspect) => {
        const { actor, calls } = startApp({ inspect, now: () => T0 });
        return {
          actor,
          machine: appMachine,
          fakes: {},
          check: (snapshot, event) => {
            const context = snapshot.context as AppContext;
            const { route, envLang, auth, classDialogOpen } = context;
            // what the layouts read: the language of the page, the English class
            if (route) expect(envLang).toBe({ cn: 1, tw: 2, en: 3 }[route.locale]);
            expect(isEnglishLayout(context)).toBe(route?.locale === 'en' || auth.member?.setting.env_language === 3);
            if (route) expect(calls.locales.at(-1), 'the locale cookie').toBe(route.locale);
            // the class dialog only ever shows for a signed-in member
            if (classDialogOpen) expect(auth.status).toBe('signedIn');
            if (event.type === 'chunk.failed') expect(calls.reloads).toBeGreaterThan(0);
            if (event.type === 'api.unauthorized') expect(calls.navigations.at(-1)).toEqual({ to: 'login' });
            if (event.type === 'api.forbidden') expect(calls.navigations.at(-1)).toEqual({ to: 'back' });
          },
        };
      },
    },
  ],
});
