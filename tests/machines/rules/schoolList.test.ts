import { describe, expect, it } from 'vitest';
import {
  DICTATION_DAYS_AHEAD,
  MAX_READING_CHOICES,
  MAX_SCHOOL_LIST_NAME,
  READY_DAYS,
  MAX_SCHOOL_LIST_WORDS,
  MAX_SCHOOL_LIST_WORD_LENGTH,
  charactersOf,
  isDictationDay,
  isReadyForDictation,
  canSaveList,
  isSameList,
  lastDictationDay,
  listKeyOf,
  parseSchoolList,
  practiceSheetPages,
  PRACTICE_SHEET_WORDS_PER_PAGE,
  currentSchoolList,
  wordsHouseLists,
  HOME_LIST_DAYS,
  latestDictation,
  mostMissedCharacters,
  MOST_MISSED_SHOWN,
  practiceOrder,
  isCharacterRight,
  listWordResultOf,
  listMemoryRating,
  listReviewWordIds,
  listReviewFirst,
  isListWordDue,
  TRIES_PER_STROKE,
  wrongStrokesOf,
  schoolWordState,
  wordReadings,
  type ReadingSources,
} from '../../../machines/rules/schoolList';

/** This week's school list as a parent pastes it (issue 30 §1): its words, or why not. */

const words = (text: string) => {
  const parsed = parseSchoolList(text);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem.kind}`);
  return parsed.list;
};

describe('a school list as a parent writes it', () => {
  it("reads the issue's example, and the same words whatever separates them", () => {
    expect(words('蝴蝶 花園 飛 高 長').words).toEqual(['蝴蝶', '花園', '飛', '高', '長']);
    for (const text of [
      '蝴蝶、花園、飛、高、長',
      '「蝴蝶」「花園」「飛」「高」「長」',
      '蝴蝶\n花園\n飛\n高\n長\n',
      '1.蝴蝶 2.花園 3.飛 4.高 5.長',
      '１．蝴蝶　２．花園　３．飛　４．高　５．長',
      '蝴蝶ㄏㄨˊ ㄉㄧㄝˊ，花園ㄏㄨㄚ ㄩㄢˊ；飛ㄈㄟ/高ㄍㄠ|長ㄔㄤˊ',
      '① 蝴蝶 ② 花園 ③ 飛 ④ 高 ⑤ 長',
    ]) {
      expect(words(text), text).toEqual({ words: ['蝴蝶', '花園', '飛', '高', '長'], repeated: [], ignored: [] });
    }
  });

  it('takes simplified characters as written (the server reads both scripts)', () => {
    expect(words('蝴蝶，花园，飞').words).toEqual(['蝴蝶', '花园', '飞']);
  });

  it('keeps a repeated word once and says so; says back the letters it left out', () => {
    expect(words('飛 高 飛 長 高 飛')).toEqual({ words: ['飛', '高', '長'], repeated: ['飛', '高'], ignored: [] });
    expect(words('第三課 Lesson 3: 蝴蝶 ABC')).toEqual({ words: ['第三課', '蝴蝶'], repeated: [], ignored: ['Lesson', 'ABC'] });
  });

  it('refuses nothing written, letters or digits only, too many words, a word too long', () => {
    for (const text of ['', '   ', '\n\t', '，、。「」', 'ㄏㄨˊ ㄉㄧㄝˊ']) expect(parseSchoolList(text), JSON.stringify(text)).toEqual({ ok: false, problem: { kind: 'empty' } });
    for (const text of ['abc', 'butterfly garden', '1 2 3', 'ABC 123']) {
      expect(parseSchoolList(text), text).toEqual({ ok: false, problem: { kind: 'noCharacters' } });
    }
    const many = Array.from({ length: MAX_SCHOOL_LIST_WORDS + 1 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(' ');
    expect(parseSchoolList(many)).toEqual({ ok: false, problem: { kind: 'tooMany', count: MAX_SCHOOL_LIST_WORDS + 1 } });
    expect(parseSchoolList(many.split(' ').slice(0, MAX_SCHOOL_LIST_WORDS).join(' ')).ok).toBe(true);
    const long = '蝴蝶花園很漂亮';
    expect([...long].length).toBeGreaterThan(MAX_SCHOOL_LIST_WORD_LENGTH);
    expect(parseSchoolList(`飛 ${long}`)).toEqual({ ok: false, problem: { kind: 'wordTooLong', word: long } });
  });

  it('counts repeated words once toward the limit', () => {
    const forty = Array.from({ length: MAX_SCHOOL_LIST_WORDS }, (_, i) => String.fromCodePoint(0x4e00 + i));
    expect(parseSchoolList([...forty, ...forty].join(' ')).ok).toBe(true);
  });
});

describe('what a list teaches', () => {
  it('its characters, each once, in the order they first appear', () => {
    expect(charactersOf(['蝴蝶', '花園', '飛', '高', '長', '飛高'])).toEqual(['蝴', '蝶', '花', '園', '飛', '高', '長']);
  });

  it('the same words in another order are the same list; one word more or less is not', () => {
    expect(isSameList(['蝴蝶', '花園', '飛'], ['飛', '蝴蝶', '花園'])).toBe(true);
    expect(isSameList(['蝴蝶', '花園', '飛'], ['蝴蝶', '花園'])).toBe(false);
    expect(isSameList(['蝴蝶', '花園'], ['蝴蝶', '花園', '飛'])).toBe(false);
    expect(isSameList(['蝴蝶', '花園', '飛'], ['蝴蝶', '花園', '高'])).toBe(false);
  });
});

describe("a list word's reading: the curriculum's, else the MOE dictionaries' (issue 30 §1)", () => {
  // a small stand-in for the curriculum, the 簡編本 (numbered, ü as u) and the 小字典 (zhuyin)
  const sources: ReadingSources = {
    curriculum: (word) => ({ 花園: 'ㄏㄨㄚ ㄩㄢˊ', 長: 'ㄔㄤˊ', 龘: 'ㄉㄚˊ' } as Record<string, string>)[word] ?? null,
    dictionary: (word) =>
      (({ 蝴蝶: [['hu2', 'die2']], 長大: [['zhang3', 'da4']], 綠色: [['lu4', 'se4']], 葡萄: [['pu2', 'tao5']], 旅行: [['lu3', 'xing2']], 花園: [['hua1', 'yuan2']] }) as Record<string, string[][]>)[word] ?? [],
    character: (char) =>
      (({
        蝴: ['ㄏㄨˊ'], 蝶: ['ㄉㄧㄝˊ'], 花: ['ㄏㄨㄚ'], 園: ['ㄩㄢˊ'], 飛: ['ㄈㄟ'], 高: ['ㄍㄠ'],
        長: ['ㄓㄤˇ', 'ㄔㄤˊ'], 大: ['ㄉㄚˋ', 'ㄉㄞˋ'], 綠: ['ㄌㄨˋ', 'ㄌㄩˋ'], 色: ['ㄙㄜˋ', 'ㄕㄞˇ'],
        葡: ['ㄆㄨˊ'], 旅: ['ㄌㄩˇ'], 萄: ['ㄊㄠˊ'], 好: ['ㄏㄠˇ', 'ㄏㄠˋ'], 行: ['ㄒㄧㄥˊ', 'ㄏㄤˊ'],
      }) as Record<string, string[]>)[char] ?? [],
  };

  it("takes a curriculum word's reading, the one the build checked", () => {
    expect(wordReadings('花園', sources)).toEqual({ from: 'curriculum', readings: ['ㄏㄨㄚ ㄩㄢˊ'], unknown: [], others: [] });
  });

  it("gives a polyphone in a word the word's reading (長大 ㄓㄤˇ ㄉㄚˋ), nothing to choose", () => {
    expect(wordReadings('長大', sources)).toMatchObject({ from: 'dictionary', readings: ['ㄓㄤˇ ㄉㄚˋ'], unknown: [] });
    expect(wordReadings('蝴蝶', sources).readings).toEqual(['ㄏㄨˊ ㄉㄧㄝˊ']);
  });

  it('writes each syllable as the 小字典 does (旅行 lu3 is ㄌㄩˇ), and lets the parent choose where it cannot tell', () => {
    expect(wordReadings('旅行', sources).readings).toEqual(['ㄌㄩˇ ㄒㄧㄥˊ']);
    // the 簡編本's conversion writes ü as u: for a character read both ㄌㄨ and ㄌㄩ, lu4 is either
    expect(wordReadings('綠色', sources)).toMatchObject({ from: 'dictionary', readings: ['ㄌㄨˋ ㄙㄜˋ', 'ㄌㄩˋ ㄙㄜˋ'], unknown: [] });
  });

  it("keeps the word's neutral tone (葡萄 ㄆㄨˊ ˙ㄊㄠ)", () => {
    expect(wordReadings('葡萄', sources).readings).toEqual(['ㄆㄨˊ ˙ㄊㄠ']);
  });

  it("lets the parent choose among a character's readings when it stands alone, the curriculum's first", () => {
    expect(wordReadings('長', sources)).toEqual({ from: 'characters', readings: ['ㄔㄤˊ', 'ㄓㄤˇ'], unknown: [], others: [] });
    expect(wordReadings('飛', sources)).toEqual({ from: 'characters', readings: ['ㄈㄟ'], unknown: [], others: [] });
  });

  it('combines the characters of a word neither knows, for the parent to choose', () => {
    expect(wordReadings('好行', sources)).toEqual({
      from: 'characters',
      readings: ['ㄏㄠˇ ㄒㄧㄥˊ', 'ㄏㄠˇ ㄏㄤˊ', 'ㄏㄠˋ ㄒㄧㄥˊ', 'ㄏㄠˋ ㄏㄤˊ'],
      unknown: [],
      others: [],
    });
    expect(wordReadings('長長長長長', sources).readings).toHaveLength(MAX_READING_CHOICES);
  });

  it("lets the parent correct a word the dictionaries read to its characters' other readings, one character first", () => {
    // 長大 as the class might learn it: each correction is still each character's 小字典 reading
    expect(wordReadings('長大', sources).others).toEqual(['ㄓㄤˇ ㄉㄞˋ', 'ㄔㄤˊ ㄉㄚˋ', 'ㄔㄤˊ ㄉㄞˋ']);
    // the dictionary's own readings are readings, not corrections
    expect(wordReadings('綠色', sources).others).toEqual(['ㄌㄨˋ ㄕㄞˇ', 'ㄌㄩˋ ㄕㄞˇ']);
    // a neutral tone the word has may be corrected to the character's own tone
    expect(wordReadings('葡萄', sources).others).toEqual(['ㄆㄨˊ ㄊㄠˊ']);
    // nothing to correct to where every character has one reading
    expect(wordReadings('蝴蝶', sources).others).toEqual([]);
    expect(wordReadings('花園', sources).others).toEqual([]);
  });

  it('offers at most MAX_READING_CHOICES corrections, every one-character correction before any of two', () => {
    const long: ReadingSources = {
      curriculum: () => null,
      dictionary: (word) => (word === '好好好好好好' ? [['hao3', 'hao3', 'hao3', 'hao3', 'hao3', 'hao3']] : []),
      character: (char) => (char === '好' ? ['ㄏㄠˇ', 'ㄏㄠˋ', 'ㄏㄠ'] : []),
    };
    const others = wordReadings('好好好好好好', long).others;
    expect(others).toHaveLength(MAX_READING_CHOICES);
    const changed = (reading: string) => reading.split(' ').filter((syllable) => syllable !== 'ㄏㄠˇ').length;
    // six characters with two other readings each: twelve corrections of one character
    expect(others.map(changed)).toEqual(Array<number>(MAX_READING_CHOICES).fill(1));
    expect(new Set(others).size).toBe(MAX_READING_CHOICES);
  });

  it('says which characters no dictionary reads, and offers no reading', () => {
    expect(wordReadings('飛𪚥', sources)).toEqual({ from: 'none', readings: [], unknown: ['𪚥'], others: [] });
    // a character the curriculum teaches alone is read as it does, even where the 小字典 lacks it
    expect(wordReadings('龘', sources)).toEqual({ from: 'curriculum', readings: ['ㄉㄚˊ'], unknown: [], others: [] });
  });
});

describe('a dictation day and the same list twice', () => {
  it('takes a real day from today to eight weeks ahead, nothing before or after', () => {
    expect(isDictationDay('2026-12-04', '2026-12-02')).toBe(true);
    expect(isDictationDay('2026-12-02', '2026-12-02')).toBe(true);
    expect(isDictationDay('2027-01-27', '2026-12-02')).toBe(true); // 56 days
    expect(isDictationDay('2027-01-28', '2026-12-02')).toBe(false);
    expect(isDictationDay('2026-12-01', '2026-12-02')).toBe(false);
    expect(isDictationDay('2026-02-30', '2026-02-01')).toBe(false);
    expect(isDictationDay('12/04', '2026-12-02')).toBe(false);
    expect(DICTATION_DAYS_AHEAD).toBe(56);
    expect(lastDictationDay('2026-12-02')).toBe('2027-01-27');
    expect(isDictationDay(lastDictationDay('2026-12-02'), '2026-12-02')).toBe(true);
  });

  it('gives two lists with the same words in any order one key, and another list another', () => {
    expect(listKeyOf(['花園', '蝴蝶', '飛'])).toBe(listKeyOf(['飛', '蝴蝶', '花園']));
    expect(listKeyOf(['花園', '蝴蝶'])).not.toBe(listKeyOf(['花園', '蝴蝶', '飛']));
    expect(isSameList(['花園', '蝴蝶', '飛'], ['飛', '蝴蝶', '花園'])).toBe(listKeyOf(['花園', '蝴蝶', '飛']) === listKeyOf(['飛', '蝴蝶', '花園']));
  });
});

describe('a reviewed list may be saved', () => {
  const ready = { chosen: ['ㄏㄨˊ ㄉㄧㄝˊ', 'ㄓㄤˇ'], name: '第三課', day: null, today: '2026-12-02' };
  it('with every reading chosen, a name and no dictation day or one from today to eight weeks ahead', () => {
    expect(canSaveList(ready)).toBe(true);
    expect(canSaveList({ ...ready, day: '2026-12-04' })).toBe(true);
  });

  it('not while a reading waits for the parent, nor with no word, no name, a long name or a past day', () => {
    expect(canSaveList({ ...ready, chosen: ['ㄏㄨˊ ㄉㄧㄝˊ', null] })).toBe(false);
    expect(canSaveList({ ...ready, chosen: [] })).toBe(false);
    expect(canSaveList({ ...ready, name: '  ' })).toBe(false);
    expect(canSaveList({ ...ready, name: '一'.repeat(MAX_SCHOOL_LIST_NAME + 1) })).toBe(false);
    expect(canSaveList({ ...ready, name: '一'.repeat(MAX_SCHOOL_LIST_NAME) })).toBe(true);
    expect(canSaveList({ ...ready, day: '2026-12-01' })).toBe(false);
  });
});

describe('a list word is ready for the dictation day (issue 30 §2)', () => {
  const today = '2026-12-04';
  const dictation = (day: string, correct: boolean) => ({ mode: 'dictation' as const, correct, day });
  const practice = (day: string, correct = true) => ({ mode: 'practice' as const, correct, day });

  it('is not yet practised without a result, practising with practice alone', () => {
    expect(schoolWordState([], today)).toBe('notYet');
    expect(schoolWordState([practice('2026-12-03'), practice('2026-12-04')], today)).toBe('practising');
  });

  it('is ready when its latest dictation from memory was right, at most three days ago', () => {
    expect(schoolWordState([practice('2026-12-02'), dictation('2026-12-03', true)], today)).toBe('ready');
    expect(schoolWordState([dictation(`2026-12-0${4 - READY_DAYS}`, true)], today)).toBe('ready');
    expect(schoolWordState([dictation('2026-11-30', true)], today)).toBe('practising');
  });

  it('goes back to practising when the latest dictation was wrong, whatever came before', () => {
    expect(schoolWordState([dictation('2026-12-02', true), dictation('2026-12-03', false)], today)).toBe('practising');
    // the order the results come in does not matter: the latest day decides
    expect(schoolWordState([dictation('2026-12-03', false), dictation('2026-12-02', true)], today)).toBe('practising');
    expect(schoolWordState([dictation('2026-12-02', false), dictation('2026-12-04', true)], today)).toBe('ready');
  });

  it('on one day, the dictation recorded last decides', () => {
    expect(schoolWordState([dictation(today, false), dictation(today, true)], today)).toBe('ready');
    expect(schoolWordState([dictation(today, true), dictation(today, false)], today)).toBe('practising');
    const last = { ...dictation(today, true), id: 2 };
    expect(latestDictation([{ ...dictation(today, false), id: 1 }, last, { ...practice(today), id: 3 }])).toBe(last);
    expect(latestDictation([practice(today)])).toBeNull();
  });

  it('practises the weakest words first: practising, then not yet, ready last, in the list order within each', () => {
    const words = (['ready', 'notYet', 'practising', 'ready', 'practising', 'notYet'] as const).map((state, i) => ({ state, i }));
    expect(practiceOrder(words).map((w) => w.i)).toEqual([2, 4, 1, 5, 0, 3]);
    expect(practiceOrder([])).toEqual([]);
  });

  it('makes the list ready when every word is, and no list of nothing', () => {
    expect(isReadyForDictation(['ready', 'ready'])).toBe(true);
    expect(isReadyForDictation(['ready', 'practising'])).toBe(false);
    expect(isReadyForDictation(['ready', 'notYet'])).toBe(false);
    expect(isReadyForDictation([])).toBe(false);
  });
});

describe('the practice sheet, eight words a page (issue 30 §3)', () => {
  it('puts the words in order on pages of eight, the last one shorter', () => {
    const words = Array.from({ length: 17 }, (_, i) => i);
    expect(PRACTICE_SHEET_WORDS_PER_PAGE).toBe(8);
    expect(practiceSheetPages(words)).toEqual([words.slice(0, 8), words.slice(8, 16), [16]]);
    expect(practiceSheetPages(words.slice(0, 8))).toHaveLength(1);
    expect(practiceSheetPages([])).toEqual([]);
  });
});

describe("the list first on the child's home (issue 30 §1)", () => {
  const list = (id: number, dictation_day: string | null, created: string) => ({ id, dictation_day, created_at: `${created}T08:00:00.000Z` });
  const TODAY = '2026-12-02';

  it('is the list whose dictation day comes next, today included', () => {
    const lists = [list(1, '2026-12-09', '2026-12-01'), list(2, '2026-12-04', '2026-11-20'), list(3, null, '2026-12-02')];
    expect(currentSchoolList(lists, TODAY)?.id).toBe(2);
    expect(currentSchoolList([list(4, TODAY, '2026-11-01'), ...lists], TODAY)?.id).toBe(4);
  });

  it('of two lists for the same day, the newer', () => {
    expect(currentSchoolList([list(1, '2026-12-04', '2026-11-28'), list(2, '2026-12-04', '2026-11-30')], TODAY)?.id).toBe(2);
  });

  it('else the newest list with no day, for HOME_LIST_DAYS days after it was saved', () => {
    const first = '2026-11-26'; // the 7th day before today, counting today
    expect(HOME_LIST_DAYS).toBe(7);
    expect(currentSchoolList([list(1, null, '2026-11-20'), list(2, null, first)], TODAY)?.id).toBe(2);
    expect(currentSchoolList([list(2, null, '2026-11-25')], TODAY)).toBeNull();
  });

  it('not a list whose dictation day has passed', () => {
    expect(currentSchoolList([list(1, '2026-12-01', '2026-11-30')], TODAY)).toBeNull();
    expect(currentSchoolList([], TODAY)).toBeNull();
  });
});

describe('a written list character, marked stroke by stroke (issue 30 §2)', () => {
  it('gives each stroke TRIES_PER_STROKE tries: a first miss is enough to mark it wrong', () => {
    expect(TRIES_PER_STROKE).toBe(2);
  });

  it('is right when no stroke was missed, and wrong with its missed strokes, numbered from 1', () => {
    expect(wrongStrokesOf({ strokeCount: 3, written: 3, missed: [], gaveUp: false })).toEqual([]);
    expect(isCharacterRight({ strokeCount: 3, written: 3, missed: [], gaveUp: false })).toBe(true);
    expect(wrongStrokesOf({ strokeCount: 5, written: 5, missed: [3, 0], gaveUp: false })).toEqual([1, 4]);
    expect(isCharacterRight({ strokeCount: 5, written: 5, missed: [3], gaveUp: false })).toBe(false);
  });

  it('given up, marks every stroke not written wrong too', () => {
    expect(wrongStrokesOf({ strokeCount: 4, written: 1, missed: [0], gaveUp: true })).toEqual([1, 2, 3, 4]);
    expect(wrongStrokesOf({ strokeCount: 4, written: 2, missed: [], gaveUp: true })).toEqual([3, 4]);
  });

  it("records a word's wrong strokes per character, and their count as its mistakes", () => {
    const right = { strokeCount: 2, written: 2, missed: [], gaveUp: false };
    expect(listWordResultOf([right, right])).toEqual({ mistakes: 0, wrong_strokes: [] });
    expect(listWordResultOf([right, { strokeCount: 3, written: 3, missed: [1, 2], gaveUp: false }])).toEqual({
      mistakes: 2,
      wrong_strokes: [{ char: 1, strokes: [2, 3] }],
    });
  });
});

describe("the characters a child misses most, for the parent's week (issue 30 §3)", () => {
  it('adds up each character\'s wrong strokes across words and results, the most missed first, at most five', () => {
    const missed = mostMissedCharacters([
      { word: '花園', wrong_strokes: [{ char: 1, strokes: [3, 5] }] },
      { word: '公園', wrong_strokes: [{ char: 1, strokes: [5] }, { char: 0, strokes: [1] }] },
      { word: '飛', wrong_strokes: [] },
      { word: '高', wrong_strokes: [{ char: 0, strokes: [2] }, { char: 4, strokes: [1] }] },
    ]);
    expect(missed).toEqual([
      { char: '園', mistakes: 3, strokes: [{ stroke: 5, times: 2 }, { stroke: 3, times: 1 }] },
      { char: '公', mistakes: 1, strokes: [{ stroke: 1, times: 1 }] },
      { char: '高', mistakes: 1, strokes: [{ stroke: 2, times: 1 }] },
    ]);
    const many = Array.from('一二三四五六七', (char) => ({ word: char, wrong_strokes: [{ char: 0, strokes: [1] }] }));
    expect(mostMissedCharacters(many)).toHaveLength(MOST_MISSED_SHOWN);
    expect(mostMissedCharacters([])).toEqual([]);
  });
});

describe("a written list word and the word's spaced-review memory (issue 30 §2)", () => {
  it('a dictation is a review, rated by its mistakes as the challenge rates them', () => {
    expect(listMemoryRating({ mode: 'dictation', mistakes: 0, wrong_strokes: [] })).toBe(4);
    expect(listMemoryRating({ mode: 'dictation', mistakes: 1, wrong_strokes: [{ strokes: [1] }] })).toBe(3);
    expect(listMemoryRating({ mode: 'dictation', mistakes: 9, wrong_strokes: [{ strokes: [1, 2, 3] }, { strokes: [4, 5, 6] }] })).toBe(1);
  });

  it('counts at least the wrong strokes as mistakes (a report that says fewer does not soften the rating)', () => {
    expect(listMemoryRating({ mode: 'dictation', mistakes: 0, wrong_strokes: [{ strokes: [1, 2, 3] }] })).toBe(2);
  });

  it('practice over the outline is copying: no review', () => {
    expect(listMemoryRating({ mode: 'practice', mistakes: 0, wrong_strokes: [] })).toBeNull();
    expect(listMemoryRating({ mode: 'practice', mistakes: 7, wrong_strokes: [{ strokes: [1] }] })).toBeNull();
  });
});

describe("before the dictation day the child's reviews favour the list's weakest words (issue 30 §2)", () => {
  const TODAY = '2026-12-02';
  const word = (word_id: number | null, state: 'notYet' | 'practising' | 'ready') => ({ word_id, state });
  const list = (id: number, dictation_day: string | null, words: ReturnType<typeof word>[]) => ({ id, dictation_day, created_at: '2026-11-30T08:00:00.000Z', words });

  it("are this week's list's curriculum words not ready yet, weakest first", () => {
    const words = [word(11, 'notYet'), word(null, 'practising'), word(12, 'ready'), word(13, 'practising'), word(14, 'notYet')];
    expect(listReviewWordIds([list(1, '2026-12-04', words)], TODAY)).toEqual([13, 11, 14]);
  });

  it('until the dictation day, that day included, and from the list home shows (the nearest day)', () => {
    const later = list(2, '2026-12-09', [word(21, 'notYet')]);
    expect(listReviewWordIds([later, list(1, TODAY, [word(11, 'practising')])], TODAY)).toEqual([11]);
    expect(listReviewWordIds([list(1, '2026-12-01', [word(11, 'practising')])], TODAY)).toEqual([]);
    expect(listReviewWordIds([later, list(1, '2026-12-01', [word(11, 'practising')])], TODAY)).toEqual([21]);
  });

  it('none when every word is ready or none is a curriculum word, and each word once', () => {
    expect(listReviewWordIds([list(1, null, [word(11, 'ready'), word(null, 'notYet')])], TODAY)).toEqual([]);
    expect(listReviewWordIds([list(1, null, [word(11, 'notYet'), word(11, 'practising')])], TODAY)).toEqual([11]);
    expect(listReviewWordIds([], TODAY)).toEqual([]);
  });
});

describe('the favoured words first among the words to review', () => {
  it("puts the list's words first in the list's order, marked, and keeps the others' order", () => {
    const words = [1, 2, 3, 4, 5].map((word_id) => ({ word_id }));
    expect(listReviewFirst(words, [4, 9, 2]).map(({ word, favoured }) => [word.word_id, favoured])).toEqual([
      [4, true],
      [2, true],
      [1, false],
      [3, false],
      [5, false],
    ]);
    expect(listReviewFirst(words, []).map(({ favoured }) => favoured)).toEqual([false, false, false, false, false]);
  });
});

describe("the lists' own place in the words house (issue 30 §1)", () => {
  const list = (id: number, dictation_day: string | null, created: string) => ({ id, dictation_day, created_at: `${created}T08:00:00.000Z` });
  const TODAY = '2026-12-02';

  it("shows this week's list first, then the others newest first", () => {
    const lists = [list(1, '2026-11-20', '2026-11-16'), list(2, '2026-12-04', '2026-11-20'), list(3, null, '2026-11-10'), list(4, '2026-12-09', '2026-11-30')];
    expect(wordsHouseLists(lists, TODAY).map((l) => l.id)).toEqual([2, 4, 1, 3]);
  });

  it('all of them newest first when none is this week\'s, none when there are none', () => {
    expect(wordsHouseLists([list(1, '2026-11-20', '2026-11-16'), list(3, null, '2026-11-10')], TODAY).map((l) => l.id)).toEqual([1, 3]);
    expect(wordsHouseLists([], TODAY)).toEqual([]);
  });
});

describe("a list word's own memory is due again (issue 30 §2)", () => {
  const now = new Date('2026-12-03T10:00:00.000Z');
  it('once its time has come, never before its first dictation', () => {
    expect(isListWordDue('2026-12-03T10:00:00.000Z', now)).toBe(true);
    expect(isListWordDue('2026-12-01T00:00:00.000Z', now)).toBe(true);
    expect(isListWordDue('2026-12-03T10:00:01.000Z', now)).toBe(false);
    expect(isListWordDue(null, now)).toBe(false);
  });
});
