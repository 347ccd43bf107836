import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_HOOK_ALIASES } from '../../vite.config';

/**
 * Issue 26: every page's console showed an error of `use-sync-external-store`. The build stands
 * in for the shims @xstate/react imports (vite.config.ts `reactStoreHookWithoutShim`); the shim
 * went to the package's main entry, whose development build (what a build made with NODE_ENV set
 * to development or test ships, as this test runs) logs at once that the entry "is not supported".
 * Each stand-in must load without a word and give the hook @xstate/react takes from it.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the build's stand-ins for the use-sync-external-store shims", () => {
  it('are loaded in development (this test runs without NODE_ENV=production)', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
  });

  it.each(STORE_HOOK_ALIASES.map(({ find, replacement }) => ({ find: String(find), replacement })))(
    '$find: loads without logging and gives its hook',
    async ({ replacement }) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const module = (await import(/* @vite-ignore */ replacement)) as Record<string, unknown>;
      expect(error.mock.calls).toEqual([]);
      const hook = module.useSyncExternalStoreWithSelector ?? module.useSyncExternalStore ?? (module.default as Record<string, unknown> | undefined)?.useSyncExternalStoreWithSelector;
      expect(typeof hook).toBe('function');
    },
  );
});
