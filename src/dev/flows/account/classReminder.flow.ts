import {
  classReminderMachine,
  type ClassReminderEvent,
  type ClassReminderInput,
} from '../../../../machines/account/classReminder.machine';
import { logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The membership reminder of the parent's area, with the designer playing the area: the parent
 * comes in past the gate (a member whose membership ends in three days, or one without an end),
 * signs out, and closes the reminder. The end is read when used (a getter), so it is always three
 * days from now, however long the page was open.
 */
const endingSoon = {
  ...sampleMember,
  get class() {
    return { ...sampleMember.class, class_end_at: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString() };
  },
};

const events: FlowEvents<ClassReminderEvent> = [
  { label: 'A parent whose membership ends in 3 days comes in', event: { type: 'member.changed', member: endingSoon } },
  { label: 'A parent without an end date comes in', event: { type: 'member.changed', member: { ...sampleMember, class: { ...sampleMember.class, class_end_at: null } } } },
  { label: 'The parent signs out', event: { type: 'member.changed', member: null } },
  { label: 'OK (or on to the store)', event: { type: 'class.dismiss' } },
];

const input: ClassReminderInput = { member: null, reminded: {}, now: () => Date.now() };

export const flow: FlowDefinition = {
  id: 'classReminder',
  title: 'Membership reminder (the parent’s area)',
  description:
    'Starts with no parent in the area. A parent whose membership ends within a week shows the reminder once: ' +
    'it is remembered for that end (logged as storeClassReminded), so the same parent coming in again sees it no more.',
  machine: classReminderMachine.provide({
    actions: { storeClassReminded: logAction('storeClassReminded') },
  }),
  input,
  events,
};
