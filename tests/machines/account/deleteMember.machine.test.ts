import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allAcknowledged } from '../../../machines/account/deleteMember.machine';
import { setupDeleteMember } from './accountCenter.fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('delete member: three acknowledgements (SPEC §5)', () => {
  it('needs exactly three, all ticked', () => {
    expect(allAcknowledged([true, true, true])).toBe(true);
    expect(allAcknowledged([true, true, false])).toBe(false);
    expect(allAcknowledged([true, true])).toBe(false);
    expect(allAcknowledged([true, true, true, true])).toBe(false);
  });

  it('calls nothing while one is not ticked', () => {
    const { actor, deleteSelf } = setupDeleteMember();
    actor.send({ type: 'delete.open' });
    for (const acknowledgements of [[false, true, true], [true, false, true], [true, true, false]]) {
      actor.send({ type: 'delete.submit', password: 'garden123', acknowledgements, reason: null });
      expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    }
    expect(deleteSelf.calls).toEqual([]);
    actor.send({ type: 'delete.submit', password: 'garden123', acknowledgements: [true, true, true], reason: null });
    expect(deleteSelf.calls).toEqual([{ password: 'garden123' }]);
    actor.stop();
  });
});
