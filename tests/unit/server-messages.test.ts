import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { serverMessage } from '../../src/api/messages';
import { messages, type MessageFormatKey } from '../../src/server/http/messages';
import { ApiError } from '../../src/server/http/reply';
import { parse } from '../../src/server/http/validate';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * Every message the server can send reaches a Taiwanese or mainland parent in their
 * language: each fixed text of src/server/http/messages.ts, and each parameterized one
 * with sample arguments, is translated by the SPA's `serverMessage`. And no message is
 * written anywhere else in src/server, so that list is the whole story.
 */

function i18nFor(locale: string, catalog: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: catalog } });
}

const chinese = [
  ['zh-Hant', i18nFor('zh-Hant', zhHant)],
  ['zh-Hans', i18nFor('zh-Hans', zhHans)],
] as const;
const english = i18nFor('en', en);

/**
 * Sample arguments for every parameterized message. The type asks for an entry per
 * function, so a new one without samples does not compile (and fails below).
 */
const samples: { [K in MessageFormatKey]: Parameters<(typeof messages)[K]>[] } = {
  maxChars: [[12], [20], [50]],
  wholeNumberBetween: [[1, 10]],
  minutesBetween: [[0, 600]],
  avatarTooLarge: [[2], [0.5]],
  notEnoughPoints: [[0], [1500]],
  transferMinimum: [[2000]],
};

const fixedTexts = Object.entries(messages).flatMap(([key, value]) =>
  typeof value === 'string' ? [{ key, text: value }] : [],
);

const formatKeys = Object.keys(messages).filter(
  (key) => typeof messages[key as keyof typeof messages] === 'function',
) as MessageFormatKey[];

/** Each parameterized message with each of its samples: the text and the arguments. */
const formattedTexts = formatKeys.flatMap((key) =>
  (samples[key] ?? []).map((args) => ({
    key,
    args,
    text: (messages[key] as (...values: number[]) => string)(...args),
  })),
);

describe('server messages in the interface language', () => {
  it('lists the messages (the module is read, not empty)', () => {
    expect(fixedTexts.length).toBeGreaterThan(40);
    expect(fixedTexts).toContainEqual({ key: 'required', text: 'Must fill in' });
    expect(formatKeys).toContain('maxChars');
  });

  it('has samples for every parameterized message', () => {
    for (const key of formatKeys) {
      expect(samples[key]?.length ?? 0, `no samples for messages.${key}`).toBeGreaterThan(0);
    }
  });

  it.each(chinese)('translates every fixed message into %s', (_locale, i18n) => {
    const untranslated = fixedTexts.filter(({ text }) => {
      const shown = serverMessage(i18n, text);
      return shown === text || shown.trim() === '';
    });
    expect(untranslated.map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });

  it.each(chinese)('translates every parameterized message into %s, numbers included', (_locale, i18n) => {
    const wrong = formattedTexts.filter(({ text, args }) => {
      const shown = serverMessage(i18n, text);
      const keepsNumbers = args.every((value) => shown.includes(String(value)));
      return shown === text || shown.trim() === '' || !keepsNumbers || /[{}]/.test(shown);
    });
    expect(wrong.map(({ text }) => text)).toEqual([]);
  });

  it('shows each message unchanged in English (the SPA knows the exact text)', () => {
    const changed = [...fixedTexts, ...formattedTexts]
      .map(({ text }) => ({ text, shown: serverMessage(english, text) }))
      .filter(({ text, shown }) => shown !== text);
    expect(changed).toEqual([]);
  });

  it('translates the texts the API tests see', () => {
    const [[, zhHantI18n], [, zhHansI18n]] = chinese;
    expect(serverMessage(zhHantI18n, 'Maximum 20 characters')).toBe('最多 20 個字元');
    expect(serverMessage(zhHansI18n, 'Maximum 20 characters')).toBe('最多 20 个字符');
    expect(serverMessage(zhHantI18n, 'You currently only have 1500 points')).toBe('您目前只有 1500 點');
    expect(serverMessage(zhHansI18n, 'Points transfer needs at least 2000 points')).toBe('积分提现至少需要 2000 积分');
    expect(serverMessage(zhHantI18n, 'Must be boy or girl')).toBe('請選擇男孩或女孩');
    // a text that only looks like a known one stays as it is
    expect(serverMessage(zhHantI18n, 'Maximum twenty characters')).toBe('Maximum twenty characters');
  });
});

describe('a check written without a message', () => {
  it("replies 'This value is not valid', never valibot's own English text", async () => {
    const schema = v.object({ age: v.number(), tags: v.array(v.string()) }, messages.bodyNotObject);
    const error = await parse(schema, { age: 'seven', tags: [1] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({
      age: [messages.invalidValue],
      'tags.0': [messages.invalidValue],
    });
    expect((error as ApiError).message).toBe(messages.invalidValue);
  });
});

// ---------------------------------------------------------------------------
// No message literal outside src/server/http/messages.ts

/**
 * The string literals of a TypeScript source that sit where a message goes, and
 * read like one. A small lexer blanks out comments, strings and regular expressions;
 * then a literal counts when it is
 * - inside the arguments of a message sink: a valibot call `v.x(...)`, `fail.x(...)`,
 *   `new ApiError(...)`, `failureBody(...)`, `ok(...)`, `addIssue(...)`, or the
 *   validate.ts helpers `requiredOr`, `integer`, `flag`, `oneOf`, `pastDate`, `text`;
 * - or the value of something named `…message` (`message: '…'`, `const message = '…'`);
 * and it starts with a capital letter followed by a lower-case letter or a space
 * ('Must be 1', 'Nothing to change'), and is not an object key ('Child-Id': …).
 *
 * Limits: valibot must be imported as `v`; a message starting with a lower-case
 * letter, a digit or a symbol is not seen; a literal held in a variable of another
 * name and passed on later is not seen (the `ServerMessage` parameter type of
 * `fail.field`, `ok`, `requiredOr`, `integer`, `flag`, `oneOf` and `pastDate` refuses
 * most of those at compile time); the regex-versus-division guess of the lexer looks
 * at the previous character only; `${…}` inside a template is not parsed (a nested
 * template literal ends the outer one early). Plain-text replies (`c.text(...)` in
 * spa.ts) and mail texts (mail.ts, already in the member's language) are not API
 * messages and are not sinks.
 */
function findMessageLiterals(source: string): string[] {
  const { masked, literals } = lex(source);
  const sink =
    /(?:\bv\.\w+|\bfail\.\w+|\bnew\s+ApiError|(?<![\w$.])(?:failureBody|ok|addIssue|requiredOr|integer|flag|oneOf|pastDate|text))\s*\(/g;
  const ranges: [number, number][] = [];
  for (const match of masked.matchAll(sink)) {
    const open = match.index + match[0].length - 1;
    ranges.push([open, closingParen(masked, open)]);
  }
  return literals
    .filter(({ start, end }) => {
      const inSink = ranges.some(([from, to]) => start > from && start < to);
      const named = /message\s*[:=]\s*$/i.test(masked.slice(Math.max(0, start - 40), start));
      const key = /[{,]\s*$/.test(masked.slice(0, start)) && /^\s*:/.test(masked.slice(end));
      return (inSink || named) && !key;
    })
    .map(({ value }) => value)
    .filter((value) => /^[A-Z][a-z ]/.test(value));
}

interface Literal {
  start: number;
  end: number;
  value: string;
}

/** Comments, strings and regular expressions blanked out (same length), and the strings. */
function lex(source: string): { masked: string; literals: Literal[] } {
  const out = source.split('');
  const literals: Literal[] = [];
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let previous = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const to = end === -1 ? source.length : end;
      blank(i, to);
      i = to;
    } else if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const to = end === -1 ? source.length : end + 2;
      blank(i, to);
      i = to;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch) j += source[j] === '\\' ? 2 : 1;
      literals.push({ start: i, end: j + 1, value: source.slice(i + 1, j) });
      blank(i + 1, j);
      i = j + 1;
      previous = ch;
    } else if (ch === '/' && (previous === '' || '(,=:[!&|?{};+-*%<>~^'.includes(previous))) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (source[j] !== '/' || inClass)) {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j++;
      }
      blank(i + 1, j);
      i = j + 1;
      previous = '/';
    } else {
      if (!/\s/.test(ch)) previous = ch;
      i++;
    }
  }
  return { masked: out.join(''), literals };
}

/** The index of the `)` that closes the `(` at `open` (the end of the text if none). */
function closingParen(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    if (masked[i] === '(') depth++;
    else if (masked[i] === ')' && --depth === 0) return i;
  }
  return masked.length;
}

/** Tests run from the project root (vitest's root, as in catalogs.test.ts). */
const serverDir = join(process.cwd(), 'src', 'server');
const messagesFile = join(serverDir, 'http', 'messages.ts');

/**
 * Texts that look like messages but never reach the SPA: the plain-text 503 an operator
 * sees when the server runs without a build (there is no SPA to translate it).
 */
const NOT_API_MESSAGES = ['spa.ts: The web app is not built (dist/ is missing): run npm run build'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message literals in src/server', () => {
  it('are found by the scanner where messages go, and only there', () => {
    const sample = [
      "// fail.field('email', 'In a comment is fine')",
      "/* v.check(ok, 'Nor in a block comment') */",
      "const phone = v.pipe(text(30), v.regex(/^[(]'$/, 'Must be a phone'));",
      'throw fail.field(\'points\', `Only ${points} left`);',
      "addIssue({ message: 'Not an image' });",
      "const message = 'Too large';",
      "const notFound = new ApiError(404, '404', 'Gone away');",
      "const lang = v.picklist(['cn', 'tw'], messages.language);",
      "c.header('Content-Type', 'text/plain'); c.text('Not found', 404);",
      "const header = object({ 'Child-Id': id }); const retry = { 'Retry-After': '1' };",
      "const date = pastDate(today, messages.date, messages.birthdayNotPast);",
    ].join('\n');
    expect(findMessageLiterals(sample)).toEqual([
      'Must be a phone',
      'Only ${points} left',
      'Not an image',
      'Too large',
      'Gone away',
    ]);
  });

  it('are written only in src/server/http/messages.ts', () => {
    const files = sourceFiles(serverDir).filter((file) => file !== messagesFile);
    expect(files.length).toBeGreaterThan(20);
    const found = files
      .flatMap((file) =>
        findMessageLiterals(readFileSync(file, 'utf8')).map((text) => `${relative(serverDir, file)}: ${text}`),
      )
      .filter((finding) => !NOT_API_MESSAGES.includes(finding));
    expect(found).toEqual([]);
  });

  it('would see the literals this module replaced (the scanner reads real code)', () => {
    const before = "  gender: v.optional(oneOf(['male', 'female'], 'Must be male or female')),\n" +
      "  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change'),";
    expect(findMessageLiterals(before)).toEqual(['Must be male or female', 'Nothing to change']);
  });
});
