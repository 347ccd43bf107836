/**
 * Seeds a SQLite database with many members for `npm run bench` ("How cost grows", issue 10):
 * each member with settings, one or two children, and the children's progress as the app
 * would have written it: word passes (with a spaced-review memory), lesson progress, the
 * star ledger (one row per star earned, `children.star` its sum), paid orders and the point
 * ledger (`members.points` its sum), and two sessions (one live, one revoked).
 *
 * Fast on purpose: batched multi-row inserts through Kysely, a thousand members per
 * transaction, on the server's own SQLite file (migrated and seeded with the curriculum
 * by the server's own context first). Every member has the SAME password hash: one scrypt
 * hash at the OWASP cost of the password `Bench1234`, computed once and reused (hashing
 * 100,000 passwords at 128 MiB each would take hours and measure nothing the bench needs).
 * Live sessions have known tokens (`benchToken(memberId)`), so the load can act as any member.
 *
 * Alone: `npx tsx tests/bench/seed.ts --members 1000 [--dir DIR]` (a new temporary
 * directory when no --dir; the directory is printed, pass it to the server as DATA_DIR).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Insertable } from 'kysely';
import { createContext } from '../../src/server/context';
import type { Database } from '../../src/server/db/schema';
import { OWASP_COST, hashPassword } from '../../src/server/security/password';
import { sha256 } from '../../src/server/security/tokens';
import { seededRandom } from '../../machines/random';

/** The password of every seeded member. */
export const BENCH_PASSWORD = 'Bench1234';

/** The live session token of seeded member `memberId` (only ever in a throwaway bench database). */
export function benchToken(memberId: number): string {
  return `bench-session-${memberId}-0123456789abcdef0123456789abcdef`;
}

export interface SeededMember {
  memberId: number;
  token: string;
  /** The member's first (default) child. */
  childId: number;
}

export interface SeedResult {
  members: number;
  seconds: number;
  /** Rows written, by table. */
  rows: Record<string, number>;
  /** Up to `sample` members spread evenly over the seeded ones, for the load to act as. */
  sample: SeededMember[];
  /** The SQLite file's size in bytes after seeding. */
  bytes: number;
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const BATCH_MEMBERS = 1000;
/** Rows per INSERT statement: below SQLite's 32,766 bound variables for the widest table. */
const ROWS_PER_INSERT = 2000;


/** Seeds `count` members into the SQLite database of `dataDir` (created and migrated when new). */
export async function seedMembers(dataDir: string, count: number, options: { sample?: number } = {}): Promise<SeedResult> {
  const started = performance.now();
  const ctx = createContext({ nodeEnv: 'test', dataDir, logger: silent, readCacheMs: 0 });
  try {
    await ctx.ready;
    const { db, content } = ctx;
    const passwordHash = await hashPassword(BENCH_PASSWORD, OWASP_COST);
    // durability is not what a seed needs: the file is thrown away if the seed fails
    await sql`pragma synchronous = OFF`.execute(db);

    // the curriculum's lessons in learning order (radical by radical), with their radical
    const radicals = [...content.radicals.values()].sort((a, b) => a.position - b.position || a.id - b.id);
    const lessons = radicals.flatMap((r) => r.lesson_ids.map((id) => content.lessons.get(id)!).filter(Boolean));
    const firstMember = Number((await db.selectFrom('members').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
    const firstChild = Number((await db.selectFrom('children').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
    const rows: Record<string, number> = {};
    const sampleSize = Math.min(options.sample ?? 1000, count);
    const sampleEvery = count / sampleSize;
    const sample: SeededMember[] = [];
    const rand = seededRandom(count);
    const now = Date.now();
    const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
    const DAY = 86_400_000;
    let childId = firstChild;

    for (let from = 0; from < count; from += BATCH_MEMBERS) {
      const t: { [K in keyof Database]?: Insertable<Database[K]>[] } = {};
      const push = <K extends keyof Database>(table: K, row: Insertable<Database[K]>) => {
        ((t[table] ??= []) as Insertable<Database[K]>[]).push(row);
      };
      for (let n = from; n < Math.min(from + BATCH_MEMBERS, count); n++) {
        const memberId = firstMember + n;
        const created = iso(Math.floor(rand() * 365) * DAY + DAY);
        // a quarter pays for a year (an order, its point-pack sibling for some)
        const paying = rand() < 0.25;
        const buysPoints = rand() < 0.2;
        const orders: Insertable<Database['orders']>[] = [];
        let points = 0;
        if (paying) {
          orders.push({
            member_id: memberId, product_id: 3, plan: 'yearly', kind: 'membership', months: 12, pack_points: 0, price: 2690,
            amount: 2690, used_points: 0, pay_method: 'credit_card', status: 'paid', created_at: created, paid_at: created, payment_url: null,
          });
        }
        if (buysPoints) {
          orders.push({
            member_id: memberId, product_id: 4, plan: null, kind: 'points', months: 0, pack_points: 300, price: 300,
            amount: 300, used_points: 0, pay_method: 'alipay', status: 'paid', created_at: created, paid_at: created, payment_url: null,
          });
          push('point_records', { member_id: memberId, item: 'purchase', points: 300, created_at: created });
          points += 300;
        }
        if (rand() < 0.1) {
          orders.push({
            member_id: memberId, product_id: 1, plan: 'monthly', kind: 'membership', months: 1, pack_points: 0, price: 290,
            amount: 290, used_points: 0, pay_method: 'wechat_pay', status: 'pending', created_at: created, paid_at: null, payment_url: null,
          });
        }
        for (const order of orders) push('orders', order);
        push('members', {
          id: memberId,
          email: `bench${memberId}@bench.hanzihouse.test`,
          password_hash: passwordHash,
          name: `Parent ${memberId}`,
          gender: rand() < 0.5 ? 'female' : 'male',
          type: paying ? 'yearly' : null,
          class_end_at: paying ? iso(-180 * DAY) : null,
          is_email_valid: 1,
          invite_code: `B${memberId.toString(36).toUpperCase()}`,
          referred_by: null,
          points,
          created_at: created,
          updated_at: created,
          privacy_accepted_at: created,
        });
        push('member_settings', {
          member_id: memberId, env_language: 2, language: rand() < 0.7 ? 'tw' : 'cn', second_language: 'none', phonetic_symbol: 'phonetic',
          study_time_limit: 0, daily_task: 0, daily_task_times: 1, write_number: 1, write_hint: 1, eng_spell_hint: 1, bgm: 1,
        });
        push('sessions', { member_id: memberId, token_hash: sha256(`revoked-${memberId}`), created_at: created, expires_at: iso(-30 * DAY), revoked_at: created });
        push('sessions', { member_id: memberId, token_hash: sha256(benchToken(memberId)), created_at: iso(0), expires_at: iso(-30 * DAY), revoked_at: null });

        const childCount = rand() < 0.5 ? 1 : 2;
        for (let k = 0; k < childCount; k++, childId++) {
          if (k === 0 && sample.length < sampleSize && n >= Math.floor(sample.length * sampleEvery)) {
            sample.push({ memberId, token: benchToken(memberId), childId });
          }
          // 0 to 8 lessons done; the lessons beyond the first of a radical need the yearly plan
          let done = Math.floor(rand() * 9);
          if (!paying) done = Math.min(done, 1);
          let stars = 0;
          let words = 0;
          for (let l = 0; l < done && l < lessons.length; l++) {
            const lesson = lessons[l]!;
            const at = iso(Math.floor(rand() * 60) * DAY);
            for (const wordId of lesson.word_ids) {
              push('child_word_progress', {
                child_id: childId, word_id: wordId, finish_explaining: 1, is_passed: 1, due: iso(-Math.floor(rand() * 20) * DAY),
                stability: 3 + rand() * 10, difficulty: 5, elapsed_days: 0, scheduled_days: 3, learning_steps: 0, reps: 1, lapses: 0,
                state: 2, last_review: at, created_at: at, updated_at: at,
              });
              push('star_records', { child_id: childId, reason: 'word', stars: 1, created_at: at });
              stars += 1;
              words += 1;
            }
            push('child_lesson_progress', { child_id: childId, lesson_id: lesson.id, story: 1, completion: 1, created_at: at, updated_at: at });
            push('star_records', { child_id: childId, reason: 'lesson', stars: 1, created_at: at });
            stars += 1;
          }
          // the current lesson: its first word explained, not yet passed
          const current = lessons[done];
          if (current?.word_ids[0] !== undefined) {
            push('child_word_progress', {
              child_id: childId, word_id: current.word_ids[0], finish_explaining: 1, is_passed: 0, due: null, stability: 0, difficulty: 0,
              elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0, last_review: null, created_at: iso(0), updated_at: iso(0),
            });
          }
          push('children', {
            id: childId, member_id: memberId, name: `Child ${childId}`, gender: rand() < 0.5 ? 'boy' : 'girl',
            birthday: `${2014 + Math.floor(rand() * 8)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`, avatar_upload_id: null,
            is_default: k === 0 ? 1 : 0, star: stars, complete_words: words, created_at: created,
          });
        }
      }
      // parents before the rows that reference them
      const order: (keyof Database)[] = ['members', 'member_settings', 'sessions', 'orders', 'point_records', 'children', 'child_word_progress', 'child_lesson_progress', 'star_records'];
      await db.transaction().execute(async (trx) => {
        for (const table of order) {
          const all = t[table] ?? [];
          for (let i = 0; i < all.length; i += ROWS_PER_INSERT) {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            await trx.insertInto(table).values(all.slice(i, i + ROWS_PER_INSERT) as any).execute();
          }
          rows[table] = (rows[table] ?? 0) + all.length;
        }
      });
    }
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await sql`analyze`.execute(db);
    const { page_count: pages } = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!;
    const { page_size: pageSize } = (await sql<{ page_size: number }>`pragma page_size`.execute(db)).rows[0]!;
    return { members: count, seconds: (performance.now() - started) / 1000, rows, sample, bytes: pages * pageSize };
  } finally {
    await ctx.close();
  }
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1]?.endsWith('seed.ts')) {
  const count = Number((argument('members') ?? '1000').replace(/[_,]/g, ''));
  const dir = argument('dir') ?? mkdtempSync(join(tmpdir(), 'hanzi-seed-'));
  const result = await seedMembers(dir, count);
  console.log(`seeded ${result.members} members in ${result.seconds.toFixed(1)} s into ${dir} (${(result.bytes / 1024 / 1024).toFixed(0)} MB)`);
  for (const [table, n] of Object.entries(result.rows)) console.log(`  ${table}: ${n}`);
}
