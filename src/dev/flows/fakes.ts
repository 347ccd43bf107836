import { fromPromise } from 'xstate';
import type { Member } from '../../../machines/types';

/**
 * Fakes for the flows page: calls that answer after a short delay (so a
 * designer sees the pending state), errors shaped like the app's ApiError,
 * app actions that only log, and a sample member. Dev build only.
 */

/** How long a fake call takes. */
export const FAKE_LATENCY_MS = 800;

/**
 * A fake call: `reply(input)` after `FAKE_LATENCY_MS`; if `reply` throws, the
 * call fails with that error (use `callError`). Stopped when its state is left.
 */
export function fakeCall<TOutput, TInput>(reply: (input: TInput) => TOutput, ms = FAKE_LATENCY_MS) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const timer = setTimeout(() => {
          try {
            resolve(reply(input));
          } catch (error) {
            reject(error);
          }
        }, ms);
        signal.addEventListener('abort', () => clearTimeout(timer));
      }),
  );
}

/** An error as the app's `unwrap` throws it: the server's code, message and field errors. */
export function callError(code: string, message: string, errors: Record<string, string[]> = {}): Error {
  return Object.assign(new Error(message), { code, errors });
}

/** An app action (navigation, storage) that only says it ran, in the console. */
export function logAction(name: string) {
  return (_: unknown, params?: unknown) => {
    console.info(`[flow] ${name}`, params ?? '');
  };
}

/** A signed-in parent with one child. */
export const sampleMember: Member = {
  id: 7,
  email: 'parent@example.com',
  name: 'Mei',
  gender: 'female',
  type: 'monthly',
  is_email_valid: 1,
  class: { class_end_at: null },
  setting: {
    env_language: 2,
    language: 'tw',
    second_language: 'english',
    phonetic_symbol: 'phonetic',
    study_time_limit: 30,
    daily_task: 1,
    daily_task_times: 2,
    write_number: 3,
    write_hint: 1,
    eng_spell_hint: 1,
    bgm: 1,
  },
  invite_code: 'MEI2025',
  points: 120,
  remittable_points: 70,
  child: [
    {
      id: 11,
      child_id: 11,
      name: 'Xiao Ming',
      gender: 'boy',
      birthday: '2018-04-02',
      age: 7,
      avatar: null,
      is_default: 1,
      star: 12,
      complete_words: 30,
      write_leniency: 'normal',
    },
  ],
};
