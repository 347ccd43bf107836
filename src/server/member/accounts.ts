import type { Kysely } from 'kysely';
import { NEW_MEMBER_CHALLENGE_SETTINGS } from '../../../machines/rules/learningSettings';
import type { Database } from '../db/schema';
import { newInviteCode } from '../security/tokens';
import { movePoints } from '../store/ledger';

export interface NewMember {
  /** Lower-cased. */
  email: string;
  passwordHash: string;
  name: string;
  envLanguage: 1 | 2 | 3;
  isEmailValid: 0 | 1;
  /** The member whose referral code was given, if any. */
  referrerId: number | null;
  /** Points for registering with a referral code (SPEC §9: 50). */
  referralBonus: number;
  now: Date;
  /** When the parent agreed to the privacy policy (sign-up); absent for the seeded demo account. */
  privacyAcceptedAt?: Date;
}

/**
 * Default learning settings from the interface language chosen at registration:
 * simplified (1) learns cn with pinyin; traditional (2) learns tw with zhuyin;
 * English (3) learns tw (the default script) with pinyin and English shown.
 */
export function defaultSettings(envLanguage: 1 | 2 | 3) {
  return {
    env_language: envLanguage,
    language: envLanguage === 1 ? ('cn' as const) : ('tw' as const),
    second_language: envLanguage === 3 ? ('english' as const) : ('none' as const),
    phonetic_symbol: envLanguage === 2 ? ('phonetic' as const) : ('rom' as const),
    study_time_limit: 0,
    daily_task: 1 as const,
    daily_task_times: 1,
    ...NEW_MEMBER_CHALLENGE_SETTINGS,
    bgm: 1 as const,
  };
}

/**
 * Creates a member, its settings and, with a referral, the 50 points (a 'recommendation'
 * row of the point ledger, store/ledger.ts; unremittable). Call inside a transaction.
 */
export async function createMember(db: Kysely<Database>, input: NewMember): Promise<number> {
  const at = input.now.toISOString();
  const bonus = input.referrerId === null ? 0 : input.referralBonus;
  const { id } = await db
    .insertInto('members')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      name: input.name,
      gender: null,
      type: null,
      class_end_at: null,
      is_email_valid: input.isEmailValid,
      invite_code: await unusedInviteCode(db),
      referred_by: input.referrerId,
      points: 0,
      created_at: at,
      updated_at: at,
      privacy_accepted_at: input.privacyAcceptedAt?.toISOString() ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('member_settings')
    .values({ member_id: id, ...defaultSettings(input.envLanguage) })
    .execute();

  // through the ledger: the 'recommendation' row and the balance together; a gift, never money,
  // so it can be spent in the store but never transferred out (machines/rules/points.ts)
  await movePoints(db, { memberId: id, item: 'recommendation', points: bonus, unremittable: bonus, at });
  return id;
}

async function unusedInviteCode(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    const taken = await db
      .selectFrom('members')
      .select('id')
      .where('invite_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/** True when the error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
