import { sql, type Kysely, type Transaction } from 'kysely';
import type { AwardKind, Database } from '../db/schema';
import type { Script } from '../content/curriculum';
import { awardPictureUrl } from './pictures';

/**
 * Awards (achievements) and their stickers (SPEC §3 Award, Sticker collection item,
 * "Sticker and achievement: need targetStickers courses; completeLesson counted").
 *
 * - The catalogue is the `awards` table (seeded by migration 0006): an award of kind
 *   `lessons` needs `target` completed lessons (a lesson is completed by its overall
 *   review, the lesson pass with completion), one of kind `missions` `target` completed
 *   daily missions.
 * - A child earns every award whose target its count reaches, in the transaction of the
 *   pass (or mission star) that raised the count: one row in `child_awards`, never two.
 *   Every award gives its sticker: `has_sticker` is 1 once earned, and the sticker
 *   collection is the same catalogue seen as stickers.
 * - GET check/children/award reports each earned award once (`shown`), with a
 *   conditional UPDATE, so two checks at once never both report it.
 * - Names: `name` in the child's script (the child's `language`: Taiwan traditional or
 *   simplified), `english` in English, as the curriculum's texts are sent; the app shows
 *   `english` in the English interface, else `name`.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface AwardView {
  id: number;
  name: string;
  english: string;
  white_picture: string;
  black_picture: string;
  has_sticker: 0 | 1;
  kind: AwardKind;
  target: number;
  /** The child's count toward the target, at most the target. */
  progress: number;
}

export interface ChildCounts {
  lessons: number;
  missions: number;
}

/** A child's completed lessons and completed daily missions. */
export async function countsOf(db: Db, childId: number): Promise<ChildCounts> {
  const [lessons, missions] = await Promise.all([
    db
      .selectFrom('child_lesson_progress')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('child_id', '=', childId)
      .where('completion', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('daily_missions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('child_id', '=', childId)
      .where('completed_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { lessons: Number(lessons.n), missions: Number(missions.n) };
}

/** Gives a child every award its counts reach and it does not hold yet (inside the caller's transaction). */
export async function earnAwards(trx: Transaction<Database>, childId: number, at: string): Promise<void> {
  const counts = await countsOf(trx, childId);
  await trx
    .insertInto('child_awards')
    .columns(['child_id', 'award_id', 'earned_at', 'shown'])
    .expression((eb) =>
      eb
        .selectFrom('awards')
        .select((s) => [s.val(childId).as('child_id'), 'id', s.val(at).as('earned_at'), sql<number>`0`.as('shown')])
        .where((w) =>
          w.or([
            w.and([w('kind', '=', 'lessons'), w('target', '<=', counts.lessons)]),
            w.and([w('kind', '=', 'missions'), w('target', '<=', counts.missions)]),
          ]),
        ),
    )
    .onConflict((oc) => oc.columns(['child_id', 'award_id']).doNothing())
    .execute();
}

/** The script the child reads (their own learning settings, issue 28): names of awards. */
async function scriptOf(db: Db, childId: number): Promise<Script> {
  const row = await db.selectFrom('children').select('language').where('children.id', '=', childId).executeTakeFirstOrThrow();
  return row.language;
}

/** The whole catalogue for a child, got or not got, in the catalogue's order. */
export async function awardsOf(db: Db, childId: number): Promise<AwardView[]> {
  const [catalogue, held, counts, script] = await Promise.all([
    db.selectFrom('awards').selectAll().orderBy('position').execute(),
    db.selectFrom('child_awards').select('award_id').where('child_id', '=', childId).execute(),
    countsOf(db, childId),
    scriptOf(db, childId),
  ]);
  const got = new Set(held.map((row) => row.award_id));
  return catalogue.map((award) => ({
    id: award.id,
    name: script === 'cn' ? award.name_cn : award.name_tw,
    english: award.name_en,
    white_picture: awardPictureUrl(award.icon, 'white'),
    black_picture: awardPictureUrl(award.icon, 'black'),
    has_sticker: got.has(award.id) ? 1 : 0,
    kind: award.kind,
    target: award.target,
    progress: Math.min(award.target, award.kind === 'lessons' ? counts.lessons : counts.missions),
  }));
}

/** The awards a child earned and was not yet shown; marks them shown (each is reported once). */
export async function takeNewAwards(db: Db, childId: number): Promise<AwardView[]> {
  const taken = await db
    .updateTable('child_awards')
    .set({ shown: 1 })
    .where('child_id', '=', childId)
    .where('shown', '=', 0)
    .returning('award_id')
    .execute();
  if (taken.length === 0) return [];
  const ids = new Set(taken.map((row) => row.award_id));
  return (await awardsOf(db, childId)).filter((award) => ids.has(award.id));
}
