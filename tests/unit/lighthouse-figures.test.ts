// The Lighthouse bench's figures (tests/bench/lighthouse-figures.ts): issue 10 holds every run of
// a page to the targets, so the printed median must never hide a run that missed one.
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, lighthouseTable, medianRun, worstRun, type LighthousePage } from '../bench/lighthouse-figures';

const run = (score: number, lcpMs: number, tbtMs: number) => ({ score, lcpMs, tbtMs });

function page(name: string, runs: ReturnType<typeof run>[], benchmarkIndex = 2000, finalUrl = 'http://x/en/home'): LighthousePage {
  return { ...medianRun(runs), name, url: 'http://x/', cls: 0, finalUrl, benchmarkIndex, runs };
}

describe('the median run', () => {
  it('is the middle run by score, whatever order the runs came in', () => {
    expect(medianRun([run(100, 900, 10), run(80, 2400, 600), run(97, 1200, 90)])).toEqual(run(97, 1200, 90));
    expect(medianRun([run(97, 1200, 90), run(100, 900, 10), run(80, 2400, 600)])).toEqual(run(97, 1200, 90));
  });

  it('among equal scores, is the run with the middle LCP', () => {
    expect(medianRun([run(100, 1100, 0), run(100, 900, 40), run(100, 1000, 5)])).toEqual(run(100, 1000, 5));
  });

  it('refuses to make a figure out of no runs', () => {
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});

describe('the worst run', () => {
  it('takes each figure at its worst, from whichever run it came', () => {
    expect(worstRun({ runs: [run(100, 1400, 120), run(93, 1000, 20), run(99, 1600, 50)] })).toEqual(run(93, 1600, 120));
  });
});

describe('the table', () => {
  it('prints the worst run beside a median that met the targets', () => {
    const table = lighthouseTable([page('/en/home (logged in)', [run(100, 1000, 15), run(100, 1050, 45), run(96, 1170, 140)])]);
    const row = table.split('\n').find((line) => line.startsWith('| /en/home'));
    expect(row).toBe('| /en/home (logged in) | 100 | 1.05 s | 45 ms | 0 | 96, 1.17 s, 140 ms |');
    expect(table).toContain('worst of 3 runs');
    expect(table).toContain('Targets: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02.');
  });

  it('says the range of the host\'s benchmark index and the slowdown for the reference phone', () => {
    const table = lighthouseTable([page('/', [run(100, 1000, 0)], 2232), page('/en/login', [run(100, 1000, 0)], 1883), page('/en/home (logged in)', [run(100, 1000, 0)], 2000)]);
    expect(table).toContain('benchmark index (Lighthouse\'s CPU measure, the median runs): 1883–2232;');
    expect(table).toContain(`here that phone would be ${calibratedSlowdown(2000)}×`);
  });

  it('says how many runs the worst is of (LIGHTHOUSE_RUNS=1 makes one)', () => {
    expect(lighthouseTable([page('/', [run(100, 1000, 0)])])).toContain('| worst of 1 run: performance, LCP, TBT |');
  });

  it('warns when the logged-in page lost its login', () => {
    expect(lighthouseTable([page('/en/home (logged in)', [run(100, 1000, 0)], 2000, 'http://x/en/login')])).toContain(
      'Warning: the logged-in page ended on http://x/en/login.',
    );
    expect(lighthouseTable([page('/en/home (logged in)', [run(100, 1000, 0)])])).not.toContain('Warning');
  });
});

describe('the slowdown for Lighthouse\'s reference phone', () => {
  it('follows the calculator\'s line: 1,300 → 3×, each 233 more → 1× more', () => {
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2465)).toBe(8);
    expect(calibratedSlowdown(1067)).toBe(2);
  });

  it('is rounded to a tenth, as LIGHTHOUSE_CPU takes it', () => {
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(2100)).toBe(6.4);
  });
});
