import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  currentLessonIdOf,
  isLessonStarted,
  lessonAccess,
  lessonStars,
  type ChildTerm,
  type LessonAccess,
  type LessonProgress,
} from '../../../machines/rules/lessonProgression';
import { activePlan } from '../../../machines/rules/membership';
import { MAX_MISTAKES } from '../../../machines/rules/words';
import type { Member } from '../../../machines/types';
import type { AppContext } from '../context';
import type { ContentStore } from '../content/store';
import type { CurriculumWord } from '../content/curriculum';
import { CHILD_HEADER, childOrDefault, requireAuth, requireAuthAndChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { pathAndQueryOf } from '../http/headers';
import { cacheKey } from '../http/read-cache';
import { fail, keptReply, messages, ok, sendKept, type KeptReply } from '../http/reply';
import { flag, id, integer, jsonBody, object, pathId, queryOf } from '../http/validate';
import {
  childProgressRows,
  memoryOf,
  openLessonProgress,
  radicalProgress,
  radicalsProgress,
  recordPass,
  wordProgressOf,
  type ChildProgressRows,
  type Pass,
} from './progress';
import { passDayOf, todayOf } from '../rewards/today';
import { schoolReviewWordIds } from '../school/lists';
import { checkWrittenResult, writtenResultFields } from '../school/writtenWords';
import { lessonDictationView, recordLessonDictation } from './dictation';
import { wordsToReview } from './review';
import { searchIndex, searchQuery } from './search';
import { categoryView, lessonView, radicalCompletion, radicalSummary, textView, viewerOf, wordSummary, wordView, type RadicalCompletion, type Viewer } from './views';
import { isPlainText } from '../../../machines/rules/text';
import { learningSettingsOf } from '../../../machines/rules/learningSettings';
import { childSettingJson, childSettingRowOf } from '../children/settings';

/**
 * Learning content (SPEC §7): categories, radicals, lessons, words, stories, challenges,
 * reviews, the words house and the battle's words, for a child, and the pass that
 * records a child's progress. All calls need a token.
 *
 * The child: calls that send Child-Id (radical, lesson schedule) must name one of the
 * caller's children; the others take Child-Id when it is sent and else the member's
 * default child (SPEC §7 sends none there). What the child sees follows that child's own
 * learning settings (issue 28; views.ts), the member's for a member without children.
 */

/** How many learned words the battle gets (due for review first). */
export const BATTLE_WORDS = 40;

interface Learner {
  childId: number | null;
  memberType: Member['type'];
  /** The child's school term: the lesson order opens earlier terms' lessons as review (machines/rules/lessonProgression.ts). */
  schoolTerm: ChildTerm;
  viewer: Viewer;
}

export function learningRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const authAndChild = requireAuthAndChild(ctx);

  /** The member's type, the child the call is for and that child's settings. */
  async function learnerOf(c: Context<AppEnv>): Promise<Learner> {
    const memberId = c.get('auth').memberId;
    const member = await ctx.readCache.get(
      cacheKey.learner(memberId),
      () =>
        ctx.db
          .selectFrom('members')
          .innerJoin('member_settings', 'member_settings.member_id', 'members.id')
          .select(['members.type', 'members.class_end_at', 'member_settings.language', 'member_settings.phonetic_symbol'])
          .where('members.id', '=', memberId)
          .executeTakeFirstOrThrow(),
      memberId,
    );
    const childId = c.get('childId') ?? (await childOrDefault(ctx, c));
    // the child's own script and phonetic system (issue 28), the member's without a child
    const child = childId === null
      ? null
      : await ctx.readCache.get(cacheKey.childSettings(childId), () => childSettingRowOf(ctx.db, childId), memberId);
    const settings = learningSettingsOf(member, child ? { setting: childSettingJson(child) } : null);
    // the plan that gives access now: an expired membership locks new lessons again (machines/rules/membership.ts)
    return {
      childId,
      memberType: activePlan(member.type, member.class_end_at, ctx.now()),
      schoolTerm: settings.school_term,
      viewer: viewerOf(settings),
    };
  }

  /**
   * A content reply, kept by the read cache for the member and child it was made for
   * (the member's settings pick the script and phonetic, the child's progress the levels).
   */
  function reply(c: Context<AppEnv>, make: () => Promise<unknown>) {
    const memberId = c.get('auth').memberId;
    const key = cacheKey.reply(memberId, c.get('childId') ?? null, pathAndQueryOf(c));
    const kept = ctx.readCache.peek<KeptReply>(key);
    if (kept) return sendKept(c, kept);
    return ctx.readCache
      .get(key, async () => {
        const made = await make();
        return made instanceof SharedReply ? made.kept : keptReply(made);
      }, memberId)
      .then((made) => sendKept(c, made));
  }

  /**
   * Replies the same for every child who has not begun a radical (no progress row in it): what
   * most children see of most radicals. Made, encoded and compressed once per process and
   * content, by what else they depend on (`key`: the script and phonetic, the member's plan,
   * the child's term); `make` is the very function that builds a child's own reply, given no
   * progress. At most one per radical and combination: 119 radicals × a few hundred bytes to
   * 20 KB each.
   */
  const sharedReplies = new WeakMap<ContentStore, Map<string, SharedReply>>();
  function sharedReply(key: string, make: () => unknown): SharedReply {
    let replies = sharedReplies.get(ctx.content);
    if (!replies) sharedReplies.set(ctx.content, (replies = new Map()));
    let kept = replies.get(key);
    if (!kept) replies.set(key, (kept = new SharedReply(keptReply(make()))));
    return kept;
  }

  /**
   * All of the learner's child's progress rows, kept by the read cache with the member's other
   * reads: the content calls of one child (its radicals, their schedules, home's categories, the
   * words house) read them once per kept time instead of twice per call (measured: a query's
   * fixed cost was most of a content call's database time). A write forgets them (read-cache.ts);
   * a pass reads its own, in its transaction (progress.ts `openLessonProgress`).
   */
  function progressOfChild(c: Context<AppEnv>, learner: Learner): Promise<ChildProgressRows> {
    const { childId } = learner;
    if (childId === null) return childProgressRows(ctx.db, null);
    return ctx.readCache.get(cacheKey.progress(childId), () => childProgressRows(ctx.db, childId), c.get('auth').memberId);
  }

  /** Each radical's completion by the learner: all its lessons, and those of the child's school term. */
  async function completionOfRadicals(c: Context<AppEnv>, learner: Learner): Promise<(radicalId: number) => RadicalCompletion> {
    const { lessons } = await progressOfChild(c, learner);
    const isCompleted = (lessonId: number) => lessons.get(lessonId)?.completion === 1;
    return (radicalId) => radicalCompletion(ctx.content, ctx.content.radicals.get(radicalId)!, isCompleted, learner.schoolTerm);
  }

  async function wordsFor(learner: Learner, words: CurriculumWord[], view: typeof wordView | typeof wordSummary = wordView) {
    const progress = learner.childId === null ? new Map() : await wordProgressOf(ctx.db, learner.childId, words.map((w) => w.id));
    const now = ctx.now();
    return words.map((word) => view(ctx.content, word, learner.viewer, memoryOf(progress.get(word.id)), now));
  }

  const wordsOf = (ids: number[]) => ids.map((id) => ctx.content.words.get(id)).filter((w): w is CurriculumWord => w !== undefined);

  app.get('/parentCategories', auth, (c) =>
    reply(c, async () => {
      const learner = await learnerOf(c);
      const completion = await completionOfRadicals(c, learner);
      return ctx.content.parents.map((p) => categoryView(ctx.content, p, learner.viewer, completion));
    }));

  app.get('/category/:id', auth, (c) =>
    reply(c, async () => {
      const categoryId = pathId(c);
      const category = ctx.content.categories.get(categoryId);
      if (!category) throw fail.notFound();
      const learner = await learnerOf(c);
      return categoryView(ctx.content, category, learner.viewer, await completionOfRadicals(c, learner));
    }));

  app.get('/radical/:id', authAndChild, (c) =>
    reply(c, async () => {
      const radical = ctx.content.radicals.get(pathId(c));
      if (!radical) throw fail.notFound();
      const learner = await learnerOf(c);
      const { viewer, schoolTerm } = learner;
      const lessons = radical.lesson_ids.map((id) => ctx.content.lessons.get(id)!);
      const rows = await progressOfChild(c, learner);
      const completion = radicalCompletion(ctx.content, radical, (id) => rows.lessons.get(id)?.completion === 1, schoolTerm);
      const now = ctx.now();
      const view = () => ({
        ...radicalSummary(radical, viewer, completion),
        meaning: textView(radical.meaning, viewer),
        lessons: lessons.map((lesson) =>
          lessonView(lesson, viewer, lesson.word_ids.map((id) => wordSummary(ctx.content, ctx.content.words.get(id)!, viewer, memoryOf(rows.words.get(id)), now))),
        ),
      });
      const begun = radical.lesson_ids.some((id) => rows.lessons.has(id)) || lessons.some((l) => l.word_ids.some((id) => rows.words.has(id)));
      // not begun: what every child who has not begun it sees (no memory depends on the time then)
      if (!begun) {
        return sharedReply(`radical:${radical.id}:${viewer.script}:${viewer.phonetic}:${completion.complete}:${completion.termComplete}`, view);
      }
      return view();
    }));

  app.get('/lesson/schedule/:radical_id', authAndChild, (c) =>
    reply(c, async () => {
      const radical = ctx.content.radicals.get(pathId(c, 'radical_id'));
      if (!radical) throw fail.notFound();
      const learner = await learnerOf(c);
      const { memberType, schoolTerm } = learner;
      const lessons = radicalsProgress(ctx.content, [radical.id], await progressOfChild(c, learner)).get(radical.id) ?? [];
      const view = () => scheduleView(lessons, radical.id, memberType, schoolTerm);
      // not begun: the same for every child of a member with the same plan, in the same term
      return lessons.some(isLessonStarted) ? view() : sharedReply(`schedule:${radical.id}:${memberType}:${schoolTerm}`, view);
    }));

  /** The child's track through a radical's lessons, decided by the rules the app shares, with the child's term. */
  function scheduleView(lessons: LessonProgress[], radicalId: number, memberType: Learner['memberType'], schoolTerm: ChildTerm) {
    const stars = lessonStars(lessons, schoolTerm);
    return {
      radical_id: radicalId,
      school_term: schoolTerm,
      current_lesson_id: currentLessonIdOf(lessons, schoolTerm),
      lessons: lessons.map((lesson, i) => {
        const access = lessonAccess(lessons, lesson.lesson_id, memberType, schoolTerm);
        const content = ctx.content.lessons.get(lesson.lesson_id)!;
        return {
          ...lesson,
          name: content.title,
          state: access === 'open' ? stars[i]! : 'locked',
          access,
        };
      }),
    };
  }

  /** A word pass (word_id with finish_explaining and/or is_passed) or a lesson pass (story and/or completion). */
  app.post('/lesson/schedule', auth, async (c) => {
    // a pass changes its child's progress, stars and words only: the other members' kept reads stay (http/read-cache.ts)
    c.set('writesOnlyMember', c.get('auth').memberId);
    const query = await queryOf(c, passQuery);
    const learner = await learnerOf(c);
    if (learner.childId === null) throw fail.field(CHILD_HEADER, messages.noChild);
    const pass = passOf(query);
    const now = ctx.now();
    await recordPass(ctx.db, ctx.content, {
      childId: learner.childId,
      memberType: learner.memberType,
      schoolTerm: learner.schoolTerm,
      pass,
      now,
      missionDay: passDayOf(c, now),
    });
    const lessons = await radicalProgress(ctx.db, ctx.content, learner.childId, pass.radicalId);
    return ok(c, scheduleView(lessons, pass.radicalId, learner.memberType, learner.schoolTerm));
  });

  /**
   * A lesson's dictation (issue 30 §2, dictation.ts): its words to hear and write from memory, and
   * each word's result; only a lesson the child may open (`openLessonLearner`), for a child of the
   * caller's. An unknown lesson gives 404; a position the lesson does not have, 422 on `position`.
   */
  app.get('/lessons/:id/dictation', authAndChild, async (c) => {
    const lesson = ctx.content.lessons.get(pathId(c));
    if (!lesson) throw fail.notFound();
    const { viewer } = await openLessonLearner(c, lesson);
    return ok(c, lessonDictationView(ctx.content, lesson, viewer));
  });

  app.post('/lessons/:id/dictation/results', authAndChild, async (c) => {
    c.set('writesOnlyMember', c.get('auth').memberId);
    const lesson = ctx.content.lessons.get(pathId(c));
    if (!lesson) throw fail.notFound();
    const body = await jsonBody(c, object({ position: integer(0, lesson.word_ids.length - 1, messages.notId), ...writtenResultFields }));
    await openLessonLearner(c, lesson);
    const word = ctx.content.words.get(lesson.word_ids[body.position]!);
    if (!word) throw fail.notFound();
    checkWrittenResult(body, word.tw.text);
    const now = ctx.now();
    const saved = await recordLessonDictation(ctx.db, { childId: c.get('childId'), lessonId: lesson.id, wordId: word.id, result: body, day: todayOf(c, now), now });
    return ok(c, { word_id: word.id, correct: saved.correct });
  });

  app.get('/story/:lesson_id', auth, (c) =>
    reply(c, async () => {
      const lesson = ctx.content.lessons.get(pathId(c, 'lesson_id'));
      if (!lesson) throw fail.notFound();
      const { viewer } = await learnerOf(c);
      return {
        lesson_id: lesson.id,
        radical_id: lesson.radical_id,
        title: lesson.title[viewer.script],
        english: lesson.title.en,
        sentences: lesson.story.map((s) => textView(s, viewer)),
      };
    }));

  /**
   * The challenge and the review play only a lesson the child may open, and refuse the others
   * as the pass at their end would (`openLessonProgress`): a refusal is thrown, so the read
   * cache never keeps it.
   */
  async function openLessonLearner(c: Context<AppEnv>, lesson: { id: number; radical_id: number }): Promise<Learner> {
    const learner = await learnerOf(c);
    await openLessonProgress(ctx.db, ctx.content, {
      childId: learner.childId,
      memberType: learner.memberType,
      schoolTerm: learner.schoolTerm,
      radicalId: lesson.radical_id,
      lessonId: lesson.id,
    });
    return learner;
  }

  app.get('/challenge/:lesson_id/:word_id', auth, (c) =>
    reply(c, async () => {
      const lesson = ctx.content.lessons.get(pathId(c, 'lesson_id'));
      const wordId = pathId(c, 'word_id');
      if (!lesson || !lesson.word_ids.includes(wordId)) throw fail.notFound();
      const learner = await openLessonLearner(c, lesson);
      const word = ctx.content.words.get(wordId)!;
      const [view, ...others] = await wordsFor(learner, [word, ...distractors(word, learner.viewer)]);
      return { lesson_id: lesson.id, word: view, choices: [view, ...others] };
    }));

  /** Three other words for the guess: the lesson's first, then the radical's, then the curriculum's neighbours. */
  function distractors(word: CurriculumWord, viewer: Viewer): CurriculumWord[] {
    const { content } = ctx;
    const lesson = content.lessons.get(word.lesson_id)!;
    const radical = content.radicals.get(word.radical_id)!;
    const at = lesson.word_ids.indexOf(word.id);
    const lessonMates = [...lesson.word_ids.slice(at + 1), ...lesson.word_ids.slice(0, at)];
    const radicalMates = radical.lesson_ids.flatMap((id) => content.lessons.get(id)?.word_ids ?? []);
    const index = content.wordOrder.indexOf(word);
    const neighbours = [...content.wordOrder.slice(index + 1), ...content.wordOrder.slice(0, index)].map((w) => w.id);
    const chosen: CurriculumWord[] = [];
    const seen = new Set([word[viewer.script].text]);
    for (const id of [...lessonMates, ...radicalMates, ...neighbours]) {
      const candidate = content.words.get(id);
      if (!candidate || seen.has(candidate[viewer.script].text) || candidate.english === word.english) continue;
      seen.add(candidate[viewer.script].text);
      chosen.push(candidate);
      if (chosen.length === 3) break;
    }
    return chosen;
  }

  app.get('/review/:lesson_id', auth, (c) =>
    reply(c, async () => {
      const lesson = ctx.content.lessons.get(pathId(c, 'lesson_id'));
      if (!lesson) throw fail.notFound();
      const learner = await openLessonLearner(c, lesson);
      return { lesson_id: lesson.id, words: await wordsFor(learner, wordsOf(lesson.word_ids)) };
    }));

  app.get('/word/:word_id', auth, (c) =>
    reply(c, async () => {
      const word = ctx.content.words.get(pathId(c, 'word_id'));
      if (!word) throw fail.notFound();
      const learner = await learnerOf(c);
      const [view] = await wordsFor(learner, [word]);
      return view;
    }));

  /**
   * The words house: every word with the child's level and its lesson's access (whether the
   * child may play its challenge now), filtered by a search in the query (SPEC §7). Each
   * radical's progress is built once, from two queries for all of them.
   */
  app.post('/radicals/lessons/words/map', auth, async (c) => {
    c.set('readsOnly', true); // a search: the POST of SPEC §7 writes nothing
    const { search } = await queryOf(c, searchQuerySchema);
    const learner = await learnerOf(c);
    const matches = searchQuery(search ?? '');
    const words = matches ? searchIndex(ctx.content.wordOrder).filter(({ keys }) => matches(keys)).map(({ word }) => word) : ctx.content.wordOrder;
    const rows = await progressOfChild(c, learner);
    // the access of the found words' lessons only (a radical's other lessons are not asked for)
    const wanted = new Set(words.map((w) => w.lesson_id));
    const access = new Map<number, LessonAccess>();
    for (const lessons of radicalsProgress(ctx.content, words.map((w) => w.radical_id), rows).values()) {
      for (const lesson of lessons) {
        if (wanted.has(lesson.lesson_id)) access.set(lesson.lesson_id, lessonAccess(lessons, lesson.lesson_id, learner.memberType, learner.schoolTerm));
      }
    }
    const now = ctx.now();
    // a word of this week's list counts as due, as in GET learned/words (a word not collected never is)
    const favoured = new Set(learner.childId === null ? [] : await schoolReviewWordIds(ctx.db, learner.childId, todayOf(c, now)));
    return ok(
      c,
      words.map((word) => {
        const w = wordSummary(ctx.content, word, learner.viewer, memoryOf(rows.words.get(word.id)), now);
        const due = w.is_due === 1 || (w.is_collected === 1 && favoured.has(word.id)) ? (1 as const) : (0 as const);
        return {
          word_id: w.id,
          word: w.word,
          pinyin: w.pinyin,
          zhuyin: w.zhuyin,
          phonetic: w.phonetic,
          english: w.english,
          image: w.image,
          level: w.level,
          radical_id: w.radical_id,
          lesson_id: w.lesson_id,
          is_collected: w.is_collected,
          is_due: due,
          access: access.get(w.lesson_id) ?? 'locked',
        };
      }),
    );
  });



  /** The child's collected words: this week's list's weakest first (counted as due), then due for review first; at most `limit`. */
  async function learnedWords(c: Context<AppEnv>, limit = Infinity) {
    const learner = await learnerOf(c);
    if (learner.childId === null) return [];
    const words = await wordsToReview(ctx.db, learner.childId, todayOf(c, ctx.now()));
    const now = ctx.now();
    return words
      .filter(({ row }) => ctx.content.words.has(row.word_id))
      .slice(0, limit)
      .map(({ row, favoured }) => {
        const view = wordView(ctx.content, ctx.content.words.get(row.word_id)!, learner.viewer, memoryOf(row), now);
        return favoured ? { ...view, is_due: 1 as const } : view;
      });
  }

  app.get('/learned/words', auth, (c) => reply(c, () => learnedWords(c)));

  /** The battle's question words: the child's learned words, due for review first. */
  app.get('/interactive/words', auth, (c) => reply(c, () => learnedWords(c, BATTLE_WORDS)));

  return app;
}

const passQuery = object({
  radical_id: id,
  lesson_id: id,
  word_id: v.optional(id),
  finish_explaining: v.optional(flag()),
  is_passed: v.optional(flag()),
  mistakes: v.optional(integer(0, MAX_MISTAKES, messages.wholeNumberBetween(0, MAX_MISTAKES))),
  story: v.optional(flag()),
  completion: v.optional(flag()),
});

/** A word pass names a word and something of it; a lesson pass names no word and story or completion. */
function passOf(query: v.InferOutput<typeof passQuery>): Pass {
  const { radical_id: radicalId, lesson_id: lessonId } = query;
  if (query.word_id !== undefined) {
    const finishExplaining = query.finish_explaining === 1;
    const passed = query.is_passed === 1;
    if (!finishExplaining && !passed) throw fail.field('finish_explaining', messages.passKind);
    if (query.story !== undefined || query.completion !== undefined) throw fail.field('word_id', messages.passKind);
    return { kind: 'word', radicalId, lessonId, wordId: query.word_id, finishExplaining, passed, mistakes: query.mistakes ?? 0 };
  }
  const story = query.story === 1;
  const completion = query.completion === 1;
  if (!story && !completion) throw fail.field('story', messages.passKind);
  return { kind: 'lesson', radicalId, lessonId, story, completion };
}

const searchQuerySchema = object({
  search: v.optional(
    v.pipe(v.string(messages.notText), v.trim(), v.check(isPlainText, messages.unsafeText), v.maxLength(50, messages.maxChars(50))),
  ),
});

/** A content reply shared by every child with the same view of it (`sharedReply`). */
class SharedReply {
  constructor(readonly kept: KeptReply) {}
}
