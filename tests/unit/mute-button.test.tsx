import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { isMuted } from '../../machines/audio.machine';
import { renderApp } from '../support/app';

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
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
    expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name }));
    expect(isMuted(audioOf(app).getSnapshot())).toBe(false);
    expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
  });
});
