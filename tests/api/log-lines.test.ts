import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger } from '../../src/server/logger';
import { createTestServer } from './helpers';

/**
 * Issue 26, "small leaks": nothing logged can start a line of its own. A request path with
 * `%0d%0a` wrote a forged line into the log; every control character (C0, DEL, C1, the line
 * and paragraph separators, the bidirectional controls) in the message or in any field is
 * written escaped.
 */

/** Everything the logger writes (stdout for info, console.warn/error for the rest). */
function captureOutput() {
  let out = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void (out += `${line}\n`));
  const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void (out += `${line}\n`));
  return {
    /** The text written so far, after the batched info lines were flushed. */
    async text() {
      await new Promise((resolve) => setImmediate(resolve));
      return out;
    },
    restore() {
      stdout.mockRestore();
      error.mockRestore();
      warn.mockRestore();
    },
  };
}

const UNSAFE = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  0x2028,
  0x2029,
  0x202e,
  0x2066,
];
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e\u2066]/;

let capture: ReturnType<typeof captureOutput> | null = null;
afterEach(() => {
  capture?.restore();
  capture = null;
});

describe('the log', () => {
  const server = createTestServer({ logger: consoleLogger('info') });
  afterAll(() => server.ctx.close());

  it('a request path with CR LF in it stays on its one line', async () => {
    capture = captureOutput();
    const forged = '2026-01-01T00:00:00.000Z INFO POST /api/member/login 200';
    const reply = await server.get(`/api/nothing%0d%0a${encodeURIComponent(forged)}`);
    expect(reply.http).toBe(404);
    const text = await capture.text();
    capture.restore();
    const lines = text.split('\n').filter(Boolean);
    const ours = lines.filter((line) => line.includes('/api/nothing'));
    expect(ours, text).toHaveLength(1);
    expect(ours[0]).toContain('\\u000d\\u000a2026-01-01');
    // no line of the log begins with the forged text
    expect(lines.some((line) => line.startsWith('2026-01-01T00:00:00.000Z INFO POST'))).toBe(false);
  });

  it('escapes every control character in the message and in the fields, at every level', async () => {
    const logger = consoleLogger('debug');
    const all = UNSAFE.map((code) => String.fromCharCode(code)).join('');
    capture = captureOutput();
    logger.info(`message ${all} end`, { field: `a${all}b`, [`key${all}`]: 1 });
    logger.warn(`warn ${all}`, { error: new Error(`boom${all}`) });
    logger.error(`error ${all}`);
    const text = await capture.text();
    capture.restore();
    const lines = text.split('\n').filter(Boolean);
    expect(lines, text).toHaveLength(3);
    for (const line of lines) expect(UNSAFE_RE.test(line), JSON.stringify(line)).toBe(false);
    // the fields are still JSON that gives back what was logged
    const fields = JSON.parse(lines[0]!.slice(lines[0]!.indexOf(' {') + 1));
    expect(fields).toEqual({ field: `a${all}b`, [`key${all}`]: 1 });
    expect(lines[0]).toContain('message \\u0000\\u0001');
    expect(lines[0]).toContain('\\u2028\\u2029');
  });
});
