import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { CategorySource, LessonSource, RadicalSource, Text, WordSource } from '../source/types';
import { strokeData } from '../assets';
import { taiwanStrokesOf } from './taiwanOrder';
import { animalPronounProblems, quotationProblems } from './conventions';
import { hanziOf, iconOf, radicalsOf, toSimplified } from './lexicon';

/**
 * The rules the hand-written curriculum keeps (issue 7, SPEC §9 "at most seven
 * words"). `checkCurriculum` returns every problem found, each naming where it is;
 * the build refuses to write a curriculum with any, and a test runs it too.
 */

export const MAX_WORDS_PER_LESSON = 7;
export const MAX_WORD_LENGTH = 3;
/** One lesson's stroke data, gzip, in either script (issue 7 "Fast"). */
export const LESSON_STROKE_BUDGET = 15 * 1024;
/** 1–3 words of letters, lower-case but where English writes a capital ("Chinese chess"). */
const ENGLISH = /^[A-Za-z][a-z]*( [A-Za-z][a-z]*){0,2}$/;
/** A sense: a few lower-case words ("mom's mom", "not heavy"). */
const SENSE = /^[a-z']+( [a-z']+){0,3}$/;

/** The strokes a character is drawn with in a script: Taiwan's order for tw (strokes/taiwan.ts), the mainland's for cn. */
export function strokeRecordFor(char: string, script: 'tw' | 'cn') {
  if (script === 'tw') {
    const found = taiwanStrokesOf(char);
    return 'record' in found ? found.record : null;
  }
  return strokeData(toSimplified(char), 'hanzi-writer-data');
}

export function gzipSize(value: unknown): number {
  return gzipSync(JSON.stringify(value), { level: 9 }).length;
}

/** One English for the whole curriculum: American spelling, as most children in Taiwan and on the mainland learn it. */
const BRITISH = /\b(colour|favourite|practis|neighbour|centre|metre|grey|mum|mummy|biscuit|trousers|aeroplane|football|theatre|travell|pyjamas)/iu;

function checkEnglish(where: string, english: string, problems: string[]) {
  const found = BRITISH.exec(english);
  if (found) problems.push(`${where}: American English, please ("${found[1]}")`);
}

/** One text's rules; `inStory`: its pronouns are checked with the story's other sentences. */
function checkText(where: string, text: Text, problems: string[], mustContain?: string, inStory = false) {
  if (!text.tw?.trim()) problems.push(`${where}: no Chinese text`);
  if (!text.en?.trim()) problems.push(`${where}: no English`);
  checkEnglish(where, text.en ?? '', problems);
  if (/[\u4e00-\u9fff]/u.test(text.en ?? '')) problems.push(`${where}: Chinese in the English "${text.en}"`);
  if (text.tw && toSimplified(text.tw) === text.tw && hanziOf(text.tw).some((c) => toSimplified(c) !== c)) {
    problems.push(`${where}: not in traditional characters`);
  }
  if (text.tw && /[\u0020]/u.test(text.tw.replace(/[A-Za-z0-9] [A-Za-z0-9]/gu, ''))) {
    problems.push(`${where}: a space in the Chinese "${text.tw}"`);
  }
  for (const problem of quotationProblems(text.tw ?? '')) problems.push(`${where}: ${problem}`);
  if (!inStory) for (const problem of animalPronounProblems([text.tw ?? ''])) problems.push(`${where}: ${problem}`);
  if (/[,.!?;:()]/u.test(text.tw ?? '')) problems.push(`${where}: use full-width Chinese punctuation (，。！？；：) in "${text.tw}"`);
  if (mustContain && text.tw && !text.tw.includes(mustContain)) {
    problems.push(`${where}: "${text.tw}" does not contain ${mustContain}`);
  }
}

function checkWord(where: string, word: WordSource, radical: string, problems: string[]) {
  const chars = hanziOf(word.word);
  if (chars.length === 0 || chars.length !== [...word.word].length) problems.push(`${where}: "${word.word}" is not Chinese characters only`);
  if (chars.length > MAX_WORD_LENGTH) problems.push(`${where}: "${word.word}" is longer than ${MAX_WORD_LENGTH} characters`);
  if (!chars.some((c) => radicalsOf(c).includes(radical))) {
    problems.push(`${where}: no character of "${word.word}" has the radical ${radical} (${chars.map((c) => `${c}:${radicalsOf(c).join('/')}`).join(' ')})`);
  }
  for (const c of chars) {
    const taiwan = taiwanStrokesOf(c);
    if ('problem' in taiwan) problems.push(`${where}: ${taiwan.problem}`);
    if (!strokeRecordFor(c, 'cn')) problems.push(`${where}: no stroke data for ${toSimplified(c)} (simplified of ${c})`);
  }
  if (!ENGLISH.test(word.english ?? '')) problems.push(`${where}: english "${word.english}" must be 1-3 words of letters`);
  if (word.sense !== undefined && !SENSE.test(word.sense)) problems.push(`${where}: sense "${word.sense}" must be 1-4 lower-case words`);
  if (!word.explain?.trim() || !/[.!?]$/.test(word.explain.trim())) problems.push(`${where}: explain must be one English sentence`);
  checkEnglish(`${where} english`, word.english ?? '', problems);
  checkEnglish(`${where} explain`, word.explain ?? '', problems);
  if (!Array.isArray(word.examples) || word.examples.length < 2 || word.examples.length > 3) {
    problems.push(`${where}: two or three examples`);
  }
  (word.examples ?? []).forEach((example, i) => {
    checkText(`${where} example ${i + 1}`, example, problems, word.word);
    if (example.tw === word.word) problems.push(`${where} example ${i + 1}: the word itself is not an example`);
  });
  if (new Set((word.examples ?? []).map((e) => e.tw)).size !== (word.examples ?? []).length) problems.push(`${where}: repeated example`);
  if (!word.sentence) problems.push(`${where}: no sentence`);
  else checkText(`${where} sentence`, word.sentence, problems, word.word);
  if (word.picture !== undefined && !iconOf(word.picture)) problems.push(`${where}: Fluent Emoji Flat has no picture for ${word.picture}`);
}

function checkLesson(where: string, lesson: LessonSource, radical: string, problems: string[]) {
  if (!/^[a-z0-9-]+$/.test(lesson.key ?? '')) problems.push(`${where}: key "${lesson.key}" must be lower-case letters, digits and dashes`);
  checkText(`${where} title`, lesson.title, problems);
  if (lesson.words.length < 1 || lesson.words.length > MAX_WORDS_PER_LESSON) {
    problems.push(`${where}: ${lesson.words.length} words (1 to ${MAX_WORDS_PER_LESSON})`);
  }
  lesson.words.forEach((word, i) => checkWord(`${where} word ${i + 1} ${word.word}`, word, radical, problems));
  if (!Array.isArray(lesson.story) || lesson.story.length < 3 || lesson.story.length > 6) {
    problems.push(`${where}: the story has ${lesson.story?.length ?? 0} sentences (3 to 6)`);
  }
  (lesson.story ?? []).forEach((sentence, i) => checkText(`${where} story ${i + 1}`, sentence, problems, undefined, true));
  for (const problem of animalPronounProblems((lesson.story ?? []).map((s) => s.tw))) problems.push(`${where} story: ${problem}`);
  const story = (lesson.story ?? []).map((s) => s.tw).join('');
  for (const word of lesson.words) {
    if (!story.includes(word.word)) problems.push(`${where}: the story does not use ${word.word}`);
  }
  for (const script of ['tw', 'cn'] as const) {
    const chars = [...new Set(lesson.words.flatMap((w) => hanziOf(w.word)))];
    const size = chars.reduce((sum, c) => {
      const record = strokeRecordFor(c, script);
      return sum + (record ? gzipSize(record) : 0);
    }, 0);
    if (size > LESSON_STROKE_BUDGET) problems.push(`${where}: ${script} stroke data ${(size / 1024).toFixed(1)} KB gzip > 15 KB (fewer or shorter words)`);
  }
}

export function checkRadicals(radicals: RadicalSource[]): string[] {
  const problems: string[] = [];
  const words = new Map<string, string>();
  const keys = new Set<string>();
  for (const radical of radicals) {
    const where = `radical ${radical.radical}`;
    checkText(`${where} name`, radical.name, problems);
    checkText(`${where} meaning`, radical.meaning, problems);
    if (radical.lessons.length === 0) problems.push(`${where}: no lessons`);
    radical.lessons.forEach((lesson, i) => {
      const at = `${where} lesson ${i + 1} (${lesson.key})`;
      if (keys.has(lesson.key)) problems.push(`${at}: key used twice`);
      keys.add(lesson.key);
      checkLesson(at, lesson, radical.radical, problems);
      for (const word of lesson.words) {
        const seen = words.get(word.word);
        if (seen) problems.push(`${at}: ${word.word} is also in ${seen}`);
        words.set(word.word, at);
      }
    });
  }
  problems.push(...sharedEnglishProblems(radicals.flatMap((r) => r.lessons.flatMap((l) => l.words))));
  const seenRadicals = new Set<string>();
  for (const radical of radicals) {
    if (seenRadicals.has(radical.radical)) problems.push(`radical ${radical.radical}: listed twice`);
    seenRadicals.add(radical.radical);
  }
  return problems;
}

/**
 * Words that share one English are told apart (issue 29: 外婆 and 奶奶 were both "grandma"):
 * each has a sense of its own, but one may go without ("sun" 太陽, "sun (also day)" 日);
 * a longer form of the same word needs none (傘 and 雨傘, 王 and 國王).
 */
export function sharedEnglishProblems(words: readonly Pick<WordSource, 'word' | 'english' | 'sense'>[]): string[] {
  const problems: string[] = [];
  const byEnglish = new Map<string, Pick<WordSource, 'word' | 'english' | 'sense'>[]>();
  for (const word of words) {
    const key = word.english.toLowerCase();
    byEnglish.set(key, [...(byEnglish.get(key) ?? []), word]);
  }
  for (const [english, group] of byEnglish) {
    const distinct = group.filter((w) => !group.some((other) => other !== w && (other.word.includes(w.word) || w.word.includes(other.word))));
    if (distinct.length < 2) continue;
    const plain = distinct.filter((w) => !w.sense);
    const senses = distinct.flatMap((w) => (w.sense ? [w.sense] : []));
    if (plain.length > 1 || new Set(senses).size !== senses.length) {
      problems.push(`"${english}" is the English of ${distinct.map((w) => w.word).join(' and ')}: give each a sense of its own (all but one at most)`);
    }
  }
  return problems;
}

export function checkCategories(categories: CategorySource[], radicals: RadicalSource[]): string[] {
  const problems: string[] = [];
  const known = new Set(radicals.map((r) => r.radical));
  const placed = new Map<string, string>();
  const keys = new Set<string>();
  const walk = (category: CategorySource, depth: number) => {
    if (keys.has(category.key)) problems.push(`category ${category.key}: key used twice`);
    keys.add(category.key);
    checkText(`category ${category.key} name`, category.name, problems);
    if (depth === 0 && !category.children?.length) problems.push(`category ${category.key}: a parent category needs categories`);
    if (depth === 1 && !category.radicals?.length) problems.push(`category ${category.key}: a category needs radicals`);
    for (const radical of category.radicals ?? []) {
      if (!known.has(radical)) problems.push(`category ${category.key}: unknown radical ${radical}`);
      if (placed.has(radical)) problems.push(`category ${category.key}: ${radical} is also in ${placed.get(radical)}`);
      placed.set(radical, category.key);
    }
    category.children?.forEach((child) => walk(child, depth + 1));
  };
  categories.forEach((category) => walk(category, 0));
  for (const radical of known) if (!placed.has(radical)) problems.push(`radical ${radical}: in no category`);
  return problems;
}

/** `tsx src/server/content/build/check.ts <file.ts>...`: checks radical files while they are written. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  const radicals: RadicalSource[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as { radicals: RadicalSource[] };
    radicals.push(...module.radicals);
  }
  const problems = checkRadicals(radicals);
  const wordCount = radicals.reduce((n, r) => n + r.lessons.reduce((m, l) => m + l.words.length, 0), 0);
  console.log(`${radicals.length} radicals, ${radicals.reduce((n, r) => n + r.lessons.length, 0)} lessons, ${wordCount} words`);
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
}
