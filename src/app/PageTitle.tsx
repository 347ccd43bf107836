import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Where the build's prerender (src/prerender/entry.tsx) collects the title of the page it
 * renders to HTML: the first `<PageTitle>` rendered (the page's own; a page renders one) names
 * it, and src/prerender/build.ts writes it into the head before any script.
 */
export interface TitleCollector {
  title: string | null;
}

const TitleCollectorContext = createContext<TitleCollector | null>(null);

/** A collector for one server rendering (src/prerender/entry.tsx). */
export function createTitleCollector(): TitleCollector {
  return { title: null };
}

/** The prerender's provider: it renders no markup, so the hydrating browser (no provider) finds the same HTML. */
export function TitleCollectorProvider({ collector, children }: { collector: TitleCollector; children: ReactNode }) {
  return <TitleCollectorContext.Provider value={collector}>{children}</TitleCollectorContext.Provider>;
}

/**
 * A page's document title (already translated): `<PageTitle>{`${t`Home`} · ${t`Hanzi House`}`}</PageTitle>`.
 * In the browser it sets `document.title` once the page is on screen and again whenever the text
 * changes (another language, the loaded name of a book), so the title follows every navigation; in
 * the build's server rendering it hands the text to the prerender's collector. It renders nothing:
 * React 18 does not hoist a `<title>` into the head as React 19 did.
 */
export function PageTitle({ children }: { children: string }): null {
  const collector = useContext(TitleCollectorContext);
  // server rendering only (no effects run there): the first title rendered is the page's
  if (collector && collector.title === null) collector.title = children;
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
