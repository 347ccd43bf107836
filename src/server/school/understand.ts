import { pinyinReadingOf } from '../../../machines/rules/phonetic';
import { wordReadings, type UnderstoodWord } from '../../../machines/rules/schoolList';
import type { ContentStore } from '../content/store';
import { curriculumWordOf, readingSources } from './dictionary';
import { simplifiedOf, traditionalWords } from './scripts';
import { hasTaiwanStrokes } from './strokes';

/**
 * What the app understood of a school list's words (issue 30 §1): each word in both scripts, the
 * readings to choose from and where they come from (machines/rules/schoolList.ts `wordReadings`),
 * what it cannot teach, and the curriculum word it is. The parent's screen shows it before
 * anything is saved; the save understands the words again and takes only what this offers (one of
 * a word's readings, or a correction among its `other_readings`).
 */

/** A reading in zhuyin and in pinyin. */
const bothPhonetics = (zhuyin: string) => ({ zhuyin, pinyin: pinyinReadingOf(zhuyin) ?? '' });

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
        readings: found.readings.map(bothPhonetics),
        other_readings: found.others.map(bothPhonetics),
        unknown: found.unknown,
        no_strokes: [...new Set(tw)].filter((char) => !found.unknown.includes(char) && !hasTaiwanStrokes(content, char)),
        word_id: curriculumWord?.id ?? null,
      };
    }),
  );
}
