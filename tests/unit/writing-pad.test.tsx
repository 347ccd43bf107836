import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WritingPad } from '../../src/components/hanzi/WritingPad';
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

function pad(url: string) {
  const judged = { stroke: vi.fn(), mistake: vi.fn(), error: vi.fn() };
  render(
    <WritingPad
      character="日"
      strokes={[{ char: '日', url, order: 'standard' }]}
      outline={false}
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
