import { assign, forwardTo, setup } from 'xstate';
import { calculationGateMachine } from './calculationGate.machine';

/**
 * Links that leave the app (the app stores) open only behind the parent gate (issue 9;
 * SPEC §6: outside links are for grown-ups). A child who taps a store badge meets the
 * calculation question; only a right answer opens the link.
 *
 * - `link.open { link }` asks: the child `gate` (calculationGate) runs; the link waits in
 *   context. Only the links of `OUTSIDE_LINKS` exist: nothing else can be opened.
 * - `gate.answer` goes to the gate; when it passes (its final state) `openLink { url }`
 *   runs (the app opens it in a new tab) and the machine is idle again.
 * - `gate.close` (✕, Escape) drops the link and the gate.
 *
 * The app provides `openLink`; the gate's randomness comes from `input.random`.
 */

/**
 * Where the apps are. PLACEHOLDERS until the apps are published: the operator sets the real
 * store addresses here.
 */
export const OUTSIDE_LINKS = {
  appStore: 'https://apps.apple.com/app/hanzi-house/id0000000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=house.hanzi.app',
} as const;

export type OutsideLink = keyof typeof OUTSIDE_LINKS;

export interface OutsideLinkInput {
  random: () => number;
}

export interface OutsideLinkContext {
  random: () => number;
  /** The link waiting for the gate; null when none. */
  link: OutsideLink | null;
}

export type OutsideLinkEvent =
  | { type: 'link.open'; link: OutsideLink }
  | { type: 'gate.answer'; answer: string }
  | { type: 'gate.close' };

export const outsideLinkMachine = setup({
  types: {
    context: {} as OutsideLinkContext,
    events: {} as OutsideLinkEvent,
    input: {} as OutsideLinkInput,
    children: {} as { gate: 'gate' },
  },
  actors: { gate: calculationGateMachine },
  actions: {
    /** Opens an outside address (a new tab). Provided by the app. */
    openLink: (_, _params: { url: string }) => {},
    forwardToGate: forwardTo('gate'),
    keepLink: assign({ link: ({ event }) => (event.type === 'link.open' ? event.link : null) }),
    dropLink: assign({ link: null }),
  },
  guards: {
    isKnownLink: ({ event }) => event.type === 'link.open' && Object.hasOwn(OUTSIDE_LINKS, event.link),
  },
}).createMachine({
  id: 'outsideLink',
  context: ({ input }) => ({ random: input.random, link: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'link.open': { guard: 'isKnownLink', target: 'asking', actions: 'keepLink' },
      },
    },
    asking: {
      invoke: {
        id: 'gate',
        src: 'gate',
        input: ({ context }) => ({ random: context.random }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'openLink', params: ({ context }) => ({ url: OUTSIDE_LINKS[context.link!] }) }, 'dropLink'],
        },
      },
      on: {
        'gate.answer': { actions: 'forwardToGate' },
        'gate.close': { target: 'idle', actions: 'dropLink' },
      },
    },
  },
});
