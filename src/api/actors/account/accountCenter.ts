import { fromPromise } from 'xstate';
import type { PointRecord, TransactionRecord } from '../../../../machines/account/accountCenter.machine';
import type { AccountSettings } from '../../../../machines/account/accountSettings.machine';
import type { PasswordChange } from '../../../../machines/account/changePassword.machine';
import type { RemitRequest, RemittanceRecord } from '../../../../machines/account/remittance.machine';
import type { Member } from '../../../../machines/types';
import { api, unwrap } from '../../client';

/** The contract marks Child-Id as required on these calls; the client's middleware adds the current child's. */
const CHILD = {} as { 'Child-Id': number };

/**
 * The account center's calls (SPEC §7) as actors for its machines. Each
 * resolves with the reply's `data` or rejects with the client's `ApiError`
 * (code, message, field errors).
 */

/** Writes text to the clipboard (the referral code's copy button). */
export const copyText = fromPromise<void, { text: string }>(async ({ input }) => {
  if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
  await navigator.clipboard.writeText(input.text);
});

/** GET pointRecords, newest first. */
export const loadPointRecords = fromPromise<PointRecord[], void>(({ signal }) => unwrap(api.GET('/pointRecords', { signal, params: { header: CHILD } })));

/** GET orders (the transaction records), newest first. */
export const loadTransactionRecords = fromPromise<TransactionRecord[], void>(({ signal }) => unwrap(api.GET('/orders', { signal, params: { header: CHILD } })));

/** PUT members/{id} with the account settings → the member. */
export function saveAccountSettings(memberId: number) {
  return fromPromise<Member, AccountSettings>(({ input }) => {
    const { gender, ...rest } = input;
    const body = gender ? { ...rest, gender } : rest;
    return unwrap(api.PUT('/members/{id}', { params: { path: { id: memberId } }, body }));
  });
}

/** POST member/password?origin_password=…&password=… (SPEC §7 puts both in the query). */
export const changePassword = fromPromise<unknown, PasswordChange>(({ input }) =>
  unwrap(
    api.POST('/member/password', {
      params: { query: { origin_password: input.oldPassword, password: input.newPassword } },
    }),
  ),
);

/** POST member/selfDelete with the password. */
export const deleteSelf = fromPromise<unknown, { password: string }>(({ input }) =>
  unwrap(api.POST('/member/selfDelete', { body: { password: input.password } })),
);

/** POST point/remit with the bank fields in the query (SPEC §7; the contract says why that is safe here). */
export const remitPoints = fromPromise<unknown, RemitRequest>(({ input }) =>
  unwrap(api.POST('/point/remit', { params: { query: input, header: CHILD } })),
);

/** GET point/remit: the member's past requests, numbers masked. */
export const loadRemittances = fromPromise<RemittanceRecord[], void>(({ signal }) => unwrap(api.GET('/point/remit', { signal })));

export const accountCenterActors = { copyText, loadPointRecords, loadTransactionRecords };
export const changePasswordActors = { changePassword };
export const deleteMemberActors = { deleteSelf };
export const remittanceActors = { remitPoints, loadRequests: loadRemittances };

/** GET content/sources: every source of the curriculum and its licence (the about-us page). */
export const loadContentSources = fromPromise<unknown, unknown>(({ signal }) => unwrap(api.GET('/content/sources', { signal })));
