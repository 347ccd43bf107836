import type { WordView } from '../../../machines/challenge/challenge.connect';
import type { WordDisplay } from './useChallenge';

/**
 * What the child is asked about, without the Chinese word itself: the word's picture (our own
 * SVG, decorative: its meaning is read out by the text beside it), its reading in the member's
 * phonetic (pinyin or zhuyin) and, when the member shows English, the English word.
 */
export function WordPrompt({
  word,
  display,
  showChinese = false,
  showEnglish = true,
}: {
  word: WordView;
  display: WordDisplay;
  /** The Chinese word too (writing and spelling: it is no longer the question). */
  showChinese?: boolean;
  /** False on the spelling screen, where the English word is the answer. */
  showEnglish?: boolean;
}) {
  const reading = display.phonetic === 'zhuyin' ? word.zhuyin : word.pinyin;
  return (
    <div className="challenge-prompt">
      {word.image ? <img className="challenge-picture" src={word.image} alt="" width={120} height={120} /> : null}
      <div className="challenge-prompt-text">
        {showChinese ? (
          <p className="challenge-chinese" lang={display.script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
            {word.word}
          </p>
        ) : null}
        <p className="challenge-reading" lang={display.phonetic === 'zhuyin' ? 'zh-Bopo' : 'zh-Latn-pinyin'}>
          {reading}
        </p>
        {showEnglish && (display.showEnglish || !word.image) ? (
          <p className="challenge-english" lang="en">
            {word.english}
          </p>
        ) : null}
      </div>
    </div>
  );
}
