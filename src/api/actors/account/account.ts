import { fromPromise } from 'xstate';
import type { CodeSent, RegisterRequest, VerifyRequest } from '../../../../machines/account/registration.types';
import type { SetNewPasswordRequest } from '../../../../machines/account/passwordReset.machine';
import { api, unwrap } from '../../client';

/**
 * The account calls of SPEC §7 as actors for the registration and
 * password-reset machines. Each resolves with the reply's `data` or rejects
 * with the client's `ApiError` (code, message, field errors).
 */

/** POST member/register → `email_verification_id` of the mailed code. */
export const register = fromPromise<CodeSent, RegisterRequest>(({ input }) =>
  unwrap(api.POST('/member/register', { body: input })),
);

/** POST member/verfiy (the spec's spelling). */
export const verify = fromPromise<unknown, VerifyRequest>(({ input }) =>
  unwrap(api.POST('/member/verfiy', { body: input })),
);

/** POST member/resend/register → the new code's `email_verification_id`. */
export const resendRegistrationCode = fromPromise<CodeSent, { email: string }>(({ input }) =>
  unwrap(api.POST('/member/resend/register', { body: input })),
);

/** POST member/forgotpwSend → `email_verification_id` of the mailed code. */
export const sendPasswordCode = fromPromise<CodeSent, { email: string }>(({ input }) =>
  unwrap(api.POST('/member/forgotpwSend', { body: input })),
);

/** POST member/setNewPassword. */
export const setNewPassword = fromPromise<unknown, SetNewPasswordRequest>(({ input }) =>
  unwrap(api.POST('/member/setNewPassword', { body: input })),
);

/** The registration machine's calls. */
export const registrationActors = { register, verify, resend: resendRegistrationCode };

/** The password-reset machine's calls. */
export const passwordResetActors = { sendCode: sendPasswordCode, setNewPassword };
