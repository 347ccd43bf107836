import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  charactersOf,
  coverageLines,
  coverageProblems,
  gapLines,
  loadSchoolLists,
  schoolCoverage,
  schoolGaps,
  schoolListProblems,
  type SchoolList,
  type TbclList,
  type TextbookList,
} from '../../src/server/content/build/coverage';
import { DEFAULT_MOE_READINGS_DIR } from '../../src/server/content/build/moeReadings';
import { loadCurriculum } from '../../src/server/content/curriculum';

/**
 * The school lists beside the curriculum (issue 29, build/coverage.ts): first on lists planted here,
 * then on the lists vendored in src/server/content/school, against the counts their sources give.
 */

const source = { edition: 'planted', url: 'https://example.org', what: 'planted', via: { repo: 'a/b', path: 'x', commit: '0'.repeat(40) }, licence: 'none' };
const textbook = (id: string, publisher: TextbookList['publisher'], term: TextbookList['term'], ...lessons: string[]): TextbookList => ({
  ...source,
  id,
  name: `${publisher} ${term}`,
  source: `src ${id}`,
  kind: 'textbook',
  publisher,
  grade: term.startsWith('一') ? 1 : 2,
  term,
  schoolYear: 115,
  lessons: lessons.map((characters, i) => ({ lesson: i + 1, title: `lesson ${i + 1}`, url: 'https://example.org', characters })),
});
const tbcl = (level: number, characters: string): TbclList => ({ ...source, id: `tbcl-${level}`, name: `TBCL 第${level}級`, source: 'NAER', kind: 'tbcl', level, characters });

const PLANTED: SchoolList[] = [
  tbcl(2, '口山'),
  textbook('kanghsuan-1-1', '康軒', '一上', '山水', '木'),
  textbook('kanghsuan-2-1', '康軒', '二上', '火土'),
  textbook('nani-1-1', '南一', '一上', '山日'),
  tbcl(1, '山水人'),
];
const CURRICULUM = ['山', '水', '火', '鳥'];

describe('school coverage, on planted lists', () => {
  const coverage = schoolCoverage(CURRICULUM, PLANTED);
  const byKey = Object.fromEntries(coverage.rows.map((r) => [r.key, r]));

  it('gives a row per list, per publisher and grade, per grade for the publishers together, and per TBCL level, in that order', () => {
    expect(coverage.rows.map((r) => r.key)).toEqual([
      'kanghsuan-1-1', 'kanghsuan-grade-1', 'nani-1-1', 'nani-grade-1', 'publishers-grade-1',
      'kanghsuan-2-1', 'kanghsuan-grade-2',
      'tbcl-1', 'tbcl-2',
    ]);
    expect(coverage.rows.map((r) => r.scope)).toEqual(['list', 'publisher-grade', 'list', 'publisher-grade', 'grade', 'list', 'publisher-grade', 'list', 'list']);
    expect(coverage.characters).toBe(4);
  });

  it('counts each list character once, covered where the curriculum has it, missing in the list order', () => {
    expect(byKey['kanghsuan-1-1']).toMatchObject({ count: 3, covered: 2, missing: ['木'] });
    expect(byKey['kanghsuan-1-1']!.percent).toBeCloseTo(66.67, 1);
    expect(byKey['publishers-grade-1']).toMatchObject({ name: '康軒+南一 grade 1 (一上)', count: 4, covered: 2, percent: 50, missing: ['木', '日'] });
    expect(byKey['publishers-grade-1']!.source).toBe('kanghsuan-1-1 + nani-1-1');
    expect(byKey['kanghsuan-grade-2']).toMatchObject({ count: 2, covered: 1, missing: ['土'] });
    expect(byKey['tbcl-1']).toMatchObject({ count: 3, covered: 2, missing: ['人'] });
    expect(byKey['tbcl-2']).toMatchObject({ count: 2, covered: 1, missing: ['口'] });
  });

  it('names the terms no list holds', () => {
    const absent = coverage.absent.map((a) => `${a.publisher}${a.term}`);
    expect(absent).toContain('康軒一下');
    expect(absent).toContain('南一二上');
    expect(absent).toContain('翰林一上');
    expect(absent).not.toContain('康軒一上');
  });

  it('prints a line per row with its source and figures, the missing characters only in the report, and the absent terms', () => {
    const lines = coverageLines(coverage);
    expect(lines).toContain('  康軒 一上, src kanghsuan-1-1: 2 of 3 characters, 66.7%');
    expect(lines).toContain('  TBCL 第2級, NAER: 1 of 2 characters, 50.0%');
    expect(lines.some((l) => l.includes('missing'))).toBe(false);
    expect(lines).toContain('  一下: no list found for 康軒, 南一, 翰林 (school/README.md says where we looked)');
    const report = coverageLines(coverage, true);
    expect(report).toContain('    missing 1: 木');
    expect(report.indexOf('    missing 1: 木')).toBe(report.indexOf('  康軒 一上, src kanghsuan-1-1: 2 of 3 characters, 66.7%') + 1);
    // a grade's missing characters are its lists': not printed twice
    expect(report).not.toContain('    missing 2: 木日');
    expect(report).toContain('    missing 1: 人');
  });

  it('lists what to add in the order a child meets it, each character once, TBCL last and only where no publisher lists it', () => {
    const gaps = schoolGaps(CURRICULUM, PLANTED);
    expect(gaps).toEqual([
      { label: '一上', characters: ['木', '日'] },
      { label: '二上', characters: ['土'] },
      { label: "TBCL 第1級, in no publisher's list", characters: ['人'] },
      { label: "TBCL 第2級, in no publisher's list", characters: ['口'] },
    ]);
    expect(gapLines(gaps)[0]).toBe('characters to add, in the order a child meets them: 5');
  });

  it('finds what is wrong with a list file', () => {
    const bad = { ...textbook('nani-2-2', '南一', '二下', '山a', '水水'), grade: 1 } as TextbookList;
    const problems = schoolListProblems(bad);
    expect(problems).toContain('school/nani-2-2.json: lesson 1 holds "a", not one Han character');
    expect(problems).toContain('school/nani-2-2.json: lesson 2 lists 水 twice');
    expect(problems).toContain('school/nani-2-2.json: term 二下 and grade 1 disagree');
    expect(schoolListProblems({ ...tbcl(1, '山'), via: { repo: '', path: '', commit: '' } })).toEqual([
      'school/tbcl-1.json: no repository and commit it was read through',
    ]);
    expect(PLANTED.flatMap(schoolListProblems)).toEqual([]);
  });
});

describe('the vendored school lists', () => {
  const lists = loadSchoolLists();
  const count = (id: string) => charactersOf(lists.find((l) => l.id === id)!).length;

  it('hold the counts their sources give: each term, each publisher\'s grade 2, the 836 of the three, TBCL 246 and 258', () => {
    expect(lists.map((l) => l.id)).toEqual([
      'hanlin-1-1', 'hanlin-1-2', 'hanlin-2-1', 'hanlin-2-2', 'kanghsuan-1-1', 'kanghsuan-1-2', 'kanghsuan-2-1', 'kanghsuan-2-2',
      'nani-1-1', 'nani-1-2', 'nani-2-1', 'nani-2-2', 'tbcl-1', 'tbcl-2',
    ]);
    expect(['kanghsuan-1-1', 'nani-1-1', 'hanlin-1-1'].map(count)).toEqual([74, 82, 77]);
    expect(['kanghsuan-1-2', 'nani-1-2', 'hanlin-1-2'].map(count)).toEqual([187, 176, 185]);
    expect(['kanghsuan-2-1', 'kanghsuan-2-2', 'nani-2-1', 'nani-2-2', 'hanlin-2-1', 'hanlin-2-2'].map(count)).toEqual([216, 212, 216, 216, 216, 212]);
    const rows = Object.fromEntries(schoolCoverage([], lists).rows.map((r) => [r.key, r.count]));
    expect([rows['kanghsuan-grade-2'], rows['nani-grade-2'], rows['hanlin-grade-2'], rows['publishers-grade-2']]).toEqual([428, 432, 428, 836]);
    expect([count('tbcl-1'), count('tbcl-2')]).toEqual([246, 258]);
  });

  it('write the forms Taiwan writes: every character is in the MOE 國語小字典', () => {
    const mini = new Set((JSON.parse(readFileSync(join(DEFAULT_MOE_READINGS_DIR, 'dict_mini.json'), 'utf8')) as { id: string }[]).map((e) => e.id));
    const outside = [...new Set(lists.flatMap(charactersOf))].filter((c) => !mini.has(c));
    expect(outside).toEqual([]);
  });

  it('name where each list was read and the lesson each character comes from', () => {
    for (const list of lists) {
      expect(list.via.commit, list.id).toMatch(/^[0-9a-f]{40}$/u);
      // a lesson's own page, or (一下, read without its lesson pages) the term's index on the 教育百科
      if (list.kind === 'textbook') for (const lesson of list.lessons) expect(lesson.url, `${list.id} ${lesson.lesson}`).toMatch(/^https:\/\/pedia\.cloud\.edu\.tw\/Bookmark\/(TCollection\?TextNameId=\d{13}|Textword\?category=.+&year=\d{3}_[12]&degree=\d&press=.+)$/u);
    }
  });
});

describe('the build holds the curriculum to the lists (issue 29: at least 95% of each)', () => {
  it('names every row under the target with its missing characters, and every term no list holds', () => {
    const problems = coverageProblems(schoolCoverage(CURRICULUM, PLANTED), 95);
    expect(problems).toContain('school list 康軒 一上: 2 of 3 characters (66.7%), under 95%; missing 木');
    expect(problems.some((p) => p.startsWith('school list TBCL'))).toBe(true);
    expect(problems).toContain('school list 南一 二上: no list (src/server/content/school/)');
  });

  it('passes the committed curriculum, and fails it with a word planted out of it', () => {
    const lists = loadSchoolLists();
    const have = Object.keys(loadCurriculum().characters);
    expect(coverageProblems(schoolCoverage(have, lists))).toEqual([]);
    // take away the characters of the first 5% and one of 康軒 一上: that list falls under 95%
    const first = charactersOf(lists.find((l) => l.id === 'kanghsuan-1-1')!);
    const cut = new Set(first.slice(0, Math.ceil(first.length * 0.05) + 1));
    expect(coverageProblems(schoolCoverage(have.filter((c) => !cut.has(c)), lists)).join('\n')).toMatch(/school list 康軒 一上: \d+ of 74 characters/);
  });
});
