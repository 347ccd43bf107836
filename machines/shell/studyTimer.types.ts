import type { AuthChangedEvent, AuthView } from './auth.types';
import type { AppRoute } from '../routes';

/** The study timer's types (studyTimer.machine.ts): input, context, events and its tickers' input. */

export interface StudyTimerInput {
  /** For the parent gate's questions: `Math.random` in the app. */
  random: () => number;
  /** Who is signed in as the root knows it when it starts the timer (else `loggedIn` and `limitMinutes`). */
  auth?: AuthView;
  loggedIn?: boolean;
  limitMinutes?: number;
  route?: AppRoute | null;
}

export interface StudyTimerContext {
  random: () => number;
  loggedIn: boolean;
  /** The member's study_time_limit in minutes; 0 = none. */
  limitMinutes: number;
  /** The current route, null before the app reported one. */
  route: AppRoute | null;
  /** Whole minutes learned since the timer (re)started. */
  ticks: number;
  /** Whole seconds until the break may end without the gate (display only). */
  breakSecondsLeft: number;
}

export type StudyTimerEvent =
  | { type: 'route.changed'; route: AppRoute }
  | AuthChangedEvent
  | { type: 'timer.tick' }
  | { type: 'countdown.tick' }
  | { type: 'break.continue' }
  | { type: 'break.close' }
  | { type: 'gate.answer'; answer: string }
  | { type: 'gate.close' };

export interface TickerInput {
  intervalMs: number;
}
