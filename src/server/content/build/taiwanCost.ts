import { performance } from 'node:perf_hooks';
import { cnsSequence, strokeBytes, strokeLibrary } from '../assets';
import { taiwanSource, taiwanStrokesOf } from './taiwanOrder';
import { loadCurriculum } from '../curriculum';

/**
 * `npx tsx src/server/content/build/taiwanCost.ts`: what strokes/taiwan.ts costs over the
 * committed curriculum's characters, and which it finds no Taiwan order for (issue 29).
 *
 * - every character's search, by how its strokes come (as is, reordered, split, recomposed) or why not;
 * - the server's cost: strokeBytes(char, 'taiwan', recipe) for the characters served from `taiwan`,
 *   the replay the server pays on a file's first request (once per process), beside the search
 *   the build pays for the same characters: mean, median, p90 and worst.
 *
 * A measurement, not part of the build.
 */

const ms = (n: number) => `${n.toFixed(1)} ms`;

function stats(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return `n=${sorted.length}, total ${ms(sum)}, mean ${ms(sum / (sorted.length || 1))}, median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, max ${ms(at(1))}`;
}

const curriculum = loadCurriculum();
const chars = Object.values(curriculum.characters).map((c) => c.tw);

let start = performance.now();
cnsSequence('一');
strokeLibrary.animCjkChars();
console.log(`loading the CNS sequences and AnimCJK: ${ms(performance.now() - start)}`);

const groups = new Map<string, string[]>();
const failures: string[] = [];
const served: [string, number][] = [];
start = performance.now();
for (const char of chars) {
  const before = performance.now();
  const found = taiwanStrokesOf(char);
  const took = performance.now() - before;
  let group: string;
  if ('problem' in found) {
    const cns = cnsSequence(char);
    const data = strokeLibrary.animCjk(char) ?? strokeLibrary.hanziWriter(char);
    group = !cns || !data ? 'no data' : data.strokes.length !== cns.length ? 'count mismatch' : 'type mismatch';
    failures.push(`${group}: ${found.problem}`);
    group = `FAIL ${group}`;
  } else {
    group = `${taiwanSource(found)} ${found.how}`;
    if (taiwanSource(found) === 'taiwan') served.push([char, took]);
  }
  groups.set(group, [...(groups.get(group) ?? []), char]);
}
console.log(`the search over ${chars.length} characters: ${ms(performance.now() - start)}`);
for (const [group, members] of groups) console.log(`  ${group}: ${members.length}${members.length <= 60 ? ` ${members.join('')}` : ''}`);
for (const failure of failures) console.log(`  ${failure}`);

// the server's cost: strokeBytes(char, 'taiwan', recipe) replays the recipe curriculum.json records
// (once per character and process), no search
const recipes = new Map(Object.values(curriculum.characters).map((c) => [c.tw, c.strokes.tw.recipe] as const));
const bytes = served.map(([char]) => {
  const before = performance.now();
  strokeBytes(char, 'taiwan', recipes.get(char));
  return performance.now() - before;
});
const searched = served.map(([, took]) => took);
console.log(`the search, the ${served.length} characters served from \`taiwan\` (the build's work): ${stats(searched)}`);
console.log(`strokeBytes(char, 'taiwan', recipe), the server's replay of the same: ${stats(bytes)}`);
const slowest = served.map(([char], i) => [char, bytes[i]!] as const).sort((a, b) => b[1] - a[1]).slice(0, 10);
console.log(`  slowest replays: ${slowest.map(([char, t]) => `${char} ${ms(t)}`).join(', ')}`);
