import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { outsideLinkMachine, type OutsideLink } from '../../../machines/shell/outsideLink.machine';
import { appRandom } from '../../app/random';
import { LazyParentGate } from '../LazyParentGate';
import type { GateRef } from '../ParentGate';
import './app-badges.css';

/** Opens an outside address in a new tab, telling it nothing about where it came from. */
function openOutside(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The two store badges, drawn here (no outside images). Each one is a button: the store
 * opens only after the parent gate (outsideLink machine), so a child cannot leave the app.
 * `only` shows one store (the visitor's device), else both.
 */
export function AppStoreBadges({ only }: { only?: OutsideLink | null }) {
  const [snapshot, send, actor] = useMachine(
    outsideLinkMachine.provide({ actions: { openLink: (_, { url }) => openOutside(url) } }),
    { input: { random: appRandom } },
  );
  const gate = snapshot.children.gate as GateRef | undefined;
  return (
    <>
      <StoreBadgeList stores={only ? [only] : ['appStore', 'googlePlay']} onOpen={(link) => send({ type: 'link.open', link })} />
      <LazyParentGate owner={actor} gate={gate} />
    </>
  );
}

/**
 * The badges as they look, with the note on the gate: the badges of AppStoreBadges, and of the
 * app offer that the page's HTML brings (earlyOffer.ts), where they do nothing until the app
 * takes the sheet over. Each item says its store (`data-store`), so the early sheet's CSS can
 * show the visitor's one only.
 */
export function StoreBadgeList({ stores, onOpen }: { stores: readonly OutsideLink[]; onOpen?: (link: OutsideLink) => void }) {
  return (
    <>
      <ul className="store-badges">
        {stores.map((link) => (
          <li key={link} data-store={link}>
            <StoreBadge link={link} onOpen={onOpen ? () => onOpen(link) : undefined} />
          </li>
        ))}
      </ul>
      <p className="store-badges-note">
        <Trans>The store opens after a grown-up answers a short question.</Trans>
      </p>
    </>
  );
}

function StoreBadge({ link, onOpen }: { link: OutsideLink; onOpen?: () => void }) {
  const { t } = useLingui();
  const apple = link === 'appStore';
  return (
    <button type="button" className="store-badge" aria-haspopup="dialog" onClick={onOpen}>
      <svg className="store-badge-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        {apple ? (
          // a phone
          <path
            fill="currentColor"
            d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h10V5H7Zm5 14.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
          />
        ) : (
          // a play triangle
          <path fill="currentColor" d="M5 3.5v17a1 1 0 0 0 1.5.87l14.5-8.5a1 1 0 0 0 0-1.74L6.5 2.63A1 1 0 0 0 5 3.5Z" />
        )}
      </svg>
      <span className="store-badge-text">
        <span className="store-badge-small">{apple ? t`Download on the` : t`Get it on`}</span>
        <span className="store-badge-name">{apple ? 'App Store' : 'Google Play'}</span>
      </span>
    </button>
  );
}
