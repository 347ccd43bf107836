import type { EventObject } from 'xstate';
import { localizedPath, sessionMachine, type SessionEvent, type SessionLocale } from '../../../machines/session.machine';
import type { Member } from '../../../machines/types';
import { logAction, sampleMember } from './fakes';
import type { FlowDefinition } from './types';

/**
 * The session / route guards on their own: pick where the visitor is and who
 * is signed in, and watch the guard decide (open, waiting, redirecting), the
 * set-up flag, the challenge data, the orientation, the language and the music.
 * Redirects, orientation, cookie, music and reloads are only logged to the
 * console here; in the app they navigate and talk to the native bridge.
 */
function at(name: string, bare: string, locale: SessionLocale = 'tw'): EventObject {
  return event({ type: 'route.changed', route: { name, locale, params: {}, path: localizedPath(bare, locale) } });
}

function event(e: SessionEvent): EventObject {
  return e;
}

const member: Member = { ...sampleMember, type: null };

const inTenDays = new Date(Date.now() + 10 * 24 * 3_600_000).toISOString();

export const flow: FlowDefinition = {
  id: 'session',
  title: 'Session and route guards',
  description:
    'Start with "Member loading" or "Visitor", then open pages. A protected page sends a visitor to the root, an ' +
    'unverified member to register-captcha, a member without a child to set-up/child; set-up pages need "Parent ' +
    'passed the gate" (leaving them locks again); challenge pages need "Challenge started". Redirects and the ' +
    'other side effects are logged to the console.',
  machine: sessionMachine.provide({
    actions: {
      redirect: logAction('session: redirect to'),
      publishOrientation: logAction('session: orientation'),
      storeLocale: logAction('session: locale cookie'),
      playMusic: logAction('session: music plays'),
      pauseMusic: logAction('session: music pauses'),
      clearChallenge: logAction('session: challenge data cleared'),
      storeChunkReloadAt: logAction('session: chunk reload stored at'),
      reloadPage: logAction('session: page reloads'),
    },
  }),
  input: {},
  events: [
    { label: 'Member loading', event: event({ type: 'auth.changed', status: 'checking', member: null }) },
    { label: 'Visitor', event: event({ type: 'auth.changed', status: 'signedOut', member: null }) },
    { label: 'Signed in', event: event({ type: 'auth.changed', status: 'signedIn', member }) },
    { label: 'Signed in, e-mail not verified', event: event({ type: 'auth.changed', status: 'signedIn', member: { ...member, is_email_valid: 0 } }) },
    { label: 'Signed in, no child', event: event({ type: 'auth.changed', status: 'signedIn', member: { ...member, child: [] } }) },
    {
      label: 'Signed in, English, music off, paid for 10 days',
      event: event({
        type: 'auth.changed',
        status: 'signedIn',
        member: { ...member, id: 2, type: 'monthly', class: { class_end_at: inTenDays }, setting: { ...member.setting, env_language: 3, bgm: 0 } },
      }),
    },
    { label: 'Open index', event: at('index', '/') },
    { label: 'Open login (cn)', event: at('login', '/login', 'cn') },
    { label: 'Open privacy (en)', event: at('privacy', '/privacy', 'en') },
    { label: 'Open home', event: at('home', '/home') },
    { label: 'Open battle', event: at('battle', '/battle') },
    { label: 'Open set-up', event: at('setUp', '/set-up') },
    { label: 'Open set-up/child', event: at('setUpChild', '/set-up/child') },
    { label: 'Open challenge', event: at('challenge', '/challenge') },
    { label: 'Parent passed the gate', event: event({ type: 'setup.unlocked' }) },
    { label: 'Challenge started (text)', event: event({ type: 'challenge.started', gameType: 'text', playText: 'lesson-1' }) },
    { label: 'Close the class dialog', event: event({ type: 'class.dismiss' }) },
    { label: 'A chunk failed to load', event: event({ type: 'chunk.failed' }) },
  ],
};
