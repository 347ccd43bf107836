import './ruby.css';

/**
 * Chinese text with its reading above each character (<ruby>/<rt>): the `ruby` arrays of
 * the API give one reading per character of `text` (per code point), '' over punctuation,
 * in the member's phonetic (pinyin or zhuyin, chosen by the server).
 *
 * - Each character is its own <ruby> with an <rt>, so a reading sits over its character
 *   whatever the line breaks; <rp> parentheses show the reading beside it in a browser
 *   without ruby support. A character without a reading (punctuation) is plain text.
 * - `lang` marks the text's script (zh-Hant for tw, zh-Hans for cn) so the right glyphs
 *   and fonts are used, whatever the interface language.
 * - Readings missing at the end (a shorter array) leave those characters plain.
 * - `zhuyin` readings (ㄅㄆㄇ) get a class of their own: they are set a little smaller.
 */
export interface RubyProps {
  text: string;
  ruby: readonly string[];
  /** The script of the text. */
  script?: 'tw' | 'cn';
  className?: string;
}

const ZHUYIN = /[\u3100-\u312f\u31a0-\u31bf]/;

export function Ruby({ text, ruby, script, className }: RubyProps) {
  const chars = Array.from(text);
  const zhuyin = ruby.some((reading) => ZHUYIN.test(reading));
  const classes = ['ruby-text', zhuyin ? 'ruby-text--zhuyin' : 'ruby-text--pinyin', className].filter(Boolean).join(' ');
  return (
    <span className={classes} lang={script === 'cn' ? 'zh-Hans' : script === 'tw' ? 'zh-Hant' : undefined}>
      {chars.map((char, i) => {
        const reading = ruby[i] ?? '';
        if (reading === '') return <span key={i}>{char}</span>;
        return (
          <ruby key={i}>
            {char}
            <rp>(</rp>
            <rt>{reading}</rt>
            <rp>)</rp>
          </ruby>
        );
      })}
    </span>
  );
}
