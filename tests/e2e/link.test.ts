import { afterEach, describe, expect, it } from 'vitest';
import { openLink, type Link } from './link';

/**
 * The link the offline test cuts (./link.ts): what it promises, that nothing gets through while
 * it is cut, neither on a connection already open nor on a new one, is what that test relies on
 * when Chromium's offline emulation lets a closing page's call out.
 */
let link: Link | undefined;
afterEach(async () => {
  await link?.close();
});

async function status(url: string): Promise<number | string> {
  try {
    return (await fetch(url)).status;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a link to the test server that a test can cut', () => {
  it('passes calls through, refuses every call while cut, and passes them again when restored', async () => {
    link = await openLink();
    const page = `${link.url}/en/login`;
    // twice, so the second call goes on the connection the first one left open
    expect(await status(page)).toBe(200);
    expect(await status(page)).toBe(200);

    link.cut();
    expect(await status(page)).toBe('fetch failed');
    expect(await status(page)).toBe('fetch failed');

    link.restore();
    expect(await status(page)).toBe(200);
  });
});
