import type { UnderstoodWord } from './schoolList.types';

/**
 * What the server understood of a pasted list (POST schoolLists/understand, Taiwan script), for
 * the dev flows page and the machine tests: 長大 (the MOE dictionary's one reading, and the
 * readings a parent may correct it to), 長 alone (two readings: the parent chooses) and 𪚥 (no
 * dictionary reads it: it must be left out). Plain data.
 */
export const sampleUnderstoodWords: UnderstoodWord[] = [
  {
    written: '長大',
    tw: '長大',
    cn: '长大',
    from: 'dictionary',
    readings: [{ zhuyin: 'ㄓㄤˇ ㄉㄚˋ', pinyin: 'zhǎng dà' }],
    other_readings: [
      { zhuyin: 'ㄓㄤˇ ㄉㄞˋ', pinyin: 'zhǎng dài' },
      { zhuyin: 'ㄔㄤˊ ㄉㄚˋ', pinyin: 'cháng dà' },
      { zhuyin: 'ㄔㄤˊ ㄉㄞˋ', pinyin: 'cháng dài' },
    ],
    unknown: [],
    no_strokes: [],
    word_id: null,
  },
  {
    written: '長',
    tw: '長',
    cn: '长',
    from: 'characters',
    readings: [
      { zhuyin: 'ㄓㄤˇ', pinyin: 'zhǎng' },
      { zhuyin: 'ㄔㄤˊ', pinyin: 'cháng' },
    ],
    other_readings: [],
    unknown: [],
    no_strokes: [],
    word_id: null,
  },
  { written: '𪚥', tw: '𪚥', cn: '𪚥', from: 'none', readings: [], other_readings: [], unknown: ['𪚥'], no_strokes: [], word_id: null },
];
