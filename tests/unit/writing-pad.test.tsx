import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISS_RED, WritingPad } from '../../src/components/hanzi/WritingPad';
import { wrongStroke } from '../support/strokes';
import { strokePath, type PadPoint } from '../support/strokes';

/*
 * The writing pad says when its quiz takes strokes: hanzi-writer draws its svg at once, but a
 * stroke drawn before the character's stroke data is in is not judged. `data-quiz` is what the
 * browser tests and the benchmark wait for before they draw (a lost stroke would leave them
 * waiting for a character that is never written).
 */

const SUN = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/hanzi-writer-data/日.json'), 'utf8')) as {
  medians: number[][][];
};
const SIZE = 300;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The stroke data arrives when the test says (each test its own URL: the pad keeps what it fetched). */
function strokeServer() {
  let answer: (response: Response) => void = () => undefined;
  const reply = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal('fetch', () => reply);
  return {
    sends: () => answer(new Response(JSON.stringify(SUN), { headers: { 'Content-Type': 'application/json' } })),
    fails: () => answer(new Response('', { status: 404 })),
  };
}

function pad(url: string, help: { stroke: number; kind: 'none' | 'start' | 'trace' } = { stroke: 0, kind: 'none' }) {
  const judged = { stroke: vi.fn(), mistake: vi.fn(), error: vi.fn() };
  render(
    <WritingPad
      character="日"
      strokes={[{ char: '日', url, order: 'standard' }]}
      outline={false}
      help={help}
      leniency={1}
      quizKey="日-1"
      size={SIZE}
      label="日"
      onStroke={judged.stroke}
      onMistake={judged.mistake}
      onComplete={() => undefined}
      onError={judged.error}
    />,
  );
  return judged;
}

const quiz = () => document.querySelector<HTMLElement>('.writing-pad-quiz')!;

/** Mouse down, moves along the points, mouse up (jsdom puts the svg at 0,0). */
function draw(points: PadPoint[]) {
  const svg = quiz().querySelector('svg')!;
  const [first, ...rest] = points;
  fireEvent.mouseDown(svg, { clientX: first!.x, clientY: first!.y });
  for (const p of rest) fireEvent.mouseMove(svg, { clientX: p.x, clientY: p.y });
  fireEvent.mouseUp(document, { clientX: rest.at(-1)!.x, clientY: rest.at(-1)!.y });
}

describe('the writing pad says when its quiz takes strokes', () => {
  it('"loading" while the stroke data is on its way (a stroke then is not judged), "ready" once it is in', async () => {
    const server = strokeServer();
    const judged = pad('/api/content/strokes/pad-ready.json');
    await waitFor(() => expect(quiz().querySelector('svg')).not.toBeNull());
    expect(quiz().dataset.quiz).toBe('loading');
    draw(strokePath(SUN.medians[0]!, SIZE));
    expect(judged.stroke).not.toHaveBeenCalled();

    server.sends();
    await waitFor(() => expect(quiz().dataset.quiz).toBe('ready'));
    draw(strokePath(SUN.medians[0]!, SIZE));
    await waitFor(() => expect(judged.stroke).toHaveBeenCalledTimes(1));
    expect(quiz().dataset.accepted).toBe('1');
    expect(judged.mistake).not.toHaveBeenCalled();
  });

  it('"failed" when the stroke data cannot be loaded, and says so', async () => {
    const server = strokeServer();
    const judged = pad('/api/content/strokes/pad-missing.json');
    await waitFor(() => expect(quiz().dataset.quiz).toBe('loading'));
    server.fails();
    await waitFor(() => expect(quiz().dataset.quiz).toBe('failed'));
    expect(judged.error).toHaveBeenCalledTimes(1);
  });
});

describe('a wrong stroke is shown wrong at once, and the help is drawn where the stroke starts', () => {
  it("flashes the child's own path red in the same handler that hears the quiz's refusal: there before any timer or render", async () => {
    const server = strokeServer();
    const judged = pad('/api/content/strokes/pad-flash.json');
    server.sends();
    await waitFor(() => expect(quiz().dataset.quiz).toBe('ready'));
    vi.useFakeTimers();
    try {
      draw(wrongStroke(SIZE));
      // no await, no timer run: the flash is already drawn
      const flash = document.querySelector<SVGPathElement>('.writing-pad-coach .stroke-flash');
      expect(flash, 'the red flash right after the finger lifts').not.toBeNull();
      expect(flash!.getAttribute('stroke')).toBe(MISS_RED);
      const [x, y] = [SIZE * 0.9, SIZE * 0.9];
      expect(flash!.getAttribute('d')).toMatch(new RegExp(`^M ${Math.round(x)} ${Math.round(y)}`));
      expect(judged.mistake).toHaveBeenCalledWith(0);
      // its fade (FLASH_MS in the css) ends: it goes
      flash!.dispatchEvent(new Event('animationend'));
      expect(document.querySelector('.stroke-flash'), 'the flash goes after its fade').toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the start hint (a dot and an arrow) on the stroke asked for, and the stroke itself to trace', async () => {
    strokeServer().sends();
    pad('/api/content/strokes/pad-hint.json', { stroke: 1, kind: 'trace' });
    await waitFor(() => expect(document.querySelector('.stroke-start-hint')).not.toBeNull());
    const hint = document.querySelector('.stroke-start-hint')!;
    expect(hint.getAttribute('data-stroke')).toBe('1');
    const dot = hint.querySelector('circle')!;
    // where 日's second stroke starts on the pad (its median's first point)
    const start = strokePath(SUN.medians[1]!, SIZE)[0]!;
    expect(Number(dot.getAttribute('cx'))).toBeCloseTo(start.x, 0);
    expect(Number(dot.getAttribute('cy'))).toBeCloseTo(start.y, 0);
    expect(hint.querySelector('polygon'), 'the arrow').not.toBeNull();
    expect(document.querySelector('.stroke-trace')?.getAttribute('data-stroke')).toBe('1');
  });
});
