import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingBlock } from '../common/query-state';

/**
 * Renders its (lazily imported) children only when they come near the viewport, so below-the-fold
 * code, data and images are not part of the first load. It wraps a section's heavy part only: the
 * section, its heading and its text are in the page from the start (find-in-page, heading navigation,
 * crawlers). `anchor` is the id of the section it belongs to: arriving with /#anchor loads it at once
 * and scrolls back to the section once the content is there.
 */
export function LazySection({
  anchor,
  minHeight,
  children,
  loadingLabel,
}: {
  anchor?: string;
  minHeight: number;
  children: ReactNode;
  /** What the loader says while the content's code arrives ("Loading the testimonials…"). */
  loadingLabel: string;
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
    // Arriving with /#anchor: scroll to the section again once its content has taken its height.
    if (visible && anchor && window.location.hash === `#${anchor}`) {
      const t = window.setTimeout(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }), 50);
      return () => window.clearTimeout(t);
    }
  }, [visible, anchor]);

  const placeholder = <div style={{ minHeight }} aria-hidden="true" />;
  return <div ref={ref}>{visible ? <Suspense fallback={<LoadingBlock minHeight={minHeight} label={loadingLabel} />}>{children}</Suspense> : placeholder}</div>;
}
