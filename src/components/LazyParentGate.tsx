import { lazy, Suspense } from 'react';
import type { GateOwner, GateRef } from './ParentGate';
import { PARENT_GATE_GROUP } from '../i18n/catalogGroups';
import { i18n, loadModuleMessages } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

// its texts come beside it (catalogGroups.ts PARENT_GATE_GROUP), in the active language (the
// router's, not window.location's: a memory router, as in the component tests, has its own)
const ParentGate = lazy(() =>
  Promise.all([import('./ParentGate'), loadModuleMessages(i18n.locale as Locale, PARENT_GATE_GROUP)]).then(([module]) => ({
    default: module.ParentGate,
  })),
);

/**
 * The parent gate (ParentGate.tsx), loaded the first time a page asks for it: most visits to a
 * page that offers the settings never open the gate, so its dialog is not in the page's chunk.
 */
export function LazyParentGate({ owner, gate }: { owner: GateOwner; gate: GateRef | undefined }) {
  if (!gate) return null;
  return (
    <Suspense fallback={null}>
      <ParentGate owner={owner} gate={gate} />
    </Suspense>
  );
}
