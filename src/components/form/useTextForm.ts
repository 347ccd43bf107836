import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { GenericSchema, InferOutput } from 'valibot';

/** A field's shown error, shaped as react-hook-form's (`formState.errors.email?.message`). */
export interface TextFieldError {
  type: string;
  message: string;
}

/** The rules of a text form: a function of the active i18n that builds its valibot schema. */
export type SchemaBuilder<S> = (i18n: I18n) => S;

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
 * The rules come with the form's first use, not with the page: `load` (a module-level
 * function, `() => import('../../forms/account').then((m) => m.loginSchema)`) is called when a
 * field first gets the focus, or at the latest on submit, so valibot (about 2.5 KB gzip) stays
 * out of the page's first load. Until they are in, a left field is checked once they arrive and
 * a submit waits for them (one at a time); a chunk that fails to load is thrown to the nearest
 * error boundary, whose rule for stale chunks (src/app/ErrorPage.tsx) reloads the page.
 *
 * Each field shows the first message of its first failing rule; the inputs are uncontrolled
 * (`register(name)` gives `name`, `ref`, `onChange`, `onBlur`, `onFocus`), and submit reads their values.
 */
export function useTextForm<F extends string, S extends GenericSchema<Record<F, string>, Record<F, string>>>(
  load: () => Promise<SchemaBuilder<S>>,
  defaultValues: Record<F, string>,
) {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<Partial<Record<F, TextFieldError>>>({});
  const [, throwToBoundary] = useState<null>(null);
  const values = useRef<Record<F, string>>({ ...defaultValues });
  const elements = useRef(new Map<F, HTMLInputElement>());
  const touched = useRef(new Set<F>());
  const submitted = useRef(false);
  const submitWaiting = useRef(false);
  const rules = useRef<{ build: SchemaBuilder<S> | null; loading: Promise<SchemaBuilder<S>> | null }>({ build: null, loading: null });
  const built = useRef<{ i18n: I18n; schema: S } | null>(null);
  const language = useRef(i18n);
  language.current = i18n;

  /** Runs `then` with the schema, at once when the rules are in, else once they arrive. */
  const withSchema = useCallback(
    (then: (schema: S) => void) => {
      const schemaOf = (build: SchemaBuilder<S>) => {
        // built again only when the language changed, so the messages follow it
        if (built.current?.i18n !== language.current) built.current = { i18n: language.current, schema: build(language.current) };
        return built.current.schema;
      };
      if (rules.current.build) {
        then(schemaOf(rules.current.build));
        return;
      }
      rules.current.loading ??= load().then((build) => (rules.current.build = build));
      rules.current.loading.then(
        (build) => then(schemaOf(build)),
        (error: unknown) =>
          throwToBoundary(() => {
            throw error;
          }),
      );
    },
    [load],
  );

  /**
   * Every field's first message under the schema, and the parsed values when there is none.
   * Through the schema's Standard Schema interface (`~standard.validate`, valibot's own parse with
   * its defaults: every rule of a field checked), so this file imports nothing of valibot and
   * valibot comes with the rules.
   */
  const check = useCallback((schema: S) => {
    const result = schema['~standard'].validate(values.current);
    if (result instanceof Promise) throw new Error('useTextForm takes synchronous schemas only');
    const found: Partial<Record<F, TextFieldError>> = {};
    for (const issue of result.issues ?? []) {
      const first = issue.path?.[0];
      const key = (typeof first === 'object' ? first.key : first) as F | undefined;
      if (key !== undefined && !found[key]) found[key] = { type: (issue as { type?: string }).type ?? 'invalid', message: issue.message };
    }
    return { found, output: result.issues ? null : (result.value as InferOutput<S>) };
  }, []);

  const checkField = useCallback(
    (name: F) =>
      withSchema((schema) => {
        const error = check(schema).found[name];
        setErrors((shown) => {
          if (shown[name]?.message === error?.message) return shown;
          const next = { ...shown };
          if (error) next[name] = error;
          else delete next[name];
          return next;
        });
      }),
    [check, withSchema],
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
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        // the value as the input has it: typed before the app ran (a prerendered page: no change
        // event reached the form, src/boot/earlyForms.ts) or filled in by the browser
        values.current[name] = event.target.value;
        touched.current.add(name);
        checkField(name);
      },
      // the rules start loading while the visitor types
      onFocus: () => withSchema(() => {}),
    }),
    [checkField, withSchema],
  );

  const handleSubmit = useCallback(
    (onValid: (output: InferOutput<S>) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      if (submitWaiting.current) return;
      submitted.current = true;
      submitWaiting.current = true;
      withSchema((schema) => {
        submitWaiting.current = false;
        for (const [name, element] of elements.current) values.current[name] = element.value;
        const { found, output } = check(schema);
        setErrors(found);
        if (output) {
          onValid(output);
          return;
        }
        // the first field with an error, in the order of the form, gets the focus
        const first = [...elements.current].find(([name]) => found[name]);
        first?.[1].focus();
      });
    },
    [check, withSchema],
  );

  const setError = useCallback((name: F, error: TextFieldError, options?: { shouldFocus?: boolean }) => {
    setErrors((shown) => ({ ...shown, [name]: error }));
    if (options?.shouldFocus) elements.current.get(name)?.focus();
  }, []);

  return { register, handleSubmit, setError, formState: { errors } };
}
