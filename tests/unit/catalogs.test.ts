// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

/**
 * The catalogs are complete and current: every message has a translation in
 * zh-Hant and zh-Hans (en may keep the English source text), and the set of
 * messages equals what `lingui extract` finds in the code right now.
 */
const config = getConfig({ cwd: process.cwd() });

/** A message's identity: its context (if any) and English text. */
function key(entry: { message?: string; context?: string }): string {
  return `${entry.context ?? ''}\u0004${entry.message ?? ''}`;
}

async function loadCatalogs() {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  return catalog;
}

describe('translation catalogs', () => {
  it('translate every message in every locale', async () => {
    const catalog = await loadCatalogs();
    for (const locale of config.locales) {
      const messages = (await catalog.read(locale)) ?? {};
      expect(Object.keys(messages).length, `${locale} catalog is empty`).toBeGreaterThan(0);
      const untranslated = Object.values(messages)
        .filter((entry) => !entry.obsolete)
        .filter((entry) => !entry.translation && !(locale === config.sourceLocale && entry.message))
        .map((entry) => entry.message);
      expect(untranslated, `untranslated in ${locale}`).toEqual([]);
    }
  });

  it('match a fresh extract of the code (run `npm run extract`)', async () => {
    const catalog = await loadCatalogs();
    const extracted = await catalog.collect();
    if (!extracted) throw new Error('extraction failed');
    const fresh = Object.values(extracted).map(key).sort();
    for (const locale of config.locales) {
      const stored = Object.values((await catalog.read(locale)) ?? {})
        .filter((entry) => !entry.obsolete)
        .map(key)
        .sort();
      expect(stored, `locales/${locale}/messages.po is stale`).toEqual(fresh);
    }
  });
});
