import { lazy, type ComponentType } from 'react';

/**
 * React.lazy caches a failed import for good; this keeps one lazy component per attempt so that
 * "Try again" after a network failure really fetches the chunk again.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const byAttempt = new Map<number, ComponentType<P>>();
  return (attempt: number): ComponentType<P> => {
    let component = byAttempt.get(attempt);
    if (!component) {
      component = lazy(load) as unknown as ComponentType<P>;
      byAttempt.set(attempt, component);
    }
    return component;
  };
}
