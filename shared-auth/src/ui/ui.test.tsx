// jest-dom, the happy-dom shims and the clean-up after each test (as in every front end).
import '../testing/setup';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useMantineTheme } from '@mantine/core';
import { useAuth } from '../hooks';
import { DARK_MODE_COOKIE, DARK_MODE_STORAGE_KEY, isDarkColorSchemeManager, readIsDark, useColorSchemeToggle } from './color-scheme';
import { ReliefProviders } from './providers';
import { makeStore, whenRehydrated } from '../store';
import { notifyError, notifySuccess } from './notify';
import { reliefTheme } from './theme';

describe('isDark colour-scheme manager', () => {
  it('reads and writes the spec flag isDark', () => {
    const manager = isDarkColorSchemeManager();
    expect(DARK_MODE_STORAGE_KEY).toBe('isDark');
    expect(manager.get('light')).toBe('light');
    manager.set('dark');
    expect(localStorage.getItem('isDark')).toBe('true');
    expect(readIsDark()).toBe(true);
    expect(manager.get('light')).toBe('dark');
    manager.set('light');
    expect(localStorage.getItem('isDark')).toBe('false');
    expect(manager.get('dark')).toBe('light');
    manager.clear();
    expect(readIsDark()).toBeNull();
  });

  it('mirrors the flag into a cookie for the shell\'s server (set at once, cleared with it)', () => {
    const cookie = () => new RegExp(`(?:^|; )${DARK_MODE_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(document.cookie)?.[1];
    const manager = isDarkColorSchemeManager();
    manager.set('dark');
    expect(cookie()).toBe('1');
    manager.set('light');
    expect(cookie()).toBe('0');
    manager.clear();
    expect(cookie() ?? '').toBe(''); // expired (happy-dom keeps it empty)
  });

  it("follows another tab's choice, and the system again when another tab removes it", () => {
    const manager = isDarkColorSchemeManager();
    const seen: string[] = [];
    manager.subscribe((scheme) => seen.push(scheme));
    const fromOtherTab = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    fromOtherTab(DARK_MODE_STORAGE_KEY, 'true');
    fromOtherTab(DARK_MODE_STORAGE_KEY, 'false');
    fromOtherTab(DARK_MODE_STORAGE_KEY, null);
    fromOtherTab('relief.lang', 'bn');
    fromOtherTab(null, null); // localStorage.clear()
    manager.unsubscribe();
    fromOtherTab(DARK_MODE_STORAGE_KEY, 'true');
    expect(seen).toEqual(['dark', 'light', 'auto', 'auto']);
  });

  it('ignores an unreadable value', () => {
    localStorage.setItem('isDark', 'banana');
    expect(isDarkColorSchemeManager().get('light')).toBe('light');
  });
});

function Probe() {
  const theme = useMantineTheme();
  const { isDark, toggle } = useColorSchemeToggle();
  const { isAuthenticated } = useAuth();
  return (
    <div>
      <p>primary {theme.primaryColor}</p>
      <p>{isDark ? 'dark' : 'light'}</p>
      <p>{isAuthenticated ? 'signed in' : 'signed out'}</p>
      <button onClick={toggle}>toggle</button>
      <button onClick={() => notifySuccess('Saved!')}>ok</button>
      <button onClick={() => notifyError('Could not save')}>ko</button>
    </div>
  );
}

describe('ReliefProviders', () => {
  it('gives pages the store, the pink theme, the stored colour scheme and toasts', async () => {
    localStorage.setItem('isDark', 'true');
    render(
      <ReliefProviders>
        <Probe />
      </ReliefProviders>,
    );
    expect(await screen.findByText('primary pink')).toBeInTheDocument();
    expect(reliefTheme.primaryColor).toBe('pink');
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(async () => screen.getByText('toggle').click());
    expect(await screen.findByText('light')).toBeInTheDocument();
    expect(localStorage.getItem('isDark')).toBe('false');
    await act(async () => screen.getByText('ok').click());
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    await act(async () => screen.getByText('ko').click());
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });

  it('renders its children once the persisted session is restored', async () => {
    render(
      <ReliefProviders loading={<p>restoring</p>}>
        <p>ready</p>
      </ReliefProviders>,
    );
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('restoring')).toBeNull();
  });

  it('renders the children of an already restored store in the first pass (no loading state)', async () => {
    const made = makeStore();
    await whenRehydrated(made.persistor);
    const { container } = render(
      <ReliefProviders store={made.store} persistor={made.persistor} loading={<p>restoring</p>}>
        <p>ready</p>
      </ReliefProviders>,
    );
    // Synchronously after the first render: no gate, no loading state in between.
    expect(container.textContent).toContain('ready');
    expect(container.textContent).not.toContain('restoring');
  });
});
