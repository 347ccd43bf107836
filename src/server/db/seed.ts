import { randomInt } from 'node:crypto';
import type { AppContext } from '../context';
import { createMember, isUniqueViolation } from '../member/accounts';
import { hashPassword } from '../security/password';
import { startingSettingsOf } from '../children/settings';

/**
 * The demo parent account named in the README. It has no fixed password (issue 26: a password
 * printed in the README is a password anyone can read): each seeding draws a random one, shown
 * once on the console (startup.ts) and stored only as a hash. A test or development server may
 * set it with DEMO_PASSWORD (context.ts honours it only there).
 */
export const DEMO_ACCOUNT = {
  email: 'demo@hanzihouse.app',
  name: 'Demo Parent',
  child: { name: '小明', gender: 'boy', birthday: '2018-05-01' },
} as const;

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random password of 12 characters (about 70 bits), the longest the forms take (passwords are 8
 * to 12 characters: src/forms/account.ts), with a lower-case letter, an upper-case letter and a
 * digit, so it meets the sign-up rules too and can be typed into the login form.
 */
export function generatedPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < 12; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * Seeds the demo parent (verified) with one default child. Idempotent: does nothing
 * when the account exists, also when another instance seeds at the same moment.
 * Returns the password it was given when it created the account (to be shown once), else null.
 */
export async function seedDemo(ctx: AppContext): Promise<string | null> {
  const { db } = ctx;
  const exists = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', DEMO_ACCOUNT.email)
    .executeTakeFirst();
  if (exists) return null;

  const now = ctx.now();
  const password = ctx.config.demoPassword ?? generatedPassword();
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
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
          ...(await startingSettingsOf(trx, memberId)),
          created_at: now.toISOString(),
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return password;
}
