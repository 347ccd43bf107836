import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadCurriculum } from '../curriculum';
import { SCHOOL_CHARACTERS_FILE, type SchoolCharactersFile, type SchoolCharacterStrokes } from '../schoolCharacters';
import { miniEntries } from '../moe';
import { characterStrokeFiles } from './strokeFiles';
import { checkTaiwanFiles, taiwanOrderReport, type TaiwanOrderCheck } from './taiwanOrder';

/**
 * `npm run content:characters`: Taiwan-order strokes for the characters a parent may type beyond
 * the curriculum's (issue 30): every distinct character of the MOE 《國語小字典》
 * (vendor/moe-readings/dict_mini.json) not in the committed curriculum.json, its files made as the
 * curriculum's are (build/strokeFiles.ts), written to school-characters.json (schoolCharacters.ts
 * reads it). Deterministic: sorted keys, one line per character, so running it again gives the same
 * bytes. `-- --check` compares instead of writing. Runs the search of strokes/taiwan.ts for some
 * 3,000 characters: a few minutes.
 */

/** The 小字典's distinct characters beyond the curriculum's, in code-unit order. */
export function schoolCharacterList(curriculumChars: Iterable<string> = Object.keys(loadCurriculum().characters)): string[] {
  const entries = miniEntries();
  if (!entries) throw new Error('the MOE 小字典 (dict_mini.json) is missing: see content/moe.ts');
  const inCurriculum = new Set(curriculumChars);
  const chars = new Set(entries.flatMap(({ id }) => (id && !inCurriculum.has(id) ? [id] : [])));
  return [...chars].sort();
}

/** Why a character has no Taiwan-order strokes, in a few words (the summary's groups). */
export function reasonKind(reason: string): string {
  if (reason.startsWith('no CNS stroke sequence')) return 'no CNS sequence';
  if (reason.startsWith('no stroke data')) return 'no base stroke data';
  if (reason.startsWith("no strokes in Taiwan's order")) return 'the search found no fit';
  return 'other';
}

export function buildSchoolCharacters(chars: readonly string[]): SchoolCharactersFile {
  const characters: Record<string, SchoolCharacterStrokes> = {};
  const without: Record<string, string> = {};
  for (const char of chars) {
    const { strokes } = characterStrokeFiles(char);
    if ('problem' in strokes.tw) without[char] = strokes.tw.problem.replace(`${char}: `, '');
    else characters[char] = { tw: strokes.tw, cn: strokes.cn };
  }
  const sortedKeys = <T>(record: Record<string, T>) => Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]!]));
  const content = { characters: sortedKeys(characters), without: sortedKeys(without) };
  const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  return { version, ...content };
}

/** The file's text: one line per character, keys sorted. */
export function serializeSchoolCharacters(file: SchoolCharactersFile): string {
  const lines = (record: Record<string, unknown>) =>
    Object.entries(record)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(',\n');
  const block = (record: Record<string, unknown>) => (Object.keys(record).length ? `{\n${lines(record)}\n  }` : '{}');
  return `{\n  "version": ${JSON.stringify(file.version)},\n  "characters": ${block(file.characters)},\n  "without": ${block(file.without)}\n}\n`;
}

/** The file's tw files beside the CNS11643 sequences, as the curriculum's are checked (build/taiwanOrder.ts). */
export function checkSchoolCharacters(file: SchoolCharactersFile): TaiwanOrderCheck {
  return checkTaiwanFiles(Object.entries(file.characters).map(([char, strokes]) => [char, strokes.tw] as const));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const start = performance.now();
    const chars = schoolCharacterList();
    const file = buildSchoolCharacters(chars);
    const check = checkSchoolCharacters(file);
    if (check.problems.length) throw new Error(`school-characters: ${check.problems.length} outside Taiwan's order:\n- ${check.problems.join('\n- ')}`);
    const text = serializeSchoolCharacters(file);
    const before = existsSync(SCHOOL_CHARACTERS_FILE) ? readFileSync(SCHOOL_CHARACTERS_FILE, 'utf8') : '';
    if (process.argv.includes('--check')) {
      if (before !== text) {
        console.error('school-characters.json is not what the data makes: run npm run content:characters');
        process.exitCode = 1;
      }
    } else if (before !== text) {
      writeFileSync(SCHOOL_CHARACTERS_FILE, text);
    }
    const reasons = new Map<string, number>();
    for (const reason of Object.values(file.without)) reasons.set(reasonKind(reason), (reasons.get(reasonKind(reason)) ?? 0) + 1);
    const withoutCounts = [...reasons].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${n} ${kind}`).join(', ');
    const noCn = Object.values(file.characters).filter((c) => !c.cn).length;
    console.log(
      `school characters ${file.version}: ${chars.length} of the 小字典 beyond the curriculum, ` +
        `${Object.keys(file.characters).length} with strokes (${noCn} without a cn file), ${Object.keys(file.without).length} without` +
        (withoutCounts ? ` (${withoutCounts})` : '') +
        (before === text ? ' (unchanged)' : ''),
    );
    console.log(taiwanOrderReport(check));
    console.log(`took ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
