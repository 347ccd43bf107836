import { useEffect } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { CallError } from '../../../machines/types';
import { useServerMessage } from '../../api/serverMessages';

/** Which form field shows which API field's errors (`{ code: 'pincode' }`). */
export type ServerFieldMap<T extends FieldValues> = Partial<Record<string, Path<T>>>;

/** What it needs of a form: react-hook-form's `setError` (useEagerForm) or useTextForm's. */
export type SetFieldError<N extends string> = (
  name: N,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Puts a failed call's errors where the user looks for them (SPEC §8 "422:
 * the errors list is passed on"): each API field error on its form field
 * (translated with `serverMessage`, the first field focused), and returns the
 * message for the form-level alert: the server message when no field took it,
 * else null. Keep `fields` a module constant. The messages' table loads with
 * the first error (src/api/serverMessages.ts): until it is in, nothing shows but
 * a call that got no reply, which is said at once (offline, the table may not load).
 */
export function useServerErrors<N extends string>(
  error: CallError | null,
  setError: SetFieldError<N>,
  fields: Partial<Record<string, N>>,
): string | null {
  const serverMessage = useServerMessage(error !== null);

  useEffect(() => {
    if (!error) return;
    let focused = false;
    for (const [apiField, messages] of Object.entries(error.errors)) {
      const field = fields[apiField];
      const message = messages[0] ? serverMessage(messages[0]) : null;
      if (!field || message === null) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [error, setError, fields, serverMessage]);

  if (!error) return null;
  const unplaced = Object.entries(error.errors).find(([apiField]) => !fields[apiField]);
  if (unplaced?.[1][0]) return serverMessage(unplaced[1][0]);
  const placed = Object.keys(error.errors).some((apiField) => fields[apiField]);
  return placed ? null : serverMessage(error.message);
}
