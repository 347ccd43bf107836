import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The house rule, checked: every machine in machines/ has model paths whose coverage is
 * proven from its definition (a test file that imports it and calls
 * `assertFullCoverage()`), and a flow on the dev flows page. A machine added without
 * them fails here.
 */
const root = process.cwd();
const machineFiles = readdirSync(`${root}/machines`).filter((f) => f.endsWith('.machine.ts'));
const testSources = readdirSync(`${root}/tests/machines`)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => readFileSync(`${root}/tests/machines/${f}`, 'utf8'));
const flowSources = readdirSync(`${root}/src/dev/flows`)
  .filter((f) => f.endsWith('.flow.ts'))
  .map((f) => readFileSync(`${root}/src/dev/flows/${f}`, 'utf8'));

describe.each(machineFiles.map((file) => ({ file, name: file.replace('.machine.ts', '') })))('machines/$file', ({ name }) => {
  const importsIt = (source: string) => source.includes(`machines/${name}.machine'`);

  it('has model paths with full state and transition coverage', () => {
    expect(testSources.some((source) => importsIt(source) && source.includes('assertFullCoverage()'))).toBe(true);
  });

  it('has a flow on /dev/flows', () => {
    expect(flowSources.some(importsIt)).toBe(true);
  });

  it('is a static config built by setup(...).createMachine', () => {
    const source = readFileSync(`${root}/machines/${name}.machine.ts`, 'utf8');
    expect(source).toMatch(/setup\(\{[\s\S]*\}\)\.createMachine\(\{/);
    expect(source).not.toMatch(/Math\.random\(/);
  });
});

it('finds the machines', () => {
  expect(machineFiles.length).toBeGreaterThanOrEqual(12);
});
