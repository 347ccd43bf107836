import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type HanziWriter from 'hanzi-writer';
import { charDataLoaderFor, loadHanziWriter, type StrokeSource } from './hanziWriter';
import './stroke-order.css';

/**
 * The stroke-order animation of a word (the explaining screen): one hanzi-writer box per
 * character, drawn one after the other, with a replay button. hanzi-writer is a lazy chunk
 * and reads its stroke data from our API (`charDataLoaderFor(word.strokes)`), never its CDN.
 *
 * - A character drawn in mainland order in the Taiwan script (`order: 'mainland'`: AnimCJK
 *   lacks its Taiwan order) says so plainly under its box.
 * - With prefers-reduced-motion the characters are shown whole, not drawn; the replay
 *   button then draws them on request.
 * - `onPlayed` runs once, when the first run has ended: every character drawn (or shown
 *   whole), or a character's stroke data could not load (the character then shows as text
 *   in its box, and the word is on screen all the same).
 */
export interface StrokeOrderProps {
  strokes: readonly StrokeSource[];
  /** The member's script: the note names the mainland order only in the Taiwan script. */
  script: 'tw' | 'cn';
  onPlayed: () => void;
}

const BOX = 120;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

type Phase = 'loading' | 'drawing' | 'done' | 'failed';

export function StrokeOrder({ strokes, script, onPlayed }: StrokeOrderProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLDivElement | null)[]>([]);
  const writers = useRef<HanziWriter[]>([]);
  const run = useRef(0);
  const played = useRef(false);
  const onPlayedRef = useRef(onPlayed);
  onPlayedRef.current = onPlayed;
  const [phase, setPhase] = useState<Phase>('loading');
  const [missing, setMissing] = useState<string[]>([]);

  const finish = useCallback(() => {
    if (played.current) return;
    played.current = true;
    onPlayedRef.current();
  }, []);

  /** Draws the characters one after the other; a newer run (replay) stops an older one. */
  const draw = useCallback(async () => {
    const mine = ++run.current;
    setPhase('drawing');
    for (const writer of writers.current) await writer.hideCharacter({ duration: 0 });
    for (const writer of writers.current) {
      if (run.current !== mine) return;
      await new Promise<void>((resolve) => void writer.animateCharacter({ onComplete: () => resolve() }));
    }
    if (run.current !== mine) return;
    setPhase('done');
    finish();
  }, [finish]);

  useEffect(() => {
    let cancelled = false;
    const elements = boxes.current;
    const created: HanziWriter[] = [];
    const failed: string[] = [];
    played.current = false;
    setPhase('loading');
    setMissing([]);
    void loadHanziWriter()
      .then(async (Writer) => {
        if (cancelled) return;
        const loader = charDataLoaderFor(strokes);
        const loads = strokes.map(
          (source, i) =>
            new Promise<void>((resolve) => {
              const element = boxes.current[i];
              if (!element) return resolve();
              element.replaceChildren();
              created.push(
                Writer.create(element, source.char, {
                  width: BOX,
                  height: BOX,
                  padding: 6,
                  renderer: 'svg',
                  showOutline: true,
                  showCharacter: false,
                  strokeColor: '#3b2a1e',
                  radicalColor: '#e4573d',
                  outlineColor: '#f0dcc0',
                  strokeAnimationSpeed: 1,
                  delayBetweenStrokes: 250,
                  charDataLoader: loader,
                  onLoadCharDataSuccess: () => resolve(),
                  onLoadCharDataError: () => {
                    failed.push(source.char);
                    resolve();
                  },
                }),
              );
            }),
        );
        await Promise.all(loads);
        if (cancelled) return;
        writers.current = created;
        if (failed.length > 0) {
          setMissing(failed);
          setPhase('failed');
          finish();
          return;
        }
        if (prefersReducedMotion()) {
          for (const writer of created) await writer.showCharacter({ duration: 0 });
          setPhase('done');
          finish();
          return;
        }
        await draw();
      })
      .catch(() => {
        if (cancelled) return;
        setMissing(strokes.map((s) => s.char));
        setPhase('failed');
        finish();
      });
    return () => {
      cancelled = true;
      run.current += 1;
      writers.current = [];
      for (const element of elements) element?.replaceChildren();
    };
  }, [strokes, draw, finish]);

  return (
    <section className="stroke-order" aria-labelledby="stroke-order-title">
      <h2 id="stroke-order-title">
        <Trans>Stroke order</Trans>
      </h2>
      <ul className="stroke-order-list">
        {strokes.map((source, i) => {
          const char = source.char;
          return (
          <li key={`${char}-${i}`} className="stroke-order-item">
            <div
              className="stroke-order-box"
              role="img"
              aria-label={t`How to write ${char}`}
              ref={(element) => {
                boxes.current[i] = element;
              }}
            />
            {missing.includes(source.char) ? (
              <span className="stroke-order-fallback" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
                {source.char}
              </span>
            ) : null}
            {source.order === 'mainland' && script === 'tw' ? (
              <p className="stroke-order-note">
                <Trans>{char} is shown in mainland stroke order.</Trans>
              </p>
            ) : null}
          </li>
          );
        })}
      </ul>
      {phase === 'failed' ? (
        <p className="stroke-order-status" role="status">
          <Trans>The stroke order could not be loaded.</Trans>
        </p>
      ) : (
        <button type="button" className="button" onClick={() => void draw()} disabled={phase === 'loading'}>
          <span aria-hidden="true">↻</span> <Trans>Play the strokes again</Trans>
        </button>
      )}
    </section>
  );
}
