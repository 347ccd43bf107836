import { expect } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { nativeBridgeMachine, type NativeBridgeContext, type NativeBridgeEvent } from '../../../machines/shell/nativeBridge.machine';
import type { Orientation, RouteName } from '../../../machines/routes';
import { defineModel } from '../models';
import { at } from './routeGuard.fixtures';

/** SPEC §2, written out: orientation 0 here, 1 everywhere else. */
export const PORTRAIT: RouteName[] = ['login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'index', 'openStore'];

export function startBridge(inspect?: (event: InspectionEvent) => void) {
  const published: Orientation[] = [];
  const machine = nativeBridgeMachine.provide({
    actions: { publishOrientation: (_, params) => void published.push(params.orientation) },
  });
  return { actor: createActor(machine, { inspect }).start(), published };
}

const events: NativeBridgeEvent[] = [at('login'), at('index'), at('home'), at('privacy')];

/** Model paths of the native bridge: the webview is told the orientation SPEC §2 gives the current route. */
export const model = defineModel({
  machine: nativeBridgeMachine,
  families: [
    {
      name: 'from no route',
      paths: { events, contextKey: (context: NativeBridgeContext) => context.route?.name ?? null },
      start: (inspect) => {
        const { actor, published } = startBridge(inspect);
        return {
          actor,
          machine: nativeBridgeMachine,
          fakes: {},
          check: (snapshot) => {
            const { route } = snapshot.context as NativeBridgeContext;
            if (route) expect(published.at(-1), `the orientation on ${route.name}`).toBe(PORTRAIT.includes(route.name) ? 0 : 1);
            else expect(published).toEqual([]);
          },
        };
      },
    },
  ],
});
