import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { LoadingBlock } from '../common/query-state';

/** How long arriving at an anchor keeps its section at the top while the page above it settles. */
const HOLD_MS = 8000;
const PERSON_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Arriving with /#anchor: the section's top stays at the top of the window while what is above it
 * takes its height (the sections above load as they come near the window, their pictures and the
 * section's own content arrive, each moving it down), until the person scrolls, taps or types, or
 * HOLD_MS have passed. Answers the cleanup.
 */
function holdAtAnchor(anchor: string): () => void {
  const place = () => document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  const first = window.setTimeout(place, 50);
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
  observer?.observe(document.body);
  const stop = () => {
    window.clearTimeout(first);
    window.clearTimeout(timer);
    observer?.disconnect();
    for (const type of PERSON_MOVES) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, HOLD_MS);
  for (const type of PERSON_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Renders its (lazily imported) children only when they come near the viewport, so below-the-fold
 * code, data and images are not part of the first load. It wraps a section's heavy part only: the
 * section, its heading and its text are in the page from the start (find-in-page, heading navigation,
 * crawlers). `anchor` is the id of the section it belongs to: arriving with /#anchor loads it at once
 * and keeps the section at the top while the page settles (holdAtAnchor).
 */
export function LazySection({
  anchor,
  minHeight,
  children,
  loadingLabel,
  placeholder,
}: {
  anchor?: string;
  /**
   * The height the content will take, per width (Mantine's breakpoints), kept from the start: the
   * empty place, the loader and the content all hold it, so nothing below moves when the content
   * arrives as the visitor scrolls (a little less than the content, which then grows a few pixels).
   */
  minHeight: ReservedHeight;
  children: ReactNode;
  /** What the loader says while the content's code arrives ("Loading the testimonials…"). */
  loadingLabel: string;
  /** Shown instead of the empty place and the loader: the content's shape (its height at every width). */
  placeholder?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el) return;
    if (typeof window !== 'undefined' && anchor && window.location.hash === `#${anchor}`) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, anchor]);

  useEffect(() => {
    if (visible && anchor && window.location.hash === `#${anchor}`) return holdAtAnchor(anchor);
  }, [visible, anchor]);

  const loaderHeight = typeof minHeight === 'number' ? minHeight : minHeight.base;
  return (
    <Box ref={ref} mih={minHeight}>
      {visible ? <Suspense fallback={placeholder ?? <LoadingBlock minHeight={loaderHeight} label={loadingLabel} />}>{children}</Suspense> : (placeholder ?? <div aria-hidden="true" />)}
    </Box>
  );
}

/** A height in px, or one per Mantine breakpoint from `base` up. */
export type ReservedHeight = number | { base: number; xs?: number; sm?: number; md?: number; lg?: number; xl?: number };
