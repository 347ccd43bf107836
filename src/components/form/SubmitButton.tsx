import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { takeEarlyForm } from '../../boot/earlyForms';
import './form.css';

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** A call is on its way: the button is disabled and marked busy. */
  pending?: boolean;
  /** The button's text: its accessible name. */
  children: ReactNode;
}

/**
 * The form's submit button. Once its form runs as the app, it takes over what the page's early
 * script held for it (src/boot/earlyForms.ts: fields left and a press made before the app ran, on
 * a prerendered page), after every effect of this render (the form's machine is started by then).
 */
export function SubmitButton({ pending = false, disabled, className, children, ...button }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (form) queueMicrotask(() => takeEarlyForm(form));
  }, []);
  return (
    <button
      {...button}
      ref={ref}
      type="submit"
      className={['button button-primary', className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {children}
    </button>
  );
}
