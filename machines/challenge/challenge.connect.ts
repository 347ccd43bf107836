import type { SnapshotFrom } from 'xstate';
import { challengeHeader, type ChallengeHeader } from './challenge.header';
import { wordPass, type challengeMachine } from './challenge.machine';
import type {
  AnswerStatus,
  ChallengeContext,
  ChallengeScreen,
  PreparedWord,
  StrokeFile,
  ReportStatus,
} from './challenge.types';
import { passRewards } from '../rules/lessonProgression';
import { spellingViewOf, type SpellingView } from './spelling';

/**
 * The challenge's view model (zag's `connect`): what each challenge screen shows
 * and which of its controls work, from a snapshot alone. Buttons are enabled by
 * `snapshot.can(event)`, never by a second copy of a rule.
 */

type ChallengeSnapshot = SnapshotFrom<typeof challengeMachine>;


/** The screen (route name) the snapshot shows; null once the challenge was left. */
export function challengeScreen(snapshot: ChallengeSnapshot): ChallengeScreen | null {
  if (snapshot.matches({ word: 'guess' })) return 'challenge';
  if (snapshot.matches({ word: 'write' })) return 'challengeWriting';
  if (snapshot.matches({ word: 'spell' })) return 'challengeSpelling';
  if (snapshot.matches({ word: 'finish' })) return 'challengeFinish';
  if (snapshot.matches('allFinish')) return 'challengeAllFinish';
  return null;
}

/** One cell of the guess grid: green when right, red when wrong. */
export interface AnswerView {
  id: number;
  word: string;
  status: AnswerStatus;
  disabled: boolean;
}

/** The word being played, as the screens show it (the prompt, the picture, the stroke files). */
export interface WordView {
  id: number;
  word: string;
  pinyin: string;
  zhuyin: string;
  english: string;
  image: string | null;
  strokes: StrokeFile[];
}

/** A character of the word with the strokes (0-based) missed in this repetition. */
export interface MissedStrokes {
  character: string;
  strokes: number[];
}

export interface WritingView {
  /** Which character of the word is written now (0-based), and the character. */
  index: number;
  character: string;
  /** The repetition being written (1-based) and how many there are. */
  repetition: number;
  repetitions: number;
  /** The parent's write_hint: the writing coach helps (its ladder, rules/writingCoach.ts). */
  hint: boolean;
  /**
   * The character is written (the quiz judged every stroke): it shows beside its model until the
   * child goes on (`write.next`) or `characterReview` passes; no check step.
   */
  reviewing: boolean;
  /** Every character of the word with the strokes missed in this repetition. */
  missed: MissedStrokes[];
}

export type { SpellingView, SyllableView, TileView } from './spelling';

/** The word's finish screen: the stars its pass earns (none when the word was collected before). */
export interface FinishView {
  stars: number;
}

/** The allFinish screen: the words played and the stars their passes earned. */
export interface AllFinishView {
  words: number;
  stars: number;
}

export interface ChallengeView {
  screen: ChallengeScreen | null;
  header: ChallengeHeader;
  /** The word being played (1-based) and how many there are; null on allFinish and once left. */
  progress: { current: number; total: number } | null;
  /** The word being played; null on allFinish and once left. */
  word: WordView | null;
  /** The guess grid; empty on other screens. */
  answers: AnswerView[];
  /** The writing pad; null on other screens. */
  writing: WritingView | null;
  /** The spelling board; null on other screens. */
  spelling: SpellingView | null;
  /** The finish screen's next button works: not while the pass is being sent, again once it answered or failed. */
  canNext: boolean;
  /** The word's finish screen; null elsewhere. */
  finish: FinishView | null;
  /** The allFinish screen; null elsewhere. */
  allFinish: AllFinishView | null;
  /**
   * The pass of a finish screen being saved: 'sending', 'failed' ("could not save, trying
   * again": the next try comes after `reportRetry`, and next works), 'refused' (the server said
   * no: `reportRefusal` says why, e.g. the lesson's story is not finished), or null (saved, or none due).
   */
  report: ReportStatus;
  /** The server's message id when it refused the pass. */
  reportRefusal: string | null;
}

/**
 * The stars a word's pass earns (passRewards, the server's rule): one when the pass is recorded
 * (the word has a lesson and radical) and the word was not collected before.
 */
function wordStars(context: ChallengeContext, index: number): number {
  const word = context.words[index]!;
  const recorded = wordPass({ ...context, index }) !== null;
  return passRewards({ wordCollected: recorded && !word.isCollected, lessonCompleted: false }).stars;
}

function wordView(word: PreparedWord): WordView {
  const { id, word: text, pinyin, zhuyin, english, image, strokes } = word;
  return { id, word: text, pinyin, zhuyin, english, image, strokes };
}

export function connectChallenge(snapshot: ChallengeSnapshot): ChallengeView {
  const { answers, write, spell, words, index } = snapshot.context;
  const screen = challengeScreen(snapshot);
  const playing = screen !== null && screen !== 'challengeAllFinish' && words[index] !== undefined;
  return {
    screen,
    header: challengeHeader(snapshot),
    progress: playing ? { current: index + 1, total: words.length } : null,
    word: playing ? wordView(words[index]!) : null,
    answers:
      screen === 'challenge'
        ? answers.map((a) => ({
            id: a.id,
            word: a.word,
            status: a.status,
            disabled: !snapshot.can({ type: 'answer.choose', answerId: a.id }),
          }))
        : [],
    writing:
      screen === 'challengeWriting'
        ? {
            index: write.character,
            character: write.characters[write.character] ?? '',
            repetition: Math.min(write.done + 1, write.total),
            repetitions: write.total,
            hint: snapshot.context.writeHint,
            reviewing: snapshot.can({ type: 'write.next' }),
            missed: write.characters.map((character, i) => ({ character, strokes: write.missed[i] ?? [] })),
          }
        : null,
    spelling: screen === 'challengeSpelling' ? spellingViewOf(spell, (tile) => snapshot.can({ type: 'spell.place', tile })) : null,
    canNext: snapshot.can({ type: 'challenge.next' }),
    finish: screen === 'challengeFinish' ? { stars: wordStars(snapshot.context, index) } : null,
    allFinish:
      screen === 'challengeAllFinish'
        ? { words: words.length, stars: words.reduce((sum, _, i) => sum + wordStars(snapshot.context, i), 0) }
        : null,
    report: snapshot.context.report,
    reportRefusal: snapshot.context.reportRefusal,
  };
}
