import type { ReactNode } from 'react';
import { LocalizedLink } from '../i18n/react';

/**
 * The way to the store (/store), from home and from the lesson track's
 * membership message. One component so that the parent gate issue 9 puts in
 * front of the store covers every way there at once.
 */
export function StoreLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <LocalizedLink to="/store" className={className}>
      {children}
    </LocalizedLink>
  );
}
