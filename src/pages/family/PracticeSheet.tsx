import { createPortal } from 'react-dom';
import { practiceSheetPages } from '../../../machines/rules/schoolList';
import './practice-sheet.css';

/** How the child reads: the script it is taught in, and whether it reads pinyin instead of zhuyin (its own settings, issue 28). */
export interface ReadingLook {
  script: 'tw' | 'cn';
  pinyin: boolean;
}

export const readingLook = (settings: { language: 'tw' | 'cn'; phonetic_symbol: 'rom' | 'phonetic' }): ReadingLook => ({
  script: settings.language,
  pinyin: settings.phonetic_symbol === 'rom',
});

/** A word on the sheet: in both scripts, its reading syllable by syllable (space-separated). */
export interface SheetWord {
  tw: string;
  cn: string;
  zhuyin: string;
  pinyin: string;
}

/** 田字格 boxes in a row of the sheet: the word's characters traced, then empty ones to write in. */
const SHEET_BOXES = 8;

/**
 * The printable practice sheet (issue 30 §3): words on 田字格, eight a page (`practiceSheetPages`;
 * A4, print CSS only: the browser's own print, nothing else needed), each character first traced
 * in light grey with its reading beside it, then empty boxes to write it in. Rendered outside the
 * app's root (a portal into the body), shown only in print. A school list's words (SchoolLists.tsx)
 * or the words due for review (Week.tsx).
 */
export function PracticeSheet({ title, words, look }: { title: string; words: readonly SheetWord[]; look: ReadingLook }) {
  const pages = practiceSheetPages(words);
  const lang = look.script === 'cn' ? 'zh-Hans' : 'zh-Hant';
  return createPortal(
    <div className="practice-sheet" lang={lang}>
      {pages.map((page, n) => (
        <section key={n} className="practice-page">
          <h1 className="practice-title">{title}</h1>
          {page.map((word) => {
            const chars = [...(look.script === 'cn' ? word.cn : word.tw)];
            const readings = (look.pinyin ? word.pinyin : word.zhuyin).split(' ');
            return (
              <div key={word.tw} className="practice-row">
                {chars.map((char, i) => (
                  <span key={i} className="practice-box practice-traced">
                    <span className="practice-char">{char}</span>
                    <span className={look.pinyin ? 'practice-pinyin' : 'practice-zhuyin'}>{readings[i] ?? ''}</span>
                  </span>
                ))}
                {Array.from({ length: Math.max(0, SHEET_BOXES - chars.length) }, (_, i) => (
                  <span key={`empty-${i}`} className="practice-box" />
                ))}
              </div>
            );
          })}
        </section>
      ))}
    </div>,
    document.body,
  );
}
