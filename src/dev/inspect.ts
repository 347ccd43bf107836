import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, dev build only (ARCHITECTURE.md "Three doors":
 * designers). Open any page with `?inspect` in the URL (`npm run dev`, then
 * `/?inspect` or `/dev/flows/<id>?inspect`): @statelyai/inspect opens
 * https://stately.ai/inspect in a pop-up and shows every actor created with
 * `inspectOption()`, with its children.
 *
 * - `startInspector()` is awaited once by src/main.tsx before the first
 *   render (and by the flows page), so every root actor is inspected from its
 *   first snapshot.
 * - Every app-wide actor passes the option on:
 *   `<FooContext.Provider options={{ ...inspectOption(), input }}>` or
 *   `createActor(machine, { ...inspectOption() })`.
 * - Every actor the inspector sees is also listed in `window.__HANZI_ACTORS__`
 *   (name, session id, parent), so a test or a console can check what runs.
 *
 * Production: `import.meta.env.DEV` is `false`, the bodies below are dead code
 * and Vite drops them together with the lazy `import('@statelyai/inspect')`;
 * `inspectOption()` returns `{}`.
 */

export type InspectObserver = Observer<InspectionEvent>;

/** One actor the inspector saw, as listed in `window.__HANZI_ACTORS__`. */
export interface InspectedActor {
  /** What the inspector shows: the actor's id, or its machine id when it has none. */
  name: string;
  sessionId: string;
  /** The parent's session id; undefined for a root actor. */
  parentId: string | undefined;
}

declare global {
  interface Window {
    __HANZI_ACTORS__?: InspectedActor[];
  }
}

let observer: InspectObserver | undefined;

/** Whether the URL asks for the inspector (dev build only). */
export function inspectRequested(): boolean {
  return import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect');
}

/** The name the inspector shows: the actor's id, or its machine's id when the id is only the session id. */
function nameOf(actorRef: ActorRefLike): string {
  const { id, logic } = actorRef as ActorRefLike & { id?: string; logic?: { config?: { id?: unknown } } };
  if (id && id !== actorRef.sessionId) return id;
  return typeof logic?.config?.id === 'string' ? logic.config.id : actorRef.sessionId;
}

/** Loads and opens the inspector when the URL has `?inspect`; does nothing otherwise, or if already open. */
export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV) {
    if (observer || !inspectRequested()) return;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    if (observer) return;
    const browser = createBrowserInspector();
    const seen: InspectedActor[] = [];
    window.__HANZI_ACTORS__ = seen;
    observer = {
      next: (event) => {
        if (event.type === '@xstate.actor') {
          seen.push({
            name: nameOf(event.actorRef),
            sessionId: event.actorRef.sessionId,
            parentId: (event.actorRef as { _parent?: ActorRefLike })._parent?.sessionId,
          });
        }
        browser.inspect.next?.(event);
      },
    };
  }
}

/**
 * `{ inspect }` when the inspector is open, else `{}`: spread it into the
 * options of every actor the app creates.
 */
export function inspectOption(): { inspect?: InspectObserver } {
  if (import.meta.env.DEV && observer) return { inspect: observer };
  return {};
}
