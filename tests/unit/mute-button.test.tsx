import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { isMuted } from '../../machines/shell/audio.machine';
import { renderApp } from '../support/app';

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  // the choice is remembered: one test's mute must not start the next one muted
  localStorage.clear();
});

const audioOf = (app: ReturnType<typeof renderApp>['app']) =>
  app.getSnapshot().children.audio as unknown as { getSnapshot: () => Parameters<typeof isMuted>[0] };

describe('the mute button in the header', () => {
  it.each([
    ['/en', 'Mute sound'],
    ['/cn', '静音'],
    ['/', '靜音'],
  ])('%s: a toggle named "%s" that mutes and unmutes the audio actor', async (path, name) => {
    const { app } = renderApp(path);
    const button = await screen.findByRole('button', { name });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(isMuted(audioOf(app).getSnapshot())).toBe(true);
    // the header re-renders from the actor's snapshot: wait for it (a loaded machine may take a moment)
    const pressed = await screen.findByRole('button', { name, pressed: true }, { timeout: 30_000 });
    fireEvent.click(pressed);
    expect(isMuted(audioOf(app).getSnapshot())).toBe(false);
    await screen.findByRole('button', { name, pressed: false }, { timeout: 30_000 });
  });
});
