import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectFile } from '../../root';
import { SCHOOL_TERMS, type SchoolTerm } from '../../../../machines/rules/schoolTerm';

/**
 * How much of what Taiwan's schools ask of first and second graders the curriculum holds (issue 29):
 * the characters each publisher's 國語 textbook (康軒, 南一, 翰林) asks the child to write, term by term
 * (一上, 一下, 二上, 二下), and NAER's TBCL levels 1 and 2, beside `Object.keys(curriculum.characters)`.
 *
 * The lists are data, vendored in src/server/content/school/ (one JSON file per list, their sources and
 * editions in its README). `npm run content:build` prints one line per list and per grade; `--report`
 * adds the characters missing and, in the order a child meets them, what to write next. Coverage does
 * not fail the build yet (the content grows first): the figures are returned by `schoolCoverage` for
 * the step that will hold them to `COVERAGE_TARGET`. A malformed list file does fail it.
 */

export const SCHOOL_LISTS_DIR = projectFile('src/server/content/school');

/** The share of every list the curriculum covers at least, in percent (`coverageProblems` fails the build under it). */
export const COVERAGE_TARGET = 95;

export type Publisher = '康軒' | '南一' | '翰林';
/** The school terms (machines/rules/schoolTerm.ts: one list for the build, the server and the app). */
export type Term = SchoolTerm;
export const PUBLISHERS: readonly Publisher[] = ['康軒', '南一', '翰林'];
export const TERMS: readonly Term[] = SCHOOL_TERMS;
const GRADE_OF: Record<Term, 1 | 2> = { 一上: 1, 一下: 1, 二上: 2, 二下: 2 };

interface ListSource {
  /** The file's name without .json: `kanghsuan-2-1` (grade 2, first term), `tbcl-1`. */
  id: string;
  name: string;
  edition: string;
  /** Short, for the printed line: `教育部 教育百科 生字詞彙表 115_1`. */
  source: string;
  url: string;
  /** What of the source the list keeps. */
  what: string;
  /** The repository the list was read through, at a commit. */
  via: { repo: string; path: string; commit: string; note?: string };
  licence: string;
  note?: string;
}

export interface SchoolLesson {
  lesson: number;
  title: string;
  url: string;
  /** The characters the lesson asks the child to write (生字), in the source's order. */
  characters: string;
}

/** One publisher's term: its lessons' 生字 (習寫字). */
export interface TextbookList extends ListSource {
  kind: 'textbook';
  publisher: Publisher;
  grade: 1 | 2;
  term: Term;
  /** 學年度 of the book. */
  schoolYear: number;
  lessons: SchoolLesson[];
}

/** One level of NAER's TBCL 漢字表, normalized to the forms Taiwan writes (`normalized` says where). */
export interface TbclList extends ListSource {
  kind: 'tbcl';
  level: number;
  normalized?: { from: string; to: string; why: string }[];
  characters: string;
}

export type SchoolList = TextbookList | TbclList;

/** A list's characters in order, each once. */
export function charactersOf(list: SchoolList): string[] {
  const text = list.kind === 'textbook' ? list.lessons.map((l) => l.characters).join('') : list.characters;
  return [...new Set(text)];
}

const HAN = /^\p{Script=Han}$/u;

/** What is wrong with a list file (nothing, for a good one): each problem names the list. */
export function schoolListProblems(list: SchoolList): string[] {
  const problems: string[] = [];
  const where = `school/${list.id}.json`;
  for (const field of ['id', 'name', 'edition', 'source', 'url', 'licence'] as const) {
    if (typeof list[field] !== 'string' || !list[field].trim()) problems.push(`${where}: no ${field}`);
  }
  if (!list.via?.repo || !list.via.commit) problems.push(`${where}: no repository and commit it was read through`);
  const checkText = (what: string, text: string) => {
    const chars = [...text];
    if (chars.length === 0) problems.push(`${where}: ${what} has no characters`);
    for (const c of chars) if (!HAN.test(c)) problems.push(`${where}: ${what} holds "${c}", not one Han character`);
    const twice = chars.filter((c, i) => chars.indexOf(c) !== i);
    if (twice.length) problems.push(`${where}: ${what} lists ${[...new Set(twice)].join('')} twice`);
  };
  if (list.kind === 'textbook') {
    if (!PUBLISHERS.includes(list.publisher)) problems.push(`${where}: unknown publisher ${list.publisher}`);
    if (!TERMS.includes(list.term) || GRADE_OF[list.term] !== list.grade) problems.push(`${where}: term ${list.term} and grade ${list.grade} disagree`);
    if (!Array.isArray(list.lessons) || list.lessons.length === 0) problems.push(`${where}: no lessons`);
    else for (const lesson of list.lessons) checkText(`lesson ${lesson.lesson}`, lesson.characters ?? '');
  } else if (list.kind === 'tbcl') {
    if (!Number.isInteger(list.level)) problems.push(`${where}: no level`);
    checkText('the level', list.characters ?? '');
  } else {
    problems.push(`${where}: kind is neither textbook nor tbcl`);
  }
  return problems;
}

/** Every list file of `dir`, by file name; throws the problems of malformed ones. */
export function loadSchoolLists(dir = SCHOOL_LISTS_DIR): SchoolList[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const lists = files.map((f) => ({ ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as SchoolList), id: f.slice(0, -'.json'.length) }));
  const problems = lists.flatMap(schoolListProblems);
  if (problems.length) throw new Error(`The school lists have ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  return lists;
}

export interface CoverageRow {
  /** A list's id, `<publisher id>-grade-<n>`, or `publishers-grade-<n>` (the three publishers together). */
  key: string;
  /** One list, one publisher's grade (its terms together), or a grade (the publishers together). */
  scope: 'list' | 'publisher-grade' | 'grade';
  /** `康軒 一上`, `康軒 grade 2`, `康軒+南一+翰林 grade 2`, `TBCL 第1級`. */
  name: string;
  /** A list's source, short; for a row of several lists, the lists. */
  source: string;
  count: number;
  covered: number;
  /** covered / count, in percent (0 for an empty list). */
  percent: number;
  /** The characters the curriculum lacks, in the lists' order. */
  missing: string[];
}

export interface SchoolCoverage {
  /** The curriculum's characters. */
  characters: number;
  /** Each list, then each publisher's grade, then the three publishers' grade, then TBCL: see `coverageLines`. */
  rows: CoverageRow[];
  /** The publishers' terms no list holds. */
  absent: { publisher: Publisher; term: Term }[];
}

const PUBLISHER_ID: Record<Publisher, string> = { 康軒: 'kanghsuan', 南一: 'nani', 翰林: 'hanlin' };

function row(scope: CoverageRow['scope'], key: string, name: string, source: string, chars: string[], have: Set<string>): CoverageRow {
  const unique = [...new Set(chars)];
  const missing = unique.filter((c) => !have.has(c));
  const covered = unique.length - missing.length;
  return { key, scope, name, source, count: unique.length, covered, percent: unique.length ? (100 * covered) / unique.length : 0, missing };
}
const listRow = (list: SchoolList, have: Set<string>) => row('list', list.id, list.name, list.source, charactersOf(list), have);

/** A row of several lists names them by file: `kanghsuan-2-1 + kanghsuan-2-2`. */
const namesOf = (of: SchoolList[]) => of.map((l) => l.id).join(' + ');

/**
 * The curriculum's characters beside the lists: a row per list, per publisher and grade (its terms
 * together), per grade for the three publishers together, and per TBCL level. Pure.
 */
export function schoolCoverage(curriculumCharacters: Iterable<string>, lists: SchoolList[]): SchoolCoverage {
  const have = new Set(curriculumCharacters);
  const textbooks = lists.filter((l): l is TextbookList => l.kind === 'textbook');
  const rows: CoverageRow[] = [];
  const absent: SchoolCoverage['absent'] = [];
  for (const grade of [1, 2] as const) {
    // in the order printed: publisher, then term
    const ofGrade = PUBLISHERS.flatMap((p) => TERMS.flatMap((t) => textbooks.filter((l) => l.grade === grade && l.publisher === p && l.term === t)));
    for (const publisher of PUBLISHERS) {
      const terms = TERMS.filter((t) => GRADE_OF[t] === grade);
      const own = terms.flatMap((term) => {
        const list = ofGrade.find((l) => l.publisher === publisher && l.term === term);
        if (!list) absent.push({ publisher, term });
        return list ? [list] : [];
      });
      for (const list of own) rows.push(listRow(list, have));
      if (own.length) {
        const name = `${publisher} grade ${grade} (${own.map((l) => l.term).join('+')})`;
        rows.push(row('publisher-grade', `${PUBLISHER_ID[publisher]}-grade-${grade}`, name, namesOf(own), own.flatMap(charactersOf), have));
      }
    }
    const withLists = PUBLISHERS.filter((p) => ofGrade.some((l) => l.publisher === p));
    if (withLists.length > 1) {
      const name = `${withLists.join('+')} grade ${grade} (${TERMS.filter((t) => ofGrade.some((l) => l.term === t)).join('+')})`;
      rows.push(row('grade', `publishers-grade-${grade}`, name, namesOf(ofGrade), ofGrade.flatMap(charactersOf), have));
    }
  }
  const levels = lists.filter((l): l is TbclList => l.kind === 'tbcl').sort((a, b) => a.level - b.level);
  for (const list of levels) rows.push(listRow(list, have));
  return { characters: have.size, rows, absent };
}

/**
 * What fails the build (issue 29 "done when"): every list, every publisher's grade, the grades and
 * each TBCL level covered to at least `COVERAGE_TARGET` percent; a term no list holds for a
 * publisher is named too. Pure: each problem names the row and its missing characters.
 */
export function coverageProblems(coverage: SchoolCoverage, target = COVERAGE_TARGET): string[] {
  return [
    ...coverage.rows
      .filter((r) => r.percent < target)
      .map((r) => `school list ${r.name}: ${r.covered} of ${r.count} characters (${r.percent.toFixed(1)}%), under ${target}%; missing ${r.missing.join('')}`),
    ...coverage.absent.map(({ publisher, term }) => `school list ${publisher} ${term}: no list (src/server/content/school/)`),
  ];
}

/**
 * The printed lines: one per row, and with `report` the missing characters under each list's (a grade's
 * are its lists' together: `schoolGaps` gives them once, in order).
 */
export function coverageLines(coverage: SchoolCoverage, report = false): string[] {
  const lines = [
    `school lists (src/server/content/school/README.md) beside the curriculum's ${coverage.characters} characters, every one at least ${COVERAGE_TARGET}% (build/coverage.ts):`,
  ];
  for (const r of coverage.rows) {
    lines.push(`  ${r.name}, ${r.source}: ${r.covered} of ${r.count} characters, ${r.percent.toFixed(1)}%`);
    if (report && r.scope === 'list' && r.missing.length) lines.push(`    missing ${r.missing.length}: ${r.missing.join('')}`);
  }
  for (const term of TERMS) {
    const none = coverage.absent.filter((a) => a.term === term).map((a) => a.publisher);
    if (none.length) lines.push(`  ${term}: no list found for ${none.join(', ')} (school/README.md says where we looked)`);
  }
  return lines;
}

export interface SchoolGap {
  /** `一上` (the three publishers' 一上 together), or `TBCL 第1級, in no publisher's list`. */
  label: string;
  characters: string[];
}

/**
 * What the curriculum still lacks, in the order a child meets it: per term (一上, 一下, 二上, 二下) the
 * characters any publisher asks for that term and no earlier one; then each TBCL level's characters no
 * publisher list holds. For the content writers (`--report`). Pure.
 */
export function schoolGaps(curriculumCharacters: Iterable<string>, lists: SchoolList[]): SchoolGap[] {
  const seen = new Set(curriculumCharacters);
  const gaps: SchoolGap[] = [];
  const take = (label: string, chars: string[]) => {
    const fresh = [...new Set(chars)].filter((c) => !seen.has(c));
    for (const c of fresh) seen.add(c);
    gaps.push({ label, characters: fresh });
  };
  const textbooks = lists.filter((l): l is TextbookList => l.kind === 'textbook');
  for (const term of TERMS) {
    const ofTerm = PUBLISHERS.flatMap((p) => textbooks.filter((l) => l.term === term && l.publisher === p));
    if (ofTerm.length) take(term, ofTerm.flatMap(charactersOf));
  }
  const levels = lists.filter((l): l is TbclList => l.kind === 'tbcl').sort((a, b) => a.level - b.level);
  for (const list of levels) take(`${list.name}, in no publisher's list`, charactersOf(list));
  return gaps;
}

/** The gaps as lines, with the total. */
export function gapLines(gaps: SchoolGap[]): string[] {
  const total = gaps.reduce((n, g) => n + g.characters.length, 0);
  return [
    `characters to add, in the order a child meets them: ${total}`,
    ...gaps.map((g) => `  ${g.label} (${g.characters.length}): ${g.characters.join('')}`),
  ];
}
