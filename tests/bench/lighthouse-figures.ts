/**
 * What the Lighthouse bench makes of its runs (tests/bench/lighthouse.ts measures them): the run
 * a page's figures come from, the worst of its runs, the slowdown that stands for Lighthouse's
 * reference phone on this host, and the Markdown table. Pure, without Lighthouse or a browser, so
 * tests/unit/lighthouse-figures.test.ts checks that a printed median cannot hide a run that
 * missed a target.
 */

/** Issue 10's targets for a page under the mobile preset. */
export const TARGETS = { score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02 };

export type RunFigures = Pick<LighthousePage, 'score' | 'lcpMs' | 'tbtMs'>;

export interface LighthousePage {
  name: string;
  url: string;
  /** 0–100 */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** where the page ended (a logged-in page that lost its login ends on /login) */
  finalUrl: string;
  /**
   * Lighthouse's measure of this machine's CPU speed at the run (`environment.benchmarkIndex`,
   * higher is faster). Its 4× slowdown stands for Lighthouse's reference phone on a host of about
   * 1,533 (`calibratedSlowdown`): on a faster host the same 4× stands for a faster phone, on a
   * slower or busy one for a slower phone.
   */
  benchmarkIndex: number;
  /** every run of the page, the median one (the figures above) among them */
  runs: RunFigures[];
}

/** The median run: by score, then the earlier LCP; of an even number, the better of the middle two. */
export function medianRun<T extends Pick<LighthousePage, 'score' | 'lcpMs'>>(runs: T[]): T {
  if (runs.length === 0) throw new Error('no runs to take the median of');
  const byScore = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return byScore[Math.floor(byScore.length / 2)]!;
}

/** The worst of a page's runs: the lowest score, the latest LCP, the longest TBT (each from any run). */
export function worstRun(page: Pick<LighthousePage, 'runs'>): RunFigures {
  return {
    score: Math.min(...page.runs.map((r) => r.score)),
    lcpMs: Math.max(...page.runs.map((r) => r.lcpMs)),
    tbtMs: Math.max(...page.runs.map((r) => r.tbtMs)),
  };
}

/**
 * The CPU slowdown that makes this host stand for the phone Lighthouse's 4× means on a host of
 * index about 1,533 (the line of Lighthouse's CPU throttling calculator,
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator: 1,300 → 3×, each 233 more → 1×
 * more). Made for older Lighthouse versions' index; a guide, not a measurement.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.round((3 + (benchmarkIndex - 1300) / 233) * 10) / 10;
}

export function lighthouseTable(pages: LighthousePage[]): string {
  const indexes = pages.map((p) => p.benchmarkIndex).sort((a, b) => a - b);
  const runs = pages[0]?.runs.length ?? 0;
  const lines = [
    `| page | performance | LCP | TBT | CLS | worst of ${runs} ${runs === 1 ? 'run' : 'runs'}: performance, LCP, TBT |`,
    `| --- | ---: | ---: | ---: | ---: | ---: |`,
    ...pages.map((p) => {
      const worst = worstRun(p);
      return `| ${p.name} | ${p.score} | ${(p.lcpMs / 1000).toFixed(2)} s | ${p.tbtMs} ms | ${p.cls} | ${worst.score}, ${(worst.lcpMs / 1000).toFixed(2)} s, ${worst.tbtMs} ms |`;
    }),
    '',
    `Targets: performance ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.`,
    `This machine's benchmark index (Lighthouse's CPU measure, the median runs): ${indexes[0]}–${indexes.at(-1)}; ` +
      `Lighthouse's 4× stands for its reference phone on a host of about 1,533; here that phone would be ${calibratedSlowdown(indexes[Math.floor(indexes.length / 2)]!)}× (LIGHTHOUSE_CPU).`,
  ];
  const lost = pages.filter((p) => p.name.includes('logged in') && !p.finalUrl.endsWith('/home'));
  if (lost.length > 0) lines.push(`Warning: the logged-in page ended on ${lost[0]!.finalUrl}.`);
  return lines.join('\n');
}
