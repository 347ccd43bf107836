import type { SnapshotFrom } from 'xstate';
import type { ClassTime, sessionMachine } from '../../../machines/session.machine';

/**
 * Narrow reads of the session snapshot for pages and layouts:
 * `SessionContext.useSelector(selectIsSetup)`. Each is a fact the machine
 * already decided; nothing is computed here.
 */
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** SPEC §3 isSetup: the set-up pages are open (parent gate passed, or set-up mode without a child). */
export const selectIsSetup = (snapshot: SessionSnapshot): boolean => snapshot.matches({ setup: 'unlocked' });

/** The English-environment layout class applies. */
export const selectEnvEn = (snapshot: SessionSnapshot): boolean => snapshot.context.envEn;

/** SPEC §3 envLang: 1 cn, 2 tw, 3 en (null before the first route). */
export const selectEnvLang = (snapshot: SessionSnapshot) => snapshot.context.envLang;

/** Days and hours left of the paid class (-1 / -1 without an end date). */
export const selectClassTime = (snapshot: SessionSnapshot): ClassTime => snapshot.context.classTime;

/** Whether the class remaining-time dialog is showing. */
export const selectClassDialogOpen = (snapshot: SessionSnapshot): boolean => snapshot.context.classDialogOpen;

/** Authorized-lesson access: the member has a type. */
export const selectAuthorized = (snapshot: SessionSnapshot): boolean => snapshot.context.authorized;

/** The challenge game type and play text of `challenge.started`. */
export const selectChallenge = (snapshot: SessionSnapshot) => snapshot.context.challenge;

/** What the background music should do. */
export const selectMusic = (snapshot: SessionSnapshot): 'playing' | 'paused' =>
  snapshot.matches({ music: 'playing' }) ? 'playing' : 'paused';
