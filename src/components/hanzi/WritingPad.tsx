import { useEffect, useRef, useState } from 'react';
import type HanziWriter from 'hanzi-writer';
import type { CharacterJson } from 'hanzi-writer';
import type { StrokeHelp } from '../../../machines/rules/writingCoach';
import { charDataLoaderFor, fetchStrokeData, loadHanziWriter, type StrokeSource } from './hanziWriter';
import { HELP_ORANGE, WritingGrid } from './WritingGrid';
import './writing-pad.css';

/**
 * hanzi-writer's quiz for one character, on a 田字格 (a square with dashed centre lines and
 * diagonals) drawn behind it, with the writing coach's help drawn over it. The quiz judges each
 * stroke; the pad reports the judgement and decides nothing: `onStroke(stroke, path)` (a stroke
 * accepted, with the path the child drew, kept for the comparison), `onMistake(stroke)` (a try
 * refused, with the 0-based stroke it was meant to be), `onComplete` (every stroke judged).
 * hanzi-writer's own hint is off: the writing coach (machines/challenge/writingCoach.machine.ts)
 * decides the help (`help`: the stroke's start, or the stroke to trace; `outline`).
 *
 * A refused try flashes red at once: the child's own path is drawn in red in the same handler
 * that hears hanzi-writer's `onMistake` (no state update, no timer before it), so the feedback
 * shows in the frame after the finger lifts; its css animation (`FLASH_MS`, challenge.css
 * `.stroke-flash`) fades it, and its end takes it away.
 *
 * A new quiz starts whenever `quizKey` changes (next character, next repetition). The quiz's
 * element says whether the quiz listens yet (`data-quiz`: `loading` while hanzi-writer or the
 * stroke data is on its way, when a stroke drawn is not judged; then `ready`, or `failed`) and
 * how many strokes were accepted and refused so far (`data-accepted`, `data-refused`), for the
 * browser tests and the benchmark.
 */
export interface WritingPadProps {
  character: string;
  strokes: readonly StrokeSource[];
  /** The character's outline shows (the coach's: gentle leniency). */
  outline: boolean;
  /** The coach's help on the stroke being written (0-based `stroke`). */
  help: { stroke: number; kind: StrokeHelp };
  /** hanzi-writer's quiz `leniency` (the child's writing leniency, QUIZ_LENIENCY). */
  leniency: number;
  quizKey: string;
  size: number;
  label: string;
  onStroke: (stroke: number, path: string) => void;
  onMistake: (stroke: number) => void;
  onComplete: () => void;
  /** The stroke data could not be loaded. */
  onError?: () => void;
  /**
   * Tries a stroke gets before the quiz takes it as written (hanzi-writer's
   * `markStrokeCorrectAfterMisses`: a school list's words, rules/schoolList.ts TRIES_PER_STROKE);
   * absent, a stroke waits until it is written right.
   */
  triesPerStroke?: number;
}

/** How long a refused stroke stays red (challenge.css `.stroke-flash`'s animation). */
export const FLASH_MS = 700;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The red of a refused stroke (6.0:1 on the pad's paper). */
export const MISS_RED = '#c81e1e';

/**
 * The transform from hanzi-writer's character data (a 1024-unit grid, y up, from -124 to 900) to
 * the pad's pixels, as its Positioner places a character with the pad's padding (5 %).
 */
export function charTransform(size: number): string {
  const padding = Math.round(size * 0.05);
  const scale = (size - 2 * padding) / 1024;
  return `translate(${padding}, ${size - padding - 124 * scale}) scale(${scale}, ${-scale})`;
}

export function WritingPad(props: WritingPadProps) {
  const { character, strokes, outline, help, leniency, quizKey, size, label, triesPerStroke } = props;
  const target = useRef<HTMLDivElement>(null);
  const flashes = useRef<SVGGElement>(null);
  const writer = useRef<HanziWriter | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;
  const outlineShown = useRef(outline);
  outlineShown.current = outline;
  const data = useCharacterData(character, strokes);

  useEffect(() => {
    let cancelled = false;
    const element = target.current;
    const flashLayer = flashes.current;
    if (!element || !flashLayer) return undefined;
    element.dataset.quiz = 'loading';
    void loadHanziWriter().then((Writer) => {
      if (cancelled) return;
      element.replaceChildren();
      element.dataset.accepted = '0';
      element.dataset.refused = '0';
      const created = Writer.create(element, character, {
        width: size,
        height: size,
        padding: Math.round(size * 0.05),
        showCharacter: false,
        showOutline: outlineShown.current,
        strokeColor: '#3b2a1e',
        outlineColor: '#e8d6bd',
        drawingColor: '#3b2a1e',
        highlightColor: '#f59e2d',
        drawingWidth: Math.max(8, Math.round(size / 24)),
        charDataLoader: charDataLoaderFor(strokes),
        onLoadCharDataError: () => {
          if (cancelled) return;
          element.dataset.quiz = 'failed';
          callbacks.current.onError?.();
        },
      });
      writer.current = created;
      const listening = created.quiz({
        leniency,
        showHintAfterMisses: false,
        markStrokeCorrectAfterMisses: triesPerStroke ?? false,
        highlightOnComplete: true,
        onCorrectStroke: (data) => {
          element.dataset.accepted = String(data.strokeNum + 1);
          callbacks.current.onStroke(data.strokeNum, data.drawnPath.pathString);
        },
        onMistake: (data) => {
          // the feedback first, in this handler: the child's own path, red, at once
          const flash = document.createElementNS(SVG_NS, 'path');
          flash.setAttribute('d', data.drawnPath.pathString);
          flash.setAttribute('class', 'stroke-flash');
          flash.setAttribute('fill', 'none');
          flash.setAttribute('stroke', MISS_RED);
          flash.setAttribute('stroke-width', String(Math.max(8, Math.round(size / 24))));
          flash.setAttribute('stroke-linecap', 'round');
          flash.setAttribute('stroke-linejoin', 'round');
          // its css animation (FLASH_MS) fades it; then it goes
          flash.addEventListener('animationend', () => flash.remove(), { once: true });
          flashLayer.append(flash);
          element.dataset.refused = String(Number(element.dataset.refused ?? 0) + 1);
          callbacks.current.onMistake(data.strokeNum);
        },
        onComplete: () => callbacks.current.onComplete(),
      });
      // hanzi-writer's quiz resolves once the stroke data is in and the quiz takes strokes
      listening.then(
        () => {
          if (!cancelled && element.dataset.quiz === 'loading') element.dataset.quiz = 'ready';
        },
        () => undefined, // a failed load is onLoadCharDataError's
      );
    });
    return () => {
      cancelled = true;
      flashLayer.replaceChildren();
      writer.current?.cancelQuiz();
      writer.current = null;
      element.replaceChildren();
      delete element.dataset.quiz;
    };
    // a new quiz per character and repetition; the callbacks are read through a ref
  }, [quizKey, character, strokes, leniency, size, triesPerStroke]);

  useEffect(() => {
    if (outline) void writer.current?.showOutline();
    else void writer.current?.hideOutline();
  }, [outline]);

  const median = data?.medians[help.stroke];
  const strokePath = data?.strokes[help.stroke];

  return (
    <div className="writing-pad" style={{ width: size, height: size }} role="img" aria-label={label}>
      <WritingGrid size={size} />
      <div ref={target} className="writing-pad-quiz" data-character={character} />
      <svg className="writing-pad-coach" width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        {help.kind === 'trace' && strokePath ? (
          <g transform={charTransform(size)}>
            <path className="stroke-trace" d={strokePath} fill={HELP_ORANGE} fillOpacity={0.35} data-stroke={help.stroke} />
          </g>
        ) : null}
        {help.kind !== 'none' && median ? <StartHint median={median} size={size} stroke={help.stroke} /> : null}
        <g ref={flashes} />
      </svg>
    </div>
  );
}

/** One character's stroke data (the quiz's own file, fetched once per URL: no second request). */
export function useCharacterData(character: string, strokes: readonly StrokeSource[]): CharacterJson | null {
  const source = strokes.find((s) => s.char === character);
  const url = source?.url;
  const [data, setData] = useState<{ url: string; data: CharacterJson } | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (url) void fetchStrokeData(url).then((d) => !cancelled && setData({ url, data: d }), () => {});
    return () => {
      cancelled = true;
    };
  }, [url]);
  return data && data.url === url ? data.data : null;
}

/** Where a point of the character data lies on the pad. */
export function toPad([x, y]: readonly number[], size: number): { x: number; y: number } {
  const padding = Math.round(size * 0.05);
  const scale = (size - 2 * padding) / 1024;
  return { x: x! * scale + padding, y: size - padding - 124 * scale - y! * scale };
}

/**
 * Where a stroke starts: a dot on its first point and an arrow pointing the stroke's first
 * direction (towards a point a little way along its median).
 */
function StartHint({ median, size, stroke }: { median: readonly (readonly number[])[]; size: number; stroke: number }) {
  const start = toPad(median[0]!, size);
  const along = toPad(median[Math.min(median.length - 1, 1)]!, size);
  const dx = along.x - start.x;
  const dy = along.y - start.y;
  const length = Math.hypot(dx, dy) || 1;
  const arrow = Math.min(size * 0.16, Math.max(size * 0.1, length));
  const ux = dx / length;
  const uy = dy / length;
  const tip = { x: start.x + ux * arrow, y: start.y + uy * arrow };
  const head = size * 0.035;
  const left = { x: tip.x - ux * head - uy * head * 0.8, y: tip.y - uy * head + ux * head * 0.8 };
  const right = { x: tip.x - ux * head + uy * head * 0.8, y: tip.y - uy * head - ux * head * 0.8 };
  const dot = Math.max(7, size * 0.028);
  return (
    <g className="stroke-start-hint" data-stroke={stroke}>
      <line x1={start.x} y1={start.y} x2={tip.x} y2={tip.y} stroke={HELP_ORANGE} strokeWidth={Math.max(3, size / 90)} strokeLinecap="round" />
      <polygon points={`${tip.x},${tip.y} ${left.x},${left.y} ${right.x},${right.y}`} fill={HELP_ORANGE} />
      <circle cx={start.x} cy={start.y} r={dot} fill={HELP_ORANGE} stroke="#fff" strokeWidth={2} />
    </g>
  );
}
