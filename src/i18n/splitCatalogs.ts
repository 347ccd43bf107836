import { join } from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { SHELL_GROUP } from './catalogGroups.ts';
import { SourceGraph, fileGroups, originsById, splitMessages } from './catalogSplit.ts';

/**
 * Vite plugin (build side): each locale's catalog as several chunks instead of
 * one, cut at build time from the same `locales/<locale>/messages.po`
 * (src/i18n/catalogSplit.ts says which message goes where) and compiled as
 * @lingui/vite-plugin compiles a whole `.po`.
 *
 * - `virtual:lingui-catalogs` exports `importCatalog(locale, group)`: the
 *   group's compiled messages, a lazy import() per part (an empty object for a
 *   group without messages, with no chunk).
 * - Each part is the module `locales/<locale>/messages.po?group=<group>`, so
 *   the build's manifest names it by its catalog and group.
 */
const INDEX_ID = 'virtual:lingui-catalogs';
const RESOLVED_INDEX_ID = '\0virtual:lingui-catalogs';
const PART = /\/locales\/([^/]+)\/messages\.po\?group=([\w-]+)$/;

type Parts = Map<string, Map<string, Record<string, string>>>;

export function splitLinguiCatalogs(): Plugin {
  const root = process.cwd();
  const config = getConfig({ cwd: root });
  let cached: Promise<Parts> | null = null;

  /** locale → group → messages (id → translation, the fallback locale filling gaps). */
  async function computeParts(): Promise<Parts> {
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('lingui.config.ts declares no catalog');
    const origins = originsById(await Promise.all(config.locales.map(async (locale) => (await catalog.read(locale)) ?? {})));
    const files = fileGroups(new SourceGraph(root));
    const parts: Parts = new Map();
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, {
        // as @lingui/vite-plugin passes them (lingui.config.ts sets both)
        fallbackLocales: config.fallbackLocales!,
        sourceLocale: config.sourceLocale!,
      });
      parts.set(locale, splitMessages(messages, origins, files));
    }
    return parts;
  }

  /** Computed once; the dev server computes again when a catalog or a source changes. */
  const parts = (): Promise<Parts> => (cached ??= computeParts().catch((error: unknown) => {
      cached = null;
      throw error;
    }));

  const partId = (locale: string, group: string) => join(root, 'locales', locale, 'messages.po') + `?group=${group}`;

  return {
    name: 'hanzi:lingui-split-catalogs',
    enforce: 'pre',
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (/\.(po|tsx?)$/.test(file)) cached = null;
      });
    },
    resolveId(id) {
      if (id === INDEX_ID) return RESOLVED_INDEX_ID;
      if (PART.test(id)) return id;
      return null;
    },
    async load(id) {
      if (id === RESOLVED_INDEX_ID) {
        const all = await parts();
        for (const locale of config.locales) this.addWatchFile(join(root, 'locales', locale, 'messages.po'));
        const table = [...all]
          .map(([locale, groups]) => {
            const loaders = [...groups]
              .filter(([group, messages]) => group === SHELL_GROUP || Object.keys(messages).length > 0)
              .map(([group]) => `    ${JSON.stringify(group)}: () => import(${JSON.stringify(partId(locale, group))}),`);
            return `  ${JSON.stringify(locale)}: {\n${loaders.join('\n')}\n  },`;
          })
          .join('\n');
        return {
          code:
            `const loaders = {\n${table}\n};\n` +
            `export function importCatalog(locale, group) {\n` +
            `  const load = loaders[locale]?.[group];\n` +
            `  return load ? load().then((module) => module.messages) : Promise.resolve({});\n` +
            `}\n`,
          moduleType: 'js',
        };
      }
      const part = PART.exec(id);
      if (!part) return null;
      const [, locale, group] = part as unknown as [string, string, string];
      this.addWatchFile(join(root, 'locales', locale, 'messages.po'));
      const messages = (await parts()).get(locale)?.get(group) ?? {};
      // as @lingui/vite-plugin compiles a catalog (Lingui 6: a list of pseudo-locales, each with its options)
      const pseudo = config.pseudoLocale.find((item) => item.locale === locale);
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es', pseudoLocale: pseudo?.locale, pseudoLocaleOptions: pseudo?.options });
      if (errors.length > 0) this.warn(`${locale}/${group}: ${errors.length} message(s) failed to compile`);
      return { code: source, moduleType: 'js' };
    },
  };
}
