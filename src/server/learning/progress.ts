import type { Kysely, Selectable, Transaction } from 'kysely';
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import {
  lessonAccess,
  lessonNeedMessage,
  lessonNeeds,
  passRewards,
  type ChildTerm,
  type LessonAccess,
  type LessonProgress,
} from '../../../machines/rules/lessonProgression';
import { termCodeOf } from '../../../machines/rules/schoolTerm';
import { ratingForMistakes, type WordMemory } from '../../../machines/rules/words';
import type { Member } from '../../../machines/types';
import type { ContentStore } from '../content/store';
import type { ChildWordProgressTable, Database } from '../db/schema';
import { ApiError, fail, messages } from '../http/reply';
import { earnAwards } from '../rewards/awards';
import { addMissionStar } from '../rewards/missions';
import { moveStars } from '../rewards/stars';

/**
 * A child's progress through the curriculum: what the explaining, story, challenge and
 * review screens record (POST lesson/schedule), the lesson order and paid access it
 * enforces with the lessonProgression machine's own rules, the stars and words it
 * counts, and each learned word's spaced-review memory (ts-fsrs).
 *
 * Decisions where the spec is silent:
 * - Stars and words (`passRewards` in machines/rules/lessonProgression.ts): one star for
 *   a word's first passed challenge, one for a lesson's first completed review;
 *   `complete_words` counts the words whose challenge is passed. Each counts once: the flag is flipped by a
 *   conditional UPDATE (`... where is_passed = 0`), and only the request that flipped it
 *   adds, so a pass sent twice at the same moment counts once on SQLite and PostgreSQL.
 * - A word pass is recorded in an open lesson only; the overall review (completion)
 *   only once the lesson's explanations, story and words are finished.
 * - Every passed challenge is a review of the word's memory, rated by its mistakes
 *   (machines/rules/words.ts); a second review within a minute is the same one sent
 *   again and changes nothing.
 */

const SAME_REVIEW_MS = 60_000;

const scheduler = fsrs();

type Db = Kysely<Database> | Transaction<Database>;

export type WordProgressRow = Pick<
  Selectable<ChildWordProgressTable>,
  'word_id' | 'finish_explaining' | 'is_passed' | 'due' | 'stability' | 'state'
>;

/** The progress rows of a child, by word id, optionally for some words only. */
export async function wordProgressOf(db: Db, childId: number, wordIds?: number[]): Promise<Map<number, WordProgressRow>> {
  if (wordIds && wordIds.length === 0) return new Map();
  let query = db
    .selectFrom('child_word_progress')
    .select(['word_id', 'finish_explaining', 'is_passed', 'due', 'stability', 'state'])
    .where('child_id', '=', childId);
  if (wordIds) query = query.where('word_id', 'in', wordIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.word_id, row]));
}

/** The lesson progress rows of a child, by lesson id, optionally for some lessons only. */
export async function lessonProgressOf(db: Db, childId: number, lessonIds?: number[]) {
  if (lessonIds && lessonIds.length === 0) return new Map<number, { story: 0 | 1; completion: 0 | 1 }>();
  let query = db.selectFrom('child_lesson_progress').select(['lesson_id', 'story', 'completion']).where('child_id', '=', childId);
  if (lessonIds) query = query.where('lesson_id', 'in', lessonIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.lesson_id, { story: row.story, completion: row.completion }]));
}

export function memoryOf(row: WordProgressRow | undefined): WordMemory {
  if (!row) return { collected: false, state: 0, stability: 0, due: null };
  return { collected: row.is_passed === 1, state: row.state, stability: row.stability, due: row.due };
}

/** A child's progress rows: of words (with their memory) and of lessons, each by id. */
export interface ChildProgressRows {
  words: Map<number, WordProgressRow>;
  lessons: Map<number, { story: 0 | 1; completion: 0 | 1 }>;
}

const NO_PROGRESS: ChildProgressRows = { words: new Map(), lessons: new Map() };

/**
 * A child's progress rows (none for a child of null: a member without children), all of them or
 * those of some words and lessons: two queries. All of them is what the read cache keeps for the
 * content calls of one child (routes.ts `progressOfChild`): one child's rows are few (a row per
 * word begun), and `where child_id = ?` is the cheapest query there is.
 */
export async function childProgressRows(db: Db, childId: number | null, only?: { wordIds: number[]; lessonIds: number[] }): Promise<ChildProgressRows> {
  if (childId === null) return NO_PROGRESS;
  const [words, lessons] = await Promise.all([wordProgressOf(db, childId, only?.wordIds), lessonProgressOf(db, childId, only?.lessonIds)]);
  return { words, lessons };
}

/** The lessons of a radical as the lessonProgression rules see them, for one child (none: no progress). */
export async function radicalProgress(db: Db, content: ContentStore, childId: number | null, radicalId: number): Promise<LessonProgress[]> {
  const radical = content.radicals.get(radicalId);
  if (!radical) return [];
  const lessons = radical.lesson_ids.map((id) => content.lessons.get(id)).filter((l) => l !== undefined);
  const rows = await childProgressRows(db, childId, { wordIds: lessons.flatMap((l) => l.word_ids), lessonIds: radical.lesson_ids });
  return radicalsProgress(content, [radicalId], rows).get(radicalId) ?? [];
}

/**
 * The lessons of radicals as the lessonProgression rules see them, from a child's progress rows
 * (which may hold more than these radicals': all the child's rows, kept).
 */
export function radicalsProgress(content: ContentStore, radicalIds: Iterable<number>, rows: ChildProgressRows): Map<number, LessonProgress[]> {
  const { words, lessons: lessonRows } = rows;
  const lessons = new Map<number, LessonProgress[]>();
  for (const radicalId of new Set(radicalIds)) {
    const radical = content.radicals.get(radicalId);
    if (!radical) continue;
    lessons.set(
      radicalId,
      radical.lesson_ids
        .map((id) => content.lessons.get(id))
        .filter((lesson) => lesson !== undefined)
        .map((lesson) => ({
          lesson_id: lesson.id,
          name: lesson.title.tw,
          term: termCodeOf(lesson.term),
          story: lessonRows.get(lesson.id)?.story ?? 0,
          completion: lessonRows.get(lesson.id)?.completion ?? 0,
          words: lesson.word_ids.map((wordId) => ({
            word_id: wordId,
            word: content.words.get(wordId)?.tw.text ?? '',
            finish_explaining: words.get(wordId)?.finish_explaining ?? 0,
            is_passed: words.get(wordId)?.is_passed ?? 0,
          })),
        })),
    );
  }
  return lessons;
}

/** Why a lesson may not be opened: the lesson order (422 on lesson_id), or paid access (403). */
export function refuse(access: Exclude<LessonAccess, 'open'>): ApiError {
  return access === 'membershipRequired'
    ? new ApiError(403, '403', messages.membershipRequired)
    : fail.field('lesson_id', messages.lessonLocked);
}

/**
 * The progress of the lesson's radical for a child who may open the lesson (the
 * lessonProgression rule `lessonAccess`); else throws the refusal. The pass, the
 * challenge and the review all pass through here, so they refuse alike.
 */
export async function openLessonProgress(
  db: Db,
  content: ContentStore,
  input: { childId: number | null; memberType: Member['type']; schoolTerm: ChildTerm; radicalId: number; lessonId: number },
): Promise<LessonProgress[]> {
  const lessons = await radicalProgress(db, content, input.childId, input.radicalId);
  const access = lessonAccess(lessons, input.lessonId, input.memberType, input.schoolTerm);
  if (access !== 'open') throw refuse(access);
  return lessons;
}

export type Pass =
  | { kind: 'word'; radicalId: number; lessonId: number; wordId: number; finishExplaining: boolean; passed: boolean; mistakes: number }
  | { kind: 'lesson'; radicalId: number; lessonId: number; story: boolean; completion: boolean };

/**
 * Records a pass for a child, in one transaction: progress flags, stars, words and the
 * word's memory move together or not at all. A lesson completed for the first time also
 * gives the daily mission its star (on `missionDay`: the member's day the pass was made, which
 * for a pass held offline and delivered later is an earlier day than today; null for a pass
 * too old to give one, machines/rules/passDay.ts) and the awards it reaches (src/server/rewards/),
 * in the same transaction.
 */
export async function recordPass(
  db: Kysely<Database>,
  content: ContentStore,
  input: { childId: number; memberType: Member['type']; schoolTerm: ChildTerm; pass: Pass; now: Date; missionDay: string | null },
): Promise<void> {
  const { childId, pass, now } = input;
  const radical = content.radicals.get(pass.radicalId);
  if (!radical) throw fail.notFound();
  const lesson = content.lessons.get(pass.lessonId);
  if (!lesson) throw fail.notFound();
  if (lesson.radical_id !== radical.id) throw fail.field('lesson_id', messages.lessonNotInRadical);
  if (pass.kind === 'word' && !lesson.word_ids.includes(pass.wordId)) {
    throw fail.field('word_id', content.words.has(pass.wordId) ? messages.wordNotInLesson : messages.notFound);
  }
  const stamp = now.toISOString();

  await db.transaction().execute(async (trx) => {
    const lessons = await openLessonProgress(trx, content, {
      childId,
      memberType: input.memberType,
      schoolTerm: input.schoolTerm,
      radicalId: radical.id,
      lessonId: lesson.id,
    });
    let wordCollected = false;
    let lessonCompleted = false;

    if (pass.kind === 'word') {
      await trx
        .insertInto('child_word_progress')
        .values({ child_id: childId, word_id: pass.wordId, created_at: stamp, updated_at: stamp, state: 0 })
        .onConflict((oc) => oc.columns(['child_id', 'word_id']).doNothing())
        .execute();
      if (pass.finishExplaining || pass.passed) await flipWordFlag(trx, childId, pass.wordId, 'finish_explaining', stamp);
      if (pass.passed) {
        wordCollected = await flipWordFlag(trx, childId, pass.wordId, 'is_passed', stamp);
        await review(trx, childId, pass.wordId, ratingForMistakes(pass.mistakes), now);
      }
    } else {
      await trx
        .insertInto('child_lesson_progress')
        .values({ child_id: childId, lesson_id: lesson.id, created_at: stamp, updated_at: stamp })
        .onConflict((oc) => oc.columns(['child_id', 'lesson_id']).doNothing())
        .execute();
      if (pass.story) await flipLessonFlag(trx, childId, lesson.id, 'story', stamp);
      if (pass.completion) {
        const current = lessons.find((l) => l.lesson_id === lesson.id)!;
        const withStory = { ...current, story: pass.story ? (1 as const) : current.story };
        // the one rule of a finished lesson, the lesson page's checklist: refused with what it needs first
        const [need] = lessonNeeds(withStory);
        if (need) throw fail.field('completion', lessonNeedMessage(need));
        lessonCompleted = await flipLessonFlag(trx, childId, lesson.id, 'completion', stamp);
      }
    }

    const { stars, words } = passRewards({ wordCollected, lessonCompleted });
    if (words) {
      await trx
        .updateTable('children')
        .set((eb) => ({ complete_words: eb('complete_words', '+', words) }))
        .where('id', '=', childId)
        .execute();
    }
    await moveStars(trx, { childId, reason: lessonCompleted ? 'lesson' : 'word', stars, at: stamp });
    if (lessonCompleted) {
      if (input.missionDay !== null) await addMissionStar(trx, { childId, today: input.missionDay, at: stamp });
      await earnAwards(trx, childId, stamp);
    }
  });
}

/**
 * Sets a 0/1 progress flag of a child's word or lesson to 1 if it is 0; true when this call
 * set it. Concurrent calls wait on the row and only the first one sees 0.
 */
async function flipWordFlag(trx: Transaction<Database>, childId: number, wordId: number, flag: 'finish_explaining' | 'is_passed', stamp: string) {
  const result = await trx
    .updateTable('child_word_progress')
    .set({ [flag]: 1, updated_at: stamp })
    .where('child_id', '=', childId)
    .where('word_id', '=', wordId)
    .where(flag, '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function flipLessonFlag(trx: Transaction<Database>, childId: number, lessonId: number, flag: 'story' | 'completion', stamp: string) {
  const result = await trx
    .updateTable('child_lesson_progress')
    .set({ [flag]: 1, updated_at: stamp })
    .where('child_id', '=', childId)
    .where('lesson_id', '=', lessonId)
    .where(flag, '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A review of a word's memory from outside its challenge (a school list's dictation, issue 30 §2),
 * in the caller's transaction: only a word the child has collected has a memory, so for any other
 * nothing changes (false). The row is locked first (an UPDATE), so two at once review once.
 */
export async function reviewCollectedWord(trx: Transaction<Database>, childId: number, wordId: number, rating: Grade, now: Date): Promise<boolean> {
  const locked = await trx
    .updateTable('child_word_progress')
    .set({ updated_at: now.toISOString() })
    .where('child_id', '=', childId)
    .where('word_id', '=', wordId)
    .where('is_passed', '=', 1)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) return false;
  await review(trx, childId, wordId, rating, now);
  return true;
}

/** A stored spaced-review memory: a ts-fsrs card's columns (child_word_progress, school_list_words). */
export interface StoredCard {
  due: string | null;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: 0 | 1 | 2 | 3;
  last_review: string | null;
}

/** Whether a review now would be the one just recorded, sent again (within SAME_REVIEW_MS). */
export function isSameReview(card: Pick<StoredCard, 'last_review'>, now: Date): boolean {
  return card.last_review !== null && now.getTime() - Date.parse(card.last_review) < SAME_REVIEW_MS;
}

/** The card after one review rated `rating` (ts-fsrs), from the stored one: a new card before its first review. */
export function reviewedCard(stored: StoredCard, rating: Grade, now: Date): StoredCard {
  const card: Card =
    stored.last_review === null
      ? createEmptyCard(now)
      : {
          due: new Date(stored.due ?? now),
          stability: stored.stability,
          difficulty: stored.difficulty,
          elapsed_days: stored.elapsed_days,
          scheduled_days: stored.scheduled_days,
          learning_steps: stored.learning_steps,
          reps: stored.reps,
          lapses: stored.lapses,
          state: stored.state,
          last_review: new Date(stored.last_review),
        };
  const next = scheduler.next(card, now, rating).card;
  return {
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: next.elapsed_days,
    scheduled_days: next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state as 0 | 1 | 2 | 3,
    last_review: now.toISOString(),
  };
}

/** One review of a word's memory (ts-fsrs), unless the same review was just recorded. */
async function review(trx: Transaction<Database>, childId: number, wordId: number, rating: Grade, now: Date) {
  const row = await trx
    .selectFrom('child_word_progress')
    .selectAll()
    .where('child_id', '=', childId)
    .where('word_id', '=', wordId)
    .executeTakeFirstOrThrow();
  if (isSameReview(row, now)) return;
  await trx
    .updateTable('child_word_progress')
    .set({ ...reviewedCard(row, rating, now), updated_at: now.toISOString() })
    .where('child_id', '=', childId)
    .where('word_id', '=', wordId)
    .execute();
}

/** The words a child has collected, due for review first (earliest due), then the rest by due time. */
export async function learnedWordIds(db: Db, childId: number): Promise<WordProgressRow[]> {
  return db
    .selectFrom('child_word_progress')
    .select(['word_id', 'finish_explaining', 'is_passed', 'due', 'stability', 'state'])
    .where('child_id', '=', childId)
    .where('is_passed', '=', 1)
    .orderBy('due')
    .orderBy('word_id')
    .execute();
}
