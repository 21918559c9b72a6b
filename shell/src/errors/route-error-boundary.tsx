import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface BoundaryProps {
  /** What to show instead of the children once they threw. */
  fallback: (error: unknown) => ReactNode;
  /** A shown error is cleared (and the children rendered again) when this changes. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Catches render errors of the routed tree (what the data router's errorElement did) and shows
 * `fallback` instead; navigating anywhere (a new location) renders the children again.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: (error: unknown) => ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary fallback={fallback} resetKey={location.key}>
      {children}
    </ErrorBoundary>
  );
}
