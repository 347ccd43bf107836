import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyMission, DailyTaskInput } from '../../machines/dailyTask.machine';
import { localDay } from '../../machines/rules/dailyTask';
import { alreadyComplete, oneDayToGo, setupActor, TODAY, YESTERDAY } from './dailyTask.fixtures';
import { apiError } from './registration.fakes';

const TOMORROW = '2025-01-07';

/** An actor whose mission has been loaded (and whose saves answer at once when `autoSave`). */
async function loaded(mission: DailyMission, input: Partial<DailyTaskInput> = {}) {
  const fixture = setupActor(input);
  await fixture.load.resolve(mission);
  const mission_ = () => fixture.actor.getSnapshot().context.mission!;
  /** Sends a star and lets the save it starts succeed. */
  async function addStar() {
    fixture.actor.send({ type: 'star.add' });
    if (fixture.save.isPending) await fixture.save.resolve(null);
  }
  return { ...fixture, mission: mission_, addStar };
}

const missionState = (actor: ReturnType<typeof setupActor>['actor']) =>
  (actor.getSnapshot().value as { active?: { mission: string } }).active?.mission;

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

    await load.resolve(oneDayToGo);
    expect(missionState(actor)).toBe('tracking');
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
    await load.resolve(oneDayToGo);
    expect(missionState(actor)).toBe('tracking');
  });

  it("puts a star on today's item before any empty item", async () => {
    const { mission, addStar } = await loaded({
      current_days: 0,
      target_days: 3,
      mission_items: [
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: TODAY, current_star: 1, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
      ],
    });

    await addStar();

    expect(mission().mission_items).toEqual([
      { collected_date: null, current_star: 0, target_stars: 2 },
      { collected_date: TODAY, current_star: 2, target_stars: 2 },
      { collected_date: null, current_star: 0, target_stars: 2 },
    ]);
  });

  it('without an item for today, puts the star on the first empty item and dates it today', async () => {
    const { mission, addStar } = await loaded({
      current_days: 1,
      target_days: 3,
      mission_items: [
        { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
      ],
    });

    await addStar();

    expect(mission().mission_items).toEqual([
      { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
      { collected_date: TODAY, current_star: 1, target_stars: 2 },
      { collected_date: null, current_star: 0, target_stars: 2 },
    ]);
  });

  it("never puts more stars on an item than its target, nor spills them onto the next item", async () => {
    const full: DailyMission = {
      current_days: 1,
      target_days: 3,
      mission_items: [
        { collected_date: TODAY, current_star: 2, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
      ],
    };
    const { actor, mission, save } = await loaded(full);

    expect(actor.getSnapshot().can({ type: 'star.add' })).toBe(false);
    actor.send({ type: 'star.add' });
    actor.send({ type: 'star.add' });

    expect(mission()).toEqual(full);
    expect(save.calls).toHaveLength(0);
  });

  it('refuses a star when every item is dated another day', async () => {
    const { actor } = await loaded({
      current_days: 0,
      target_days: 1,
      mission_items: [{ collected_date: YESTERDAY, current_star: 1, target_stars: 2 }],
    });
    expect(actor.getSnapshot().can({ type: 'star.add' })).toBe(false);
  });

  it('raises current_days once, with the star that brings an item to its target', async () => {
    const { actor, mission, addStar } = await loaded({
      current_days: 0,
      target_days: 3,
      mission_items: [
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
      ],
    });

    await addStar();
    expect(mission().current_days).toBe(0);
    await addStar();
    expect(mission().current_days).toBe(1);
    await addStar();
    await addStar();
    expect(mission().current_days).toBe(1);
    expect(missionState(actor)).toBe('tracking');
  });

  it('opens the completion modal exactly when current_days reaches target_days', async () => {
    let today = TODAY;
    const { actor, mission, addStar } = await loaded(
      {
        current_days: 0,
        target_days: 2,
        mission_items: [
          { collected_date: null, current_star: 0, target_stars: 1 },
          { collected_date: null, current_star: 0, target_stars: 1 },
        ],
      },
      { today: () => today },
    );

    await addStar();
    expect(mission().current_days).toBe(1);
    expect(missionState(actor)).toBe('tracking');

    today = TOMORROW;
    await addStar();
    expect(mission().current_days).toBe(2);
    expect(missionState(actor)).toBe('completionModal');
    expect(mission().mission_items.map((item) => item.collected_date)).toEqual([TODAY, TOMORROW]);

    actor.send({ type: 'modal.close' });
    expect(missionState(actor)).toBe('complete');
    expect(actor.getSnapshot().can({ type: 'star.add' })).toBe(false);
  });

  it('shows no modal for a mission that was already complete when loaded', async () => {
    const { actor } = await loaded(alreadyComplete);
    expect(missionState(actor)).toBe('complete');
  });

  it("uses the member's local day: late evening and early morning are different days", async () => {
    vi.setSystemTime(new Date(2025, 0, 6, 23, 59));
    const { mission, addStar } = await loaded(
      {
        current_days: 0,
        target_days: 2,
        mission_items: [
          { collected_date: null, current_star: 0, target_stars: 2 },
          { collected_date: null, current_star: 0, target_stars: 2 },
        ],
      },
      { today: undefined },
    );

    await addStar();
    vi.setSystemTime(new Date(2025, 0, 7, 0, 1));
    await addStar();

    expect(mission().mission_items).toEqual([
      { collected_date: '2025-01-06', current_star: 1, target_stars: 2 },
      { collected_date: '2025-01-07', current_star: 1, target_stars: 2 },
    ]);
    expect(localDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  describe('changing the lessons per day', () => {
    const workedToday: DailyMission = {
      current_days: 2,
      target_days: 4,
      mission_items: [
        { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
        { collected_date: TODAY, current_star: 2, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
        { collected_date: null, current_star: 0, target_stars: 2 },
      ],
    };

    it('warns first and changes nothing until confirmed', async () => {
      const { actor, mission, save } = await loaded(workedToday);

      actor.send({ type: 'lessons.change', perDay: 3 });

      expect(missionState(actor)).toBe('confirmingChange');
      expect(mission()).toEqual(workedToday);
      expect(actor.getSnapshot().context.lessonsPerDay).toBe(2);
      expect(actor.getSnapshot().can({ type: 'star.add' })).toBe(false);
      expect(save.calls).toHaveLength(0);
    });

    it("keeps today's progress when the warning is cancelled", async () => {
      const { actor, mission, save } = await loaded(workedToday);

      actor.send({ type: 'lessons.change', perDay: 3 });
      actor.send({ type: 'change.cancel' });

      expect(missionState(actor)).toBe('tracking');
      expect(mission()).toEqual(workedToday);
      expect(actor.getSnapshot().context.lessonsPerDay).toBe(2);
      expect(actor.getSnapshot().context.pendingLessonsPerDay).toBeNull();
      expect(save.calls).toHaveLength(0);
    });

    it("resets today's progress on confirm, takes back today's day and saves", async () => {
      const { actor, mission, save } = await loaded(workedToday);

      actor.send({ type: 'lessons.change', perDay: 3 });
      actor.send({ type: 'change.confirm' });

      const expected: DailyMission = {
        current_days: 1,
        target_days: 4,
        mission_items: [
          { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
          { collected_date: null, current_star: 0, target_stars: 3 },
          { collected_date: null, current_star: 0, target_stars: 3 },
          { collected_date: null, current_star: 0, target_stars: 3 },
        ],
      };
      expect(missionState(actor)).toBe('tracking');
      expect(mission()).toEqual(expected);
      expect(actor.getSnapshot().context.lessonsPerDay).toBe(3);
      expect(save.calls).toEqual([{ childId: 7, mission: expected, lessonsPerDay: 3 }]);

      // the reset item is today's again with the next star
      await save.resolve(null);
      actor.send({ type: 'star.add' });
      expect(mission().mission_items[1]).toEqual({ collected_date: TODAY, current_star: 1, target_stars: 3 });
    });

    it('does not take back a day when today had not reached its target', async () => {
      const { actor, mission } = await loaded({
        ...workedToday,
        current_days: 1,
        mission_items: [
          workedToday.mission_items[0]!,
          { collected_date: TODAY, current_star: 1, target_stars: 2 },
          workedToday.mission_items[2]!,
          workedToday.mission_items[3]!,
        ],
      });
      actor.send({ type: 'lessons.change', perDay: 1 });
      actor.send({ type: 'change.confirm' });
      expect(mission().current_days).toBe(1);
      expect(mission().mission_items[1]).toEqual({ collected_date: null, current_star: 0, target_stars: 1 });
    });

    it('a completed mission that loses today goes back to tracking', async () => {
      const { actor, mission } = await loaded(alreadyComplete);
      actor.send({ type: 'lessons.change', perDay: 1 });
      actor.send({ type: 'change.confirm' });
      expect(mission().current_days).toBe(1);
      expect(missionState(actor)).toBe('tracking');
    });

    it('asks nothing when the number does not change or is not a positive whole number', async () => {
      const { actor } = await loaded(workedToday);
      for (const perDay of [2, 0, -1, 1.5]) {
        expect(actor.getSnapshot().can({ type: 'lessons.change', perDay })).toBe(false);
        actor.send({ type: 'lessons.change', perDay });
        expect(missionState(actor)).toBe('tracking');
      }
    });
  });

  describe('saving', () => {
    it('saves after every star, never two saves at once, and the last mission wins', async () => {
      const { actor, save, mission } = await loaded({
        current_days: 0,
        target_days: 2,
        mission_items: [
          { collected_date: null, current_star: 0, target_stars: 3 },
          { collected_date: null, current_star: 0, target_stars: 3 },
        ],
      });

      actor.send({ type: 'star.add' });
      expect(save.calls).toHaveLength(1);
      actor.send({ type: 'star.add' });
      actor.send({ type: 'star.add' });
      expect(save.calls).toHaveLength(1);
      expect(actor.getSnapshot().context.saveQueued).toBe(true);

      await save.resolve(null);
      expect(save.calls).toHaveLength(2);
      expect(save.calls[1]!.mission).toEqual(mission());
      expect(mission().mission_items[0]!.current_star).toBe(3);

      await save.resolve(null);
      expect(actor.getSnapshot().matches({ active: { sync: 'idle' } })).toBe(true);
    });

    it('keeps a failed save and retries it', async () => {
      const { actor, save, mission } = await loaded(oneDayToGo);
      actor.send({ type: 'star.add' });
      await save.reject(apiError('500', 'Server error'));

      expect(actor.getSnapshot().matches({ active: { sync: 'saveFailed' } })).toBe(true);
      expect(actor.getSnapshot().context.saveError?.message).toBe('Server error');
      expect(mission().mission_items[1]!.current_star).toBe(1);

      actor.send({ type: 'save.retry' });
      expect(actor.getSnapshot().context.saveError).toBeNull();
      expect(save.calls).toHaveLength(2);
      expect(save.calls[1]!.mission).toEqual(mission());
    });
  });
});
