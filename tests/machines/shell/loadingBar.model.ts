import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectLoadingBar } from '../../../machines/shell/loadingBar.connect';
import { loadingBarMachine, type LoadingBarContext, type LoadingBarEvent } from '../../../machines/shell/loadingBar.machine';
import { defineModel } from '../models';

/**
 * Model paths of the loading bar: one per transition, replayed on a real actor
 * with a fake clock (the 200 ms and 5000 ms delays pass for real). The guards
 * read how many requests are pending, so the model tells 0, 1 and "2 or more"
 * apart.
 *
 * After each step the bar is checked against what the path says a person sees:
 * the path counts the requests itself; the bar shows once requests have been
 * pending for the show delay, hides after the longest showing until every
 * pending request has ended, and hides when none is pending.
 */

const events: LoadingBarEvent[] = [{ type: 'request.start' }, { type: 'request.end' }];

/** What the path so far says the bar shows. */
function expectedBar() {
  let pending = 0;
  let shown: 'hidden' | 'visible' | 'gaveUp' = 'hidden';
  return (event: EventObject) => {
    if (event.type === 'request.start') pending += 1;
    if (event.type === 'request.end') pending = Math.max(0, pending - 1);
    if (pending === 0) shown = 'hidden';
    if (event.type.startsWith('xstate.after.showDelay')) shown = 'visible';
    if (event.type.startsWith('xstate.after.maxDuration')) shown = 'gaveUp';
    return { visible: shown === 'visible' };
  };
}

export const model = defineModel({
  machine: loadingBarMachine,
  families: [
    {
      name: 'from idle',
      paths: { events, contextKey: (context: LoadingBarContext) => Math.min(context.pending, 2) },
      start: (inspect) => {
        const expected = expectedBar();
        return {
          actor: createActor(loadingBarMachine, { inspect }).start(),
          machine: loadingBarMachine,
          fakes: {},
          check: (snapshot, event) => {
            expect(connectLoadingBar(snapshot as never), `the bar after ${event.type}`).toEqual(expected(event));
          },
        };
      },
    },
  ],
});
