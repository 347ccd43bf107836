import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { fail, messages } from '../http/reply';
import { codeMail, type CodePurpose } from '../mail';
import { derivedKey } from '../security/keys';
import { newCode, newId } from '../security/tokens';

/**
 * E-mail verification codes (registration and password reset).
 *
 * - 6 digits, mailed to the member; only a keyed hash is stored (`codeHash`).
 * - Valid for 10 minutes, single use; a new code for the same e-mail and purpose
 *   invalidates the previous ones.
 * - At most 5 wrong tries: the 5th wrong try kills the code and every later try is
 *   refused with 'Too many wrong attempts. Please request a new code.'.
 */
export interface IssueCode {
  email: string;
  /** null: no account has this e-mail (forgotpwSend): the same work, nothing stored or mailed. */
  memberId: number | null;
  purpose: CodePurpose;
  envLanguage: number;
  /**
   * 'after-reply': the mail is queued and sent after the reply (a failure is logged), so a
   * known e-mail is not told apart from an unknown one by the time a mail server takes.
   */
  mail?: 'before-reply' | 'after-reply';
}

/**
 * What is stored of a code: HMAC-SHA256 of the row id and the code, with a key derived from the
 * server's remittance key (security/keys.ts), hex. A code has only a million values: a plain hash,
 * even salted with the row id, gives it away to anyone who reads the table (a leaked backup) in a
 * second of hashing, within the code's 10 minutes. Without the key the stored hash says nothing.
 */
export function codeHash(keys: { remit: Buffer }, verificationId: string, code: string): string {
  return createHmac('sha256', derivedKey(keys.remit, 'hanzi-house e-mail codes')).update(`${verificationId}:${code}`).digest('hex');
}

/**
 * Stores a new code, mails it, and returns its `email_verification_id`. Without a member
 * the same code is drawn and hashed and the same transaction runs (its update finds
 * nothing), but nothing is inserted or mailed: both paths take the same time.
 */
export async function issueCode(ctx: AppContext, input: IssueCode): Promise<string> {
  const now = ctx.now();
  const id = newId();
  const code = newCode();
  const hash = codeHash(ctx.keys, id, code);
  const { memberId } = input;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_verifications')
      .set({ used_at: now.toISOString() })
      .where('email', '=', input.email)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .execute();
    if (memberId === null) return;
    await trx
      .insertInto('email_verifications')
      .values({
        id,
        email: input.email,
        member_id: memberId,
        purpose: input.purpose,
        code_hash: hash,
        expires_at: new Date(now.getTime() + ctx.config.codeTtlMinutes * 60_000).toISOString(),
        attempts: 0,
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  if (memberId === null) return id;
  // no user-chosen text (the registration name) goes into mail: only our words and the code
  const mail = { to: input.email, ...codeMail(input.purpose, input.envLanguage, code, ctx.config.codeTtlMinutes), code };
  if (input.mail === 'after-reply') {
    ctx.mailer.send(mail).catch((error: unknown) => ctx.logger.error('a code mail could not be sent', { error }));
  } else {
    await ctx.mailer.send(mail);
  }
  return id;
}

export interface CheckCode {
  verificationId: string;
  email: string;
  purpose: CodePurpose;
  code: string;
}

/**
 * Checks a code without using it up. A wrong code counts a try (kept even though the
 * request fails). Throws the 422 wrapper on `code`; returns the member id on success.
 * The caller then calls `consumeCode` inside the transaction that acts on it.
 */
export async function checkCode(ctx: AppContext, input: CheckCode): Promise<{ memberId: number }> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .selectFrom('email_verifications')
    .selectAll()
    .where('id', '=', input.verificationId)
    .executeTakeFirst();
  if (
    !row ||
    row.member_id === null ||
    row.email !== input.email ||
    row.purpose !== input.purpose ||
    row.used_at !== null ||
    row.expires_at <= now
  ) {
    throw fail.field('code', messages.codeInvalid);
  }
  const max = ctx.config.maxCodeAttempts;
  if (row.attempts >= max) throw fail.field('code', messages.codeDead);

  const given = Buffer.from(codeHash(ctx.keys, row.id, input.code));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await ctx.db
      .updateTable('email_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw fail.field('code', row.attempts + 1 >= max ? messages.codeDead : messages.codeInvalid);
  }
  return { memberId: row.member_id };
}

/** Marks a checked code used; refuses when a concurrent request used it first. */
export async function consumeCode(db: Kysely<Database>, verificationId: string, now: Date) {
  const result = await db
    .updateTable('email_verifications')
    .set({ used_at: now.toISOString() })
    .where('id', '=', verificationId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw fail.field('code', messages.codeInvalid);
}
