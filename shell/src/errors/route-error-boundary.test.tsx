import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderShell, setViewport } from '../test/render';

/** What to throw on render: set by a test, cleared after each. */
const crash = vi.hoisted(() => ({ guard: null as Error | null, footer: null as Error | null }));

// RequireAuth wraps the guarded routes' pages outside the remote's own boundary: a good place
// for a render error the shell must catch. The footer stands for the layout itself failing.
vi.mock('shared-auth', async (original) => {
  const actual = await original<typeof import('shared-auth')>();
  function RequireAuth(props: { children: ReactNode }) {
    if (crash.guard) throw crash.guard;
    return <actual.RequireAuth {...props} />;
  }
  return { ...actual, RequireAuth };
});
vi.mock('../layout/footer', async (original) => {
  const actual = await original<typeof import('../layout/footer')>();
  function Footer() {
    if (crash.footer) throw crash.footer;
    return <actual.Footer />;
  }
  return { ...actual, Footer };
});

beforeEach(() => {
  setViewport(1280);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  crash.guard = null;
  crash.footer = null;
  vi.mocked(console.error).mockRestore();
});

describe('render errors outside a remote', () => {
  it('show the error screen with the message inside the layout, and navigating away clears it', async () => {
    crash.guard = new Error('guard exploded');
    const { router } = renderShell('/wall', { signedIn: true });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(main.getByText('guard exploded')).toBeInTheDocument();
    // The title is set by an effect after the screen renders.
    await waitFor(() => expect(document.title).toBe('Unexpected Application Error – Post-Disaster Relief Donation Platform'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument(); // right after the first paint

    crash.guard = null;
    await router.navigate('/things');
    expect(await screen.findByText('page mf_public/Things')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    // And the page that failed renders again once it no longer throws.
    await router.navigate('/wall');
    expect(await screen.findByText('page mf_community/Wall')).toBeInTheDocument();
  });

  it('keep the layout mounted when a page fails after a navigation (the navbar is not rebuilt)', async () => {
    const { router } = renderShell('/things', { signedIn: true });
    expect(await screen.findByText('page mf_public/Things')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    crash.guard = new Error('guard exploded');
    await router.navigate('/wall');
    expect(await screen.findByText('guard exploded')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav);
  });

  it('in the layout itself still show the error screen (without the layout)', async () => {
    crash.footer = new Error('footer exploded');
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('footer exploded')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
