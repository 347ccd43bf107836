import { assign, setup } from 'xstate';
import { routeFacts, type AppRoute, type Orientation } from './routes';

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

export const nativeBridgeMachine = setup({
  types: {
    context: {} as NativeBridgeContext,
    events: {} as NativeBridgeEvent,
  },
  actions: {
    /** Tell the native app webview its orientation, when there is one. Provided by the app. */
    publishOrientation: (_, _params: { orientation: Orientation }) => {},
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
