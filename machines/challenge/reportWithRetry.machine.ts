import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PassReport, ReportStatus } from './challenge.types';
import { toCallError } from '../types';

/**
 * One pass of the challenge sent to the server until it is recorded (SPEC §7
 * POST lesson/schedule): the child the challenge invokes (invoke id `report`)
 * on a word's finish screen and on allFinish.
 *
 * - `sending` calls `reportProgress` with the pass (the input). When it
 *   answers, the child is done (`sent`, final) and its output is the pass, so
 *   the parent records its key.
 * - When the call fails, the child waits in `failed` for the named delay
 *   `reportRetry` (5000 ms, override with `.provide({ delays })`) and sends
 *   again, as often as needed, until it succeeds or its parent stops it (the
 *   learner went on). The app's `reportProgress` keeps the pass in the browser's
 *   progress outbox before the first try (src/api/outbox.ts), which delivers it
 *   when the network returns, after the screen is gone or the page reloaded.
 * - When the server refuses the pass (422, 403, 404: e.g. a lesson whose story
 *   is not finished), sending it again would get the same answer: the child
 *   stays in `refused` with the server's message (`refusal`), which the finish
 *   screens say, and is never done (the pass is not recorded).
 *
 * The parent mirrors the child's status (`reportStatus`, with invoke
 * `onSnapshot`) to refuse `challenge.next` while a call is on its way.
 *
 * The call is a placeholder actor the app provides on the child, which it
 * provides to the challenge (the only way to supply it):
 * `challengeMachine.provide({ actors: { reportWithRetry: reportWithRetryMachine.provide({ actors: { reportProgress } }) } })`.
 */

/** The server's codes that refuse a pass for good (bad input, not allowed, unknown), unlike a failure on the way. */
const REFUSALS = new Set(['422', '403', '404']);

export const reportWithRetryMachine = setup({
  types: {
    context: {} as { report: PassReport; refusal: string | null },
    input: {} as PassReport,
    output: {} as PassReport,
  },
  actors: {
    /** POST lesson/schedule (SPEC §7). Provided by the app. */
    reportProgress: fromPromise<unknown, PassReport>(async () => {
      throw new Error('reportProgress is provided by the app');
    }),
  },
  actions: {
    assignRefusal: assign((_, error: unknown) => ({ refusal: toCallError(error).message })),
  },
  guards: {
    /** The server said no to the pass itself: trying again would get the same answer. */
    isRefusal: (_, error: unknown) => REFUSALS.has(toCallError(error).code),
  },
  delays: {
    /** Wait before trying a failed report again. */
    reportRetry: 5_000,
  },
}).createMachine({
  id: 'reportWithRetry',
  context: ({ input }) => ({ report: input, refusal: null }),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        id: 'reportProgress',
        src: 'reportProgress',
        input: ({ context }) => context.report,
        onDone: { target: 'sent' },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          { target: 'failed' },
        ],
      },
    },
    /** The call failed: sent again after `reportRetry`. */
    failed: {
      after: { reportRetry: 'sending' },
    },
    /** The server refused the pass: not sent again, the message kept for the screen. */
    refused: {},
    sent: {
      type: 'final',
    },
  },
  output: ({ context }) => context.report,
});

export type ReportWithRetrySnapshot = SnapshotFrom<typeof reportWithRetryMachine>;

/**
 * The status of a report from the child's snapshot (its state value alone): what the
 * parent mirrors into its context on every snapshot, and what the finish screens show.
 */
export function reportStatus(snapshot: Pick<ReportWithRetrySnapshot, 'value'>): ReportStatus {
  return snapshot.value === 'sent' ? null : snapshot.value;
}

/** The server's message (a message id) when it refused the pass, else null. */
export function reportRefusal(snapshot: Pick<ReportWithRetrySnapshot, 'context'>): string | null {
  return snapshot.context.refusal;
}
