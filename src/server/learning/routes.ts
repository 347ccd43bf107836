import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, messages, ok } from '../http/reply';
import { flag, id, object, pathId, queryOf } from '../http/validate';

/**
 * Learning content (SPEC §7): categories, radicals, lessons, words, challenges,
 * reviews and the word vault. The curriculum arrives with a later issue: until then
 * lists are empty, every id is unknown (404) and the progress write replies 501 after
 * validating its input. All calls need a token.
 */
export function learningRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  app.get('/parentCategories', auth, (c) => ok(c, []));

  app.get('/category/:id', auth, (c) => {
    pathId(c);
    throw fail.notFound();
  });

  app.get('/radical/:id', auth, child, (c) => {
    pathId(c);
    throw fail.notFound();
  });

  app.get('/lesson/schedule/:radical_id', auth, child, (c) => {
    pathId(c, 'radical_id');
    throw fail.notFound();
  });

  app.get('/challenge/:lesson_id/:word_id', auth, (c) => {
    pathId(c, 'lesson_id');
    pathId(c, 'word_id');
    throw fail.notFound();
  });

  app.get('/review/:lesson_id', auth, (c) => {
    pathId(c, 'lesson_id');
    throw fail.notFound();
  });

  app.get('/word/:word_id', auth, (c) => {
    pathId(c, 'word_id');
    throw fail.notFound();
  });

  /** A word pass (word_id, finish_explaining) or a lesson pass (story, completion). */
  app.post('/lesson/schedule', auth, async (c) => {
    await queryOf(c, passQuery);
    throw fail.notBuilt();
  });

  /** The word vault, searched (a POST with the search in the query, as SPEC §7 has it). */
  app.post('/radicals/lessons/words/map', auth, async (c) => {
    await queryOf(c, searchQuery);
    return ok(c, []);
  });

  app.get('/learned/words', auth, (c) => ok(c, []));

  app.get('/interactive/words', auth, (c) => ok(c, []));

  return app;
}

const passQuery = object({
  radical_id: id,
  lesson_id: id,
  word_id: v.optional(id),
  finish_explaining: v.optional(flag()),
  story: v.optional(flag()),
  completion: v.optional(flag()),
});

const searchQuery = object({
  search: v.optional(v.pipe(v.string(messages.notText), v.trim(), v.maxLength(50, messages.maxChars(50)))),
});
