import { Fragment, type CSSProperties } from 'react';
import { isZhuyin, readingsPerCharacter, splitZhuyin, syllablesOf } from '../../machines/rules/phonetic';
import './ruby.css';

/**
 * Chinese text with its reading by each character (<ruby>/<rt>): the `ruby` arrays of the API
 * give one reading per character of `text` (per code point), '' over punctuation, in the
 * child's phonetic (pinyin or zhuyin, chosen by the server).
 *
 * - Zhuyin stands as Taiwan's 國語 textbooks print it (issue 28 §2): vertically to the right of
 *   its character, the tone mark beside the symbols (ˊ ˇ ˋ by the last symbol), the neutral dot
 *   on top, at no less than 14 px. Pinyin stays above its character.
 * - Even rhythm: every character is a cell of the same width whatever its reading, punctuation
 *   included (zhuyin: the character and a column for the reading; pinyin: as wide as the
 *   text's longest reading needs). CSS `ruby-position: inter-character` is not in Chromium, so
 *   each <ruby> is laid out as a small grid (ruby.css).
 * - Each character is its own <ruby> with an <rt>, so a reading stays with its character
 *   whatever the line breaks; <rp> parentheses show the reading beside it in a browser without
 *   ruby support. The <rt>'s text is the reading as written (˙ㄌㄜ, ㄖㄣˊ).
 * - `lang` marks the text's script (zh-Hant for tw, zh-Hans for cn) so the right glyphs
 *   and fonts are used, whatever the interface language.
 * - Readings missing at the end (a shorter array) leave those characters in plain cells.
 */
export interface RubyProps {
  text: string;
  ruby: readonly string[];
  /** The script of the text. */
  script?: 'tw' | 'cn';
  className?: string;
}

function langOf(script: RubyProps['script']): string | undefined {
  return script === 'cn' ? 'zh-Hans' : script === 'tw' ? 'zh-Hant' : undefined;
}

/** A zhuyin reading set vertically: the neutral dot on top, the symbols stacked, the tone mark beside the last one. */
function ZhuyinColumn({ reading }: { reading: string }) {
  const { symbols, tone, mark } = splitZhuyin(reading);
  const neutral = tone === 5;
  const first = neutral ? 2 : 1;
  return (
    <>
      {neutral ? (
        <span className="zhuyin-neutral" style={{ gridRow: 1 }}>
          {mark}
        </span>
      ) : null}
      {symbols.map((symbol, i) => (
        <span key={i} className="zhuyin-symbol" style={{ gridRow: first + i }}>
          {symbol}
        </span>
      ))}
      {mark !== '' && !neutral ? (
        <span className="zhuyin-tone" style={{ gridRow: first + symbols.length - 1 }}>
          {mark}
        </span>
      ) : null}
    </>
  );
}

export function Ruby({ text, ruby, script, className }: RubyProps) {
  const chars = Array.from(text);
  const zhuyin = ruby.some(isZhuyin);
  const longest = Math.max(1, ...ruby.map((reading) => Array.from(reading).length));
  const classes = ['ruby-text', zhuyin ? 'ruby-text--zhuyin' : 'ruby-text--pinyin', className].filter(Boolean).join(' ');
  const style = zhuyin ? undefined : ({ '--ruby-longest': longest } as CSSProperties);
  return (
    <span className={classes} lang={langOf(script)} style={style}>
      {chars.map((char, i) => {
        const reading = ruby[i] ?? '';
        if (reading === '') {
          return (
            <span key={i} className="ruby-cell">
              {char}
            </span>
          );
        }
        return (
          <ruby key={i}>
            {char}
            <rp>(</rp>
            <rt>{zhuyin ? <ZhuyinColumn reading={reading} /> : reading}</rt>
            <rp>)</rp>
          </ruby>
        );
      })}
    </span>
  );
}

/**
 * A word with its reading (word boxes, the words house, the challenge): by each character when
 * the reading has one syllable per character (`readingsPerCharacter`), else the reading whole
 * above the word.
 */
export function RubyWord({ word, reading, script, className }: { word: string; reading: string; script?: 'tw' | 'cn'; className?: string }) {
  const readings = readingsPerCharacter(word, reading);
  if (readings) return <Ruby text={word} ruby={readings} script={script} className={className} />;
  return (
    <span className={['ruby-word-plain', className].filter(Boolean).join(' ')}>
      <span className="ruby-word-reading">{reading}</span>
      <span lang={langOf(script)}>{word}</span>
    </span>
  );
}

/**
 * A reading on its own (the guess prompt, the battle's question): zhuyin syllables as vertical
 * columns side by side, as a textbook prints them; pinyin as written.
 */
export function Reading({ reading, className }: { reading: string; className?: string }) {
  if (!isZhuyin(reading)) {
    return (
      <span className={['reading', className].filter(Boolean).join(' ')} lang="zh-Latn-pinyin">
        {reading}
      </span>
    );
  }
  return (
    <span className={['reading', 'reading--zhuyin', className].filter(Boolean).join(' ')} lang="zh-Bopo">
      {syllablesOf(reading).map((syllable, i) => (
        <Fragment key={i}>
          {/* a space between syllables: not laid out (flex), kept in the text as the reading writes it */}
          {i > 0 ? ' ' : null}
          <span className="zhuyin-syllable">
            <ZhuyinColumn reading={syllable} />
          </span>
        </Fragment>
      ))}
    </span>
  );
}
