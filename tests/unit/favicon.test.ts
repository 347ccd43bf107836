import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The favicon (public/favicon.svg) draws its 字 as a path, the glyph of Noto Sans CJK TC: as
 * text, the browser looked up a CJK font to draw it, 14–22 ms of a member's first second on
 * this machine's Chromium (issue 10, the main thread's long tasks), and each device drew it in
 * a font of its own.
 */
describe('the favicon', () => {
  const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');

  it('holds no text, so drawing it needs no font', () => {
    expect(svg).not.toMatch(/<text\b|font-family/);
  });

  it('is the red tile with the white glyph drawn as a path', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(svg).toContain('<rect width="64" height="64" rx="14" fill="#e8553e"/>');
    expect(svg).toMatch(/<path fill="#fff" d="M[\d. MLHVCQZ-]+"\/>/);
  });
});
