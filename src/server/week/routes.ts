import { Hono } from 'hono';
import { MAX_SCHOOL_LIST_WORDS, mostMissedCharacters } from '../../../machines/rules/schoolList';
import { acceptsStudyMinute, weekDays } from '../../../machines/rules/studyMinutes';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { todayOf } from '../rewards/today';
import { effectiveSettingsOf } from '../children/settings';
import { viewerOf } from '../learning/views';
import { isDueToReview, wordsToReview } from '../learning/review';
import { writtenOf } from '../school/lists';

/** The last dictations the week view lists. */
const LAST_DICTATIONS = 10;

/** The most words to review the week gives for its practice sheet: as many as a school list (five A4 pages). */
const TO_REVIEW = MAX_SCHOOL_LIST_WORDS;

/**
 * A child's week, for the parent (issue 30 §3), and the minutes it is made of. Every call needs a
 * token and a Child-Id of the caller's own child.
 *
 * - POST study/minute: the app reports a minute of learning (machines/rules/studyMinutes.ts:
 *   every minute on a learning screen the child sees). Taken onto the family's day (Local-Date)
 *   unless one was taken less than MINUTE_GAP_MS before (`acceptsStudyMinute`); a report that
 *   loses the race to another (two tabs) is not taken either: the row changes only where it is as
 *   read. The reply says whether it was taken and the day's minutes.
 * - GET week: the last seven days' minutes (`weekDays`), the lessons finished and the words
 *   learned in them, the characters with the most stroke mistakes in this week's list words
 *   (`mostMissedCharacters`), the last dictations with what went wrong, and the words due for
 *   review now (learning/review.ts: this week's list's weakest first), for a practice sheet (issue
 *   30 §3 "the list's or the review's due words"), each with its reading in the child's script.
 */
export function weekRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  app.post('/study/minute', auth, child, async (c) => {
    const childId = c.get('childId');
    const day = todayOf(c, ctx.now());
    const at = ctx.now();
    const row = await ctx.db.selectFrom('child_study_minutes').select(['minutes', 'last_at']).where('child_id', '=', childId).where('day', '=', day).executeTakeFirst();
    let taken = false;
    if (acceptsStudyMinute(row?.last_at ?? null, at)) {
      if (row) {
        const updated = await ctx.db
          .updateTable('child_study_minutes')
          .set((eb) => ({ minutes: eb('minutes', '+', 1), last_at: at.toISOString() }))
          .where('child_id', '=', childId)
          .where('day', '=', day)
          .where('last_at', '=', row.last_at)
          .executeTakeFirst();
        taken = Number(updated.numUpdatedRows) === 1;
      } else {
        const inserted = await ctx.db
          .insertInto('child_study_minutes')
          .values({ child_id: childId, day, minutes: 1, last_at: at.toISOString() })
          .onConflict((oc) => oc.columns(['child_id', 'day']).doNothing())
          .executeTakeFirst();
        taken = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
    }
    const now = await ctx.db.selectFrom('child_study_minutes').select('minutes').where('child_id', '=', childId).where('day', '=', day).executeTakeFirst();
    return ok(c, { day, taken, minutes: now?.minutes ?? 0 });
  });

  app.get('/week', auth, child, async (c) => {
    const childId = c.get('childId');
    const days = weekDays(todayOf(c, ctx.now()));
    const now = ctx.now();
    const first = days[0]!;
    const last = days.at(-1)!;
    // timestamps are UTC: the week's lessons and words from the first day's UTC midnight
    const since = `${first}T00:00:00.000Z`;
    const today = todayOf(c, ctx.now());
    const [minuteRows, lessons, words, listResults, lessonDictations, toReview, settings] = await Promise.all([
      ctx.db.selectFrom('child_study_minutes').select(['day', 'minutes']).where('child_id', '=', childId).where('day', '>=', first).where('day', '<=', last).execute(),
      ctx.db
        .selectFrom('child_lesson_progress')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('child_id', '=', childId)
        .where('completion', '=', 1)
        .where('updated_at', '>=', since)
        .executeTakeFirst(),
      ctx.db
        .selectFrom('child_word_progress')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('child_id', '=', childId)
        .where('is_passed', '=', 1)
        .where('created_at', '>=', since)
        .executeTakeFirst(),
      ctx.db
        .selectFrom('school_list_results as r')
        .innerJoin('school_list_words as w', (join) => join.onRef('w.list_id', '=', 'r.list_id').onRef('w.position', '=', 'r.position'))
        .select(['r.mode', 'r.correct', 'r.wrong_strokes', 'r.written', 'r.day', 'r.created_at', 'w.tw'])
        .where('r.child_id', '=', childId)
        .where('r.day', '>=', first)
        .where('r.day', '<=', last)
        .orderBy('r.id', 'desc')
        .execute(),
      // a lesson's dictations too (issue 30 §2 "for any list or lesson")
      ctx.db
        .selectFrom('lesson_dictation_results')
        .select(['word_id', 'correct', 'wrong_strokes', 'written', 'day', 'created_at'])
        .where('child_id', '=', childId)
        .where('day', '>=', first)
        .where('day', '<=', last)
        .orderBy('id', 'desc')
        .execute(),
      wordsToReview(ctx.db, childId, today),
      effectiveSettingsOf(ctx.db, c.get('auth').memberId, childId),
    ]);
    const viewer = viewerOf(settings);
    const minutesOf = new Map(minuteRows.map((row) => [row.day, row.minutes]));
    // the lists' results and the lessons' dictations, the latest first
    const results = [
      ...listResults,
      ...lessonDictations.map((row) => ({ ...row, mode: 'dictation' as const, tw: ctx.content.words.get(row.word_id)?.tw.text ?? '' })),
    ].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const written = results.map((row) => ({ ...row, wrong: JSON.parse(row.wrong_strokes) as { char: number; strokes: number[] }[] }));
    return ok(c, {
      days: days.map((day) => ({ day, minutes: minutesOf.get(day) ?? 0 })),
      lessons_finished: Number(lessons?.n ?? 0),
      words_learned: Number(words?.n ?? 0),
      most_missed: mostMissedCharacters(written.map((row) => ({ word: row.tw, wrong_strokes: row.wrong }))),
      dictations: written
        .filter((row) => row.mode === 'dictation')
        .slice(0, LAST_DICTATIONS)
        .map((row) => ({ word: row.tw, day: row.day, correct: row.correct === 1, wrong_strokes: row.wrong, written: writtenOf(row.written) })),
      to_review: toReview
        .filter((word) => isDueToReview(word, now) && ctx.content.words.has(word.row.word_id))
        .slice(0, TO_REVIEW)
        .map(({ row }) => {
          const word = ctx.content.words.get(row.word_id)!;
          const own = word[viewer.script];
          return { word_id: word.id, tw: word.tw.text, cn: word.cn.text, zhuyin: own.zhuyin.join(' '), pinyin: own.pinyin.join(' ') };
        }),
    });
  });

  return app;
}
