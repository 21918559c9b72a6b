import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectIsAuthenticated } from 'shared-auth';
import { renderShell, setViewport } from '../test/render';
import { isLinkActive } from './nav-links';

const FIVE = ['Home', 'All Donations', 'Leaderboard', 'Community', 'About Us'];
const HREFS = ['/home', '/donations', '/leaderboard', '/community', '/about-us'];

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('navbar', () => {
  beforeEach(() => setViewport(1280));
  it('shows the five links and a Login button to a visitor', async () => {
    renderShell('/leaderboard');
    const nav = await mainNav();
    const links = nav.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(FIVE);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(HREFS);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Relief home' })).toHaveAttribute('href', '/');
  });

  it('adds Dashboard and a Logout button for a signed-in person', async () => {
    renderShell('/dashboard', { signedIn: true });
    const nav = await mainNav();
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([...FIVE, 'Dashboard']);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('highlights the active link in pink', async () => {
    renderShell('/donations/abc');
    const nav = await mainNav();
    const active = nav.getByRole('link', { name: 'All Donations' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active.getAttribute('style')).toMatch(/pink/);
    expect(nav.getByRole('link', { name: 'Leaderboard' })).not.toHaveAttribute('aria-current');
  });

  it('Logout clears the session and goes to /login', async () => {
    const { store, router } = renderShell('/leaderboard', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('has a burger menu that closes when a link is chosen', async () => {
    setViewport(375);
    const { router } = renderShell('/');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await userEvent.click(burger);
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getAllByRole('link').map((a) => a.textContent)).toEqual([...FIVE, 'Login']);
    await userEvent.click(mobile.getByRole('link', { name: 'Leaderboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboard'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('Logout from the mobile menu also closes it', async () => {
    setViewport(375);
    renderShell('/leaderboard', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    await userEvent.click(mobile.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull());
  });

  it('toggles dark mode and keeps it under isDark', async () => {
    renderShell('/');
    const toDark = await screen.findByRole('button', { name: 'Switch to dark mode' });
    // The name is also a native tooltip (title), no Mantine Tooltip.
    expect(toDark).toHaveAttribute('title', 'Switch to dark mode');
    await userEvent.click(toDark);
    expect(localStorage.getItem('isDark')).toBe('true');
    const toLight = await screen.findByRole('button', { name: 'Switch to light mode' });
    expect(toLight).toHaveAttribute('title', 'Switch to light mode');
    await userEvent.click(toLight);
    expect(localStorage.getItem('isDark')).toBe('false');
  });
});

describe('isLinkActive', () => {
  it('matches the path and what is below it; Home is also active at /', () => {
    expect(isLinkActive('/home', '/')).toBe(true);
    expect(isLinkActive('/donations', '/donations/42')).toBe(true);
    expect(isLinkActive('/donations', '/donationsx')).toBe(false);
    expect(isLinkActive('/dashboard', '/dashboard/users')).toBe(true);
  });
});
