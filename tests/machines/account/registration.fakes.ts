import { fromPromise } from 'xstate';
import { vi } from 'vitest';

/**
 * A fake call for the account machines (registration, password reset): every
 * invocation records its input and waits until the test resolves or rejects it.
 */
export function fakeCall<TOutput, TInput>() {
  const calls: TInput[] = [];
  let pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input);
        pending = { resolve, reject };
      }),
  );
  function take() {
    if (!pending) throw new Error('no call is pending');
    const current = pending;
    pending = null;
    return current;
  }
  return {
    logic,
    calls,
    get isPending() {
      return pending !== null;
    },
    async resolve(value: TOutput) {
      take().resolve(value);
      await settle();
    },
    async reject(error: unknown) {
      take().reject(error);
      await settle();
    },
  };
}

/** Lets promise callbacks run without moving the fake clock. */
export function settle() {
  return vi.advanceTimersByTimeAsync(0);
}

/** An error as the app's `unwrap` throws it (an ApiError), for onError paths. */
export function apiError(code: string, message: string, errors: Record<string, string[]> = {}) {
  return Object.assign(new Error(message), { code, message, errors, httpStatus: Number(code) || 500 });
}
