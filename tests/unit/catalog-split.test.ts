import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { BREAK_GROUP, PARENT_GATE_GROUP, PHONE_APP_GROUP, SERVER_MESSAGES_GROUP, SHELL_GROUP } from '../../src/i18n/catalogGroups';
import { SourceGraph, fileGroups, importsOf, messageGroups, originsById, splitMessages } from '../../src/i18n/catalogSplit';

/**
 * How the build cuts each catalog (src/i18n/catalogSplit.ts): by the origins
 * of its messages and the import graph of the sources. Every message of every
 * locale lands in at least one part; the first load's part holds what the
 * shell shows only.
 */
const root = process.cwd();
const config = getConfig({ cwd: root });

async function split() {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  const read = await Promise.all(config.locales.map(async (locale) => (await catalog.read(locale)) ?? {}));
  const origins = originsById(read);
  const files = fileGroups(new SourceGraph(root));
  const byLocale = new Map<string, { all: Record<string, string>; parts: Map<string, Record<string, string>> }>();
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales!, sourceLocale: config.sourceLocale! });
    byLocale.set(locale, { all: messages, parts: splitMessages(messages, origins, files) });
  }
  const idOf = (message: string) => Object.entries(read[0]!).find(([, entry]) => entry.message === message)?.[0];
  return { byLocale, files, idOf };
}

describe('the import graph', () => {
  it('reads static, re-exported and lazy imports, not type-only ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from '../c';",
      "import './side-effect';",
      "import React from 'react';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a', lazy: false },
      { specifier: '../c', lazy: false },
      { specifier: './side-effect', lazy: false },
      { specifier: './lazy', lazy: true },
    ]);
  });

  it('puts the layouts and header in the shell, the screens in their groups', () => {
    const files = fileGroups(new SourceGraph(root));
    for (const file of ['src/app/layouts/DefaultLayout.tsx', 'src/i18n/react.tsx', 'src/components/AppHeader.tsx']) {
      expect(files.shell.has(file), file).toBe(true);
    }
    expect(files.shell.has('src/pages/account/Login.tsx')).toBe(false);
    expect([...(files.groups.get('src/pages/account/Login.tsx') ?? [])]).toEqual(['account-login']);
    expect([...(files.groups.get('src/pages/account/Register.tsx') ?? [])]).toEqual(['account']);
    // a lazy layout goes with the screens it frames
    expect([...(files.groups.get('src/components/ChallengeHeader.tsx') ?? [])]).toEqual(['challenge']);
  });
});

describe('a message’s part', () => {
  const files = { shell: new Set(['src/app/App.tsx']), groups: new Map([['src/pages/a/A.tsx', new Set(['a'])], ['src/x.tsx', new Set(['a', 'b'])]]) };

  it('is the shell when any origin is in the shell, or when an origin is outside the graph', () => {
    expect(messageGroups(['src/pages/a/A.tsx', 'src/app/App.tsx'], files)).toEqual([SHELL_GROUP]);
    expect(messageGroups(['src/pages/a/A.tsx', 'src/unknown.tsx'], files)).toEqual([SHELL_GROUP]);
    expect(messageGroups([], files)).toEqual([SHELL_GROUP]);
  });

  it('is every group that reaches one of its origins', () => {
    expect(messageGroups(['src/pages/a/A.tsx'], files)).toEqual(['a']);
    expect(messageGroups(['src/x.tsx'], files)).toEqual(['a', 'b']);
  });
});

describe('the catalogs, cut', () => {
  it('keep every message of every locale, with its translation, in some part', async () => {
    const { byLocale } = await split();
    expect([...byLocale.keys()].sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    for (const [locale, { all, parts }] of byLocale) {
      const merged = Object.assign({}, ...parts.values()) as Record<string, string>;
      expect(merged, locale).toEqual(all);
      expect(Object.keys(all).length, locale).toBeGreaterThan(100);
    }
  });

  it('leave the screens’ messages out of the first load', async () => {
    const { byLocale, idOf } = await split();
    const { parts } = byLocale.get('zh-Hant')!;
    const shell = parts.get(SHELL_GROUP)!;
    const all = byLocale.get('zh-Hant')!.all;
    expect(Object.keys(shell).length).toBeLessThan(Object.keys(all).length / 4);
    expect(shell[idOf('Language')!]).toBe('語言');
    expect(shell[idOf('Forgot password?')!]).toBeUndefined();
    expect(parts.get('account-login')![idOf('Forgot password?')!]).toBe('忘記密碼？');
    // server messages have a part of their own, loaded with the first failure a form shows
    // (src/api/serverMessages.ts): not in the first load, nor in the login page's part; a screen
    // that imports the table itself keeps them in its part too
    const incorrect = idOf('Email or password incorrect')!;
    expect(parts.get(SERVER_MESSAGES_GROUP)![incorrect]).toBe('電子郵件或密碼錯誤');
    expect(parts.get('account-login')![incorrect]).toBeUndefined();
    expect(parts.get('family')![incorrect]).toBeDefined();
    expect(shell[incorrect]).toBeUndefined();
  });

  it('leave the phone offer and the study break out of the first load: each comes with its own chunk', async () => {
    const { byLocale, idOf } = await split();
    const { parts } = byLocale.get('zh-Hant')!;
    const shell = parts.get(SHELL_GROUP)!;
    // the offer on a touch screen only (src/app/layouts/DefaultLayout.tsx), with its store links' gate
    const download = idOf('Download the app')!;
    expect(parts.get(PHONE_APP_GROUP)![download]).toBeDefined();
    expect(shell[download]).toBeUndefined();
    // the break with a member's running timer (src/app/AppTree.tsx), with the gate that closes it early
    const takeABreak = idOf('Time for a break')!;
    expect(parts.get(BREAK_GROUP)![takeABreak]).toBe('休息一下');
    expect(shell[takeABreak]).toBeUndefined();
    // the parent gate (the break's, the offer's store links', the child's header's parents' button: issue 28 §4)
    // comes with its own part, loaded with the gate (src/components/LazyParentGate.tsx)
    const answer = idOf('Answer')!;
    expect(parts.get(PARENT_GATE_GROUP)![answer]).toBe('答案');
    expect(shell[answer]).toBeUndefined();
  });
});
