import { Trans, useLingui } from '@lingui/react/macro';
import type { Child } from '../../machines/types';
import { ChildAvatar } from './ChildAvatar';
import './children-avatars.css';

/**
 * The member's children on the home page (issue 9): each child's avatar and name,
 * the current child marked. Nothing for a member with a single child (the current
 * child's card already shows it). Changing the current child is done in the child
 * settings, behind the parent gate.
 */
export function ChildrenAvatars({ children }: { children: readonly Child[] }) {
  const { t } = useLingui();
  if (children.length < 2) return null;
  return (
    <ul className="children-avatars" aria-label={t`Children`}>
      {children.map((child) => {
        const current = child.is_default === 1;
        return (
          <li key={child.id} className={`children-avatar children-avatar--${child.gender}`} aria-current={current ? 'true' : undefined}>
            <ChildAvatar child={child} size={44} />
            <span className="children-avatar-name">{child.name}</span>
            {current ? (
              <span className="sr-only">
                <Trans>(current child)</Trans>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
