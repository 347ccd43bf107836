import { isCharacterRight } from '../rules/schoolList';
import { spellingViewOf, type SpellingView } from '../challenge/spelling';
import { spellsNext, wrongStrokesOfWriting, type DictationSnapshot } from './dictation.machine';
import type { ListCharacterWriting, ListLessonWord, ListWritingMode } from './dictation.types';

/** A written character as the marks show it: right or wrong, and which strokes (1-based) went wrong. */
export interface CharacterMark {
  character: string;
  right: boolean;
  wrongStrokes: number[];
  gaveUp: boolean;
  /** The strokes as drawn (the pad's coordinates), the wrong ones flagged. */
  strokes: { path: string; wrong: boolean }[];
}

export interface DictationView {
  status: 'loading' | 'failed' | 'empty' | 'explaining' | 'writing' | 'saving' | 'saveFailed' | 'marked' | 'spelling' | 'spelled' | 'finished';
  mode: ListWritingMode;
  listName: string | null;
  error: string | null;
  /** The word being played; null while loading, when empty, at the end. */
  word: ListLessonWord | null;
  /** The word's characters and its reading show (practice); a dictation shows neither. */
  shown: boolean;
  /** A dictation shows the word's reading alone (the parent allows it): its zhuyin or pinyin, no character. */
  reading: boolean;
  /** Word n of total. */
  progress: { current: number; total: number } | null;
  /** While writing: the character on the pad, and the pad's key (a new quiz per character). */
  pad: { character: string; index: number; outline: boolean; quizKey: string } | null;
  /** Practice: the reading being spelled from tiles (and once spelled); else null. */
  spelling: SpellingView | null;
  /** The characters written of this word (marked once the word is written). */
  marks: CharacterMark[];
  /** The word is written: its marks show. */
  written: boolean;
  /** `word.next` accepted (saved, or a word only looked at). */
  canGoOn: boolean;
  /** The last word: go on ends the list. */
  last: boolean;
  /** Going on from the marks (or from explaining a word that is not written) spells the word first (practice), rather than the next word. */
  spellsNext: boolean;
  /** At the end: each word, right when every character was. */
  summary: { word: string; right: boolean; marks: CharacterMark[] }[];
}

export function markOf(writing: ListCharacterWriting): CharacterMark {
  const wrongStrokes = wrongStrokesOfWriting(writing);
  return {
    character: writing.character,
    right: isCharacterRight({ strokeCount: writing.strokeCount, written: writing.strokes.length, missed: writing.missed, gaveUp: writing.gaveUp }),
    wrongStrokes,
    gaveUp: writing.gaveUp,
    strokes: writing.strokes.map((stroke, i) => ({ path: stroke.path, wrong: wrongStrokes.includes(i + 1) })),
  };
}

export function connectDictation(snapshot: DictationSnapshot): DictationView {
  const { context } = snapshot;
  const status: DictationView['status'] = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('empty')
        ? 'empty'
        : snapshot.matches('finished')
          ? 'finished'
          : snapshot.matches({ word: 'explaining' })
            ? 'explaining'
            : snapshot.matches({ word: 'saving' })
              ? 'saving'
              : snapshot.matches({ word: 'saveFailed' })
                ? 'saveFailed'
                : snapshot.matches({ word: 'marked' })
                  ? 'marked'
                  : snapshot.matches({ word: 'spelling' })
                    ? 'spelling'
                    : snapshot.matches({ word: 'spelled' })
                      ? 'spelled'
                      : 'writing';
  const playing = status !== 'loading' && status !== 'failed' && status !== 'empty' && status !== 'finished';
  const word = playing ? (context.words[context.index] ?? null) : null;
  const written = status === 'saving' || status === 'saveFailed' || status === 'marked';
  const current = context.writing.at(-1);
  return {
    status,
    mode: context.mode,
    listName: context.lesson?.name ?? null,
    error: status === 'failed' ? context.error : null,
    word,
    shown: context.mode === 'practice',
    reading: context.mode === 'dictation' && context.lesson?.dictation_reading === 1,
    progress: word ? { current: context.index + 1, total: context.words.length } : null,
    pad:
      status === 'writing' && word && current
        ? { character: current.character, index: context.character, outline: context.mode === 'practice', quizKey: `${context.index}-${context.character}-${context.done.length}` }
        : null,
    spelling: status === 'spelling' || status === 'spelled' ? spellingViewOf(context.spell, (tile) => snapshot.can({ type: 'spell.place', tile })) : null,
    marks: written ? context.writing.map(markOf) : [],
    written,
    canGoOn: snapshot.can({ type: 'word.next' }),
    last: context.index + 1 >= context.words.length,
    spellsNext: (status === 'marked' || (status === 'explaining' && !context.words[context.index]!.writable)) && spellsNext(context),
    summary:
      status === 'finished'
        ? context.done.map((done) => {
            const marks = done.characters.map(markOf);
            return { word: done.word, right: marks.every((mark) => mark.right), marks };
          })
        : [],
  };
}
