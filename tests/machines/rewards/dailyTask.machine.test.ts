import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDailyTask } from '../../../machines/rewards/dailyTask.connect';
import type { DailyMission } from '../../../machines/rules/dailyTask';
import { alreadyComplete, loadOf, newlyStarted, oneDayToGo, setupActor, TODAY, YESTERDAY } from './dailyTask.fixtures';
import { apiError } from '../account/registration.fakes';

/**
 * The daily task machine shows the mission the server keeps: it never adds a star
 * (the server does, on completed lessons, with the same rules) and never saves.
 */

const missionState = (actor: ReturnType<typeof setupActor>['actor']) =>
  (actor.getSnapshot().value as { active?: string }).active;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 0, 6, 9, 0) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('daily task machine', () => {
  it("loads the child's mission, then tracks it", async () => {
    const { actor, load } = setupActor();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toEqual([{ childId: 7 }]);

    await load.resolve(loadOf(oneDayToGo));
    expect(missionState(actor)).toBe('tracking');
    expect(actor.getSnapshot().context.mission).toEqual(oneDayToGo);
  });

  it('loads nothing while the daily task is off', () => {
    const { actor, load } = setupActor({ enabled: false });
    expect(actor.getSnapshot().value).toBe('off');
    expect(load.calls).toEqual([]);
    expect(connectDailyTask(actor.getSnapshot()).off).toBe(true);
  });

  it('accepts no event that adds a star or saves a mission', async () => {
    const { actor, load } = setupActor();
    await load.resolve(loadOf(oneDayToGo));
    for (const type of ['star.add', 'mission.changed', 'lessons.change', 'save.retry']) {
      expect(actor.getSnapshot().can({ type } as never), type).toBe(false);
    }
    actor.send({ type: 'star.add' } as never);
    expect(actor.getSnapshot().context.mission).toEqual(oneDayToGo);
  });

  it('keeps the error when loading fails and loads again on retry', async () => {
    const { actor, load } = setupActor();
    await load.reject(apiError('500', 'Server error'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error?.message).toBe('Server error');

    actor.send({ type: 'mission.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await load.resolve(loadOf(oneDayToGo));
    expect(missionState(actor)).toBe('tracking');
  });

  it('opens the completion modal when the server reports a completion, once', async () => {
    const { actor, load } = setupActor();
    await load.resolve(loadOf(alreadyComplete, true));
    expect(missionState(actor)).toBe('completionModal');
    actor.send({ type: 'modal.close' });
    expect(missionState(actor)).toBe('complete');
    expect(actor.getSnapshot().can({ type: 'modal.close' })).toBe(false);
  });

  it('shows no modal for a mission that was complete and already shown', async () => {
    const { actor, load } = setupActor();
    await load.resolve(loadOf(alreadyComplete));
    expect(missionState(actor)).toBe('complete');
  });

  it('after the modal, tracks the new mission the next star started', async () => {
    const { actor, load } = setupActor();
    await load.resolve(loadOf(newlyStarted, true));
    expect(missionState(actor)).toBe('completionModal');
    actor.send({ type: 'modal.close' });
    expect(missionState(actor)).toBe('tracking');
  });

  it("marks today's circle and where the next star goes by the shared rules, in the member's local day", async () => {
    const mission: DailyMission = {
      current_days: 1,
      target_days: 3,
      mission_items: [
        { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
      ],
    };
    const { actor, load } = setupActor({ today: () => TODAY });
    await load.resolve(loadOf(mission));
    const view = connectDailyTask(actor.getSnapshot());
    expect(view.days.map((d) => [d.today, d.next])).toEqual([[false, false], [false, true], [false, false]]);
    expect(view.lessonsLeftToday).toBe(2);
    expect(view.todayDone).toBe(false);

    // the same mission seen on the day it was collected: that day is full, no star fits today
    const other = setupActor({ today: () => YESTERDAY });
    await other.load.resolve(loadOf(mission));
    const yesterday = connectDailyTask(other.actor.getSnapshot());
    expect(yesterday.days.map((d) => [d.today, d.next])).toEqual([[true, false], [false, false], [false, false]]);
    expect([yesterday.lessonsLeftToday, yesterday.todayDone]).toEqual([0, true]);
  });
});
