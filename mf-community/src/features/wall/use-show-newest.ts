import { useEffect, useRef, type RefObject } from 'react';
import type { Comment } from 'api/types';

/** After a post, wait for the refetched list, then scroll the wall to the top and into view. */
export function useShowNewest(scrollRef: RefObject<HTMLDivElement | null>, key: number, data: Comment[] | undefined) {
  const waiting = useRef<{ before: Comment[] | undefined } | null>(null);
  useEffect(() => {
    if (key) waiting.current = { before: data };
    // Only a new key starts waiting; data is read as it is at that moment.
  }, [key]);
  useEffect(() => {
    const wait = waiting.current;
    if (!wait || !data || data === wait.before) return;
    waiting.current = null;
    const wall = scrollRef.current;
    if (!wall) return;
    wall.scrollTop = 0;
    wall.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [data, scrollRef]);
}
