import { useEffect, useRef } from 'react';
import type HanziWriter from 'hanzi-writer';
import { charDataLoaderFor, loadHanziWriter, type StrokeSource } from './hanziWriter';

/**
 * hanzi-writer's quiz for one character, on a 田字格 (a square with dashed centre lines and
 * diagonals) drawn behind it. The quiz judges each stroke; the pad reports the judgement and
 * decides nothing: `onStroke` (a stroke accepted), `onMistake(stroke)` (a try refused, with the
 * 0-based stroke it was meant to be), `onComplete` (every stroke of the character drawn).
 * hanzi-writer's own hint is off: the machine decides when the outline shows (`outline`).
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
  outline: boolean;
  /** hanzi-writer's quiz `leniency` (the child's writing leniency, QUIZ_LENIENCY). */
  leniency: number;
  quizKey: string;
  size: number;
  label: string;
  onStroke: () => void;
  onMistake: (stroke: number) => void;
  onComplete: () => void;
  /** The stroke data could not be loaded. */
  onError?: () => void;
}

export function WritingPad(props: WritingPadProps) {
  const { character, strokes, outline, leniency, quizKey, size, label } = props;
  const target = useRef<HTMLDivElement>(null);
  const writer = useRef<HanziWriter | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;
  const outlineShown = useRef(outline);
  outlineShown.current = outline;

  useEffect(() => {
    let cancelled = false;
    const element = target.current;
    if (!element) return undefined;
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
        highlightOnComplete: true,
        onCorrectStroke: (data) => {
          element.dataset.accepted = String(data.strokeNum + 1);
          callbacks.current.onStroke();
        },
        onMistake: (data) => {
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
      writer.current?.cancelQuiz();
      writer.current = null;
      element.replaceChildren();
      delete element.dataset.quiz;
    };
    // a new quiz per character and repetition; the callbacks are read through a ref
  }, [quizKey, character, strokes, leniency, size]);

  useEffect(() => {
    if (outline) void writer.current?.showOutline();
    else void writer.current?.hideOutline();
  }, [outline]);

  return (
    <div className="writing-pad" style={{ width: size, height: size }} role="img" aria-label={label}>
      <WritingGrid size={size} />
      <div ref={target} className="writing-pad-quiz" data-character={character} />
    </div>
  );
}

/** The 田字格: the square, its dashed centre lines and (lighter) diagonals. */
export function WritingGrid({ size }: { size: number }) {
  const stroke = Math.max(1, size / 200);
  return (
    <svg className="writing-grid" width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      <rect x={stroke / 2} y={stroke / 2} width={size - stroke} height={size - stroke} fill="none" stroke="#e4573d" strokeWidth={stroke * 2} />
      <line x1={size / 2} y1={0} x2={size / 2} y2={size} stroke="#e4573d" strokeWidth={stroke} strokeDasharray="8 6" />
      <line x1={0} y1={size / 2} x2={size} y2={size / 2} stroke="#e4573d" strokeWidth={stroke} strokeDasharray="8 6" />
      <line x1={0} y1={0} x2={size} y2={size} stroke="#f3b9ac" strokeWidth={stroke} strokeDasharray="4 8" />
      <line x1={size} y1={0} x2={0} y2={size} stroke="#f3b9ac" strokeWidth={stroke} strokeDasharray="4 8" />
    </svg>
  );
}
