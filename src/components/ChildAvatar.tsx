import type { Child } from '../../machines/types';
import './child-avatar.css';

/**
 * A child's avatar (SPEC §2 child card): the uploaded picture, or a default
 * face in the card's colour (blue for a boy, pink for a girl). Decorative:
 * the child's name is always written beside it.
 */
export function ChildAvatar({ child, size = 64 }: { child: Pick<Child, 'avatar' | 'gender'>; size?: number }) {
  if (child.avatar) {
    return <img className="child-avatar" src={child.avatar} alt="" width={size} height={size} />;
  }
  return (
    <svg
      className={`child-avatar child-avatar--default child-avatar--${child.gender}`}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" className="child-avatar-back" />
      <circle cx="32" cy="36" r="18" fill="#ffe3c8" />
      <path d="M14 32c0-12 8-20 18-20s18 8 18 20c-4-6-10-9-18-9s-14 3-18 9z" className="child-avatar-hair" />
      <circle cx="25" cy="37" r="2.5" fill="#3b2a1e" />
      <circle cx="39" cy="37" r="2.5" fill="#3b2a1e" />
      <path d="M26 45c3 3 9 3 12 0" stroke="#3b2a1e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
