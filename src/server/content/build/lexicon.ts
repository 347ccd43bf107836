import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import radicalOfSimplified from 'cnchar-radical';
import { pictureBytes } from '../assets';
import { mainlandConventions } from './conventions';
import { moeRadicalOf } from '../moe';

/**
 * Build-side lookups over the data packages (never shipped to the browser, never
 * imported by the running server): simplified forms, radicals, components, stroke
 * the picture set's emoji names.
 */

const require = createRequire(import.meta.url);

export const ANIMCJK_DIR = fileURLToPath(new URL('../vendor/animcjk/', import.meta.url));

const openccToSimplified: (text: string) => string = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * Taiwan forms that OpenCC leaves as they are, though the mainland's standard writes another
 * character (the 第一批異體字整理表 makes them variants): 妳 (you, to a girl or woman) is 你, and
 * 瞇 (to squint) is 眯. One code point for one, so positions and readings stay where they were.
 */
const MAINLAND_FORMS: Record<string, string> = { 妳: '你', 瞇: '眯' };

/** Taiwan traditional → mainland simplified, characters only (`tw`, not `twp`: no vocabulary swaps). */
export function toSimplified(text: string): string {
  return openccToSimplified(text).replace(/[妳瞇]/gu, (c) => MAINLAND_FORMS[c]!);
}

/** A Taiwan text as the mainland writes it: simplified, with “” for 「」 and 它 for 牠 (build/conventions.ts). */
export function toMainland(tw: string): string {
  return mainlandConventions(toSimplified(tw));
}

interface AnimCjkEntry {
  character: string;
  set: string[];
  radical: string;
  decomposition: string;
}

function readLines<T>(file: string): T[] {
  return readFileSync(ANIMCJK_DIR + file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

let dictionary: Map<string, AnimCjkEntry> | undefined;
/** AnimCJK's traditional dictionary (LGPL): radical and decomposition per character. */
export function animCjkDictionary(): Map<string, AnimCjkEntry> {
  dictionary ??= new Map(readLines<AnimCjkEntry>('dictionaryZhHant.txt').map((e) => [e.character, e]));
  return dictionary;
}

/** Simplified radical forms (cnchar) → the Kangxi radical a Taiwan dictionary lists. */
const KANGXI: Record<string, string> = {
  '亻': '人', '𠆢': '人', '扌': '手', '氵': '水', '氺': '水', '忄': '心', '犭': '犬', '艹': '艸', '纟': '糸', '糹': '糸',
  '讠': '言', '訁': '言', '钅': '金', '釒': '金', '饣': '食', '飠': '食', '马': '馬', '鱼': '魚', '鸟': '鳥', '门': '門',
  '车': '車', '贝': '貝', '页': '頁', '灬': '火', '王': '玉', '衤': '衣', '𧘇': '衣', '牜': '牛', '𧾷': '足', '礻': '示',
  '刂': '刀', '⺈': '刀', '辶': '辵', '⻎': '辵', '阝': '阜', '𥫗': '竹', '𦍌': '羊', '耂': '老', '覀': '襾', '攵': '攴',
  '爫': '爪', '⺫': '目', '乚': '乙', '见': '見', '风': '風', '龙': '龍', '齿': '齒', '麦': '麥', '黾': '黽', '韦': '韋',
};

/**
 * The radicals a character is filed under: its form as written and its Kangxi radical
 * (AnimCJK's dictionary, else cnchar's on the simplified form), and the MOE's.
 */
export function radicalsOf(char: string): string[] {
  const moe = moeRadicalOf(char);
  const entry = animCjkDictionary().get(char);
  let forms: string[] = [];
  if (entry) {
    const match = /^(\S+) \((\S+)\)$/u.exec(entry.radical);
    forms = match ? [match[1]!, match[2]!] : [entry.radical];
  } else {
    const found = radicalOfSimplified(toSimplified(char)) as Array<{ radical: string }> | undefined;
    if (found?.[0]?.radical) forms = [found[0].radical];
  }
  return [...new Set([...forms.flatMap((form) => [form, KANGXI[form] ?? form]), ...(moe ? [moe] : [])])];
}

const IDS_OPERATOR = /[\u2FF0-\u2FFF]/u;
const STRUCT_COMPONENTS: Record<string, number> = {
  独体结构: 1,
  左右结构: 2,
  上下结构: 2,
  半包围结构: 2,
  全包围结构: 2,
  左中右结构: 3,
  上中下结构: 3,
  品字结构: 3,
};

/**
 * How many components a character has (SPEC §3 difficulty): the parts of its
 * decomposition in AnimCJK's dictionary, else the parts its cnchar structure names.
 */
export function componentsOf(char: string): number {
  const entry = animCjkDictionary().get(char);
  if (entry) {
    const parts = [...entry.decomposition].filter((c) => !IDS_OPERATOR.test(c) && c !== '？');
    return Math.max(1, parts.length);
  }
  const found = radicalOfSimplified(toSimplified(char)) as Array<{ struct?: string }> | undefined;
  return STRUCT_COMPONENTS[found?.[0]?.struct ?? ''] ?? 1;
}

let chars: Record<string, string> | undefined;
/** The Fluent Emoji Flat icon (MIT) that draws `emoji`, or null when the set lacks it. */
export function iconOf(emoji: string): string | null {
  chars ??= require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
  const code = [...emoji]
    .map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0'))
    .filter((hex) => hex !== 'fe0f')
    .join('-');
  const icon = chars[code];
  return icon && pictureBytes(icon) ? icon : null;
}

/** Chinese characters of a text (the ones that need readings and, in words, strokes). */
export function hanziOf(text: string): string[] {
  return [...text].filter((c) => /\p{Script=Han}/u.test(c));
}
