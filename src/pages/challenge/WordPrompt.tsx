import type { WordView } from '../../../machines/challenge/challenge.connect';
import type { WordDisplay } from './useChallenge';
import { Reading, RubyWord } from '../../components/Ruby';

/**
 * What the child is asked about, without the Chinese word itself: the word's picture (our own
 * SVG, decorative: its meaning is read out by the text beside it), its reading in the child's
 * phonetic (pinyin, or zhuyin in vertical columns) and, when English shows, the English word.
 * With the Chinese word (writing, spelling), the reading stands by its characters (RubyWord),
 * unless it is what the child spells.
 */
export function WordPrompt({
  word,
  display,
  showChinese = false,
  showEnglish = true,
  showReading = true,
}: {
  word: WordView;
  display: WordDisplay;
  /** The Chinese word too (writing and spelling: it is no longer the question). */
  showChinese?: boolean;
  /** False on the spelling screen, where the English word is the answer. */
  showEnglish?: boolean;
  /** False on the spelling screen when the reading is what the child spells. */
  showReading?: boolean;
}) {
  const reading = display.phonetic === 'zhuyin' ? word.zhuyin : word.pinyin;
  return (
    <div className="challenge-prompt">
      {word.image ? <img className="challenge-picture" src={word.image} alt="" width={120} height={120} /> : null}
      <div className="challenge-prompt-text">
        {showChinese ? (
          <p className="challenge-chinese" lang={display.script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
            {showReading ? <RubyWord word={word.word} reading={reading} script={display.script} /> : word.word}
          </p>
        ) : (
          <p className="challenge-reading">
            <Reading reading={reading} />
          </p>
        )}
        {showEnglish && (display.showEnglish || !word.image) ? (
          <p className="challenge-english" lang="en">
            {word.english}
          </p>
        ) : null}
      </div>
    </div>
  );
}
