import { lazy, Suspense } from 'react';
import type { GateOwner, GateRef } from './ParentGate';
import { PARENT_GATE_GROUP } from '../i18n/catalogGroups';
import { loadModuleMessages } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locales';

// its texts come beside it (catalogGroups.ts PARENT_GATE_GROUP), in the page's language
const ParentGate = lazy(() =>
  Promise.all([import('./ParentGate'), loadModuleMessages(localeFromPath(window.location.pathname), PARENT_GATE_GROUP)]).then(([module]) => ({
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
