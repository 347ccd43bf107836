import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTRAIT, startBridge } from './nativeBridge.model';
import { at } from './routeGuard.fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('webview orientation (SPEC §2)', () => {
  it('publishes 0 on the account pages, index and open-store, 1 elsewhere, only when it changes', () => {
    const { actor, published } = startBridge();
    expect(published).toEqual([]);
    for (const name of PORTRAIT) {
      actor.send(at(name));
      expect(actor.getSnapshot().value).toBe('portrait');
    }
    expect(published).toEqual([0]);

    actor.send(at('appPage'));
    actor.send(at('privacy'));
    expect(published).toEqual([0, 1]);
    actor.send(at('login'));
    expect(published).toEqual([0, 1, 0]);
  });

  it('publishes 1 on the learning screens', () => {
    const { actor, published } = startBridge();
    for (const name of ['home', 'task', 'battle', 'battleGame', 'lesson'] as const) actor.send(at(name));
    expect(published).toEqual([1]);
  });
});

