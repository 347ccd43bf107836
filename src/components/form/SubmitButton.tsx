import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** A call is on its way: the button is disabled and marked busy. */
  pending?: boolean;
  /** The button's text: its accessible name. */
  children: ReactNode;
}

/** The form's submit button. */
export function SubmitButton({ pending = false, disabled, className, children, ...button }: SubmitButtonProps) {
  return (
    <button
      {...button}
      type="submit"
      className={['button button-primary', className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {children}
    </button>
  );
}
