import { sql, type Kysely } from 'kysely';
import type { Flavor } from '../db/flavor';
import type { Database } from '../db/schema';
import type { Curriculum } from './curriculum';

const VERSION_KEY = 'curriculum_version';
const CHUNK = 100;

/**
 * Seeds the curriculum into the database when its version is not the one there.
 *
 * One transaction: every row of the curriculum is inserted or updated by id, rows the
 * curriculum no longer has are marked retired (never deleted: a child's progress may
 * point at them), and the version is stored last. Two instances seeding at once write
 * the same rows. On PostgreSQL, instances starting at the same moment take turns (a lock
 * for this schema, held until the transaction ends): one seeds, the others then find the
 * version stored and write nothing (tests/api/scale-out.test.ts). Returns true when it wrote.
 */
export async function seedCurriculum(db: Kysely<Database>, curriculum: Curriculum, flavor?: Flavor): Promise<boolean> {
  const storedVersion = async (q: Kysely<Database>) =>
    (await q.selectFrom('content_meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst())?.value;
  if ((await storedVersion(db)) === curriculum.version) return false;

  return db.transaction().execute(async (trx) => {
    if (flavor?.name === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':curriculum-seed'))`.execute(trx);
      // read again: another instance may have seeded while this one waited
      if ((await storedVersion(trx)) === curriculum.version) return false;
    }
    const upsert = async <T extends keyof Database & `content_${string}`>(
      table: T,
      key: string,
      rows: Record<string, unknown>[],
    ) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        const columns = Object.keys(chunk[0]!).filter((c) => c !== key);
        await trx
          .insertInto(table)
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          .values(chunk as any)
          .onConflict((oc) =>
            oc.column(key as never).doUpdateSet(
              // eslint-disable-next-line @typescript-eslint/no-explicit-any
              Object.fromEntries(columns.map((c) => [c, (eb: any) => eb.ref(`excluded.${c}`)])) as never,
            ),
          )
          .execute();
      }
    };
    const retireOthers = async (table: 'content_categories' | 'content_radicals' | 'content_lessons' | 'content_words', ids: number[]) => {
      await trx.updateTable(table).set({ retired: 1 }).where('retired', '=', 0).where('id', 'not in', ids).execute();
    };

    await upsert(
      'content_categories',
      'id',
      curriculum.categories.map((c) => ({
        id: c.id,
        key: c.key,
        parent_id: c.parent_id,
        position: c.position,
        retired: 0,
        payload: JSON.stringify(c),
      })),
    );
    await upsert(
      'content_radicals',
      'id',
      curriculum.radicals.map((r) => ({
        id: r.id,
        radical: r.radical.tw,
        category_id: r.category_id,
        position: r.position,
        retired: 0,
        payload: JSON.stringify(r),
      })),
    );
    await upsert(
      'content_lessons',
      'id',
      curriculum.lessons.map((l) => ({
        id: l.id,
        key: l.key,
        radical_id: l.radical_id,
        position: l.position,
        retired: 0,
        payload: JSON.stringify(l),
      })),
    );
    await upsert(
      'content_words',
      'id',
      curriculum.words.map((w) => ({
        id: w.id,
        word: w.tw.text,
        lesson_id: w.lesson_id,
        radical_id: w.radical_id,
        position: w.position,
        retired: 0,
        payload: JSON.stringify(w),
      })),
    );
    await retireOthers('content_categories', curriculum.categories.map((c) => c.id));
    await retireOthers('content_radicals', curriculum.radicals.map((r) => r.id));
    await retireOthers('content_lessons', curriculum.lessons.map((l) => l.id));
    await retireOthers('content_words', curriculum.words.map((w) => w.id));

    const files = [
      ...Object.values(curriculum.characters).flatMap((c) =>
        (['tw', 'cn'] as const).map((script) => ({
          file: c.strokes[script].file,
          kind: 'stroke' as const,
          payload: JSON.stringify(c.strokes[script]),
        })),
      ),
      ...Object.entries(curriculum.pictures).map(([file, picture]) => ({
        file,
        kind: 'picture' as const,
        payload: JSON.stringify(picture),
      })),
    ];
    const unique = [...new Map(files.map((f) => [f.file, f])).values()];
    await upsert('content_files', 'file', unique);

    await upsert('content_meta', 'key', [
      { key: VERSION_KEY, value: curriculum.version },
      { key: 'curriculum_characters', value: JSON.stringify(curriculum.characters) },
      { key: 'curriculum_sources', value: JSON.stringify(curriculum.sources) },
    ]);
    return true;
  });
}
