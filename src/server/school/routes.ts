import { Hono } from 'hono';
import * as v from 'valibot';
import { pinyinReadingOf } from '../../../machines/rules/phonetic';
import {
  MAX_SCHOOL_LIST_NAME,
  MAX_SCHOOL_LIST_WORDS,
  MAX_SCHOOL_LISTS,
  isDictationDay,
  isListWordDue,
  isReadyForDictation,
  listKeyOf,
  listMemoryRating,
  parseSchoolList,
  type SchoolListProblem,
  type SchoolWordState,
} from '../../../machines/rules/schoolList';
import type { AppContext } from '../context';
import type { Selectable } from 'kysely';
import type { SchoolListWordsTable } from '../db/schema';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, messages, ok, type ServerMessage } from '../http/reply';
import { flag, integer, jsonBody, object, oneOf, pathId, requiredOr, text } from '../http/validate';
import { todayOf } from '../rewards/today';
import { childLists, writtenOf } from './lists';
import { understandWords } from './understand';
import { checkWrittenResult, writtenResultFields, writtenWordView } from './writtenWords';
import { hasTaiwanStrokes } from './strokes';
import { effectiveSettingsOf } from '../children/settings';
import { isSameReview, reviewCollectedWord, reviewedCard } from '../learning/progress';
import { viewerOf } from '../learning/views';

/**
 * This week's characters from school (issue 30 §1): a parent pastes the list, sees what the app
 * understood (POST schoolLists/understand), confirms a reading for each word and saves it (POST
 * schoolLists); the child's lists (GET schoolLists) and a list deleted (DELETE schoolLists/{id}).
 * Every call needs a token and a Child-Id of the caller's own child: a list is one child's, and no
 * call reads or changes another family's (an unknown id and another's are the same 404).
 *
 * The rules are machines/rules/schoolList.ts's: the screen checks the text with them before it is
 * sent, the server again before anything is read or written.
 */

/** The most text a paste may send: 40 words with their numbering, zhuyin and separators, with room. */
const MAX_TEXT = 2_000;

const PROBLEM_MESSAGES: Record<SchoolListProblem['kind'], ServerMessage> = {
  empty: messages.schoolListEmpty,
  noCharacters: messages.schoolListNoCharacters,
  tooMany: messages.schoolListTooMany,
  wordTooLong: messages.schoolListWordTooLong,
};

const listText = v.pipe(v.string(requiredOr(messages.notText)), v.maxLength(MAX_TEXT, messages.maxChars(MAX_TEXT)));

export function schoolListRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  /** The list's words, or the 422 the rule gives. */
  function wordsOf(field: string, written: string) {
    const parsed = parseSchoolList(written);
    if (!parsed.ok) throw fail.field(field, PROBLEM_MESSAGES[parsed.problem.kind]);
    return parsed.list;
  }

  const listWithKey = (childId: number, key: string) =>
    ctx.db.selectFrom('school_lists').select(['id', 'name']).where('child_id', '=', childId).where('words_key', '=', key).executeTakeFirst();

  app.post('/schoolLists/understand', auth, child, async (c) => {
    const body = await jsonBody(c, object({ text: listText }));
    const list = wordsOf('text', body.text);
    const words = await understandWords(list.words, ctx.content);
    const same = await listWithKey(c.get('childId'), listKeyOf(words.map((word) => word.tw)));
    return ok(c, { words, repeated: list.repeated, ignored: list.ignored, same_as: same ?? null });
  });

  app.post('/schoolLists', auth, child, async (c) => {
    const body = await jsonBody(
      c,
      object({
        name: text(MAX_SCHOOL_LIST_NAME),
        dictation_day: v.nullable(v.pipe(v.string(requiredOr(messages.notText)), v.check((day) => isDictationDay(day, todayOf(c, ctx.now())), messages.schoolListDay))),
        words: v.pipe(
          v.array(object({ text: v.string(requiredOr(messages.notText)), zhuyin: v.string(requiredOr(messages.notText)) }), messages.schoolListWords),
          v.minLength(1, messages.schoolListEmpty),
          v.maxLength(MAX_SCHOOL_LIST_WORDS, messages.schoolListTooMany),
        ),
        // the dictation shows each word's reading: 1 when the parent allows it (absent: 0)
        dictation_reading: v.optional(flag(), 0),
      }),
    );
    // the words as the rule reads them, each once, in the order sent: what understand offered
    const sent = body.words.map((word) => word.text);
    const list = wordsOf('words', sent.join(' '));
    if (list.words.length !== sent.length || list.words.some((word, i) => word !== sent[i])) throw fail.field('words', messages.schoolListWords);
    const understood = await understandWords(list.words, ctx.content);
    understood.forEach((word, i) => {
      if (word.readings.length === 0) throw fail.field('words', messages.schoolListNoReading);
      const offered = [...word.readings, ...word.other_readings];
      if (!offered.some((reading) => reading.zhuyin === body.words[i]!.zhuyin)) throw fail.field('words', messages.schoolListReading);
    });
    const childId = c.get('childId');
    const key = listKeyOf(understood.map((word) => word.tw));
    const at = ctx.now().toISOString();
    const id = await ctx.db.transaction().execute(async (trx) => {
      // the child's row first: two saves for one child wait for each other, so the count holds
      await trx.updateTable('children').set((eb) => ({ star: eb.ref('star') })).where('id', '=', childId).execute();
      const { count } = await trx.selectFrom('school_lists').select((eb) => eb.fn.countAll<number>().as('count')).where('child_id', '=', childId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SCHOOL_LISTS) throw fail.field('words', messages.schoolListsFull);
      const same = await trx.selectFrom('school_lists').select('id').where('child_id', '=', childId).where('words_key', '=', key).executeTakeFirst();
      if (same) throw fail.field('words', messages.schoolListSame);
      const { id } = await trx
        .insertInto('school_lists')
        .values({ child_id: childId, name: body.name, dictation_on: body.dictation_day, words_key: key, dictation_reading: body.dictation_reading, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('school_list_words')
        .values(
          understood.map((word, position) => ({
            list_id: id,
            child_id: childId,
            position,
            tw: word.tw,
            cn: word.cn,
            zhuyin: body.words[position]!.zhuyin,
            word_id: word.word_id,
          })),
        )
        .execute();
      return id;
    });
    const [saved] = await listsOf(childId, todayOf(c, ctx.now()), id);
    return ok(c, saved);
  });

  /**
   * The child's lists (one, with `id`), newest first, each with its words in order and each word's
   * state on the family's `today` (machines/rules/schoolList.ts `schoolWordState`), and whether the
   * list is ready for its dictation.
   */
  async function listsOf(childId: number, today: string, id?: number) {
    return (await childLists(ctx.db, childId, today, id)).map((list) => {
      const listWords = list.words.map(({ row, state, lastDictation: last }) => ({
        ...wordView(row, state),
        // what the parent's view shows of the word's latest dictation: its day, right or not, and its wrong strokes
        last_dictation: last
          ? {
              day: last.day,
              correct: last.correct,
              wrong_strokes: JSON.parse(last.wrongStrokes) as { char: number; strokes: number[] }[],
              written: writtenOf(last.written),
            }
          : null,
      }));
      return { ...list, ready: isReadyForDictation(listWords.map((word) => word.state)), words: listWords };
    });
  }

  function wordView(row: Selectable<SchoolListWordsTable>, state: SchoolWordState) {
    return {
      tw: row.tw,
      cn: row.cn,
      zhuyin: row.zhuyin,
      pinyin: pinyinReadingOf(row.zhuyin) ?? '',
      word_id: row.word_id,
      no_strokes: [...new Set(row.tw)].filter((char) => !hasTaiwanStrokes(ctx.content, char)),
      state,
      // the word's own spaced-review memory: due again once its time has come (`isListWordDue`)
      due_at: row.due,
      is_due: isListWordDue(row.due, ctx.now()) ? (1 as const) : (0 as const),
    };
  }

  app.get('/schoolLists', auth, child, async (c) => ok(c, await listsOf(c.get('childId'), todayOf(c, ctx.now()))));

  /**
   * A list as the child learns it (issue 30 §1 "for the child, the list is a lesson like the
   * others"): each word as writtenWords.ts `writtenWordView` shows it, with the reading the parent
   * confirmed.
   */
  app.get('/schoolLists/:id/lesson', auth, child, async (c) => {
    const listId = pathId(c);
    const childId = c.get('childId');
    const [list] = await listsOf(childId, todayOf(c, ctx.now()), listId);
    if (!list) throw fail.notFound();
    const viewer = viewerOf(await effectiveSettingsOf(ctx.db, c.get('auth').memberId, childId));
    return ok(c, { id: list.id, name: list.name, dictation_day: list.dictation_day, dictation_reading: list.dictation_reading, words: list.words.map((word, position) => writtenWordView(ctx.content, word, position, viewer)) });
  });

  /**
   * A word of the list written by the child (issue 30 §2): in practice or in a dictation, its
   * mistakes and which strokes of which character went wrong; right when there are none. Recorded
   * on the family's day (Local-Date); the word's state follows (`schoolWordState`). The reply is
   * the list with its states.
   */
  app.post('/schoolLists/:id/results', auth, child, async (c) => {
    const listId = pathId(c);
    const childId = c.get('childId');
    const body = await jsonBody(
      c,
      object({
        position: integer(0, MAX_SCHOOL_LIST_WORDS - 1, messages.notId),
        mode: oneOf(['practice', 'dictation'] as const, messages.schoolListMode),
        ...writtenResultFields,
      }),
    );
    const word = await ctx.db
      .selectFrom('school_list_words')
      .select(['tw', 'word_id'])
      .where('list_id', '=', listId)
      .where('child_id', '=', childId)
      .where('position', '=', body.position)
      .executeTakeFirst();
    if (!word) throw fail.notFound();
    checkWrittenResult(body, word.tw);
    const correct = body.mistakes === 0 && body.wrong_strokes.every((wrong) => wrong.strokes.length === 0);
    const today = todayOf(c, ctx.now());
    const now = ctx.now();
    // the result and the word's memory move together: a dictation reviews a collected curriculum word
    const rating = listMemoryRating(body);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('school_list_results')
        .values({
          child_id: childId,
          list_id: listId,
          position: body.position,
          mode: body.mode,
          correct: correct ? 1 : 0,
          mistakes: body.mistakes,
          wrong_strokes: JSON.stringify(body.wrong_strokes.filter((wrong) => wrong.strokes.length > 0)),
          written: body.mode === 'dictation' && body.written ? JSON.stringify(body.written) : null,
          day: today,
          created_at: now.toISOString(),
        })
        .execute();
      if (rating === null) return;
      // the list word's own memory, whatever the word (issue 30 §2 "each word's spaced-review memory")
      const card = await trx
        .selectFrom('school_list_words')
        .select(['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'])
        .where('list_id', '=', listId)
        .where('child_id', '=', childId)
        .where('position', '=', body.position)
        .executeTakeFirstOrThrow();
      if (!isSameReview(card, now)) {
        await trx
          .updateTable('school_list_words')
          .set(reviewedCard(card, rating, now))
          .where('list_id', '=', listId)
          .where('child_id', '=', childId)
          .where('position', '=', body.position)
          // as read: a review that lost the race to another of the same word changes nothing
          .where((eb) => (card.last_review === null ? eb('last_review', 'is', null) : eb('last_review', '=', card.last_review)))
          .execute();
      }
      // and a curriculum word the child has collected: its curriculum memory too
      if (word.word_id !== null) await reviewCollectedWord(trx, childId, word.word_id, rating, now);
    });
    const [list] = await listsOf(childId, today, listId);
    return ok(c, list);
  });

  app.delete('/schoolLists/:id', auth, child, async (c) => {
    const listId = pathId(c);
    const childId = c.get('childId');
    const deleted = await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('school_list_results').where('list_id', '=', listId).where('child_id', '=', childId).execute();
      await trx.deleteFrom('school_list_words').where('list_id', '=', listId).where('child_id', '=', childId).execute();
      return trx.deleteFrom('school_lists').where('id', '=', listId).where('child_id', '=', childId).executeTakeFirst();
    });
    if (Number(deleted.numDeletedRows) !== 1) throw fail.notFound();
    return ok(c, null);
  });

  return app;
}
