import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { missingRecordings } from '../voice';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { wordDifficulty } from '../../../../machines/rules/words';
import { contentHash, pictureBytes } from '../assets';
import {
  CURRICULUM_FILE,
  type Bilingual,
  type Curriculum,
  type CurriculumCategory,
  type CurriculumCharacter,
  type CurriculumLesson,
  type CurriculumRadical,
  type CurriculumWord,
  type IdRegistry,
  type Name,
  type PictureFile,
  type Script,
  type ScriptText,
} from '../curriculum';
import { categories as categorySource } from '../source/categories';
import { colors } from '../source/colors';
import { radicals as radicalSource } from '../source/index';
import { sources } from '../source/sources';
import type { CategorySource, LessonSource, RadicalSource, Text } from '../source/types';
import { buildBooks, committedBookIds, writeBooks } from './books';
import { MOE_OVERRIDES } from '../source/moeReadings';
import { books as bookSource } from '../source/books';
import type { BooksFile } from '../books';
import { checkMoeReadings, loadMoeDictionary, moeProblems, moeReadingsDir, moeReport, type MoeCheck } from './moeReadings';
import { checkCategories, checkRadicals } from './check';
import { coverageLines, coverageProblems, gapLines, loadSchoolLists, schoolCoverage, schoolGaps, TERMS, type SchoolList } from './coverage';
import { checkTaiwanOrder, taiwanOrderReport, type TaiwanOrderCheck } from './taiwanOrder';
import { characterStrokeFiles } from './strokeFiles';
import { componentsOf, hanziOf, iconOf, radicalsOf, toMainland, toSimplified } from './lexicon';
import { cedictDisagreements, cedictGlosses, pinyinOf, zhuyinOf } from './readings';
import { characterTerms, lessonTerm, orderByTerm } from './terms';

/**
 * `npm run content:build`: the hand-written source → curriculum.json.
 *
 * Deterministic: the output depends only on the source, the pinned data packages and
 * the ids already given (read back from the committed file), so building twice gives
 * the same bytes. Ids are kept by stable key (category key, radical, lesson key,
 * word) and never reused, so a new version keeps every child's progress.
 */

export class CurriculumProblems extends Error {
  constructor(readonly problems: string[]) {
    super(`The curriculum source has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

function emptyRegistry(): IdRegistry {
  return { categories: {}, radicals: {}, lessons: {}, words: {} };
}

function idGiver(previous: IdRegistry) {
  const ids: IdRegistry = structuredClone(previous);
  return {
    ids,
    of(kind: keyof IdRegistry, key: string): number {
      const table = ids[kind];
      const known = table[key];
      if (known !== undefined) return known;
      const next = Math.max(0, ...Object.values(table)) + 1;
      table[key] = next;
      return next;
    },
  };
}

function scriptText(tw: string, script: Script): ScriptText {
  const text = script === 'tw' ? tw : toMainland(tw);
  const pinyin = pinyinOf(tw, script);
  return { text, pinyin, zhuyin: pinyin.map((syllable) => (syllable ? zhuyinOf(syllable) : '')) };
}

function bilingual(text: Text): Bilingual {
  return { tw: scriptText(text.tw, 'tw'), cn: scriptText(text.tw, 'cn'), en: text.en };
}

function name(text: Text): Name {
  return { tw: text.tw, cn: toMainland(text.tw), en: text.en };
}

function character(char: string, lessonRadical: string): CurriculumCharacter {
  const radicals = radicalsOf(char);
  // tw in Taiwan's order, cn the simplified form in the mainland's (build/strokeFiles.ts, shared with schoolCharacters.ts)
  const { cn, strokes } = characterStrokeFiles(char);
  if ('problem' in strokes.tw) throw new CurriculumProblems([strokes.tw.problem]);
  if (!strokes.cn) throw new Error(`no stroke data for ${cn} in hanzi-writer-data`);
  return {
    tw: char,
    cn,
    radical: radicals.includes(lessonRadical) ? lessonRadical : (radicals.at(-1) ?? ''),
    components: componentsOf(char),
    strokes: { tw: strokes.tw, cn: strokes.cn },
  };
}

export function buildCurriculum(
  radicals: RadicalSource[] = radicalSource,
  categoryTree: CategorySource[] = categorySource,
  previous: IdRegistry = emptyRegistry(),
  schoolLists: readonly SchoolList[] = loadSchoolLists(),
): Curriculum {
  const terms = characterTerms(schoolLists);
  const problems = [...checkRadicals(radicals), ...checkCategories(categoryTree, radicals)];
  if (problems.length) throw new CurriculumProblems(problems);

  const give = idGiver(previous);
  const byRadical = new Map(radicals.map((r) => [r.radical, r]));
  const categories: CurriculumCategory[] = [];
  const radicalRows: CurriculumRadical[] = [];
  const lessons: CurriculumLesson[] = [];
  const words: CurriculumWord[] = [];
  const characters: Record<string, CurriculumCharacter> = {};
  const pictures: Record<string, PictureFile> = {};

  categoryTree.forEach((parent, parentPosition) => {
    const parentId = give.of('categories', parent.key);
    categories.push({ id: parentId, key: parent.key, parent_id: null, position: parentPosition, name: name(parent.name), radical_ids: [] });
    const palette = colors[parent.key];
    if (!palette) throw new Error(`no colours for the parent category ${parent.key}`);
    (parent.children ?? []).forEach((leaf, leafPosition) => {
      const category: CurriculumCategory = {
        id: give.of('categories', leaf.key),
        key: leaf.key,
        parent_id: parentId,
        position: leafPosition,
        name: name(leaf.name),
        radical_ids: [],
      };
      categories.push(category);
      (leaf.radicals ?? []).forEach((radicalChar, radicalPosition) => {
        const source = byRadical.get(radicalChar)!;
        const radicalId = give.of('radicals', radicalChar);
        category.radical_ids.push(radicalId);
        const radical: CurriculumRadical = {
          id: radicalId,
          category_id: category.id,
          position: radicalPosition,
          radical: { tw: radicalChar, cn: toSimplified(radicalChar) },
          name: name(source.name),
          meaning: bilingual(source.meaning),
          lesson_ids: [],
        };
        radicalRows.push(radical);
        const termOfLesson = (lesson: LessonSource) => lessonTerm(lesson.words.flatMap((w) => hanziOf(w.word)), terms);
        orderByTerm(source.lessons, termOfLesson).forEach((lessonSource, lessonPosition) => {
          const lessonId = give.of('lessons', lessonSource.key);
          radical.lesson_ids.push(lessonId);
          const lesson: CurriculumLesson = {
            id: lessonId,
            key: lessonSource.key,
            radical_id: radicalId,
            position: lessonPosition,
            term: termOfLesson(lessonSource),
            title: name(lessonSource.title),
            word_ids: [],
            story: lessonSource.story.map(bilingual),
          };
          lessons.push(lesson);
          lessonSource.words.forEach((wordSource, wordPosition) => {
            const wordId = give.of('words', wordSource.word);
            lesson.word_ids.push(wordId);
            const chars = hanziOf(wordSource.word);
            for (const c of chars) characters[c] ??= character(c, radicalChar);
            let picture: string | null = null;
            if (wordSource.picture) {
              const icon = iconOf(wordSource.picture)!;
              picture = `${icon}.${contentHash(pictureBytes(icon)!)}.svg`;
              pictures[picture] = { emoji: wordSource.picture, icon };
            }
            words.push({
              id: wordId,
              lesson_id: lessonId,
              radical_id: radicalId,
              position: wordPosition,
              tw: scriptText(wordSource.word, 'tw'),
              cn: scriptText(wordSource.word, 'cn'),
              english: wordSource.english,
              sense: wordSource.sense ?? null,
              explain: wordSource.explain,
              examples: wordSource.examples.map(bilingual),
              sentence: bilingual(wordSource.sentence),
              picture,
              difficulty: wordDifficulty(chars.map((c) => characters[c]!.components)),
              colors: palette,
            });
          });
        });
      });
    });
  });

  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  const sortedKeys = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]!]));
  const content = {
    sources,
    categories: byId(categories),
    radicals: byId(radicalRows),
    lessons: byId(lessons),
    words: byId(words),
    characters: sortedKeys(characters),
    pictures: sortedKeys(pictures),
  };
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  const ids: IdRegistry = {
    categories: sortedKeys(give.ids.categories),
    radicals: sortedKeys(give.ids.radicals),
    lessons: sortedKeys(give.ids.lessons),
    words: sortedKeys(give.ids.words),
  };
  const curriculum = { version, ...content, ids };
  // every word must be heard whole (issue 28 §1); a sentence's syllable without a recording is named by the command
  const unheardWords = missingRecordings(words.map((w) => [w.tw, w.cn, w.examples]));
  if (unheardWords.length) throw new CurriculumProblems(unheardWords);
  // no traditional character reaches a child in another order than Taiwan's (issue 29)
  const order = taiwanOrderCheck(curriculum.characters);
  if (order.problems.length) throw new CurriculumProblems(order.problems);
  return curriculum;
}

/** The tw stroke files beside the CNS11643 sequences (build/taiwanOrder.ts). */
export function taiwanOrderCheck(characters: Curriculum['characters']): TaiwanOrderCheck {
  return checkTaiwanOrder(characters);
}

/**
 * The file's text: objects one key per line, arrays of plain values on one line, so a
 * diff shows what changed in a word and the file stays readable.
 */
export function serializeCurriculum(curriculum: Curriculum): string {
  const write = (value: unknown, indent: string): string => {
    if (Array.isArray(value)) {
      if (value.every((v) => v === null || typeof v !== 'object')) return JSON.stringify(value);
      const inner = indent + '  ';
      return `[\n${value.map((v) => inner + write(v, inner)).join(',\n')}\n${indent}]`;
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0) return '{}';
      const inner = indent + '  ';
      return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, inner)}`).join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(value);
  };
  return write(curriculum, '') + '\n';
}

/** The ids of the committed file, so they stay what they are. */
export function committedIds(file = CURRICULUM_FILE): IdRegistry {
  if (!existsSync(file)) return emptyRegistry();
  return (JSON.parse(readFileSync(file, 'utf8')) as Curriculum).ids;
}

/**
 * `npm run content:build -- --report`: our readings and glosses beside CC-CEDICT's (CC BY-SA,
 * a check only: nothing of it is copied). Readings that differ are listed for review; a
 * gloss counts as agreeing when one of its words appears among CC-CEDICT's senses.
 */
export function cedictReport(curriculum: Curriculum): string[] {
  const words = curriculum.words.map((w) => w.tw.text);
  const lines: string[] = [];
  for (const script of ['cn', 'tw'] as const) {
    const differ = cedictDisagreements(words, script);
    lines.push(`${script} readings that differ from CC-CEDICT: ${differ.length}`);
    for (const d of differ) lines.push(`  ${d.word}  ours ${d.ours}  CC-CEDICT ${d.cedict.join(' / ')}`);
  }
  const glossesApart = curriculum.words.filter((w) => {
    const senses = cedictGlosses(w.tw.text).join(' ').toLowerCase();
    const shares = (part: string) => new RegExp(`\\b${part.replace(/s$/, '')}`).test(senses);
    return senses !== '' && !w.english.split(' ').some(shares);
  });
  lines.push(`glosses sharing no word with CC-CEDICT's senses: ${glossesApart.length}`);
  for (const w of glossesApart) lines.push(`  ${w.tw.text}  ours "${w.english}"  CC-CEDICT ${cedictGlosses(w.tw.text).slice(0, 3).join('; ')}`);
  return lines;
}

/**
 * Taiwan's readings beside the Ministry of Education's dictionaries (issue 29, build/moeReadings.ts):
 * every tw reading of the curriculum and the books, each difference either fixed or reviewed in
 * source/moeReadings.ts. Throws the problems, and when the dictionaries are missing (vendor/moe-readings,
 * or MOE_READINGS_DIR): no curriculum is built unchecked.
 */
export function moeReadingsCheck(curriculum: Curriculum, books: BooksFile | undefined, dir = moeReadingsDir()): MoeCheck {
  const dictionary = loadMoeDictionary(dir);
  if (!dictionary) throw new CurriculumProblems([`the MOE dictionaries are missing: no MoE-concised.csv and dict_mini.json in ${dir}`]);
  const check = checkMoeReadings(curriculum, books, dictionary, MOE_OVERRIDES);
  const problems = moeProblems(check);
  if (problems.length) throw new CurriculumProblems(problems);
  return check;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    // a malformed school list (src/server/content/school) fails the build; their coverage does not, yet
    const schoolLists = loadSchoolLists();
    const curriculum = buildCurriculum(radicalSource, categorySource, committedIds(), schoolLists);
    const builtBooks = buildBooks(curriculum, bookSource, committedBookIds());
    // before anything is written: a reading the MOE does not give fails the build unless reviewed
    const moe = moeReadingsCheck(curriculum, builtBooks);
    // and a curriculum short of what Taiwan's schools ask of grades 1 and 2 (build/coverage.ts)
    const coverage = schoolCoverage(Object.keys(curriculum.characters), schoolLists);
    const short = coverageProblems(coverage);
    if (short.length) throw new CurriculumProblems(short);
    for (const problem of missingRecordings(curriculum)) console.warn(`curriculum: ${problem} (the sentence plays without it where the device has no voice)`);
    const text = serializeCurriculum(curriculum);
    const before = existsSync(CURRICULUM_FILE) ? readFileSync(CURRICULUM_FILE, 'utf8') : '';
    const check = process.argv.includes('--check');
    if (check) {
      if (before !== text) {
        console.error('curriculum.json is not what the source builds: run npm run content:build');
        process.exitCode = 1;
      }
    } else {
      writeFileSync(CURRICULUM_FILE, text);
    }
    // the picture books, checked against the curriculum just built (build/books.ts)
    const books = writeBooks(curriculum, serializeCurriculum as (value: never) => string, check, builtBooks);
    if (check && books.changed) {
      console.error('books.json is not what the source builds: run npm run content:build');
      process.exitCode = 1;
    }
    console.log(`picture books: ${books.count}` + (books.changed ? '' : ' (unchanged)'));
    console.log(
      `curriculum ${curriculum.version}: ${curriculum.radicals.length} radicals, ${curriculum.lessons.length} lessons, ` +
        `${curriculum.words.length} words, ${Object.keys(curriculum.characters).length} characters` +
        (before === text ? ' (unchanged)' : ''),
    );
    console.log(taiwanOrderReport(taiwanOrderCheck(curriculum.characters)));
    console.log(
      `tw readings beside the MOE dictionaries: ${moe.words} words and ${moe.texts} texts, ` +
        `${moe.differences.length} differences, all reviewed in source/moeReadings.ts`,
    );
    // what Taiwan's first and second graders learn to write, beside the curriculum (build/coverage.ts): checked above, printed here
    const report = process.argv.includes('--report');
    console.log(coverageLines(coverage, report).join('\n'));
    const perTerm = [...TERMS, null].map((term) => `${term ?? 'beyond the lists'} ${curriculum.lessons.filter((l) => l.term === term).length}`);
    console.log(`lessons by school term (build/terms.ts; a radical's lessons in this order): ${perTerm.join(', ')}`);
    if (report) {
      console.log(cedictReport(curriculum).join('\n'));
      console.log(moeReport(moe).join('\n'));
      console.log(gapLines(schoolGaps(Object.keys(curriculum.characters), schoolLists)).join('\n'));
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
