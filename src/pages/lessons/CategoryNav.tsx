import './category-nav.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { completionOf, radicalsOf } from '../../../machines/rules/curriculum';
import type { Category, RadicalSummary } from '../../api/actors/lessons/learning';
import { LocalizedLink, useLocale } from '../../i18n/react';

/**
 * The category navigation of home (SPEC §2 "category navigation with
 * sub-menus, item list marked complete or incomplete"): parent categories,
 * each a sub-menu of its categories, each a sub-menu of its radicals; a
 * radical leads to its lesson track (/lesson/{id}) and says whether the child
 * completed it. The sub-menus are disclosure widgets (<details>): the browser
 * keeps them open or shut, the one holding the current radical starts open.
 */
export function CategoryNav({
  categories,
  currentRadicalId,
  label,
}: {
  categories: Category[];
  currentRadicalId: number | null;
  label: string;
}) {
  return (
    <nav className="card category-nav" aria-label={label}>
      <h2 className="category-nav-title">{label}</h2>
      <ul className="category-nav-parents">
        {categories.map((parent) => (
          <li key={parent.id}>
            <CategoryMenu category={parent} currentRadicalId={currentRadicalId} level={1} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The name of a category or radical in the interface language: English in /en, else the child's script. */
function useTitle() {
  const locale = useLocale();
  return (item: { name: string; english: string }) => (locale === 'en' ? item.english : item.name);
}

function CategoryMenu({ category, currentRadicalId, level }: { category: Category; currentRadicalId: number | null; level: 1 | 2 }) {
  const title = useTitle();
  const { complete, total } = completionOf(category);
  const holdsCurrent = radicalsOf([category]).some((radical) => radical.id === currentRadicalId);
  return (
    <details className={`category-menu category-menu--level${level}`} open={holdsCurrent}>
      <summary className="category-menu-summary">
        <span className="category-menu-name">{title(category)}</span>{' '}
        <span className="category-menu-count">
          <Trans>
            {complete} of {total} done
          </Trans>
        </span>
      </summary>
      {category.children ? (
        <ul className="category-nav-children">
          {category.children.map((child) => (
            <li key={child.id}>
              <CategoryMenu category={child} currentRadicalId={currentRadicalId} level={2} />
            </li>
          ))}
        </ul>
      ) : null}
      {category.radicals ? (
        <ul className="radical-list">
          {category.radicals.map((radical) => (
            <RadicalItem key={radical.id} radical={radical} current={radical.id === currentRadicalId} />
          ))}
        </ul>
      ) : null}
    </details>
  );
}

/** A radical: its character, name, and complete or not (in words for screen readers, a mark for the eye). */
function RadicalItem({ radical, current }: { radical: RadicalSummary; current: boolean }) {
  const { t } = useLingui();
  const title = useTitle();
  const complete = radical.is_complete === 1;
  return (
    <li className={`radical-item${complete ? ' radical-item--complete' : ''}${current ? ' radical-item--current' : ''}`}>
      <LocalizedLink to={`/lesson/${radical.id}`} className="radical-link" aria-current={current ? 'step' : undefined}>
        <span className="radical-char">{radical.radical}</span>
        <span className="radical-name">{title(radical)}</span>
        <span className="radical-state">
          <span className="radical-state-mark" aria-hidden="true">
            {complete ? '✓' : ''}
          </span>
          <span className="sr-only">{complete ? t`Complete` : t`Not complete yet`}</span>
        </span>
      </LocalizedLink>
    </li>
  );
}
