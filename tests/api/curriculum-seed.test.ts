import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum, type Curriculum } from '../../src/server/content/curriculum';
import { seedCurriculum } from '../../src/server/content/seed';
import { loadContent } from '../../src/server/content/store';
import { createTestServer, type TestServer } from './helpers';

/**
 * A new curriculum version is seeded over the old one on start and keeps every child's
 * progress: rows are updated by id, a word the new version no longer has is kept as
 * retired (progress may point at it), and the version is stored so an unchanged
 * curriculum is not seeded again.
 */
let server: TestServer;
beforeAll(async () => {
  server = createTestServer();
  await server.ctx.ready;
});
afterAll(() => server.ctx.close());

describe('seeding the curriculum', () => {
  it('does nothing when the version is the one already seeded', async () => {
    expect(await seedCurriculum(server.ctx.db, loadCurriculum())).toBe(false);
  });

  it('keeps every child\'s progress across a new version, retiring what the version drops', async () => {
    const parent = await server.member();
    const child = await server.child(parent.token);
    const current = loadCurriculum();
    const radical = current.radicals[0]!;
    const lesson = current.lessons.find((l) => l.id === radical.lesson_ids[0])!;
    const [keptId, droppedId] = lesson.word_ids;
    for (const wordId of [keptId!, droppedId!]) {
      const pass = await server.post('/api/lesson/schedule', {
        token: parent.token,
        childId: child.id,
        query: { radical_id: radical.id, lesson_id: lesson.id, word_id: wordId, is_passed: 1 },
      });
      expect(pass.code, pass.raw).toBe('1');
    }

    // the next version drops one word and renames the lesson
    const next: Curriculum = structuredClone(current);
    next.version = `${current.version}-next`;
    next.words = next.words.filter((w) => w.id !== droppedId);
    const nextLesson = next.lessons.find((l) => l.id === lesson.id)!;
    nextLesson.word_ids = nextLesson.word_ids.filter((id) => id !== droppedId);
    nextLesson.title.en = 'A new title';
    expect(await seedCurriculum(server.ctx.db, next)).toBe(true);

    const progress = await server.ctx.db
      .selectFrom('child_word_progress')
      .select(['word_id', 'is_passed'])
      .where('child_id', '=', child.id)
      .orderBy('word_id')
      .execute();
    expect(progress).toEqual([
      { word_id: keptId, is_passed: 1 },
      { word_id: droppedId, is_passed: 1 },
    ]);
    const dropped = await server.ctx.db.selectFrom('content_words').select('retired').where('id', '=', droppedId!).executeTakeFirstOrThrow();
    expect(dropped.retired).toBe(1);
    const content = await loadContent(server.ctx.db);
    expect(content.version).toBe(next.version);
    expect(content.words.has(droppedId!)).toBe(false);
    expect(content.words.has(keptId!)).toBe(true);
    expect(content.lessons.get(lesson.id)!.title.en).toBe('A new title');

    // and the version after brings the word back: same id, no longer retired
    expect(await seedCurriculum(server.ctx.db, current)).toBe(true);
    const back = await server.ctx.db.selectFrom('content_words').select('retired').where('id', '=', droppedId!).executeTakeFirstOrThrow();
    expect(back.retired).toBe(0);
  });
});
