import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './form.css';

export interface RadioOption {
  value: string;
  /** The option's visible label, tied to its radio button. */
  label: ReactNode;
}

export interface RadioGroupProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'children' | 'id'> {
  /** The group's visible label (the fieldset's legend). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** The group's error message, already translated; shown as an alert. */
  error?: string | undefined;
  /** A note under the options, read with each of them. */
  hint?: ReactNode;
}

/**
 * A labelled group of radio buttons with its hint and error. Spread
 * react-hook-form's `register(name)` into it: each radio gets the same
 * name, ref and handlers. The legend labels the group, each option has its
 * own label, and the error is a `role="alert"` element every radio points to
 * with `aria-describedby` while the group is `aria-invalid`. The ref reaches every radio through
 * forwardRef (react-hook-form's ref callback collects each of them).
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup({ label, options, error, hint, className, ...input }, ref) {
  const groupId = useId();
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={['field', 'radio-group', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <legend className="field-label">{label}</legend>
      <div className="radio-options">
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <div key={option.value} className="radio-option">
              <input
                {...input}
                ref={ref}
                type="radio"
                id={optionId}
                value={option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
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
    </fieldset>
  );
});
