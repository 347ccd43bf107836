import type { AppContext } from '../context';
import { createMember, isUniqueViolation } from '../member/accounts';
import { hashPassword } from '../security/password';

/** The demo parent account named in the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@hanzihouse.app',
  password: 'Demo1234',
  name: 'Demo Parent',
  child: { name: '小明', gender: 'boy', birthday: '2018-05-01' },
} as const;

/**
 * Seeds the demo parent (verified) with one default child. Idempotent: does nothing
 * when the account exists, also when another instance seeds at the same moment.
 * Returns true when it created the account.
 */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const { db } = ctx;
  const exists = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', DEMO_ACCOUNT.email)
    .executeTakeFirst();
  if (exists) return false;

  const now = ctx.now();
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password, ctx.config.passwordCost);
  try {
    await db.transaction().execute(async (trx) => {
      const memberId = await createMember(trx, {
        email: DEMO_ACCOUNT.email,
        passwordHash,
        name: DEMO_ACCOUNT.name,
        envLanguage: 2,
        isEmailValid: 1,
        referrerId: null,
        referralBonus: 0,
        now,
      });
      await trx
        .insertInto('children')
        .values({
          member_id: memberId,
          name: DEMO_ACCOUNT.child.name,
          gender: DEMO_ACCOUNT.child.gender,
          birthday: DEMO_ACCOUNT.child.birthday,
          avatar_upload_id: null,
          is_default: 1,
          star: 0,
          complete_words: 0,
          created_at: now.toISOString(),
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
