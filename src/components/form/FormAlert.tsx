import type { ReactNode } from 'react';
import './form.css';

export interface FormAlertProps {
  /** `error`: a failure of the whole form, announced at once (role alert). Others are polite (role status). */
  tone?: 'error' | 'warning' | 'success' | 'info';
  children?: ReactNode;
}

/** A message about the whole form. Renders nothing without content. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
