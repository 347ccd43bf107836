import type { SnapshotFrom } from 'xstate';
import type { RemittanceRecord, remittanceMachine } from './remittance.machine';
import { MIN_REMIT_POINTS, pointsShortOfRemit } from '../rules/remittance';

/** The three outcomes of SPEC §8 a request can have, by their English text (the msgids). */
export const REMIT_NOTICES = {
  sent: 'Transfer is successful',
  invalid: 'Please confirm if your information is correct',
  failed: "Opps! There's somthing wrong. Please try again",
} as const;
export type RemitNotice = keyof typeof REMIT_NOTICES;

export type RemitForm = 'refused' | 'editing' | 'sending' | 'sent';

export interface RemittanceView {
  open: boolean;
  /** What the form part shows: the refusal under 2000 points, the form, the form sending, or the success. */
  form: RemitForm | null;
  points: number;
  minimum: number;
  /** Points still missing before a transfer may be asked for. */
  short: number;
  /** The outcome to announce: success, "please confirm your information" (422) or "something went wrong". */
  notice: RemitNotice | null;
  /** The server's field errors of a refused request (bank fields → messages). */
  fieldErrors: Record<string, string[]>;
  canSubmit: boolean;
  canClose: boolean;
  requests: 'loading' | 'loaded' | 'failed' | null;
  pastRequests: RemittanceRecord[];
  canRetryRequests: boolean;
}

const FORMS: RemitForm[] = ['refused', 'editing', 'sending', 'sent'];

export function connectRemittance(snapshot: SnapshotFrom<typeof remittanceMachine>): RemittanceView {
  const open = snapshot.matches('open');
  const form = open ? (FORMS.find((state) => snapshot.matches({ open: { form: state } })) ?? null) : null;
  const requests = open
    ? ((['loading', 'loaded', 'failed'] as const).find((state) => snapshot.matches({ open: { requests: state } })) ?? null)
    : null;
  const { error, points } = snapshot.context;
  const shownError = form === 'editing' ? error : null;
  const notice: RemitNotice | null =
    form === 'sent' ? 'sent' : shownError ? (shownError.code === '422' ? 'invalid' : 'failed') : null;
  return {
    open,
    form,
    points,
    minimum: MIN_REMIT_POINTS,
    short: pointsShortOfRemit(points),
    notice,
    fieldErrors: shownError?.errors ?? {},
    canSubmit: form === 'editing',
    canClose: snapshot.can({ type: 'remit.close' }),
    requests,
    pastRequests: requests === 'loaded' ? (snapshot.context.requests ?? []) : [],
    canRetryRequests: snapshot.can({ type: 'requests.retry' }),
  };
}
