import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadingBarMachine, type LoadingBarContext, type LoadingBarEvent } from '../../machines/loadingBar.machine';
import { CoverageRecorder } from './coverage';
import { replay, transitionPaths } from './modelPaths';

/**
 * Model paths of the loading bar: one per transition, replayed on a real actor
 * with a fake clock (the 200 ms and 5000 ms delays pass for real). The guards
 * read how many requests are pending, so the model tells 0, 1 and "2 or more"
 * apart. Every state and transition of the definition must be walked.
 */

const events: LoadingBarEvent[] = [{ type: 'request.start' }, { type: 'request.end' }];

const recorder = new CoverageRecorder(loadingBarMachine);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar model paths', () => {
  const paths = transitionPaths(loadingBarMachine, {
    events,
    contextKey: (context: LoadingBarContext) => Math.min(context.pending, 2),
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(loadingBarMachine, { inspect: recorder.inspect }).start();
      await replay(path, {
        actor,
        machine: loadingBarMachine,
        fakes: {},
        check: (snapshot) => {
          const { pending } = snapshot.context as LoadingBarContext;
          expect(pending, 'never counts below zero').toBeGreaterThanOrEqual(0);
          if (snapshot.matches('idle')) expect(pending, 'idle: nothing pending').toBe(0);
          else expect(pending, 'waiting, visible or expired: something pending').toBeGreaterThan(0);
        },
      });
      actor.stop();
    });
  }

  it('walked every state and every transition of the loading bar', () => {
    recorder.assertFullCoverage();
  });
});
