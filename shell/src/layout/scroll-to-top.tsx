import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The element a location's #hash points at, if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: use the raw text
  }
  return document.getElementById(id);
}

/**
 * Scroll on navigation (replaces the data router's <ScrollRestoration/>): a new page (a PUSH or
 * REPLACE to another pathname) starts at its top, or at its #hash target when that is already
 * on the page (pages whose target arrives later scroll to it themselves, e.g. the landing's lazy
 * sections). Back/forward (POP) and the first load are left to the browser
 * (history.scrollRestoration stays 'auto').
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (type === 'POP') return;
    const target = hashTarget(hash);
    if (target) target.scrollIntoView();
    else if (pathname !== from) window.scrollTo(0, 0);
  }, [pathname, hash, key, type]);
  return null;
}
