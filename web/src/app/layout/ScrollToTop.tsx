import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The path last shown; the first one is left where the browser put it (a prerendered page may be scrolled already). */
let shownPath: string | null = null;

/** Scrolls to the top when the path changes, as a multi-page site would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shownPath !== null && shownPath !== pathname) window.scrollTo(0, 0);
    shownPath = pathname;
  }, [pathname]);
  return null;
}
