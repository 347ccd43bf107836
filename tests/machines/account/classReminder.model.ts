import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  classReminderMachine,
  type ClassReminded,
  type ClassReminderEvent,
  type ClassReminderInput,
} from '../../../machines/account/classReminder.machine';
import type { Member } from '../../../machines/types';
import { makeMember } from '../../fixtures/member';
import { defineModel, type ModelFamily } from '../models';

/**
 * Model paths of the membership reminder of the parent's area (issue 28 §4): one per transition,
 * as the area opens with no parent past the gate, with a parent whose membership ends in three
 * days, and with that parent already reminded of that end on this device. At every step what the
 * parent sees (the reminder or not) and what the device keeps are checked against values worked
 * out here from the fixtures (which member is near the end is written down, not computed by the
 * rule), not by the machine's own code.
 */

const T0 = Date.parse('2026-12-01T09:00:00Z');
const DAY = 24 * 3_600_000;
const endsIn = (id: number, days: number) => makeMember({ id, class: { class_end_at: new Date(T0 + days * DAY).toISOString() } });

/** Ends within the week: reminded once per end date. */
const ENDING = endsIn(7, 3);
/** Another parent of the device whose membership ends within the week too. */
const ALSO_ENDING = endsIn(8, 2);
/** A month left: no reminder. */
const FAR = endsIn(9, 30);
const NEAR_THE_END = new Set([ENDING.id, ALSO_ENDING.id]);

const events: ClassReminderEvent[] = [
  { type: 'member.changed', member: ENDING },
  { type: 'member.changed', member: ALSO_ENDING },
  { type: 'member.changed', member: FAR },
  { type: 'member.changed', member: null },
  { type: 'class.dismiss' },
];

/** The definition the graph walks: storing does nothing there; the replays record it. */
const standalone = classReminderMachine.provide({ actions: { storeClassReminded: () => {} } });

function family(name: string, prefix: string, input: Omit<ClassReminderInput, 'now'>): ModelFamily {
  return {
    name,
    paths: { input: { ...input, now: () => T0 }, events, prefix },
    start: (inspect) => {
      const stored: ClassReminded[] = [];
      const machine = classReminderMachine.provide({ actions: { storeClassReminded: (_, params) => void stored.push(params.reminded) } });
      const actor = createActor(machine, { input: { ...input, now: () => T0 }, inspect }).start();
      // what the parent should see and the device keep, from the path
      let member: Member | null = input.member;
      let shown = false;
      const reminded: ClassReminded = { ...input.reminded };
      const kept: ClassReminded[] = [];
      const settle = () => {
        if (shown && member === null) shown = false;
        if (!shown && member !== null && NEAR_THE_END.has(member.id) && reminded[member.id] !== member.class.class_end_at) {
          shown = true;
          reminded[member.id] = member.class.class_end_at!;
          kept.push({ ...reminded });
        }
      };
      settle();
      return {
        actor,
        machine,
        fakes: {},
        check: (snapshot, event: EventObject) => {
          if (event.type === 'member.changed') member = (event as Extract<ClassReminderEvent, { type: 'member.changed' }>).member;
          if (event.type === 'class.dismiss') shown = false;
          settle();
          expect(snapshot.matches('shown'), 'the reminder shows: a parent near the end, not reminded of it yet, not dismissed').toBe(shown);
          expect(stored, 'the device keeps each end a parent was reminded of, once').toEqual(kept);
        },
      };
    },
  };
}

export const model = defineModel({
  machine: standalone,
  families: [
    family('no parent past the gate', 'nobody: ', { member: null, reminded: {} }),
    family('a parent three days from the end', 'ending: ', { member: ENDING, reminded: {} }),
    family('a parent already reminded of that end', 'reminded: ', { member: ENDING, reminded: { [ENDING.id]: ENDING.class.class_end_at! } }),
  ],
});
