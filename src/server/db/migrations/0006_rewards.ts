import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Daily missions, awards and stickers (issue 9; src/server/rewards/).
 *
 * - `daily_missions`: one row per mission of a child, the newest being the current one.
 *   Its items (`collected_date`, `current_star`, `target_stars`) are one JSON text, read
 *   and written whole inside the transaction of the lesson pass that adds a star, by the
 *   dailyTask rules (machines/rules/dailyTask.ts). Every write first locks the child's row
 *   (rewards/missions.ts), so two passes at once cannot both add to the same stale items. `completed_at` is set by the star that
 *   completes it; `completion_shown` by GET check/children/mission, once.
 * - `awards`: the catalogue, seeded here: what earns it (`kind` lessons: completed
 *   lessons; missions: completed daily missions) and how many (`target`), its name in
 *   the three languages and its picture (an icon of Fluent Emoji Flat, MIT).
 * - `child_awards`: the awards a child has earned (one row each, never twice), and
 *   whether GET check/children/award has shown it (`shown`, once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('daily_missions')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('target_days', 'integer', (c) => c.notNull())
    .addColumn('current_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(30)')
    .addColumn('completion_shown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('daily_missions_child_idx').on('daily_missions').columns(['child_id', 'id']).execute();

  await db.schema
    .createTable('awards')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('icon', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_tw', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_cn', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('awards_kind_target_idx').on('awards').columns(['kind', 'target']).unique().execute();

  await db.schema
    .createTable('child_awards')
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('award_id', 'integer', (c) => c.notNull().references('awards.id'))
    .addColumn('earned_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('child_awards_pk', ['child_id', 'award_id'])
    .execute();

  await db
    .insertInto('awards')
    .values(
      AWARDS.map(([id, kind, target, icon, name_tw, name_cn, name_en], position) => ({
        id,
        position,
        kind,
        target,
        icon,
        name_tw,
        name_cn,
        name_en,
      })),
    )
    .execute();
}

/**
 * The catalogue: [id, kind, target, Fluent Emoji Flat icon, Taiwan, mainland, English].
 * Lessons: 1, 3, 5, 10, 20, 30 and 50 completed lessons (the curriculum has 98); missions:
 * 1, 3 and 5 completed daily missions (a mission is 7 days worked on).
 */
const AWARDS: [number, 'lessons' | 'missions', number, string, string, string, string][] = [
  [1, 'lessons', 1, 'seedling', '第一課', '第一课', 'First lesson'],
  [2, 'lessons', 3, 'four-leaf-clover', '三課小達人', '三课小达人', 'Three lessons'],
  [3, 'lessons', 5, 'glowing-star', '五課之星', '五课之星', 'Five-lesson star'],
  [4, 'lessons', 10, 'rocket', '十課火箭', '十课火箭', 'Ten-lesson rocket'],
  [5, 'lessons', 20, 'rainbow', '二十課彩虹', '二十课彩虹', 'Twenty-lesson rainbow'],
  [6, 'lessons', 30, 'crown', '三十課小國王', '三十课小国王', 'Thirty-lesson crown'],
  [7, 'lessons', 50, 'trophy', '五十課冠軍', '五十课冠军', 'Fifty-lesson champion'],
  [8, 'missions', 1, 'tear-off-calendar', '完成每日打卡', '完成每日打卡', 'Daily check-in done'],
  [9, 'missions', 3, 'sun-with-face', '打卡三次', '打卡三次', 'Three check-ins'],
  [10, 'missions', 5, 'dragon', '打卡小飛龍', '打卡小飞龙', 'Check-in dragon'],
];
