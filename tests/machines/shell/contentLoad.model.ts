import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectContentLoad, type ContentLoadView } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine, type ContentLoadEvent } from '../../../machines/shell/contentLoad.machine';
import { defineModel, type ModelFamily } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the content loader (home's categories and award check, the
 * lesson track): one per transition, replayed on a real actor with a fake call.
 *
 * At every step what the screen shows (`connectContentLoad`) is checked against
 * what the path says: loading (the earlier data kept while a reload runs), the
 * content, an error with the server's message and a retry button, or nothing for
 * a call the server does not offer yet (501); and the server was asked once per
 * load, with the screen's request.
 */

const FIRST = [{ id: 1, name: '我和家人' }];
const SECOND = [{ id: 1, name: '我和家人' }, { id: 4, name: '大自然' }];
const SERVER_ERROR = apiError('500', 'Server error');
const NOT_AVAILABLE = apiError('501', 'This feature is not available yet.');

const events: EventObject[] = [
  { type: 'content.retry' } satisfies ContentLoadEvent,
  { type: 'content.reload' } satisfies ContentLoadEvent,
  ...replyEvents(contentLoadMachine, { load: { outputs: [FIRST, SECOND], errors: [SERVER_ERROR, NOT_AVAILABLE] } }),
];

function family(name: string, request: unknown): ModelFamily {
  return {
    name,
    paths: {
      input: { request },
      events,
      prefix: `${name}: `,
      // which answer is on screen tells the paths apart (the data kept through a reload)
      contextKey: (context: { data: unknown; error: { code: string } | null }) => [context.data, context.error?.code ?? null],
    },
    start: (inspect) => {
      const load = fakeCall<unknown, unknown>();
      const machine = contentLoadMachine.provide({ actors: { load: load.logic } });
      const actor = createActor(machine, { input: { request }, inspect }).start();
      // What the screen shows, from the path's events alone.
      let view: ContentLoadView<unknown> = { status: 'loading', data: null, error: null, canRetry: false, answered: false };
      let loads = 1;
      return {
        actor,
        machine,
        fakes: { load },
        check: (snapshot, event) => {
          const { output, error } = event as { output?: unknown; error?: { code: string; message: string } };
          if (event.type === 'xstate.done.actor.load') view = { status: 'loaded', data: output, error: null, canRetry: false, answered: true };
          if (event.type === 'xstate.error.actor.load' && error?.code === '501') {
            view = { ...view, status: 'unavailable', error: null, canRetry: false, answered: true };
          } else if (event.type === 'xstate.error.actor.load') {
            view = { ...view, status: 'failed', error: error!.message, canRetry: true, answered: true };
          }
          if (event.type === 'content.retry' || event.type === 'content.reload') {
            view = { ...view, status: 'loading', error: null, canRetry: false };
            loads += 1;
          }
          expect(connectContentLoad(snapshot as never), `what the screen shows after ${event.type}`).toEqual(view);
          expect(load.calls, 'the server is asked once per load, with the request').toEqual(Array(loads).fill(request));
        },
      };
    },
  };
}

export const model = defineModel({
  machine: contentLoadMachine,
  families: [family('the lesson track of radical 5', 5)],
});
