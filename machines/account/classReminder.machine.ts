import { assign, not, setup } from 'xstate';
import { showsClassReminder } from '../rules/classReminder';
import { classRemaining } from '../rules/membership';
import type { Member } from '../types';

/**
 * The membership reminder (SPEC §4 class remaining time; issue 28 §4): the parent's, never the
 * child's. The parent's area runs it (src/app/layouts/SetupLayout.tsx: the set-up screens, behind
 * the parent gate), so it lives and ends with that area, and its code loads with it, not with
 * every visitor's first page.
 *
 * - `hidden` → `shown` when a member is there whose membership ends within a week and who was
 *   not reminded of that end yet (rules/classReminder.ts `showsClassReminder`). Showing it remembers
 *   the end for that member (`reminded`, kept on the device by the app's `storeClassReminded`,
 *   back as `input.reminded` next time): once per end date and member, however often the parent
 *   comes back.
 * - While shown, `remaining` holds the days and hours left as it opened (rules/membership.ts
 *   `classRemaining`, SPEC §4 "Class remaining time"): what the dialog says.
 * - `class.dismiss` (OK, or on the way to the store) hides it; a member who signs out
 *   (`member.changed` with none) hides it too.
 *
 * The area sends `member.changed` whenever the parent in it changes: the signed-in member once
 * past the parent gate, else none (a set-up address opened without the gate is only on its way
 * back to the child's home: no reminder, nothing remembered).
 */
export type ClassReminded = Record<number, string>;

export interface ClassReminderInput {
  /** The parent in the area as it opens: the signed-in member past the parent gate, else null. */
  member: Member | null;
  /** The membership end each member was reminded of (member id → `class_end_at`; kept on the device). */
  reminded: ClassReminded;
  /** The clock; `Date.now` in the app. */
  now: () => number;
}

export interface ClassReminderContext extends ClassReminderInput {
  /** Days and hours left of the membership as the reminder opened; null while hidden. */
  remaining: { days: number; hours: number } | null;
}

export type ClassReminderEvent = { type: 'member.changed'; member: Member | null } | { type: 'class.dismiss' };

export const classReminderMachine = setup({
  types: {
    context: {} as ClassReminderContext,
    events: {} as ClassReminderEvent,
    input: {} as ClassReminderInput,
  },
  actions: {
    /** Keeps `reminded` on the device (local storage). Provided by the app. */
    storeClassReminded: (_, _params: { reminded: ClassReminded }) => {},
    assignMember: assign({
      member: ({ event }) => (event.type === 'member.changed' ? event.member : null),
    }),
    remember: assign({
      reminded: ({ context }) => ({ ...context.reminded, [context.member!.id]: context.member!.class.class_end_at ?? '' }),
      // shown only before the end (isDue), so never -1
      remaining: ({ context }) => classRemaining(context.member!.class.class_end_at, context.now()) as { days: number; hours: number },
    }),
    forgetRemaining: assign({ remaining: null }),
  },
  guards: {
    /** A member whose membership ends soon, not reminded of that end yet. */
    isDue: ({ context }) => {
      const { member } = context;
      return member !== null && showsClassReminder(member.class.class_end_at, context.now(), context.reminded[member.id]);
    },
    hasMember: ({ context }) => context.member !== null,
  },
}).createMachine({
  id: 'classReminder',
  context: ({ input }) => ({ ...input, remaining: null }),
  initial: 'hidden',
  on: {
    'member.changed': { actions: 'assignMember' },
  },
  states: {
    hidden: {
      entry: 'forgetRemaining',
      always: { guard: 'isDue', target: 'shown' },
    },
    shown: {
      entry: ['remember', { type: 'storeClassReminded', params: ({ context }) => ({ reminded: context.reminded }) }],
      always: { guard: not('hasMember'), target: 'hidden' },
      on: { 'class.dismiss': 'hidden' },
    },
  },
});
