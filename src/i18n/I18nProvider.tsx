import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

type LinguiContextValue = NonNullable<React.ContextType<typeof LinguiContext>>;

/** What Lingui's components read: a new value for each change, so that every one of them renders again. */
function contextOf(i18n: I18n): LinguiContextValue {
  return { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) };
}

/**
 * Lingui's context for the app, as @lingui/react's I18nProvider gives it, with one difference: a
 * change of the catalog (a part loaded with a page or a module, another language activated)
 * re-renders the app as a transition, not as an urgent update.
 *
 * Lingui's provider reads `i18n` as an external store, so each change was an update React must
 * render at once. The catalog parts load while a prerendered page hydrates (on a phone, the app
 * offer's texts: src/app/layouts/DefaultLayout.tsx), and an urgent update that reaches a Suspense
 * boundary React has not hydrated yet makes it drop the server's HTML and render the page again
 * (React 18's error #421, seen in CI on the landing page). A transition waits for the boundary to
 * hydrate instead. Nothing is shown out of date meanwhile: a screen that needs a part waits for it
 * before it renders (src/app/router.tsx), and a new language comes in a suspended render anyway.
 */
export function AppI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => ({ version: changesOf(i18n), value: contextOf(i18n) }));
  useEffect(() => {
    const refresh = () => startTransition(() => setContext({ version: changesOf(i18n), value: contextOf(i18n) }));
    const unsubscribe = i18n.on('change', refresh);
    // a change between this render and the subscription (a part that finished loading meanwhile)
    if (changesOf(i18n) !== context.version) refresh();
    return unsubscribe;
    // subscribed once per catalog: the version read above is the first render's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n]);
  if (!i18n.locale) return null;
  return <LinguiContext.Provider value={context.value}>{children}</LinguiContext.Provider>;
}

/** How many changes each catalog has had since its first provider rendered. */
const changes = new WeakMap<I18n, number>();

/** The count of `i18n`'s changes, counted from the first call on (one listener per catalog, for good). */
function changesOf(i18n: I18n): number {
  let count = changes.get(i18n);
  if (count === undefined) {
    count = 0;
    changes.set(i18n, count);
    i18n.on('change', () => changes.set(i18n, (changes.get(i18n) ?? 0) + 1));
  }
  return count;
}
