import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { PassReport, ReportStatus } from '../../../machines/challenge/challenge.types';
import { reportRefusal, reportStatus, reportWithRetryMachine, type ReportWithRetrySnapshot } from '../../../machines/challenge/reportWithRetry.machine';
import { RETRY_MS } from './challenge.fixtures';
import { defineModel, type ModelFamily } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the report child of the challenge (a pass sent until it is
 * recorded): one per transition, for a word pass and for a lesson pass, replayed
 * on a real actor with a fake `reportProgress` and the fake clock (the test's
 * `reportRetry`, not the app's, so a path cannot pass by accident).
 *
 * At every step the status the finish screens show (`reportStatus`, which the
 * challenge mirrors) is checked against what the path says: on its way, failed
 * (tried again soon), or nothing once saved; and the server was asked once per
 * try, with the pass unchanged, never before the retry delay is over. When the
 * child is done its output is the pass, which the challenge then records.
 */

const WORD_PASS: PassReport = { kind: 'word', radical_id: 5, lesson_id: 30, word_id: 1, finish_explaining: 1, is_passed: 1, mistakes: 0 };
const LESSON_PASS: PassReport = { kind: 'lesson', radical_id: 5, lesson_id: 30, completion: 1 };

const events = replyEvents(reportWithRetryMachine, {
  reportProgress: {
    outputs: [null],
    // a failure on the way (tried again) and a refusal (never tried again: the same answer would come)
    errors: [apiError('500', 'Server error'), apiError('422', 'Finish the words and the story of this lesson first')],
  },
});

function family(name: string, pass: PassReport): ModelFamily {
  return {
    name,
    paths: { input: pass, events, prefix: `${pass.kind} pass: `, dropPrefixes: true },
    start: (inspect) => {
      const reportProgress = fakeCall<unknown, PassReport>();
      const machine = reportWithRetryMachine.provide({
        actors: { reportProgress: reportProgress.logic },
        delays: { reportRetry: RETRY_MS },
      });
      const actor = createActor(machine, { input: pass, inspect }).start();
      // What the path says, from its events alone: the status shown and how often the server was asked.
      let status: ReportStatus = 'sending';
      let tries = 1;
      return {
        actor,
        machine,
        fakes: { reportProgress },
        // The retry waits the whole delay: not one try before it is over.
        drive: async (event) => {
          if (!event.type.startsWith('xstate.after.reportRetry')) return false;
          await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
          expect(reportProgress.calls, 'no new try before reportRetry is over').toHaveLength(tries);
          await vi.advanceTimersByTimeAsync(1);
          return true;
        },
        check: (snapshot, event: EventObject) => {
          if (event.type === 'xstate.done.actor.reportProgress') status = null;
          if (event.type === 'xstate.error.actor.reportProgress') {
            status = (event as { error?: { code?: string } }).error?.code === '422' ? 'refused' : 'failed';
          }
          if (event.type.startsWith('xstate.after.reportRetry')) [status, tries] = ['sending', tries + 1];

          expect(reportStatus(snapshot as ReportWithRetrySnapshot), `what the finish screen says after ${event.type}`).toBe(status);
          expect(reportRefusal(snapshot as ReportWithRetrySnapshot), 'why it was refused').toBe(
            status === 'refused' ? 'Finish the words and the story of this lesson first' : null,
          );
          expect(reportProgress.calls, 'the server is asked once per try, with the pass').toEqual(Array(tries).fill(pass));
          expect(snapshot.status === 'done' ? snapshot.output : undefined, 'the output, once sent: the pass').toEqual(
            status === null ? pass : undefined,
          );
        },
      };
    },
  };
}

export const model = defineModel({
  machine: reportWithRetryMachine,
  families: [family('a word pass', WORD_PASS), family('a lesson pass', LESSON_PASS)],
});
