import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  passwordResetMachine,
  type PasswordResetInput,
  type ResetRequest,
  type SetNewPasswordRequest,
} from '../../../machines/account/passwordReset.machine';
import type { resendCooldownMachine } from '../../../machines/account/resendCooldown.machine';
import type { NavigateParams } from '../../../machines/routes';
import { apiError, fakeCall } from './registration.fakes';

type CooldownSnapshot = SnapshotFrom<typeof resendCooldownMachine>;

/** The resend cooldown child of a running actor (the resend button and its counter live there). */
function cooldownOf(actor: { getSnapshot(): { children: { resendCooldown?: { getSnapshot(): CooldownSnapshot } } } }) {
  return actor.getSnapshot().children.resendCooldown!.getSnapshot();
}

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const stored: ResetRequest = { email: 'parent@example.com', email_verification_id: 'ev-3' };

function setupActor(input: PasswordResetInput = {}) {
  const sendCode = fakeCall<{ email_verification_id: string }, { email: string }>();
  const setNewPassword = fakeCall<unknown, SetNewPasswordRequest>();
  const actions = {
    storeRequest: vi.fn(),
    storeCaptchaExpireTime: vi.fn(),
    clearRequest: vi.fn(),
    /** Every `navigate` asked for, with its NavigateParams. */
    navigate: vi.fn<(params: NavigateParams) => void>(),
  };
  const machine = passwordResetMachine.provide({
    actors: { sendCode: sendCode.logic, setNewPassword: setNewPassword.logic },
    actions: {
      storeRequest: (_, params) => actions.storeRequest(params),
      storeCaptchaExpireTime: (_, params) => actions.storeCaptchaExpireTime(params),
      clearRequest: () => actions.clearRequest(),
      navigate: (_, params) => actions.navigate(params),
    },
  });
  const actor = createActor(machine, { input: { now: () => Date.now(), ...input } });
  actor.start();
  return { actor, sendCode, setNewPassword, actions };
}

async function codeSent() {
  const fixture = setupActor();
  fixture.actor.send({ type: 'email.submit', email: 'parent@example.com' });
  await fixture.sendCode.resolve({ email_verification_id: 'ev-3' });
  return fixture;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset machine', () => {
  it('sends a code, sets the new password and goes to the login page', async () => {
    const { actor, sendCode, setNewPassword, actions } = setupActor();
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send({ type: 'email.submit', email: 'parent@example.com' });
    expect(sendCode.calls).toEqual([{ email: 'parent@example.com' }]);
    await sendCode.resolve({ email_verification_id: 'ev-3' });

    expect(actor.getSnapshot().matches({ awaitingCode: { code: 'idle' } }) && cooldownOf(actor).matches('coolingDown')).toBe(true);
    expect(actions.storeRequest).toHaveBeenCalledWith({ request: stored });
    expect(actions.storeCaptchaExpireTime).toHaveBeenCalledWith({ captchaExpireTime: T0 + 60_000 });
    expect(actions.navigate.mock.calls.map(([params]) => params)).toEqual([{ to: 'forgetCaptcha' }]);

    actor.send({ type: 'password.submit', code: '123456', password: 'newpass12' });
    expect(setNewPassword.calls).toEqual([
      { email: 'parent@example.com', email_verification_id: 'ev-3', code: '123456', password: 'newpass12' },
    ]);
    await setNewPassword.resolve(null);

    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actions.clearRequest).toHaveBeenCalledTimes(1);
    expect(actions.navigate).toHaveBeenLastCalledWith({ to: 'login', replace: true, state: { notice: 'passwordReset' } });
    expect(actions.navigate).toHaveBeenCalledTimes(2);
  });

  it('stays on the e-mail form with the error when the code cannot be sent', async () => {
    const { actor, sendCode, actions } = setupActor();
    actor.send({ type: 'email.submit', email: 'parent@example.com' });
    await sendCode.reject(apiError('429', 'Too many attempts. Please try again later.'));

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.message).toBe('Too many attempts. Please try again later.');
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('refuses a resend at 59 s and allows it at 60 s', async () => {
    const { actor, sendCode } = await codeSent();

    await vi.advanceTimersByTimeAsync(59_000);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(false);
    expect(cooldownOf(actor).context.secondsLeft).toBe(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(sendCode.calls).toHaveLength(2);
    expect(sendCode.calls[1]).toEqual({ email: 'parent@example.com' });
  });

  it('a resend restarts the counter and uses the new verification id', async () => {
    const { actor, sendCode, setNewPassword, actions } = await codeSent();
    await vi.advanceTimersByTimeAsync(75_000);
    actor.send({ type: 'code.resend' });
    await sendCode.resolve({ email_verification_id: 'ev-4' });

    expect(cooldownOf(actor).context.secondsLeft).toBe(60);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(false);
    expect(actions.storeCaptchaExpireTime).toHaveBeenLastCalledWith({ captchaExpireTime: T0 + 75_000 + 60_000 });

    actor.send({ type: 'password.submit', code: '222222', password: 'newpass12' });
    expect(setNewPassword.calls[0]?.email_verification_id).toBe('ev-4');
  });

  it('keeps the code form with the error when the code is wrong', async () => {
    const { actor, setNewPassword, actions } = await codeSent();
    const message = 'The verification code is invalid or has expired';
    actor.send({ type: 'password.submit', code: '000000', password: 'newpass12' });
    await setNewPassword.reject(apiError('422', message, { code: [message] }));

    expect(actor.getSnapshot().matches({ awaitingCode: { code: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.error?.errors).toEqual({ code: [message] });
    expect(actions.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ to: 'login' }));
  });

  it('continues a stored request and its counter after a reload', async () => {
    const { actor } = setupActor({ request: stored, captchaExpireTime: T0 + 10_000 });
    expect(actor.getSnapshot().matches('awaitingCode') && cooldownOf(actor).matches('coolingDown')).toBe(true);
    expect(cooldownOf(actor).context.secondsLeft).toBe(10);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(true);
  });
});
