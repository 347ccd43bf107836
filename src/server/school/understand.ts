import { pinyinReadingOf } from '../../../machines/rules/phonetic';
import { wordReadings, type ReadingFrom } from '../../../machines/rules/schoolList';
import type { ContentStore } from '../content/store';
import { curriculumWordOf, readingSources } from './dictionary';
import { simplifiedOf, traditionalWords } from './scripts';
import { hasTaiwanStrokes } from './strokes';

/**
 * What the app understood of a school list's words (issue 30 §1): each word in both scripts, the
 * readings to choose from and where they come from (machines/rules/schoolList.ts `wordReadings`),
 * what it cannot teach, and the curriculum word it is. The parent's screen shows it before
 * anything is saved; the save understands the words again and takes only what this offers.
 */

export interface ListReading {
  /** One syllable per character, space-separated, as Taiwan writes it. */
  zhuyin: string;
  pinyin: string;
}

export interface UnderstoodWord {
  /** As the parent wrote it. */
  written: string;
  tw: string;
  cn: string;
  from: ReadingFrom;
  readings: ListReading[];
  /** Characters no dictionary reads: the word cannot be taught. */
  unknown: string[];
  /** Characters without strokes in Taiwan's order: taught without the writing step. */
  no_strokes: string[];
  /** The curriculum word it is, or null. */
  word_id: number | null;
}

/** Each word as the app understands it, in the order given. */
export async function understandWords(words: readonly string[], content: ContentStore): Promise<UnderstoodWord[]> {
  const sources = readingSources(content);
  const traditional = await traditionalWords(words, content);
  return Promise.all(
    words.map(async (written, i) => {
      const tw = traditional[i]!;
      const found = wordReadings(tw, sources);
      const curriculumWord = curriculumWordOf(content, tw);
      return {
        written,
        tw,
        cn: curriculumWord?.cn.text ?? (await simplifiedOf(tw, content)),
        from: found.from,
        readings: found.readings.map((zhuyin) => ({ zhuyin, pinyin: pinyinReadingOf(zhuyin) ?? '' })),
        unknown: found.unknown,
        no_strokes: [...new Set(tw)].filter((char) => !found.unknown.includes(char) && !hasTaiwanStrokes(content, char)),
        word_id: curriculumWord?.id ?? null,
      };
    }),
  );
}
