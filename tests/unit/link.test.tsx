import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from '../../src/app/Link';

/**
 * The app's links (src/app/Link.tsx), built on react-router's hooks instead of its `<Link>`: a
 * plain click moves within the app, a click meant for the browser (a new tab, a download) is
 * left to it, and a navigation link marks the page shown.
 */
function Where() {
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="where">{pathname}</output>
      <output data-testid="how">{useNavigationType()}</output>
    </>
  );
}

function at(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const how = () => screen.getByTestId('how').textContent;

/** Clicks `link`; whether the app took the click (prevented the browser's own navigation, which jsdom cannot do). */
function appTookClick(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const record = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
  return taken;
}

afterEach(cleanup);

describe('Link', () => {
  it('is an <a> with the path as its href, and a plain click moves within the app', () => {
    at('/home', <Link to="/en/store" className="button">Store</Link>);
    const link = screen.getByRole('link', { name: 'Store' });
    expect(link.getAttribute('href')).toBe('/en/store');
    expect(link.className).toBe('button');
    expect(appTookClick(link)).toBe(true);
    expect([where(), how()]).toEqual(['/en/store', 'PUSH']);
  });

  it('leaves a modified click, another button and another target to the browser', () => {
    at('/home', (
      <>
        <Link to="/store">Store</Link>
        <Link to="/task" target="_blank">Task</Link>
      </>
    ));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(appTookClick(screen.getByRole('link', { name: 'Store' }), init), JSON.stringify(init)).toBe(false);
    }
    expect(appTookClick(screen.getByRole('link', { name: 'Task' }))).toBe(false);
    expect(where()).toBe('/home');
  });

  it("runs its own onClick first; one that prevents the default keeps the page", () => {
    const onClick = vi.fn();
    at('/home', (
      <>
        <Link to="/store" onClick={onClick}>Store</Link>
        <Link to="/task" onClick={(event) => event.preventDefault()}>Task</Link>
      </>
    ));
    fireEvent.click(screen.getByRole('link', { name: 'Task' }));
    expect(where()).toBe('/home');
    fireEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/store');
  });

  it('adds a history entry, or replaces it when asked or when the link is to the page shown', () => {
    at('/home', (
      <>
        <Link to="/store">Store</Link>
        <Link to="/task" replace>Task</Link>
      </>
    ));
    fireEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect([where(), how()]).toEqual(['/store', 'PUSH']);
    fireEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect([where(), how()]).toEqual(['/store', 'REPLACE']);
    fireEvent.click(screen.getByRole('link', { name: 'Task' }));
    expect([where(), how()]).toEqual(['/task', 'REPLACE']);
  });
});

describe('NavLink', () => {
  it('marks the page shown (class active, aria-current page), not the pages above or below it', () => {
    at('/set-up/child', (
      <nav>
        <NavLink to="/set-up" className="tab">Learning</NavLink>
        <NavLink to="/set-up/child" className="tab">Child</NavLink>
        <NavLink to="/set-up/child/more">More</NavLink>
      </nav>
    ));
    const [learning, child, more] = screen.getAllByRole('link');
    expect(child!.className).toBe('tab active');
    expect(child!.getAttribute('aria-current')).toBe('page');
    expect(learning!.className).toBe('tab');
    expect(learning!.hasAttribute('aria-current')).toBe(false);
    expect(more!.hasAttribute('class')).toBe(false);
    fireEvent.click(learning!);
    expect(where()).toBe('/set-up');
    expect(learning!.className).toBe('tab active');
    expect(child!.hasAttribute('aria-current')).toBe(false);
  });

  it('marks the page whatever the case or a trailing slash of the address', () => {
    at('/Set-Up/', <NavLink to="/set-up">Learning</NavLink>);
    expect(screen.getByRole('link').getAttribute('aria-current')).toBe('page');
  });
});
