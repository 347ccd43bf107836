import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router';

/**
 * The app's links: an `<a>` with react-router's own `useHref` and `useLinkClickHandler`, so a
 * plain click navigates in the app and a modified one (new tab, another window) is left to the
 * browser, as with react-router's `<Link>`. That component also carries framework mode's
 * prefetching and discovery (route modules, data links) that this app, in declarative mode, never
 * uses; react-router is one module, so every part of it that any page uses is in the first load
 * (tests/bench/RESULTS.md, session 21).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
}

export function Link({ to, replace, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={click} />;
}

/**
 * A link of a navigation that marks the page shown, as react-router's `<NavLink end>` does: class
 * `active` and `aria-current="page"` when the location is `to` itself (not a page below it).
 */
export function NavLink({ to, className, ...props }: LinkProps) {
  const active = useMatch({ path: useResolvedPath(to).pathname, end: true }) !== null;
  return (
    <Link
      {...props}
      to={to}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : props['aria-current']}
    />
  );
}
