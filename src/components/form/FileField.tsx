import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './form.css';

export interface FileFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children' | 'value'> {
  /** The visible label, tied to the file input. */
  label: ReactNode;
  /** The field's error message, already translated; shown as an alert. */
  error?: string | undefined;
  /** A note under the input (the accepted files), read with the field. */
  hint?: ReactNode;
}

/**
 * A labelled file input with its hint and error, like `TextField`. Spread
 * react-hook-form's `register(name)` into it (the value is the FileList);
 * `accept` narrows the browser's file picker. The ref reaches the input through forwardRef.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField({ label, error, hint, id, className, ...input }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', 'file-field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="field-input field-input--file"
        {...input}
        ref={ref}
        type="file"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="field-hint field-hint--info">
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
