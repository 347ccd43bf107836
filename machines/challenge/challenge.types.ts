/**
 * The challenge's types (challenge.machine.ts): its input, context and events,
 * the words as the app passes them and as they are played, and the pass the
 * child `reportWithRetry` sends (PassReport, ReportStatus), so that both
 * machines import them from here and neither imports the other's types.
 */

import type { SpellingKind } from '../rules/phonetic';

export type GameType = 'text' | 'all';

/** Where the challenge was opened (SPEC §3 `from`, lesson flag isFromWordsHouse). */
export type ChallengeFrom = 'lesson' | 'wordsHouse';

/** A word as the guess grid shows it. */
export interface ChallengeChoice {
  id: number;
  word: string;
  pinyin: string;
  zhuyin: string;
  english: string;
}

/** A word to play, as the app passes it. */
export interface ChallengeWordInput extends ChallengeChoice {
  /** The four answers of GET challenge/{lesson_id}/{word_id} (the word among them); optional. */
  choices?: ChallengeChoice[];
  /** The word's own radical and lesson (words house); default: the challenge's. */
  radicalId?: number;
  lessonId?: number;
  /** What the screens draw (the writing quiz's stroke files, the word's picture); the rules never read them. */
  strokes?: StrokeFile[];
  image?: string | null;
  /** The word was collected before (its challenge passed once): passing it again earns no star. */
  isCollected?: boolean;
}

/** One character's stroke file (the writing quiz's data), in the member's script. */
export interface StrokeFile {
  char: string;
  url: string;
  order: 'standard' | 'mainland';
}

/** The member's learning settings the challenge uses (SPEC §3 `setting`). */
export interface ChallengeSettings {
  write_number: number;
  write_hint: 0 | 1;
  eng_spell_hint: 0 | 1;
  /**
   * What the spell step spells (rules/learningSettings.ts `spellingOf`, through `challengeSettingsOf`):
   * English only when English is chosen, else the reading in zhuyin or pinyin. The app always
   * says; absent, it is English (what the step spelled before issue 28).
   */
  spelling?: SpellingKind;
}

/** Where a challenge goes on after a reload: the word it was on, the passes already recorded, and whether every word was played. */
export interface ChallengeResume {
  index: number;
  reported: string[];
  /** At allFinish: a reload goes on there (its lesson pass sent if it is not recorded yet). */
  finished?: boolean;
}

export interface ChallengeInput {
  gameType: GameType;
  words: ChallengeWordInput[];
  lessonId: number | null;
  radicalId: number | null;
  from: ChallengeFrom;
  settings: ChallengeSettings;
  /** Numbers in [0, 1): `Math.random` in the app, `seededRandom(seed)` in tests. */
  random: () => number;
  /** The stored play text (SPEC §3 currentPlayText), if any. */
  playText?: string | null;
  /**
   * Where a challenge reloaded in the middle goes on (issue 28 §4): the word it was on, from its
   * guess, and the passes already recorded.
   */
  resume?: ChallengeResume | null;
}

export type AnswerStatus = 'open' | 'right' | 'wrong';

/** One cell of the 2×2 grid: green when right, red when wrong (SPEC §4). */
export interface Answer extends ChallengeChoice {
  status: AnswerStatus;
}

/** A tile of the pool (a letter, a zhuyin symbol or a tone mark); `id` is its position in what is spelled. */
export interface LetterTile {
  id: number;
  letter: string;
  /** Placed tiles vanish from the pool. */
  placed: boolean;
}

/** A word ready to play: its grid order and letter pool were shuffled at start. */
export interface PreparedWord extends ChallengeChoice {
  radicalId: number | null;
  lessonId: number | null;
  answers: ChallengeChoice[];
  /** The tiles to spell, in order (English letters, or the reading's symbols and tone marks). */
  letters: string[];
  /** The reading's syllables (none for English): each one's reading and the tile count that completes it. */
  syllables: SpelledSyllable[];
  /** The letter tiles, shuffled. */
  pool: { id: number; letter: string }[];
  /** What the screens draw, kept from the input (the rules never read them). */
  strokes: StrokeFile[];
  image: string | null;
  isCollected: boolean;
}

export interface WriteProgress {
  /** The characters of the word, written one after the other. */
  characters: string[];
  /** The character being written. */
  character: number;
  /** Repetitions written so far. */
  done: number;
  /** `write_number`, at least 1. */
  total: number;
  /** Strokes drawn right in this repetition. */
  strokes: number;
  /** Per character of this repetition, the strokes (0-based) missed at least once, in order. */
  missed: number[][];
}

/** A syllable of the spelled reading: once `end` tiles are placed it is complete and plays. */
export interface SpelledSyllable {
  reading: string;
  end: number;
  /** The word's character read by this syllable (the whole word when they do not pair up). */
  character: string;
}

export interface SpellProgress {
  /** What the step spells: English, zhuyin or pinyin. */
  kind: SpellingKind;
  letters: string[];
  /** The reading's syllables (empty for English). */
  syllables: SpelledSyllable[];
  placed: string[];
  pool: LetterTile[];
  /** The next letter when eng_spell_hint is on, else null. */
  hint: string | null;
  /** The tile just refused (for a red flash), else null. */
  refused: number | null;
}

/** What POST lesson/schedule records (SPEC §7). */
export type PassReport =
  | {
      kind: 'word';
      radical_id: number;
      lesson_id: number;
      word_id: number;
      finish_explaining: 1;
      is_passed: 1;
      /** The word's wrong answers, missed strokes and refused letters: they rate its spaced-review memory. */
      mistakes: number;
    }
  | { kind: 'lesson'; radical_id: number; lesson_id: number; completion: 1 };

/** Where close goes: the lesson list of the radical (`/lesson/:id`) or the words house. */
export type ExitTarget = { to: 'wordsHouse' } | { to: 'lesson'; params: { id: number } };

/** The route of each challenge screen (machines/routes.ts). */
export type ChallengeScreen =
  | 'challenge'
  | 'challengeWriting'
  | 'challengeSpelling'
  | 'challengeFinish'
  | 'challengeAllFinish';

/** `miss`: a stroke the writing quiz refused (softer than a wrong answer). */
export type ChallengeSound = 'right' | 'wrong' | 'miss';

export interface ChallengeContext {
  gameType: GameType;
  from: ChallengeFrom;
  radicalId: number | null;
  lessonId: number | null;
  playText: string | null;
  writeHint: boolean;
  spellHint: boolean;
  /** What the spell step spells (the input's `settings.spelling`). */
  spelling: SpellingKind;
  words: PreparedWord[];
  /** The word being played. */
  index: number;
  /** The guess grid of the current word. */
  answers: Answer[];
  write: WriteProgress;
  spell: SpellProgress;
  /** Mistakes made on the current word so far (wrong answers, missed strokes, refused letters). */
  mistakes: number;
  /** Keys of the passes already recorded. */
  reported: string[];
  /** Started again at its end (`resume.finished`): the `starting` state goes to allFinish. */
  resumesFinished: boolean;
  /** The pass being reported (the child's status, mirrored): 'sending', 'failed', 'refused', or null when none is. */
  report: ReportStatus;
  /** Why the server refused the pass (its message id), while `report` is 'refused'. */
  reportRefusal: string | null;
}

export type ChallengeEvent =
  | { type: 'answer.choose'; answerId: number }
  | { type: 'write.stroke' }
  /** A missed try at a stroke; `stroke` (0-based) names it, when the quiz knows it. */
  | { type: 'write.mistake'; stroke?: number }
  | { type: 'write.strokesDone' }
  /** Go on from a written character's comparison at once (else it goes on after `characterReview`). */
  | { type: 'write.next' }
  | { type: 'spell.place'; tile: number }
  | { type: 'challenge.next' }
  /** The big replay button: the word said again. */
  | { type: 'word.replay' }
  | { type: 'challenge.close' }
  | { type: 'challenge.leave' };

/** What a screen says about a pass being saved: on its way, failed (tried again soon), refused (with why), or nothing. */
export type ReportStatus = 'sending' | 'failed' | 'refused' | null;

/**
 * What `playSyllable` plays: the syllable the next tile completes, as spelled (`reading`: ㄖㄣˊ,
 * rén), its character, and its zhuyin (the recording's name: ㄖㄣˊ for a pinyin child too).
 */
export interface SyllablePlayed {
  reading: string;
  character: string;
  zhuyin: string;
}
