import type { ExplainingSnapshot } from './explaining.machine';
import type { WordDetail } from '../learningContent';
import type { MemberSetting } from '../types';
import type { ChallengeRequest } from '../shell/app.types';

/**
 * What the explaining screen shows (src/pages/lessons/Explaining.tsx renders it):
 *
 * - `english`: the English word, its child's explanation and the examples' English show
 *   when the current child's `second_language` is 'english' (rules/learningSettings.ts). With 'none' they stay hidden, in
 *   every interface language: the parent chose Chinese only, and the picture carries the
 *   meaning. (The reading above each character always shows: it is how a child reads.)
 * - `canPronounce`: the big replay button (the word plays from the syllable recordings
 *   through the audio actor; there is no "no voice" any more).
 * - `record`: whether the explanation is recorded as seen (not shown to the child; the
 *   tests read it).
 * - `mainlandOrder`: per character, whether it is drawn in mainland stroke order in the
 *   Taiwan script (AnimCJK lacks it): the screen says so under it.
 * - `challenge`: the root's `challenge.open` request for this word, from the lesson.
 */

export type RecordView = 'unseen' | 'saving' | 'saved' | 'retrying';

/** `challenge.open`'s request for one word of a lesson (app.machine.ts). */
export type WordChallengeRequest = Extract<ChallengeRequest, { game: 'word' }> & { from: 'lesson' };

export interface ExplainingView {
  status: 'loading' | 'failed' | 'ready';
  /** The server's message id when loading failed. */
  errorMessage: string | null;
  word: WordDetail | null;
  english: boolean;
  canPronounce: boolean;
  record: RecordView;
  strokes: { char: string; url: string; mainlandOrder: boolean }[];
  challenge: WordChallengeRequest | null;
}

const RECORD: Record<string, RecordView> = { unseen: 'unseen', recording: 'saving', recorded: 'saved', recordFailed: 'retrying' };

export function connectExplaining(
  snapshot: ExplainingSnapshot,
  settings: Pick<MemberSetting, 'second_language'> | null,
): ExplainingView {
  const word = snapshot.context.word;
  const ready = snapshot.matches('ready');
  const value = snapshot.value as { ready?: { progress: string } } | string;
  const regions = typeof value === 'object' ? value.ready : undefined;
  return {
    status: ready ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
    errorMessage: snapshot.matches('failed') ? (snapshot.context.error?.message ?? 'Error') : null,
    word: ready ? word : null,
    english: settings?.second_language === 'english',
    canPronounce: snapshot.can({ type: 'word.pronounce' }),
    record: regions ? RECORD[regions.progress]! : 'unseen',
    strokes:
      ready && word
        ? word.strokes.map((s) => ({ char: s.char, url: s.url, mainlandOrder: s.order === 'mainland' }))
        : [],
    challenge:
      ready && word
        ? { game: 'word', radicalId: word.radical_id, lessonId: word.lesson_id, wordId: word.id, from: 'lesson' }
        : null,
  };
}
