import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { SHELL_NS } from '../i18n';
import type { RemoteName } from './remotes-config';
import type { RemoteLoader } from './remote-loader';
import { FirstScreenView, useFirstScreen } from '../frame/first-screen-context';

/** The key of each remote's human name (for loading and error messages) in the shell's strings. */
export const REMOTE_LABELS: Record<RemoteName, `remote.${RemoteName}`> = {
  mf_public: 'remote.mf_public',
  mf_dashboard: 'remote.mf_dashboard',
  mf_community: 'remote.mf_community',
};

/** The loading state of a remote's page; the document has the page's published title meanwhile. */
export function RemoteLoading({ remote, title }: { remote: RemoteName; title?: string }) {
  const { t } = useTranslation(SHELL_NS);
  useDocumentTitle(title);
  const label = t('remote.loading', { part: t(REMOTE_LABELS[remote]) });
  return (
    <Center mih={320} role="status" aria-live="polite" aria-label={label}>
      <Loader />
    </Center>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  /** When this changes (e.g. the URL), a shown error is cleared and the page rendered again. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

/** One per remote: a broken or unreachable remote never blanks the shell. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <UnreachableAlert label={REMOTE_LABELS[this.props.remote]} detail={error.message} onRetry={this.retry} />;
  }
}

/** The bounded error of a part of Relief that cannot be reached, with Retry. */
function UnreachableAlert({ label, detail, onRetry }: { label: `remote.${string}`; detail?: string; onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Center mih={320} p="md">
      <Alert color="red" variant="light" title={t('remote.failed', { part: t(label) })} maw={560} w="100%" role="alert">
        <Stack gap="sm">
          <Text size="sm">
            {t('remote.unreachable')}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {detail}
            </Text>
          )}
          <Group>
            <Button color="red" onClick={onRetry}>
              {t('remote.retry')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}

/**
 * An address no known page has while a remote's pages could not be read: it may be one of that
 * remote's pages, so the error with Retry (which reads them again) rather than "not found".
 */
export function RemotesUnavailable({ remotes, onRetry }: { remotes: readonly RemoteName[]; onRetry: () => void }) {
  const label = remotes.length === 1 ? REMOTE_LABELS[remotes[0]!] : 'remote.page';
  return <UnreachableAlert label={label} onRetry={onRetry} />;
}

/** One component per loader and page (lazy, or the page itself when already loaded), so a loaded page never suspends or remounts. */
const lazyCaches = new WeakMap<RemoteLoader, Map<string, ComponentType>>();

function lazyPage(loader: RemoteLoader, remote: RemoteName, page: string): ComponentType {
  let lazyCache = lazyCaches.get(loader);
  if (!lazyCache) {
    lazyCache = new Map();
    lazyCaches.set(loader, lazyCache);
  }
  const cache = lazyCache;
  const key = `${remote}/${page}`;
  // Already loaded (the shell waits for the opened page before its first render): the page
  // itself, rendered in this pass. Kept in the cache, so later renders use the same component.
  let component = lazyCache.get(key) ?? loader.loadedPage(remote, page);
  if (component) lazyCache.set(key, component);
  else {
    // A failed load is dropped from the cache, so visiting the route again really retries.
    component = lazy(() =>
      loader.loadPage(remote, page).then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          cache.delete(key);
          throw error;
        },
      ),
    );
    lazyCache.set(key, component);
  }
  return component;
}

export interface RemotePageProps {
  loader: RemoteLoader;
  remote: RemoteName;
  page: string;
  /** The page's published title, the document's title while it loads. */
  title?: string;
}

/** The page's first screen (frame/first-screen-context.tsx) while its code loads, with the page's title. */
function FirstScreenFallback({ html, title }: { html: string; title?: string }) {
  useDocumentTitle(title);
  return <FirstScreenView html={html} />;
}

/**
 * A page of a remote, loaded on first use, behind the remote's error boundary and loading state
 * (the page's first screen instead, when the server wrote one in for this address).
 */
export function RemotePage({ loader, remote, page, title }: RemotePageProps) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const firstScreen = useFirstScreen();
  const Page = lazyPage(loader, remote, page);
  const retry = () => setAttempt((n) => n + 1);
  const loading = firstScreen !== undefined ? <FirstScreenFallback html={firstScreen} title={title} /> : <RemoteLoading remote={remote} title={title} />;
  return (
    <RemoteErrorBoundary remote={remote} resetKey={`${location.pathname}#${attempt}`} onRetry={retry}>
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
