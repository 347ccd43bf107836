import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RouteObject } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { resultOf, type calculationGateMachine } from '../../machines/shell/calculationGate.machine';
import { studyTimerMachine } from '../../machines/shell/studyTimer.machine';
import type { routeGuardMachine } from '../../machines/shell/routeGuard.machine';
import type { LoginOutput } from '../../machines/shell/auth.types';
import type { Member } from '../../machines/types';
import type { StoredChallenge } from '../../machines/shell/app.types';
import { createAppActor, type AppActor, type AppRouter } from '../../src/app/appActor';
import type { GameCalls } from '../../src/app/games';
import { AppActorProvider } from '../../src/app/AppActorContext';
import { HistoryRouter, memoryHistory } from '../../src/app/history';
import { AppRoutes, preparePath } from '../../src/app/router';
import { i18n as appI18n } from '../../src/i18n/i18n';

/**
 * The app as component tests render it: a memory history under the app's
 * router (the app's routes unless others are given), the real root actor (machines/shell/app.machine.ts)
 * with fake auth calls, the I18nProvider. Every app actor made here is
 * stopped after each test.
 */
export interface AppHarnessOptions {
  /** The member that member/self answers with, or a function for several answers; null = no valid login. */
  member?: Member | null | (() => Promise<Member>);
  /** The stored token; default 'tok' when a member is given, else none. */
  token?: string | null;
  /** The challenge a reload interrupted (default: none). */
  storedChallenge?: StoredChallenge | null;
  login?: (input: { email: string; password: string }) => Promise<LoginOutput>;
  logout?: () => Promise<void>;
  routes?: RouteObject[];
  i18n?: I18n;
  reload?: () => void;
  random?: () => number;
  now?: () => number;
  /** Rendered beside the router (e.g. the break modal). */
  extra?: ReactNode;
  /**
   * Replace the game calls (challengeSetupOf, reportProgress, loadBattleWords); keepRecordings
   * keeps nothing here (the recordings' fetches are the browser tests', tests/e2e/audio.test.ts).
   */
  play?: Partial<GameCalls>;
}

const running: AppActor[] = [];

afterEach(() => {
  while (running.length > 0) running.pop()!.stop();
});

/** An error as the app's `unwrap` throws it for "20006". */
function sessionError(): Error {
  return Object.assign(new Error('Invalid token'), { code: '20006' });
}

export function startApp(router: AppRouter, options: AppHarnessOptions = {}): AppActor {
  const { member = null } = options;
  const loadMember =
    typeof member === 'function'
      ? fromPromise<Member, { token: string }>(() => member())
      : fromPromise<Member, { token: string }>(async () => {
          if (!member) throw sessionError();
          return member;
        });
  const app = createAppActor({
    router,
    token: options.token !== undefined ? options.token : member ? 'tok' : null,
    // a challenge a reload interrupted only where a test says so (never the jsdom tab's storage)
    storedChallenge: options.storedChallenge ?? null,
    auth: {
      loadMember,
      login: fromPromise<LoginOutput, { email: string; password: string }>(async ({ input }) => {
        if (!options.login) throw new Error('no login expected');
        return options.login(input);
      }),
      logout: fromPromise(async () => {
        await options.logout?.();
      }),
    },
    reload: options.reload ?? (() => {}),
    // the timer's machine at once (the app loads its chunk): it starts when the member is in, on the fake clock
    loadStudyTimer: async () => studyTimerMachine,
    play: { keepRecordings: async () => {}, keepChallenge: () => {}, ...options.play },
    ...(options.random ? { random: options.random } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  running.push(app);
  return app;
}

/** Renders the app at `path`; returns its history (`router`: its location, `navigate`) and the root actor. */
export function renderApp(path: string, options: AppHarnessOptions = {}) {
  const router = memoryHistory(path);
  // as src/main.tsx does: the language's catalog (the I18nProvider renders nothing before one is active) and the page
  if (!options.routes) void preparePath(path).catch(() => {});
  const app = startApp(router, options);
  const view = render(
    <I18nProvider i18n={options.i18n ?? appI18n}>
      <AppActorProvider actor={app}>
        <HistoryRouter history={router}>
          <AppRoutes {...(options.routes ? { routes: options.routes } : {})} />
          {options.extra}
        </HistoryRouter>
      </AppActorProvider>
    </I18nProvider>,
  );
  return { router, app, view };
}

/** Waits until the parent gate shows its question ('3 × 4 − 5 = ?'). */
export async function seeTheGate(): Promise<void> {
  await screen.findByText(/^\d+ × \d+ [+−] \d+ = \?$/);
}

/** Reads the parent gate's question ('3 × 4 − 5 = ?') on screen and types its answer. */
export function answerTheGate(answerLabel = 'Answer', submitLabel = 'Submit') {
  const question = document.querySelector('.gate-question')?.textContent ?? '';
  const m = /(\d+) × (\d+) ([+−]) (\d+)/.exec(question);
  if (!m) throw new Error(`no gate question in "${question}"`);
  const [first, second, sign, third] = [Number(m[1]), Number(m[2]), m[3], Number(m[4])];
  const answer = sign === '+' ? first * second + third : first * second - third;
  fireEvent.change(screen.getByLabelText(answerLabel), { target: { value: String(answer) } });
  fireEvent.click(screen.getByRole('button', { name: submitLabel }));
}

/**
 * The parent passes the gate behind the settings link before the member has
 * loaded, then goes to `path` (a set-up page), as a parent does from home.
 */
export function unlockSetUpAndGo(app: AppActor, router: AppRouter, path: string): void {
  const guard = app.getSnapshot().children.routeGuard as ActorRefFrom<typeof routeGuardMachine>;
  guard.send({ type: 'setup.open' });
  const gate = guard.getSnapshot().children.gate as ActorRefFrom<typeof calculationGateMachine>;
  guard.send({ type: 'gate.answer', answer: String(resultOf(gate.getSnapshot().context.question)) });
  // the gate's own navigation to /set-up runs first (a microtask); then the tab
  queueMicrotask(() => void router.navigate(path, { replace: true }));
}
