import { assign, setup } from 'xstate';
import { routeFacts, type AppRoute, type Orientation } from '../routes';

/**
 * The native app's webview (SPEC §2 "Orientation of the native app webview"):
 * the orientation the route table gives the current route (0 on login,
 * register, register-captcha, forget, forget-captcha, index and open-store;
 * 1 elsewhere), published when it changes (`publishOrientation`, provided by
 * the app: it posts to whichever native host the page runs in). States are
 * named after what the codes ask of the app: `portrait` (0), `landscape` (1).
 */

export interface NativeBridgeContext {
  route: AppRoute | null;
}

export type NativeBridgeEvent = { type: 'route.changed'; route: AppRoute };

/** What the app provides (src/app/appActor.ts `appLogic`), built into the machine once. */
export interface NativeBridgeProvided {
  /** Tell the native app webview its orientation, when there is one. */
  publishOrientation: (_: unknown, params: { orientation: Orientation }) => void;
}

/**
 * The machine over what the app provides: `appLogic` builds it once with the app's own (a machine's
 * `provide` would build it a second time). `nativeBridgeMachine` below is the same machine with stand-ins.
 */
export function nativeBridgeMachineWith(provided: NativeBridgeProvided) {
  return setup({
    types: {
      context: {} as NativeBridgeContext,
      events: {} as NativeBridgeEvent,
    },
    actions: {
      publishOrientation: provided.publishOrientation,
      assignRoute: assign({ route: ({ event }) => event.route }),
    },
    guards: {
      isPortraitRoute: ({ context }) => context.route !== null && routeFacts(context.route.name).orientation === 0,
      isLandscapeRoute: ({ context }) => context.route !== null && routeFacts(context.route.name).orientation === 1,
    },
  }).createMachine({
    id: 'nativeBridge',
    context: { route: null },
    initial: 'unknown',
    on: {
      'route.changed': { actions: 'assignRoute' },
    },
    states: {
      unknown: {
        always: [
          { guard: 'isPortraitRoute', target: 'portrait' },
          { guard: 'isLandscapeRoute', target: 'landscape' },
        ],
      },
      portrait: {
        entry: { type: 'publishOrientation', params: { orientation: 0 } },
        always: { guard: 'isLandscapeRoute', target: 'landscape' },
      },
      landscape: {
        entry: { type: 'publishOrientation', params: { orientation: 1 } },
        always: { guard: 'isPortraitRoute', target: 'portrait' },
      },
    },
  });
}

/** With stand-ins for what the app provides: the machine of the tests, the flows and the Stately inspector. */
export const nativeBridgeMachine = /* @__PURE__ */ nativeBridgeMachineWith({ publishOrientation: () => {} });
