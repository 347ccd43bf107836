import { createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import {
  localizedPath,
  sessionMachine,
  type AuthStatus,
  type Orientation,
  type SessionInput,
  type SessionLocale,
  type SessionRoute,
} from '../../machines/session.machine';
import type { Member } from '../../machines/types';
import { makeChild, makeMember as makeBaseMember } from '../fixtures/member';

/** Bare paths of the route names the session tests use (the app's table is src/app/routes.ts). */
const BARE_PATHS: Record<string, string> = {
  index: '/',
  appPage: '/app-page',
  login: '/login',
  register: '/register',
  registerCaptcha: '/register-captcha',
  forget: '/forget',
  forgetCaptcha: '/forget/captcha',
  privacy: '/privacy',
  openStore: '/open-store',
  notFound: '/no-such-page',
  home: '/home',
  task: '/task',
  store: '/store',
  battle: '/battle',
  battleGame: '/battle/game',
  battleFinish: '/battle/finish',
  lesson: '/lesson/3',
  setUp: '/set-up',
  setUpAboutUs: '/set-up/about-us',
  setUpAccount: '/set-up/account',
  setUpChild: '/set-up/child',
  challenge: '/challenge',
  challengeWriting: '/challenge/writing',
  challengeSpelling: '/challenge/spelling',
  challengeFinish: '/challenge/finish',
  challengeAllFinish: '/challenge/allFinish',
};

export function route(name: string, locale: SessionLocale = 'tw'): SessionRoute {
  const bare = BARE_PATHS[name];
  if (!bare) throw new Error(`no path for route ${name} in the session fixtures`);
  return { name, locale, params: name === 'lesson' ? { id: '3' } : {}, path: localizedPath(bare, locale) };
}

export function at(name: string, locale: SessionLocale = 'tw') {
  return { type: 'route.changed' as const, route: route(name, locale) };
}

const child = makeChild({ id: 11, star: 12, complete_words: 30 });

/** The session tests' member: id 7 with one child; `setting` is merged into the defaults. */
export function makeMember(overrides: Partial<Member> = {}, setting: Partial<Member['setting']> = {}): Member {
  return makeBaseMember({ id: 7, child: [child], ...overrides, setting });
}

export function auth(status: AuthStatus, member: Member | null = null) {
  return { type: 'auth.changed' as const, status, member };
}

export const signedIn = (member: Member = makeMember()) => auth('signedIn', member);
export const signedOut = () => auth('signedOut');
export const checking = () => auth('checking');

/** What the app saw: every provided action the machine ran, in order. */
export interface AppCalls {
  redirects: string[];
  orientations: Orientation[];
  locales: SessionLocale[];
  music: ('play' | 'pause')[];
  challengeCleared: number;
  chunkReloadStored: number[];
  reloads: number;
}

/** The session machine with recording fakes for everything the app provides (from `snapshot` when given). */
export function startSession(
  input: SessionInput = {},
  inspect?: (event: InspectionEvent) => void,
  snapshot?: SnapshotFrom<typeof sessionMachine>,
) {
  const calls: AppCalls = {
    redirects: [],
    orientations: [],
    locales: [],
    music: [],
    challengeCleared: 0,
    chunkReloadStored: [],
    reloads: 0,
  };
  const machine = sessionMachine.provide({
    actions: {
      redirect: (_, params) => void calls.redirects.push(params.path),
      publishOrientation: (_, params) => void calls.orientations.push(params.orientation),
      storeLocale: (_, params) => void calls.locales.push(params.locale),
      playMusic: () => void calls.music.push('play'),
      pauseMusic: () => void calls.music.push('pause'),
      clearChallenge: () => void (calls.challengeCleared += 1),
      storeChunkReloadAt: (_, params) => void calls.chunkReloadStored.push(params.at),
      reloadPage: () => void (calls.reloads += 1),
    },
  });
  const actor = createActor(machine, { input: { now: () => Date.now(), ...input }, inspect, snapshot }).start();
  return { actor, calls };
}
