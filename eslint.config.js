import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noTimersOrRandom = [
  { selector: "CallExpression[callee.name=/^(setTimeout|setInterval)$/]", message: 'Timers belong in machines (named delays / fromCallback actors), not in components.' },
  { selector: "CallExpression[callee.object.name=/^(window|globalThis)$/][callee.property.name=/^(setTimeout|setInterval)$/]", message: 'Timers belong in machines, not in components.' },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness is injected into machines, never Math.random() in components.' },
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
      'react-hooks/exhaustive-deps': 'error',
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
        patterns: [
          { regex: '^(react|react-dom|react-router|tone|openapi-fetch)$', message: 'machines/ is pure: xstate only.' },
          { regex: '^@lingui/', message: 'machines/ carry message ids, not translated text.' },
          { regex: '^(\\.\\./)+src/', message: 'machines/ never import src/.' },
        ],
      }],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+(app|pages|components)/', message: 'The server never imports the SPA.' }],
      }],
    },
  },
);
