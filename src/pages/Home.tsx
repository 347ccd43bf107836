import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Child } from '../../machines/types';
import { useSelector } from '@xstate/react';
import { useAppChild, useMember } from '../app/AppActorContext';
import { ParentGate, type GateRef } from '../components/ParentGate';
import { LocalizedLink } from '../i18n/react';

/**
 * Home (SPEC §2). For now: the signed-in member, the children and the ways
 * to the other screens (the language switcher and Log out are in the header);
 * the category navigation and award state come in a later issue.
 */
export default function HomePage() {
  const { t } = useLingui();
  const member = useMember();
  const name = member?.name;

  const screens = [
    { to: '/words-house', label: t`Word Treasure House` },
    { to: '/lesson', label: t`Lessons` },
    { to: '/story', label: t`Story` },
    { to: '/challenge', label: t`Challenge` },
    { to: '/battle', label: t`Battle` },
    { to: '/task', label: t`Daily task` },
    { to: '/personal', label: t`My achievements` },
    { to: '/store', label: t`Store` },
  ];

  // The settings are behind the parent gate (SPEC §6): the route guard runs it as its child
  // `gate`; passing it unlocks the set-up pages and opens them.
  const guard = useAppChild('routeGuard');
  const gate = useSelector(guard, (snapshot) => snapshot.children.gate as GateRef | undefined);

  return (
    <section className="page home-page" aria-labelledby="page-title">
      <title>{`${t`Home`} · ${t`Hanzi House`}`}</title>
      <h1 id="page-title">{name ? t`Hello, ${name}!` : t`Home`}</h1>

      <section className="card" aria-labelledby="children-title">
        <h2 id="children-title">
          <Trans>Children</Trans>
        </h2>
        {member && member.child.length > 0 ? (
          <ul className="child-list">
            {member.child.map((child) => (
              <ChildCard key={child.id} child={child} />
            ))}
          </ul>
        ) : (
          <p>
            <Trans>No child profile yet.</Trans>
          </p>
        )}
      </section>

      <nav className="card screen-links" aria-label={t`Screens`}>
        <ul>
          {screens.map((screen) => (
            <li key={screen.to}>
              <LocalizedLink to={screen.to}>{screen.label}</LocalizedLink>
            </li>
          ))}
          <li>
            <button type="button" aria-haspopup="dialog" onClick={() => guard.send({ type: 'setup.open' })}>
              {t`Settings`}
            </button>
          </li>
        </ul>
      </nav>
      <ParentGate owner={guard} gate={gate} />
    </section>
  );
}

/** A child: name, age, stars and words learned, and whether it is the current child. */
function ChildCard({ child }: { child: Child }) {
  const { name, age, star, complete_words: words } = child;
  return (
    <li className={`child-card child-${child.gender}`}>
      <span className="child-name">{name}</span>
      <span className="child-facts">
        <Plural value={age} one="# year old" other="# years old" />
        {' · '}
        <Plural value={star} one="# star" other="# stars" />
        {' · '}
        <Plural value={words} one="# word learned" other="# words learned" />
      </span>
      {child.is_default === 1 ? (
        <span className="badge">
          <Trans>Current child</Trans>
        </span>
      ) : null}
    </li>
  );
}
