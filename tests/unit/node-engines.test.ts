import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSatisfies as satisfies, supportedNode } from '../../scripts/build.mjs';

/**
 * The Node.js lines the project supports are said in three places that must agree: package.json's
 * `engines` (npm warns EBADENGINE outside it), README's "You need Node.js …" line, and the Node that
 * .ci/run brings to a machine whose own Node is older. And the Node running the tests is one of
 * them (issue 26: Node 20 reached end of life, Node 24 was refused by `engines`).
 */
const root = new URL('../..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

/** The major lines a range allows: each alternative's lower bound. */
const majorsOf = (range: string) => range.split('||').map((alternative) => Number(alternative.trim().replace(/^(\^|>=)/, '').split('.')[0]));

describe("the project's Node.js lines", () => {
  it('the range reader follows npm on the cases engines uses', () => {
    expect(satisfies('v24.21.0', '^22.22.2 || ^24.15.0')).toBe(true);
    expect(satisfies('v22.23.0', '^22.22.2 || ^24.15.0')).toBe(true);
    expect(satisfies('v22.12.0', '^22.22.2 || ^24.15.0')).toBe(false);
    expect(satisfies('v20.20.0', '^22.22.2 || ^24.15.0')).toBe(false);
    expect(satisfies('v26.0.0', '^22.22.2 || ^24.15.0')).toBe(false);
    expect(satisfies('v24.21.0', '>=20.19 <23')).toBe(false);
  });

  it(`the running Node (${process.version}) is within package.json's engines (${engines})`, () => {
    expect(satisfies(process.version, engines), `Node ${process.version} is outside engines "${engines}"`).toBe(true);
  });

  it('no end-of-life line: Node 20 and older are outside engines', () => {
    expect(satisfies('v20.20.0', engines)).toBe(false);
    expect(satisfies('v18.20.8', engines)).toBe(false);
  });

  it("README's Node line names the same lines as engines", () => {
    const line = /^You need Node\.js .*$/m.exec(read('README.md'))?.[0] ?? '';
    for (const major of majorsOf(engines)) expect(line, `README: "${line}"`).toContain(`${major}`);
    expect(line).not.toMatch(/\b20\b/);
  });

  it('the build and npm start refuse an unsupported Node in one line that says what to do', () => {
    const said: string[] = [];
    expect(supportedNode(undefined, { version: 'v20.20.2', warn: (line: string) => said.push(line) })).toBe(false);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Hanzi House needs Node\.js 22 \(22\.22\.2 or newer\) or 24 \(24\.15\.0 or newer\); this is Node\.js v20\.20\.2\. Install a supported Node/);
    expect(supportedNode(undefined, { version: 'v24.21.0', warn: (line: string) => said.push(line) })).toBe(true);
    expect(said).toHaveLength(1);
  });

  it('the Node that .ci/run brings is within engines', () => {
    const brought = /npm install [^\n]*\bnode@(\d+)/.exec(read('.ci/run'))?.[1];
    expect(brought, '.ci/run installs node@<major>').toBeDefined();
    expect(majorsOf(engines)).toContain(Number(brought));
  });
});
