import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

/**
 * Scroll restoration as react-router's data routers do it (their <ScrollRestoration>): a new
 * page starts at its top (or at the element its #hash names); back and forward return to where
 * that page was scrolled, also after a reload of the tab (the positions are kept in session
 * storage when the page is hidden).
 */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

export function ScrollRestoration(): null {
  const { key, hash } = useLocation();
  const shown = useRef(key);

  useBrowserLayoutEffect(() => {
    const saved = savedPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      saved[shown.current] = window.scrollY;
    };
    const onHide = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // storage full or refused: positions are kept for this page only
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useBrowserLayoutEffect(() => {
    shown.current = key;
    const y = savedPositions()[key];
    if (typeof y === 'number') {
      window.scrollTo(0, y);
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash]);

  return null;
}
