import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../app/Link';
import { useLocalizedPath } from '../i18n/react';

/** SPEC §2: the set-up side nav with its tabs, titled 'settings' (the lessons' tab: issue 28 §4, the category tree for the parent; this week's words: issue 30, the school's list). */
export function SetupNav() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const tabs = [
    { to: '/set-up', label: t`Learning settings` },
    { to: '/set-up/child', label: t`Child settings` },
    { to: '/set-up/lessons', label: t`Lessons` },
    { to: '/set-up/school-list', label: t`This week's words` },
    { to: '/set-up/week', label: t`This week's learning` },
    { to: '/set-up/account', label: t`Account center` },
    { to: '/set-up/about-us', label: t`About us` },
  ];
  return (
    <nav className="setup-nav" aria-labelledby="setup-nav-title">
      <h2 id="setup-nav-title" className="setup-nav-title">
        {t`Settings`}
      </h2>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={localized(tab.to)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
