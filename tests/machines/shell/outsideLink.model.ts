import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { makeQuestion, resultOf } from '../../../machines/shell/calculationGate.machine';
import {
  OUTSIDE_LINKS,
  outsideLinkMachine,
  type OutsideLinkContext,
  type OutsideLinkEvent,
} from '../../../machines/shell/outsideLink.machine';
import { defineModel } from '../models';

/**
 * Model paths of the outside links (the app-store badges behind the parent gate): one per
 * transition. The gate is the real calculation gate with a fixed source (1 × 1 + 1 = 2):
 * a wrong answer keeps it asking; the gate's passing (`xstate.done.actor.gate` in the
 * graph) is driven by typing the right answer into the real gate.
 *
 * After each step: which link waits, whether the gate shows, and every link opened so far,
 * worked out from the path (a link opens only after a right answer, the one that was tapped).
 */
const FIXED = () => 0;
const RIGHT = String(resultOf(makeQuestion(FIXED)));
const WRONG = String(Number(RIGHT) + 3);

const userEvents: OutsideLinkEvent[] = [
  { type: 'link.open', link: 'appStore' },
  { type: 'link.open', link: 'googlePlay' },
  { type: 'gate.answer', answer: WRONG },
  { type: 'gate.close' },
];
/** The gate passing: driven by the right answer in the replay. */
const gatePassed = { type: 'xstate.done.actor.gate', output: undefined } as EventObject;
const events: EventObject[] = [...userEvents, gatePassed];

export const model = defineModel({
  machine: outsideLinkMachine,
  families: [
    {
      name: 'a store badge',
      paths: {
        input: { random: FIXED },
        events,
        contextKey: (context: OutsideLinkContext) => context.link,
      },
      start: (inspect) => {
        const opened: string[] = [];
        const machine = outsideLinkMachine.provide({ actions: { openLink: (_, { url }) => void opened.push(url) } });
        const actor = createActor(machine, { input: { random: FIXED }, inspect }).start();
        let waiting: keyof typeof OUTSIDE_LINKS | null = null;
        const expectedOpened: string[] = [];
        return {
          actor,
          machine,
          fakes: {},
          drive: (event) => {
            if (event.type !== 'xstate.done.actor.gate') return false;
            actor.send({ type: 'gate.answer', answer: RIGHT });
            return true;
          },
          check: (snapshot, event) => {
            if (event.type === 'link.open' && waiting === null) waiting = (event as Extract<OutsideLinkEvent, { type: 'link.open' }>).link;
            if (event.type === 'gate.close') waiting = null;
            if (event.type === 'xstate.done.actor.gate' && waiting) {
              expectedOpened.push(OUTSIDE_LINKS[waiting]);
              waiting = null;
            }
            expect(snapshot.context.link, 'the link that waits for a grown-up').toBe(waiting);
            expect(snapshot.children.gate !== undefined, 'the gate shows while a link waits').toBe(waiting !== null);
            expect(opened, 'links open only after the right answer').toEqual(expectedOpened);
          },
        };
      },
    },
  ],
});
