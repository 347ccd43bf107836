import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Three catalogs. zh-Hant (the spec's `tw`, no route prefix) is the default;
 * zh-Hans is served under /cn and English under /en. Message ids are generated
 * from the English source text, so `en` is the source locale.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-Hant', 'zh-Hans', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      // src/dev: developer tools (flows page, inspector), English only, never in the catalogs.
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**', '<rootDir>/src/dev/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
