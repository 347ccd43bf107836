import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';

/** A field's shown error, shaped as react-hook-form's (`formState.errors.email?.message`). */
export interface TextFieldError {
  type: string;
  message: string;
}

/**
 * The small form helper of the text-only forms a visitor meets first (/login, /forget,
 * /register-captcha): the same eager validation as `useEagerForm` (SPEC §5: a field is first
 * checked when it is left or on submit, then on every change; after a submit every field is
 * checked on every change), the same valibot schemas (src/forms/), and the slice of
 * react-hook-form's interface those pages use (`register`, `handleSubmit`, `setError`,
 * `formState.errors`), without react-hook-form: it keeps 12 KB gzip out of what `/login`
 * loads (tests/budget/). Forms with checkboxes, watched or linked fields (/register,
 * /forget/captcha, the set-up forms) keep `useEagerForm`.
 *
 * Each field shows the first message of its first failing rule; the inputs are uncontrolled
 * (`register(name)` gives `name`, `ref`, `onChange`, `onBlur`), and submit reads their values.
 */
export function useTextForm<F extends string, S extends GenericSchema<Record<F, string>, Record<F, string>>>(
  build: (i18n: I18n) => S,
  defaultValues: Record<F, string>,
) {
  const { i18n } = useLingui();
  const schema = useMemo(() => build(i18n), [build, i18n]);
  const [errors, setErrors] = useState<Partial<Record<F, TextFieldError>>>({});
  const values = useRef<Record<F, string>>({ ...defaultValues });
  const elements = useRef(new Map<F, HTMLInputElement>());
  const touched = useRef(new Set<F>());
  const submitted = useRef(false);

  /** Every field's first message under the schema, and the parsed values when there is none. */
  const check = useCallback(() => {
    const result = safeParse(schema, values.current, { abortPipeEarly: false });
    const found: Partial<Record<F, TextFieldError>> = {};
    for (const issue of result.issues ?? []) {
      const key = issue.path?.[0]?.key as F | undefined;
      if (key !== undefined && !found[key]) found[key] = { type: issue.type, message: issue.message };
    }
    return { found, output: result.success ? (result.output as InferOutput<S>) : null };
  }, [schema]);

  const checkField = useCallback(
    (name: F) => {
      const error = check().found[name];
      setErrors((shown) => {
        if (shown[name]?.message === error?.message) return shown;
        const next = { ...shown };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      });
    },
    [check],
  );

  const register = useCallback(
    (name: F) => ({
      name,
      ref: (element: HTMLInputElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        values.current[name] = event.target.value;
        if (touched.current.has(name) || submitted.current) checkField(name);
      },
      onBlur: () => {
        touched.current.add(name);
        checkField(name);
      },
    }),
    [checkField],
  );

  const handleSubmit = useCallback(
    (onValid: (output: InferOutput<S>) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      for (const [name, element] of elements.current) values.current[name] = element.value;
      const { found, output } = check();
      setErrors(found);
      if (output) {
        onValid(output);
        return;
      }
      // the first field with an error, in the order of the form, gets the focus
      const first = [...elements.current].find(([name]) => found[name]);
      first?.[1].focus();
    },
    [check],
  );

  const setError = useCallback((name: F, error: TextFieldError, options?: { shouldFocus?: boolean }) => {
    setErrors((shown) => ({ ...shown, [name]: error }));
    if (options?.shouldFocus) elements.current.get(name)?.focus();
  }, []);

  return { register, handleSubmit, setError, formState: { errors } };
}
