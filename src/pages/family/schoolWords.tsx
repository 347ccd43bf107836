import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolWordState } from '../../../machines/rules/schoolList';
import { Handwriting } from '../../components/hanzi/Handwriting';

/** A list word's state as the parent reads it (GLOSSARY: ready 準備好了); the chip's colour says it too. */
export function WordStateText({ state }: { state: SchoolWordState }) {
  switch (state) {
    case 'notYet':
      return <Trans>not practised yet</Trans>;
    case 'practising':
      return <Trans>practising</Trans>;
    case 'ready':
      return <Trans>ready</Trans>;
  }
}

/** A written character's side on the parent's pages (px): big enough to see the strokes at 375 px. */
const HANDWRITING_SIZE = 64;

/**
 * A word as the child wrote it in a dictation: a tick or a cross (by shape, not colour alone),
 * the word, and for each wrong character which strokes (from 1) went wrong; then, below, when it
 * was kept, what the child wrote, character by character, the wrong strokes in orange and numbered.
 */
export function DictationResult({
  word,
  correct,
  wrongStrokes,
  written,
  lang,
}: {
  word: string;
  correct: boolean;
  wrongStrokes: readonly { char: number; strokes: readonly number[] }[];
  /** Each character's strokes as written (rules/handwriting.ts traces); null when not kept. */
  written: readonly (readonly string[])[] | null;
  lang: string;
}) {
  const { t } = useLingui();
  const chars = [...word];
  return (
    <li className={correct ? 'school-list-dictation-right' : 'school-list-dictation-wrong'}>
      <span className="school-list-dictation-tick" role="img" aria-label={correct ? t`right` : t`wrong`}>
        {correct ? '✔' : '✘'}
      </span>{' '}
      <span lang={lang}>{word}</span>
      {wrongStrokes.map((wrong) => {
        const character = chars[wrong.char] ?? '';
        const strokes = shortStrokes(wrong.strokes.map(String));
        return (
          <span key={wrong.char} className="school-list-dictation-strokes">
            {' '}
            <Trans>
              {character}: strokes {strokes}
            </Trans>
          </span>
        );
      })}
      {written ? (
        <span className="school-list-dictation-written" lang={lang}>
          {written.map((strokes, i) => {
            const character = chars[i] ?? '';
            const wrong = wrongStrokes.find((w) => w.char === i)?.strokes ?? [];
            const numbers = shortStrokes(wrong.map(String));
            return (
              <Handwriting
                key={i}
                strokes={strokes}
                wrong={wrong}
                size={HANDWRITING_SIZE}
                label={wrong.length === 0 ? t`${character} as written` : t`${character} as written: strokes ${numbers} went wrong`}
              />
            );
          })}
        </span>
      ) : null}
    </li>
  );
}

/** The most strokes a line names: a character not known at all would list every stroke. */
export const STROKES_NAMED = 4;

/** Stroke numbers for a line: the first STROKES_NAMED, then an ellipsis. */
export function shortStrokes(strokes: readonly string[]): string {
  return strokes.length > STROKES_NAMED ? `${strokes.slice(0, STROKES_NAMED).join(', ')}…` : strokes.join(', ');
}
