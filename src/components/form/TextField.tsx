import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  /** The visible label, tied to the input. */
  label: ReactNode;
  /** The field's error message, already translated; shown as an alert. */
  error?: string | undefined;
  /** A note under the input (a format hint or a warning), read with the field. */
  hint?: ReactNode;
  hintTone?: 'info' | 'warning';
}

/**
 * A labelled input with its hint and error. Spread react-hook-form's (or useTextForm's)
 * `register(name)` into it. The error is a `role="alert"` element the input
 * points to with `aria-describedby`, and the input is `aria-invalid` meanwhile. The ref (register's)
 * reaches the input through forwardRef (React 18 passes no `ref` prop to a function component).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hintTone = 'info', id, className, ...input },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="field-input"
        {...input}
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={`field-hint field-hint--${hintTone}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
