import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react';
import type { GateOwner, GateRef } from './ParentGate';
import { PARENT_GATE_GROUP } from '../i18n/catalogGroups';
import { loadModuleMessages, moduleMessagesLoaded } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

const loadGate = () => import('./ParentGate');
const ParentGate = lazy(() => loadGate().then((module) => ({ default: module.ParentGate })));

/** The languages whose gate texts failed to load (offline): the gate opens without waiting again. */
const unavailable = new Set<Locale>();

/**
 * The gate in the active language: its texts (catalogGroups.ts PARENT_GATE_GROUP) are loaded for
 * each language the gate opens in, not only the first one. The active language is Lingui's (the
 * router's, not window.location's: a memory router, as in the component tests, has its own).
 */
function GateInLanguage({ owner, gate }: { owner: GateOwner; gate: GateRef }) {
  const locale = useLingui().i18n.locale as Locale;
  if (!moduleMessagesLoaded(locale, PARENT_GATE_GROUP) && !unavailable.has(locale)) {
    // Suspense's way: throw the load, render again once it settled (the gate's code comes beside)
    throw Promise.all([
      loadModuleMessages(locale, PARENT_GATE_GROUP).catch(() => {
        unavailable.add(locale);
      }),
      loadGate().catch(() => {}),
    ]);
  }
  return <ParentGate owner={owner} gate={gate} />;
}

/**
 * The parent gate (ParentGate.tsx), loaded the first time a page asks for it: most visits to a
 * page that offers the settings never open the gate, so its dialog is not in the page's chunk.
 */
export function LazyParentGate({ owner, gate }: { owner: GateOwner; gate: GateRef | undefined }) {
  if (!gate) return null;
  return (
    <Suspense fallback={null}>
      <GateInLanguage owner={owner} gate={gate} />
    </Suspense>
  );
}
