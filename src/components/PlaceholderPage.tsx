import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A screen whose content comes in a later issue: its translated title and a
 * line saying it is being built. `children` adds anything the screen already has.
 */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="page placeholder-page" aria-labelledby="page-title">
      <title>{`${title} · ${t`Hanzi House`}`}</title>
      <h1 id="page-title">{title}</h1>
      <p className="placeholder-note">
        <Trans>This screen is being built. Please come back soon!</Trans>
      </p>
      {children}
    </section>
  );
}
