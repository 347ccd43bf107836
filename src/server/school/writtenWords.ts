import * as v from 'valibot';
import { HANDWRITING_STROKES, isTrace } from '../../../machines/rules/handwriting';
import { MAX_SCHOOL_LIST_WORD_LENGTH, type SchoolWordState } from '../../../machines/rules/schoolList';
import { MAX_MISTAKES } from '../../../machines/rules/words';
import type { ContentStore } from '../content/store';
import { fail, messages } from '../http/reply';
import { integer, object, requiredOr } from '../http/validate';
import { PICTURES_PATH, STROKES_PATH, type Viewer } from '../learning/views';
import { strokeFileOf } from './strokes';

/** A word to write, from a school list or a curriculum lesson: its text in both scripts and the reading to show. */
export interface WrittenWordSource {
  tw: string;
  cn: string;
  /** The reading in each phonetic system, syllables separated by spaces. */
  zhuyin: string;
  pinyin: string;
  /** The curriculum's word, when it is one. */
  word_id: number | null;
  state: SchoolWordState;
}

/**
 * A word as the child writes it, in a list's practice or dictation (issue 30 §1 "for the child, the
 * list is a lesson like the others") and in a lesson's dictation (§2 "a 聽寫 mode for any list or
 * lesson"): the word in the child's script, the reading in the child's phonetic (one per character,
 * for ruby), what the curriculum knows of it (picture, English, explanation) when it is a curriculum
 * word, and each character's strokes, in Taiwan's order for the traditional script; a character
 * without them has `url` null and the word is not `writable`. One shape, so the app's dictation
 * takes either.
 */
export function writtenWordView(content: ContentStore, word: WrittenWordSource, position: number, viewer: Viewer) {
  const known = word.word_id === null ? undefined : content.words.get(word.word_id);
  const reading = viewer.phonetic === 'pinyin' ? word.pinyin : word.zhuyin;
  const strokes = [...word.tw].map((char) => {
    const file = strokeFileOf(content, char, viewer.script);
    return { char: file?.char ?? char, url: file ? STROKES_PATH + file.file : null, order: 'standard' as const };
  });
  return {
    position,
    word_id: word.word_id,
    word: viewer.script === 'cn' ? word.cn : word.tw,
    zhuyin: word.zhuyin,
    pinyin: word.pinyin,
    phonetic: reading,
    ruby: reading.split(' '),
    english: known?.english ?? null,
    explain: known?.explain ?? null,
    image: known?.picture ? PICTURES_PATH + known.picture : null,
    strokes,
    writable: strokes.every((stroke) => stroke.url !== null),
    state: word.state,
  };
}

/**
 * What a written word's result says, in a list's practice or dictation and in a lesson's
 * dictation: the mistakes, which strokes (from 1) of which character (index in the word) went
 * wrong, and, a dictation's, what was written (each character's strokes, rules/handwriting.ts traces).
 */
export const writtenResultFields = {
  mistakes: integer(0, MAX_MISTAKES, messages.wholeNumberBetween(0, MAX_MISTAKES)),
  wrong_strokes: v.pipe(
    v.array(object({ char: integer(0, MAX_SCHOOL_LIST_WORD_LENGTH - 1, messages.notId), strokes: v.pipe(v.array(integer(1, 64, messages.wholeNumberBetween(1, 64))), v.maxLength(64)) })),
    v.maxLength(MAX_SCHOOL_LIST_WORD_LENGTH),
  ),
  written: v.optional(
    v.pipe(
      v.array(v.pipe(v.array(v.pipe(v.string(requiredOr(messages.notText)), v.check(isTrace, messages.invalidValue))), v.maxLength(HANDWRITING_STROKES))),
      v.maxLength(MAX_SCHOOL_LIST_WORD_LENGTH),
    ),
  ),
};

/** A result names only characters the word has: else the 422 on the field that names another. */
export function checkWrittenResult(result: { wrong_strokes: readonly { char: number }[]; written?: readonly unknown[] }, word: string): void {
  const length = [...word].length;
  if (result.wrong_strokes.some((wrong) => wrong.char >= length)) throw fail.field('wrong_strokes', messages.notId);
  if (result.written && result.written.length > length) throw fail.field('written', messages.invalidValue);
}
