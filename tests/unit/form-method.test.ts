import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: a form used before the app's script runs (a prerendered page on a slow phone) is sent
 * by the browser itself. A GET puts its fields, a password among them, in the address (history,
 * proxies, Referer). Every form the app renders says method="post"; a POST to a page is answered
 * with 303 back to it, its fields unread (src/server/spa.ts), and the page's early script holds the
 * press for the app (src/boot/earlyForms.ts; tests/e2e/early-forms.test.ts).
 */
const root = new URL('../..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx|ts)$/.test(entry.name) ? [path] : [];
  });
}

/** Each `<form …>` opening tag of the app's source (JSX), with its file and line. */
function formTags(): { where: string; tag: string }[] {
  return sources(join(root, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/<form[\s>][^>]*?(?:\{[^}]*\}[^>]*?)*>/g)].map((match) => ({
      where: `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`,
      tag: match[0],
    }));
  });
}

describe('the forms of the app', () => {
  it('are found (the scan sees the forms it checks)', () => {
    const files = new Set(formTags().map(({ where }) => where.split(':')[0]));
    expect(files).toContain('src/pages/account/Login.tsx');
    expect(files).toContain('src/pages/account/Register.tsx');
    expect(files).toContain('src/pages/account/Forget.tsx');
    expect(files).toContain('src/pages/account/ForgetCaptcha.tsx');
    expect(files).toContain('src/pages/account/RegisterCaptcha.tsx');
  });

  it('every one says method="post", never a GET that would put its fields in the address', () => {
    const without = formTags()
      .filter(({ tag }) => !/\smethod="post"/.test(tag))
      .map(({ where }) => where);
    expect(without).toEqual([]);
  });
});
