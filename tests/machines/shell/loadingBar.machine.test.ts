import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadingBarMachine } from '../../../machines/shell/loadingBar.machine';

/** The loading bar with the fake clock of vitest (named delays run on setTimeout). */
describe('loading bar machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const actor = createActor(loadingBarMachine).start();
    const visible = () => actor.getSnapshot().matches('visible');
    return { actor, visible };
  }

  it('stays hidden for calls shorter than 200 ms', () => {
    const { actor, visible } = start();
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(199);
    expect(visible()).toBe(false);
    actor.send({ type: 'request.end' });
    vi.advanceTimersByTime(1000);
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows after 200 ms of pending requests', () => {
    const { actor, visible } = start();
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(199);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
  });

  it('hides when the last pending request ends, not before', () => {
    const { actor, visible } = start();
    actor.send({ type: 'request.start' });
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'request.end' });
    expect(visible()).toBe(true);
    actor.send({ type: 'request.end' });
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().context.pending).toBe(0);
  });

  it('shows at most 5000 ms, then hides although requests are pending', () => {
    const { actor, visible } = start();
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(200);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().value).toBe('expired');
    // a further request while expired does not bring it back
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(false);
    // once everything ended, the next slow request shows it again
    actor.send({ type: 'request.end' });
    actor.send({ type: 'request.end' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(200);
    expect(visible()).toBe(true);
  });

  it('an unmatched end never makes the count negative', () => {
    const { actor } = start();
    actor.send({ type: 'request.end' });
    expect(actor.getSnapshot().context.pending).toBe(0);
  });

  it('the delays are named, so the inspector and tests can see and override them', () => {
    const quick = loadingBarMachine.provide({ delays: { showDelay: 10, maxDuration: 20 } });
    const actor = createActor(quick).start();
    actor.send({ type: 'request.start' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    vi.advanceTimersByTime(20);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });
});
