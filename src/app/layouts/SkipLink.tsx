import { Trans } from '@lingui/react/macro';

/** The first focusable element: jumps past the header to the screen. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  );
}
