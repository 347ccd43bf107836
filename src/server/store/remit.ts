import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import { canRemitBalance, remittablePoints, type PointBalance } from '../../../machines/rules/points';
import { isBankAccountNumber, isBankCode, isPhoneNumber, isTaiwanIdNumber, MIN_REMIT_POINTS } from '../../../machines/rules/remittance';
import type { Database, RemittancesTable } from '../db/schema';
import { fail, messages } from '../http/reply';
import { email, object, requiredOr, text, toFieldErrors } from '../http/validate';
import { masked, sealer } from '../security/sealed';
import { balanceOf, movePoints } from './ledger';

/**
 * Point remittance (SPEC §3 point remittance request, §5 "Points transfer needs at least
 * 2000 points", §8 'Transfer is successful'): the member asks for the points to be paid
 * into a bank account.
 *
 * The whole REMITTABLE part of the balance is transferred: SPEC §7's call carries the bank
 * fields and nothing else (no amount), and SPEC §9 calls it transferring "points as income":
 * what the referrals earned goes out at once. Points that never were money (the registration
 * bonus, points bought through the sandbox: machines/rules/points.ts) stay, to be spent in the
 * store; the 2000 minimum applies to the remittable part. The points are held when the request
 * is made, by a ledger row (item 'transferred', minus the remittable part) in the same
 * transaction as the request's row, so they can be neither spent nor transferred twice meanwhile.
 *
 * The bank account number and the ID number are sealed (AES-256-GCM, security/sealed.ts)
 * and only ever sent back masked.
 */

/** SPEC §9: points can be transferred out from 2000 on (machines/rules/remittance.ts, the form's rule too). */
export const MIN_TRANSFER_POINTS = MIN_REMIT_POINTS;

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

/** The form's fields (SPEC §3), each checked; the query of POST point/remit. */
export const remitQuery = object({
  bank_name: text(100),
  bank_code: v.pipe(text(20), v.check(isBankCode, messages.bankCode)),
  bank_account_name: text(100),
  bank_account_number: v.pipe(
    text(40),
    v.check(isBankAccountNumber, messages.accountNumber),
    v.transform(digitsOnly),
  ),
  id_number: v.pipe(
    v.string(requiredOr(messages.idNumber)),
    v.trim(),
    v.nonEmpty(messages.required),
    v.toUpperCase(),
    v.check(isTaiwanIdNumber, messages.idNumber),
  ),
  address: text(200),
  phone: v.pipe(
    text(30),
    v.check(isPhoneNumber, messages.phone),
    v.check((s) => s.replace(/\D/g, '').length <= 15, messages.phone),
  ),
  email,
});

export type RemitInput = v.InferOutput<typeof remitQuery>;

/**
 * Validates the query: every field's error at once, under SPEC §8's generic
 * 'Please confirm if your information is correct'.
 */
export async function parseRemitQuery(query: Record<string, string>): Promise<RemitInput> {
  const result = await v.safeParseAsync(remitQuery, query, { abortPipeEarly: true, message: messages.invalidValue });
  if (!result.success) throw fail.form(messages.checkInformation, toFieldErrors(result.issues));
  return result.output;
}

/** Refuses a balance whose remittable part is under the minimum: a 422 on `points`, nothing written. */
export function assertTransferable(balance: PointBalance) {
  if (!canRemitBalance(balance)) throw fail.field('points', messages.transferMinimum(MIN_TRANSFER_POINTS));
}

/** Holds the remittable part of the balance and stores the request, in one transaction. */
export async function requestRemittance(
  db: Kysely<Database>,
  key: Buffer,
  input: { memberId: number; fields: RemitInput; now: Date },
): Promise<Selectable<RemittancesTable>> {
  const seal = sealer(key);
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const balance = await balanceOf(trx, input.memberId);
    assertTransferable(balance);
    const points = remittablePoints(balance);
    await movePoints(trx, { memberId: input.memberId, item: 'transferred', points: -points, spend: 'remittance', at, field: 'points' });
    const { fields } = input;
    return trx
      .insertInto('remittances')
      .values({
        member_id: input.memberId,
        points,
        status: 'pending',
        bank_name: fields.bank_name,
        bank_code: fields.bank_code,
        bank_account_name: fields.bank_account_name,
        bank_account_number: seal.seal(fields.bank_account_number, 'bank_account_number'),
        id_number: seal.seal(fields.id_number, 'id_number'),
        address: fields.address,
        phone: fields.phone,
        email: fields.email,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** A request as the member may see it (the contract's `Remittance`): numbers masked. */
export function remittanceView(row: Selectable<RemittancesTable>, key: Buffer) {
  const seal = sealer(key);
  return {
    id: row.id,
    points: row.points,
    status: row.status,
    bank_name: row.bank_name,
    bank_code: row.bank_code,
    bank_account_name: row.bank_account_name,
    bank_account_number: masked(seal.open(row.bank_account_number, 'bank_account_number')),
    id_number: masked(seal.open(row.id_number, 'id_number')),
    created_at: row.created_at,
  };
}
