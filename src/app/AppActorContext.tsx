import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppSnapshot } from '../../machines/shell/app.machine';
import type { audioMachine } from '../../machines/shell/audio.machine';
import type { authMachine } from '../../machines/shell/auth.machine';
import type { battleMachine } from '../../machines/battle/battle.machine';
import type { challengeMachine } from '../../machines/challenge/challenge.machine';
import type { loadingBarMachine } from '../../machines/shell/loadingBar.machine';
import type { nativeBridgeMachine } from '../../machines/shell/nativeBridge.machine';
import type { routeGuardMachine } from '../../machines/shell/routeGuard.machine';
import type { studyTimerMachine } from '../../machines/shell/studyTimer.machine';
import type { Member } from '../../machines/types';
import type { AppActor } from './appActor';

/**
 * The root actor for React: `main.tsx` (and component tests) create it with
 * `createAppActor` and put it here; components read narrow slices with the
 * hooks below and send events to the root or to one of its children.
 */
const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

/** The root actor (machines/shell/app.machine.ts). */
export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor needs <AppActorProvider> above it');
  return actor;
}

export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useAppActor(), selector);
}

/** The root's children by id, typed. They live as long as the root, so a ref never changes. */
interface AppChildren {
  auth: ActorRefFrom<typeof authMachine>;
  routeGuard: ActorRefFrom<typeof routeGuardMachine>;
  audio: ActorRefFrom<typeof audioMachine>;
  nativeBridge: ActorRefFrom<typeof nativeBridgeMachine>;
  loadingBar: ActorRefFrom<typeof loadingBarMachine>;
}

export function useAppChild<K extends keyof AppChildren>(id: K): AppChildren[K] {
  const child = useAppActor().getSnapshot().children[id];
  if (!child) throw new Error(`the app actor has no child "${id}"`);
  return child as unknown as AppChildren[K];
}

/** A slice of one child's snapshot. */
export function useAppChildSelector<K extends keyof AppChildren, T>(
  id: K,
  selector: (snapshot: SnapshotFrom<AppChildren[K]>) => T,
): T {
  return useSelector(useAppChild(id), selector as (snapshot: unknown) => T);
}

export type StudyTimerRef = ActorRefFrom<typeof studyTimerMachine>;

/**
 * The study timer (machines/shell/app.machine.ts region `study`): started the first time a member is
 * signed in, with its machine from a lazy chunk; null before (re-renders when it starts).
 */
export function useStudyTimer(): StudyTimerRef | null {
  return useAppSelector((snapshot) => (snapshot.children.studyTimer as unknown as StudyTimerRef | undefined) ?? null);
}

/** The games the root runs while their screens show (machines/shell/app.machine.ts, region `play`). */
interface PlayChildren {
  challenge: ActorRefFrom<typeof challengeMachine>;
  battle: ActorRefFrom<typeof battleMachine>;
}

/** The running challenge or battle, or null when none runs (re-renders when one starts or ends). */
export function usePlayChild<K extends keyof PlayChildren>(id: K): PlayChildren[K] | null {
  return useAppSelector((snapshot) => (snapshot.children[id] as unknown as PlayChildren[K] | undefined) ?? null);
}

/** The member when signed in, else null. */
export function useMember(): Member | null {
  return useAppSelector((snapshot) => snapshot.context.auth.member);
}
