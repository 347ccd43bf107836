import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30 §3, "the last dictations with what was written": a dictation's result keeps the child's
 * strokes as written, each character's traces on the handwriting grid (machines/rules/handwriting.ts),
 * as JSON `[[trace, ...], ...]`. Null for practice and for every result saved before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.alterTable('school_list_results').addColumn('written', 'text').execute();
}
