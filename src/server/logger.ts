/**
 * A small structured logger: one line per event, fields as JSON. Request logs carry
 * the request id; passwords, codes and query strings are never passed to it.
 *
 * Whatever is logged (the message, which may carry a request path, and every field) is
 * written with its control characters escaped (`logSafe`): a path with `%0d%0a` in it
 * cannot start a line of its own that passes for another event (issue 26).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * Debug and info lines (one per request) are written together once per turn of the event
 * loop: a synchronous write per line cost a seventh of a content call's time under load.
 * A warning or an error first writes what is pending, then itself at once, so the order
 * holds and nothing waits behind a failure; pending lines are written on exit too.
 */
let pending: string[] = [];
let flushOnExit = false;

function flush() {
  if (pending.length === 0) return;
  const lines = pending;
  pending = [];
  process.stdout.write(lines.join('\n') + '\n');
}

function later(line: string) {
  if (!flushOnExit) {
    flushOnExit = true;
    process.once('exit', flush);
  }
  if (pending.length === 0) setImmediate(flush);
  pending.push(line);
}

export function consoleLogger(level: LogLevel = 'info'): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${logSafe(message)}`;
    const tail = fields && Object.keys(fields).length ? ` ${logSafe(JSON.stringify(fields, errorReplacer))}` : '';
    if (at === 'debug' || at === 'info') {
      later(line + tail);
      return;
    }
    flush();
    (at === 'error' ? console.error : console.warn)(line + tail);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

/**
 * What may not reach a log line as it is: the C0 controls (CR, LF, tab, ESC ...), DEL, the C1
 * controls (U+0085 NEL among them), the line and paragraph separators U+2028/U+2029 (which some
 * viewers break lines at, and which JSON.stringify leaves as they are) and the bidirectional
 * controls (machines/rules/text.ts), which reorder what a reader sees.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_LOG = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with each character above written as `\uXXXX` (inside JSON that is the same escape
 * JSON uses, so the fields still parse to the same values).
 */
export function logSafe(text: string): string {
  return text.replace(UNSAFE_IN_LOG, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Errors serialise with their stack (to the log only, never to a reply). */
function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: value.cause };
  }
  return value;
}
