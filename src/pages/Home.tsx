import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { Child } from '../../machines/types';
import { useMember } from '../app/auth';
import { SessionContext } from '../app/session/context';
import { ParentGate } from '../components/ParentGate';
import { LocalizedLink, useLocalizedPath } from '../i18n/react';

/**
 * Home (SPEC §2). For now: the signed-in member, the children and the ways
 * to the other screens (the language switcher and Log out are in the header);
 * the category navigation and award state come in a later issue.
 */
export default function HomePage() {
  const { t } = useLingui();
  const member = useMember();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
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

  // The settings are behind the parent gate (SPEC §6): passing it unlocks the set-up pages.
  const session = SessionContext.useActorRef();
  const [gateOpen, setGateOpen] = useState(false);
  function openSettings() {
    session.send({ type: 'setup.unlocked' });
    setGateOpen(false);
    navigate(localized('/set-up'));
  }

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
            <button type="button" aria-haspopup="dialog" onClick={() => setGateOpen(true)}>
              {t`Settings`}
            </button>
          </li>
        </ul>
      </nav>
      <ParentGate open={gateOpen} onPass={openSettings} onClose={() => setGateOpen(false)} />
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
