import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingBlock } from '../common/query-state';

/**
 * Renders its (lazily imported) children only when the section comes near the viewport,
 * so below-the-fold code and images are not part of the first load. The wrapper keeps the
 * section's id, so anchors such as /#testimonials still scroll to it.
 */
export function LazySection({
  id,
  minHeight,
  children,
  label,
}: {
  id?: string;
  minHeight: number;
  children: ReactNode;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el) return;
    if (typeof window !== 'undefined' && id && window.location.hash === `#${id}`) {
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
  }, [visible, id]);

  useEffect(() => {
    // Arriving with /#id: scroll once the real content is there.
    if (visible && id && window.location.hash === `#${id}`) {
      const t = window.setTimeout(() => ref.current?.scrollIntoView({ block: 'start' }), 50);
      return () => window.clearTimeout(t);
    }
  }, [visible, id]);

  const placeholder = <div style={{ minHeight }} aria-hidden="true" />;
  return (
    <div ref={ref} id={id} style={{ scrollMarginTop: 80 }}>
      {visible ? <Suspense fallback={<LoadingBlock minHeight={minHeight} label={`Loading ${label}…`} />}>{children}</Suspense> : placeholder}
    </div>
  );
}
