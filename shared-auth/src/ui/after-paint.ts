import { useEffect, useState } from 'react';

/**
 * False while a component renders for the first time, true once the browser has painted that render
 * (the frame after it, then a task): what is below the fold (the footer, a list's later cards) renders
 * right after the first paint instead of in it. On a slow phone the first render of a page is most of
 * the time before anything shows (React, Mantine and the page's components at a quarter of the speed):
 * leaving the footer and 9 of /donations' 12 cards out of it brought the page's largest paint from
 * ~2.58 s to ~2.42 s on the slow-link profile (scripts/build/PERFORMANCE.md).
 *
 * Bundled into each unit (a subpath of shared-auth, not the shared main entry), so a remote using it
 * runs under a shell that does not have it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    // requestAnimationFrame runs before the frame's paint; the task after it runs after the paint.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(later) : (later(), 0);
    return () => {
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
