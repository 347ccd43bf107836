import { lazy, Suspense } from 'react';
import type { GateOwner, GateRef } from './ParentGate';

const ParentGate = lazy(() => import('./ParentGate').then((module) => ({ default: module.ParentGate })));

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
