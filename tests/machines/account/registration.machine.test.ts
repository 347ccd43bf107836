import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../../machines/account/registration.machine';
import type {
  CodeSent,
  RegisterForm,
  RegisterRequest,
  Registration,
  RegistrationInput,
  VerifyRequest,
} from '../../../machines/account/registration.types';
import type { resendCooldownMachine } from '../../../machines/account/resendCooldown.machine';
import type { NavigateParams } from '../../../machines/routes';
import { apiError, fakeCall } from './registration.fakes';

type CooldownSnapshot = SnapshotFrom<typeof resendCooldownMachine>;

/** The resend cooldown child of a running actor (the resend button and its counter live there). */
function cooldownOf(actor: { getSnapshot(): { children: { resendCooldown?: { getSnapshot(): CooldownSnapshot } } } }) {
  return actor.getSnapshot().children.resendCooldown!.getSnapshot();
}

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const request: RegisterForm = {
  email: 'parent@example.com',
  password: 'secret123',
  name: 'Mei',
  env_language: 2,
  privacyAccepted: true,
};
/** What the server is sent for `request`. */
const sent: RegisterRequest = {
  email: 'parent@example.com',
  password: 'secret123',
  name: 'Mei',
  env_language: 2,
  privacy_accepted: 1,
};

const pending: Registration = { email: 'parent@example.com', name: 'Mei', email_verification_id: 'ev-7' };

function setupActor(input: RegistrationInput = {}) {
  const register = fakeCall<CodeSent, RegisterRequest>();
  const verify = fakeCall<unknown, VerifyRequest>();
  const resend = fakeCall<CodeSent, { email: string }>();
  const actions = {
    storeRegistration: vi.fn(),
    storeCaptchaExpireTime: vi.fn(),
    clearRegistration: vi.fn(),
    /** Every `navigate` asked for, with its NavigateParams. */
    navigate: vi.fn<(params: NavigateParams) => void>(),
  };
  const machine = registrationMachine.provide({
    actors: { register: register.logic, verify: verify.logic, resend: resend.logic },
    actions: {
      storeRegistration: (_, params) => actions.storeRegistration(params),
      storeCaptchaExpireTime: (_, params) => actions.storeCaptchaExpireTime(params),
      clearRegistration: () => actions.clearRegistration(),
      navigate: (_, params) => actions.navigate(params),
    },
  });
  const actor = createActor(machine, { input: { now: () => Date.now(), ...input } });
  actor.start();
  return { actor, register, verify, resend, actions };
}

/** Registers and lets the server answer: the actor awaits the code, cooldown started at T0. */
async function registered() {
  const fixture = setupActor();
  fixture.actor.send({ type: 'registration.submit', ...request });
  await fixture.register.resolve({ email_verification_id: 'ev-7' });
  return fixture;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('registration machine', () => {
  it('registers, verifies the code and goes to the login page', async () => {
    const { actor, register, verify, actions } = setupActor();
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send({ type: 'registration.submit', ...request, invite_code: 'FRIEND1' });
    expect(actor.getSnapshot().value).toBe('registering');
    expect(register.calls).toEqual([{ ...sent, invite_code: 'FRIEND1' }]);

    await register.resolve({ email_verification_id: 'ev-7' });
    expect(actor.getSnapshot().matches({ awaitingCode: { code: 'idle' } }) && cooldownOf(actor).matches('coolingDown')).toBe(true);
    expect(actions.storeRegistration).toHaveBeenCalledWith({ registration: pending });
    expect(actions.storeCaptchaExpireTime).toHaveBeenCalledWith({ captchaExpireTime: T0 + 60_000 });
    expect(actions.navigate.mock.calls.map(([params]) => params)).toEqual([{ to: 'registerCaptcha' }]);
    expect(cooldownOf(actor).context.secondsLeft).toBe(60);

    actor.send({ type: 'code.submit', code: '123456' });
    expect(verify.calls).toEqual([{ email: 'parent@example.com', email_verification_id: 'ev-7', code: '123456' }]);
    await verify.resolve(null);

    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actions.clearRegistration).toHaveBeenCalledTimes(1);
    expect(actions.navigate).toHaveBeenLastCalledWith({ to: 'login', replace: true, state: { notice: 'registered' } });
    expect(actions.navigate).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without the consent to the privacy policy, and says so on its field', async () => {
    const { actor, register } = setupActor();
    actor.send({ type: 'registration.submit', ...request, privacyAccepted: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(register.calls).toEqual([]);
    expect(actor.getSnapshot().context.error).toEqual({
      code: '422',
      message: 'Please read and agree to the privacy policy',
      errors: { privacy_accepted: ['Please read and agree to the privacy policy'] },
    });

    actor.send({ type: 'registration.submit', ...request });
    expect(actor.getSnapshot().value).toBe('registering');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(register.calls).toEqual([sent]);
  });

  it('replaces the pending registration it corrects (a mistyped e-mail), once', async () => {
    const { actor, register } = setupActor({ replaces: 'ev-7' });
    actor.send({ type: 'registration.submit', ...request, email: 'right@example.com' });
    expect(register.calls).toEqual([{ ...sent, email: 'right@example.com', replaces: 'ev-7' }]);
    await register.resolve({ email_verification_id: 'ev-9' });
    expect(actor.getSnapshot().context.replaces).toBeNull();
  });

  it('keeps the form with the server error when register fails', async () => {
    const { actor, register, actions } = setupActor();
    actor.send({ type: 'registration.submit', ...request });
    await register.reject(
      apiError('422', 'This e-mail has been registered', { email: ['This e-mail has been registered'] }),
    );

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toEqual({
      code: '422',
      message: 'This e-mail has been registered',
      errors: { email: ['This e-mail has been registered'] },
    });
    expect(snapshot.context.registration).toBeNull();
    expect(actions.storeRegistration).not.toHaveBeenCalled();

    actor.send({ type: 'registration.submit', ...request, email: 'other@example.com' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a resend at 59 s and allows it at 60 s', async () => {
    const { actor, resend } = await registered();

    await vi.advanceTimersByTimeAsync(59_000);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(false);
    expect(cooldownOf(actor).context.secondsLeft).toBe(1);
    actor.send({ type: 'code.resend' });
    expect(resend.calls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(true);
    expect(cooldownOf(actor).context.secondsLeft).toBe(0);
    actor.send({ type: 'code.resend' });
    expect(resend.calls).toEqual([{ email: 'parent@example.com' }]);
  });

  it('counts the seconds down once a second', async () => {
    const { actor } = await registered();
    const seen: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      seen.push(cooldownOf(actor).context.secondsLeft);
    }
    expect(seen).toEqual([59, 58, 57]);
  });

  it('a resend resets the counter, keeps the code entry and stores the new expiry', async () => {
    const { actor, resend, verify, actions } = await registered();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(500);
    await resend.resolve({ email_verification_id: 'ev-8' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ awaitingCode: { code: 'idle' } }) && cooldownOf(actor).matches('coolingDown')).toBe(true);
    expect(cooldownOf(actor).context.secondsLeft).toBe(60);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(false);
    expect(actions.storeCaptchaExpireTime).toHaveBeenLastCalledWith({ captchaExpireTime: T0 + 60_500 + 60_000 });
    expect(actions.storeRegistration).toHaveBeenLastCalledWith({ registration: { ...pending, email_verification_id: 'ev-8' } });

    actor.send({ type: 'code.submit', code: '654321' });
    expect(verify.calls.at(-1)).toEqual({ email: 'parent@example.com', email_verification_id: 'ev-8', code: '654321' });
  });

  it('a failed resend shows its error and may be tried again', async () => {
    const { actor, resend } = await registered();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    await resend.reject(apiError('429', 'Too many attempts. Please try again later.'));

    expect(actor.getSnapshot().matches('awaitingCode') && cooldownOf(actor).matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('429');
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(true);
  });

  it('keeps waiting for the code, with the error, when verification fails', async () => {
    const { actor, verify, actions } = await registered();
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'code.submit', code: '000000' });
    const message = 'The verification code is invalid or has expired';
    await verify.reject(apiError('422', message, { code: [message] }));

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ awaitingCode: { code: 'idle' } }) && cooldownOf(actor).matches('coolingDown')).toBe(true);
    expect(snapshot.context.error).toEqual({ code: '422', message, errors: { code: [message] } });
    expect(cooldownOf(actor).context.secondsLeft).toBe(50);
    expect(actions.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ to: 'login' }));

    actor.send({ type: 'code.submit', code: '123456' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(verify.calls).toHaveLength(2);
  });

  it('continues the stored counter after a reload', async () => {
    const { actor, register } = setupActor({ registration: pending, captchaExpireTime: T0 + 25_000 });

    expect(actor.getSnapshot().matches('awaitingCode') && cooldownOf(actor).matches('coolingDown')).toBe(true);
    expect(cooldownOf(actor).context.secondsLeft).toBe(25);
    expect(register.calls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(24_999);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(cooldownOf(actor).can({ type: 'code.resend' })).toBe(true);
  });

  it('allows a resend at once when the stored counter has run out', () => {
    const { actor } = setupActor({ registration: pending, captchaExpireTime: T0 - 1 });
    expect(actor.getSnapshot().matches('awaitingCode') && cooldownOf(actor).matches('ready')).toBe(true);
    expect(cooldownOf(actor).context.secondsLeft).toBe(0);
  });

  it('never waits longer than one cooldown, whatever was stored', () => {
    const { actor } = setupActor({ registration: pending, captchaExpireTime: T0 + 3_600_000 });
    expect(cooldownOf(actor).context.secondsLeft).toBe(60);
  });

  it('a signed-in member without a code first asks for one', async () => {
    const { actor, resend, verify } = setupActor({
      registration: { email: 'parent@example.com', name: 'Mei', email_verification_id: null },
    });
    expect(actor.getSnapshot().can({ type: 'code.submit', code: '123456' })).toBe(false);
    actor.send({ type: 'code.submit', code: '123456' });
    expect(verify.calls).toHaveLength(0);

    actor.send({ type: 'code.resend' });
    await resend.resolve({ email_verification_id: 'ev-9' });
    expect(cooldownOf(actor).context.secondsLeft).toBe(60);
    actor.send({ type: 'code.submit', code: '123456' });
    expect(verify.calls).toEqual([{ email: 'parent@example.com', email_verification_id: 'ev-9', code: '123456' }]);
  });
});
