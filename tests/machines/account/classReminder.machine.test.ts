import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { classReminderMachine, type ClassReminded } from '../../../machines/account/classReminder.machine';
import type { Member } from '../../../machines/types';
import { makeMember } from '../../fixtures/member';

/**
 * The membership reminder of the parent's area (issue 28 §4): near the end of the membership, once
 * per end date and member, kept on the device; never without a parent in the area.
 */
const T0 = Date.parse('2026-12-01T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const endingIn = (ms: number) => makeMember({ id: 7, class: { class_end_at: new Date(T0 + ms).toISOString() } });

function openArea(member: Member | null, reminded: ClassReminded = {}) {
  const stored: ClassReminded[] = [];
  const actor = createActor(
    classReminderMachine.provide({ actions: { storeClassReminded: (_, params) => void stored.push(params.reminded) } }),
    { input: { member, reminded, now: () => T0 } },
  ).start();
  const shown = () => actor.getSnapshot().matches('shown');
  return { actor, stored, shown };
}

describe('the membership reminder (issue 28 §4)', () => {
  it('shows to a parent whose membership ends within a week, and keeps that end on the device', () => {
    const end = endingIn(3 * DAY + 5 * HOUR);
    const { shown, stored } = openArea(end);
    expect(shown()).toBe(true);
    expect(stored).toEqual([{ 7: end.class.class_end_at }]);
  });

  it('says the days and hours left as it opened (SPEC §4 class remaining time), and forgets them once hidden', () => {
    const { actor } = openArea(endingIn(3 * DAY + 5 * HOUR + 20 * 60_000));
    expect(actor.getSnapshot().context.remaining).toEqual({ days: 3, hours: 5 });
    expect(openArea(endingIn(30 * 60_000)).actor.getSnapshot().context.remaining, 'the last half hour').toEqual({ days: 0, hours: 0 });
    actor.send({ type: 'class.dismiss' });
    expect(actor.getSnapshot().context.remaining).toBeNull();
  });

  it('shows on the last day, not after the end, not far from it, not without an end date', () => {
    expect(openArea(endingIn(10 * HOUR)).shown(), 'the last day').toBe(true);
    expect(openArea(endingIn(-HOUR)).shown(), 'ended').toBe(false);
    expect(openArea(endingIn(30 * DAY)).shown(), 'far from the end').toBe(false);
    expect(openArea(makeMember({ id: 7 })).shown(), 'no end date').toBe(false);
  });

  it('waits for the parent: none in the area (the gate not passed, the member loading), nothing shows or is kept', () => {
    const end = endingIn(2 * DAY);
    const { actor, shown, stored } = openArea(null);
    expect(shown()).toBe(false);
    expect(stored).toEqual([]);
    actor.send({ type: 'member.changed', member: end });
    expect(shown(), 'the parent came in').toBe(true);
    expect(stored).toHaveLength(1);
  });

  it('closes with OK and does not come back in this area, nor the next time for the same end', () => {
    const end = endingIn(2 * DAY);
    const { actor, shown, stored } = openArea(end);
    actor.send({ type: 'class.dismiss' });
    expect(shown()).toBe(false);
    actor.send({ type: 'member.changed', member: { ...end, name: 'Mei Lin' } });
    expect(shown(), 'the same member reloaded').toBe(false);
    expect(stored).toHaveLength(1);
    // the next visit reads what this one kept
    expect(openArea(end, stored.at(-1)).shown(), 'next visit').toBe(false);
  });

  it('shows again for an extended membership whose new end comes near', () => {
    const earlier = endingIn(2 * DAY);
    const extended = endingIn(5 * DAY);
    expect(openArea(extended, { 7: earlier.class.class_end_at! }).shown()).toBe(true);
  });

  it('hides when the parent signs out', () => {
    const { actor, shown } = openArea(endingIn(2 * DAY));
    actor.send({ type: 'member.changed', member: null });
    expect(shown()).toBe(false);
  });
});
