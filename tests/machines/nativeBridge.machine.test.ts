import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { nativeBridgeMachine, type NativeBridgeContext, type NativeBridgeEvent } from '../../machines/nativeBridge.machine';
import type { Orientation, RouteName } from '../../machines/routes';
import { CoverageRecorder } from './coverage';
import { replay, transitionPaths } from './modelPaths';
import { at } from './routeGuard.fixtures';

/** SPEC §2, written out: orientation 0 here, 1 everywhere else. */
const PORTRAIT: RouteName[] = ['login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'index', 'openStore'];

function startBridge(inspect?: CoverageRecorder['inspect']) {
  const published: Orientation[] = [];
  const machine = nativeBridgeMachine.provide({
    actions: { publishOrientation: (_, params) => void published.push(params.orientation) },
  });
  return { actor: createActor(machine, { inspect }).start(), published };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('webview orientation (SPEC §2)', () => {
  it('publishes 0 on the account pages, index and open-store, 1 elsewhere, only when it changes', () => {
    const { actor, published } = startBridge();
    expect(published).toEqual([]);
    for (const name of PORTRAIT) {
      actor.send(at(name));
      expect(actor.getSnapshot().value).toBe('portrait');
    }
    expect(published).toEqual([0]);

    actor.send(at('appPage'));
    actor.send(at('privacy'));
    expect(published).toEqual([0, 1]);
    actor.send(at('login'));
    expect(published).toEqual([0, 1, 0]);
  });

  it('publishes 1 on the learning screens', () => {
    const { actor, published } = startBridge();
    for (const name of ['home', 'task', 'battle', 'battleGame', 'lesson'] as const) actor.send(at(name));
    expect(published).toEqual([1]);
  });
});

describe('native bridge model paths', () => {
  const recorder = new CoverageRecorder(nativeBridgeMachine);
  const events: NativeBridgeEvent[] = [at('login'), at('index'), at('home'), at('privacy')];
  const paths = transitionPaths(nativeBridgeMachine, {
    events,
    contextKey: ((context: NativeBridgeContext) => context.route?.name ?? null) as never,
  });
  for (const path of paths) {
    it(path.description, async () => {
      const { actor, published } = startBridge(recorder.inspect);
      await replay(path, {
        actor,
        machine: nativeBridgeMachine,
        fakes: {},
        check: (snapshot) => {
          const { route } = snapshot.context as NativeBridgeContext;
          if (route) expect(published.at(-1), `the webview's orientation on ${route.name}`).toBe(PORTRAIT.includes(route.name) ? 0 : 1);
          else expect(published).toEqual([]);
        },
      });
      actor.stop();
    });
  }
  it('walked every state and every transition of the native bridge', () => {
    recorder.assertFullCoverage();
  });
});
