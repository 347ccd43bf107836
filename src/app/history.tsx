import { createContext, startTransition, useContext, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location, type NavigationType } from 'react-router';
import type { AppRouter } from './appActor';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

/**
 * The app's history: the one place the location lives, for React (`<HistoryRouter>`, react-router
 * in declarative mode: `<Routes>`, `useLocation`, `useNavigate`) and for the root actor (its
 * `route.changed` and `navigate`, src/app/appActor.ts), both told of every change. Over the
 * browser's history in the app, over a memory one in the prerender and the component tests.
 * (react-router's own history takes one listener: this one passes each change to all of them.)
 */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface HistoryState {
  action: NavigationType;
  location: Location;
}

export interface AppHistory extends AppRouter {
  readonly state: HistoryState;
  subscribe: (listener: (state: HistoryState) => void) => () => void;
  /** What react-router's hooks navigate with (`useNavigate`, `<Link>`). */
  readonly navigator: History;
}

export function appHistory(history: History): AppHistory {
  const listeners = new Set<(state: HistoryState) => void>();
  // a browser history makes a new location object on every read: keep one per change
  let state: HistoryState = { action: history.action, location: history.location };
  history.listen(({ action, location }) => {
    state = { action, location };
    for (const listener of [...listeners]) listener(state);
  });
  return {
    navigator: history,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(to: number | string, options?: { replace?: boolean; state?: unknown }) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to, options.state);
      else history.push(to, options?.state);
    },
  } as AppHistory;
}

/** The browser's history (the app, src/main.tsx). */
export function browserHistory(): AppHistory {
  return appHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

/** A history in memory at `path` (the prerender, component tests). */
export function memoryHistory(path: string): AppHistory {
  return appHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
}

const HistoryContext = createContext<AppHistory | null>(null);

/**
 * Where the history is now, which a render may not show yet (a change renders as a transition):
 * null outside a `HistoryRouter`.
 */
export function useLivePathname(): string | null {
  return useContext(HistoryContext)?.state.location.pathname ?? null;
}

/**
 * react-router over an app history. A change renders as a transition, as react-router's own
 * routers do: the page on screen stays until the next one (a lazy chunk, a catalog) is loaded.
 */
export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(history.state);
  useBrowserLayoutEffect(() => {
    const unsubscribe = history.subscribe((next) => startTransition(() => setState(next)));
    // a change between the first render and now
    setState(history.state);
    return unsubscribe;
  }, [history]);
  return (
    <HistoryContext.Provider value={history}>
      {/* `static` in the prerender (a server build): react-router's navigation hooks then use no
          layout effect, which React's server renderer warns about (src/app/useBrowserLayoutEffect.ts) */}
      <Router location={state.location} navigationType={state.action} navigator={history.navigator} static={import.meta.env.SSR}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}
