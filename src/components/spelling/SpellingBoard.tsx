import { Trans, useLingui } from '@lingui/react/macro';
import type { SpellingView } from '../../../machines/challenge/spelling';
import './spelling.css';

/** The tone tiles (zhuyin ˊ ˇ ˋ ˙, pinyin ˉ ˊ ˇ ˋ) and their tones: set larger, the marks are small glyphs. */
const TONE_OF_MARK: Readonly<Record<string, 1 | 2 | 3 | 4 | 5>> = { 'ˉ': 1, 'ˊ': 2, 'ˇ': 3, 'ˋ': 4, '˙': 5 };

/**
 * The spelling board (SPEC §4 "spelling letters may vanish once placed", §5 "spelling must follow
 * the order"): the slots of what is spelled (a reading's in groups, one per syllable, a complete
 * syllable shown as it is written; English letters in one run), the next tile's hint when there is
 * one, the shuffled tiles (a placed one vanishes, a refused one flashes red), and what was said of
 * the last tap. The machine decides (machines/challenge/spelling.ts); `onPlace` sends the tap.
 * The challenge's spell step and a school list's practice draw it.
 */
export function SpellingBoard({ spelling, onPlace }: { spelling: SpellingView; onPlace: (tile: number) => void }) {
  const { t } = useLingui();
  const toneNames = { 1: t`First tone`, 2: t`Second tone`, 3: t`Third tone`, 4: t`Fourth tone`, 5: t`Neutral tone` } as const;
  const done = spelling.tiles.length === 0;
  const english = spelling.kind === 'english';
  const placed = Array.from(spelling.placed);
  const lang = english ? 'en' : spelling.kind === 'zhuyin' ? 'zh-Bopo' : 'zh-Latn-pinyin';
  const slot = (i: number) => {
    const letter = placed[i] ?? null;
    const next = i === placed.length;
    return (
      <li key={i} className={`spell-slot${letter ? ' is-filled' : ''}${next ? ' is-next' : ''}`}>
        {letter ?? (next && spelling.hint ? <span className="spell-hint">{spelling.hint}</span> : '')}
      </li>
    );
  };
  let start = 0;
  const groups = spelling.syllables.map((syllable) => {
    const first = start;
    start += syllable.size;
    return { ...syllable, first };
  });

  return (
    <>
      {english ? (
        <ol className="spell-slots" aria-label={t`Your spelling`} lang={lang}>
          {Array.from({ length: placed.length + spelling.tiles.length }, (_, i) => slot(i))}
        </ol>
      ) : (
        <ol className="spell-syllables" aria-label={t`Your spelling`} lang={lang}>
          {groups.map((group) => (
            <li key={group.first} className={`spell-syllable${group.written ? ' is-complete' : ''}`}>
              <ol className="spell-slots">{Array.from({ length: group.size }, (_, k) => slot(group.first + k))}</ol>
              <span className="spell-syllable-written" aria-hidden={group.written ? undefined : true}>
                {group.written ?? ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" role="status">
        {done ? t`Spelled: ${spelling.placed}` : spelling.placed ? t`So far: ${spelling.placed}` : ''}
      </p>
      {spelling.hint && !done ? (
        <p className="spell-note">
          {english ? (
            <Trans>
              Next letter: <strong lang="en">{spelling.hint}</strong>
            </Trans>
          ) : (
            <Trans>
              Next: <strong lang={lang}>{spelling.hint}</strong>
            </Trans>
          )}
        </p>
      ) : null}
      <ul className="letter-tiles" aria-label={english ? t`Letters` : spelling.kind === 'zhuyin' ? t`Zhuyin symbols` : t`Pinyin letters`} lang={lang}>
        {spelling.tiles.map((tile) => {
          const refused = spelling.refused === tile.id;
          const tone = TONE_OF_MARK[tile.letter];
          return (
            <li key={tile.id}>
              <button
                type="button"
                className={`letter-tile${refused ? ' letter-tile--refused' : ''}${tone ? ' letter-tile--tone' : ''}`}
                disabled={tile.disabled}
                // a mark alone says nothing to a screen reader: the tone's name, in the page's language
                aria-label={tone ? toneNames[tone] : undefined}
                aria-describedby={refused ? 'spell-refused' : undefined}
                onClick={() => onPlace(tile.id)}
              >
                {tile.letter}
              </button>
            </li>
          );
        })}
      </ul>
      <p id="spell-refused" className="spell-feedback" role="status">
        {done ? (
          <Trans>Well spelled!</Trans>
        ) : spelling.refused !== null ? (
          english ? (
            <Trans>Not that letter yet. Try another one!</Trans>
          ) : (
            <Trans>Not that one yet. Try another one!</Trans>
          )
        ) : null}
      </p>
    </>
  );
}
