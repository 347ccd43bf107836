import type { SnapshotFrom } from 'xstate';
import type { StoreOrder } from './purchase.types';
import type { PaymentDecision, sandboxPayMachine } from './sandboxPay.machine';

/** What the sandbox payment page shows. */
export interface SandboxPayView {
  status: 'loading' | 'loadFailed' | 'ready' | 'deciding' | 'failed' | 'paid' | 'declined';
  order: StoreOrder | null;
  /** The Confirm and Decline buttons work. */
  canDecide: boolean;
  /** Which button's call runs. */
  deciding: PaymentDecision | null;
  /** The failure of the load or of the decision (a server message). */
  error: string | null;
}

/** The sandbox payment machine's view model (src/pages/store/SandboxPay.tsx renders it). */
export function connectSandboxPay(snapshot: SnapshotFrom<typeof sandboxPayMachine>): SandboxPayView {
  const deciding: PaymentDecision | null = snapshot.matches({ deciding: 'confirming' })
    ? 'confirm'
    : snapshot.matches({ deciding: 'declining' })
      ? 'decline'
      : null;
  const status: SandboxPayView['status'] = deciding
    ? 'deciding'
    : (['loading', 'loadFailed', 'ready', 'failed', 'paid', 'declined'] as const).find((s) => snapshot.matches(s))!;
  return {
    status,
    order: snapshot.context.order,
    canDecide: snapshot.can({ type: 'payment.confirm' }),
    deciding,
    error: status === 'loadFailed' || status === 'failed' ? (snapshot.context.error?.message ?? 'Error') : null,
  };
}
