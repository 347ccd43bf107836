import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js lines the project supports are said in three places that must agree: package.json's
 * `engines` (npm warns EBADENGINE outside it), README's "You need Node.js …" line, and the Node that
 * .ci/run brings to a machine whose own Node is older. And the Node running the tests is one of
 * them (issue 26: Node 20 reached end of life, Node 24 was refused by `engines`).
 */
const root = new URL('../..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

type Version = [number, number, number];

function parse(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** npm's range grammar, the part `engines` uses here: `||` alternatives of `^x.y.z`, `>=x.y`, `<x` comparators. */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative.trim().split(/\s+/).every((comparator) => {
      const [, op = '', rest = ''] = /^(\^|>=|<=|>|<|=)?(.+)$/.exec(comparator) ?? [];
      const bound = parse(rest);
      switch (op) {
        case '^': return compare(v, bound) >= 0 && v[0] === bound[0];
        case '>=': return compare(v, bound) >= 0;
        case '>': return compare(v, bound) > 0;
        case '<=': return compare(v, bound) <= 0;
        case '<': return compare(v, bound) < 0;
        default: return compare(v, bound) === 0;
      }
    }),
  );
}

/** The major lines a range allows: each alternative's lower bound. */
const majorsOf = (range: string) => range.split('||').map((alternative) => parse(alternative.trim().replace(/^(\^|>=)/, ''))[0]);

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

  it('the Node that .ci/run brings is within engines', () => {
    const brought = /npm install [^\n]*\bnode@(\d+)/.exec(read('.ci/run'))?.[1];
    expect(brought, '.ci/run installs node@<major>').toBeDefined();
    expect(majorsOf(engines)).toContain(Number(brought));
  });
});
