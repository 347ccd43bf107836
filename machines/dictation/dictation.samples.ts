import type { SchoolWordState } from '../rules/schoolList';
import type { ListLesson, ListLessonWord } from './dictation.types';

/**
 * A school list's lesson for the dev flows page and the machine tests (as GET
 * schoolLists/{id}/lesson sends it, Taiwan script with zhuyin): 飛 (one character, ready), 𪚥
 * (no strokes: explained and spelled in practice, left out of a dictation; not yet practised), 蝴蝶 (two
 * characters, being practised). Plain data.
 */

/** A list word: its strokes' files, or none (`writable` false). */
export function sampleListWord(position: number, text: string, zhuyin: string, writable: boolean, state: SchoolWordState): ListLessonWord {
  return {
    position,
    word_id: null,
    word: text,
    zhuyin,
    pinyin: '',
    phonetic: zhuyin,
    ruby: zhuyin.split(' '),
    english: null,
    image: null,
    strokes: [...text].map((char) => ({ char, url: writable ? `/strokes/${char}.json` : null, order: 'standard' as const })),
    writable,
    state,
  };
}

export const sampleListLesson: ListLesson = {
  id: 3,
  name: '第三課',
  dictation_day: '2026-12-04',
  dictation_reading: 0,
  words: [sampleListWord(0, '飛', 'ㄈㄟ', true, 'ready'), sampleListWord(1, '𪚥', 'ㄓㄜˊ', false, 'notYet'), sampleListWord(2, '蝴蝶', 'ㄏㄨˊ ㄉㄧㄝˊ', true, 'practising')],
};
