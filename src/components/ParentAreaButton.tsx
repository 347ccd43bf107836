import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useAppChild } from '../app/AppActorContext';
import { LazyParentGate } from './LazyParentGate';
import type { GateRef } from './ParentGate';

/**
 * The way to the parent's area: the parent gate (the route guard's child `gate`), then the
 * set-up screens, where the languages, Log out and the membership live.
 */
export function ParentAreaButton() {
  const { t } = useLingui();
  const guard = useAppChild('routeGuard');
  const gate = useSelector(guard, (snapshot) => snapshot.children.gate as GateRef | undefined);
  const label = t`For parents`;
  return (
    <>
      <button
        type="button"
        className="parent-area-button"
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={() => guard.send({ type: 'setup.open' })}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2.2" fill="none" />
        </svg>
        <span className="parent-area-button-label">{label}</span>
      </button>
      <LazyParentGate owner={guard} gate={gate} />
    </>
  );
}
