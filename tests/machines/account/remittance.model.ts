import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectRemittance, type RemittanceView } from '../../../machines/account/remittance.connect';
import { remittanceMachine, type RemittanceEvent } from '../../../machines/account/remittance.machine';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { bankCodeRefused, networkDown, pastRequests, remitRequest, serverDown, setupRemittance } from './accountCenter.fixtures';

/**
 * Model paths of the remittance modal, from 2600 points (the form) and from
 * 1500 (refused before the form), with the balance changing meanwhile
 * (`points.sync`) so both sides of the 2000-point rule are walked from each.
 *
 * Checked after each step: refused under 2000 with how many points are
 * missing and no form; the request sent with the bank fields; 'Transfer is
 * successful' and the app told to reload the member once per request; a 422
 * as "please confirm your information" with the field errors, anything else as
 * "something went wrong"; the past requests loaded on open and again after a
 * request; no close while sending.
 */

/** The member's balance changes (the page sends it when the member reloads). */
function balance(points: number): RemittanceEvent {
  return { type: 'points.sync', points };
}

const events: EventObject[] = [
  { type: 'remit.open' },
  { type: 'remit.close' },
  { type: 'remit.submit', ...remitRequest } satisfies RemittanceEvent,
  { type: 'requests.retry' },
  balance(1500),
  balance(2600),
  ...replyEvents(remittanceMachine, {
    remitPoints: { outputs: [null], errors: [bankCodeRefused, serverDown] },
    loadRequests: { outputs: [pastRequests], errors: [networkDown] },
  }),
];

/** Balance changes only where they matter: while the modal is closed (the next open decides). */
function filter(snapshot: { matches: (value: unknown) => boolean }, event: EventObject) {
  return event.type !== 'points.sync' || snapshot.matches('closed');
}

function family(points: number): ModelFamily {
  return {
    name: `${points} points`,
    paths: {
      input: { points },
      events,
      filter,
      dropPrefixes: true,
      prefix: `${points} points: `,
      contextKey: (context: { points: number; error: { code: string } | null }) => [context.points, context.error?.code ?? null],
      describeEvent: (event: { type: string; points?: number }) =>
        event.type === 'points.sync' ? `balance ${event.points}` : undefined,
    },
    start: (inspect) => {
      const { actor, machine, remitPoints, loadRequests, remitted } = setupRemittance(points, inspect);
      let balance = points;
      let requests: RemittanceView['requests'] = null;
      let form: RemittanceView['form'] = null;
      let notice: RemittanceView['notice'] = null;
      let fieldErrors: Record<string, string[]> = {};
      let sent = 0;
      return {
        actor,
        machine,
        fakes: { remitPoints, loadRequests },
        check: (snapshot, event) => {
          switch (event.type) {
            case 'points.sync':
              balance = (event as { points: number } & EventObject).points;
              break;
            case 'remit.open':
              form = balance >= 2000 ? 'editing' : 'refused';
              requests = 'loading';
              notice = null;
              fieldErrors = {};
              break;
            case 'remit.close':
              form = null;
              requests = null;
              notice = null;
              fieldErrors = {};
              break;
            case 'remit.submit':
              form = 'sending';
              notice = null;
              fieldErrors = {};
              expect(remitPoints.calls.at(-1)).toEqual(remitRequest);
              break;
            case 'xstate.done.actor.remitPoints':
              form = 'sent';
              notice = 'sent';
              sent += 1;
              if (requests === 'loaded' || requests === 'failed') requests = 'loading';
              break;
            case 'xstate.error.actor.remitPoints': {
              const error = (event as unknown as { error: { code: string; errors: Record<string, string[]> } }).error;
              form = 'editing';
              notice = error.code === '422' ? 'invalid' : 'failed';
              fieldErrors = error.errors;
              break;
            }
            case 'requests.retry':
              requests = 'loading';
              break;
            case 'xstate.done.actor.loadRequests':
              requests = 'loaded';
              break;
            case 'xstate.error.actor.loadRequests':
              requests = 'failed';
              break;
          }
          const view = connectRemittance(snapshot as never);
          expect(
            {
              open: view.open,
              form: view.form,
              points: view.points,
              short: view.short,
              notice: view.notice,
              fieldErrors: view.fieldErrors,
              canSubmit: view.canSubmit,
              canClose: view.canClose,
              requests: view.requests,
              pastRequests: view.pastRequests,
              canRetryRequests: view.canRetryRequests,
            },
            `the modal after ${event.type}`,
          ).toEqual({
            open: form !== null,
            form,
            points: balance,
            short: Math.max(0, 2000 - balance),
            notice,
            fieldErrors,
            canSubmit: form === 'editing',
            canClose: form !== null && form !== 'sending',
            requests,
            pastRequests: requests === 'loaded' ? pastRequests : [],
            canRetryRequests: requests === 'failed',
          });
          expect(remitted).toHaveBeenCalledTimes(sent);
        },
      };
    },
  };
}

export const model = defineModel({ machine: remittanceMachine, families: [family(2600), family(1500)] });
