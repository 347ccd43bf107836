import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../app/Link';
import { useLocalizedPath } from '../i18n/react';

/** SPEC §2: the set-up side nav with its four tabs, titled 'settings'. */
export function SetupNav() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const tabs = [
    { to: '/set-up', label: t`Learning settings` },
    { to: '/set-up/child', label: t`Child settings` },
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
