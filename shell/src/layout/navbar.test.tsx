import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGE_STORAGE_KEY, selectIsAuthenticated } from 'shared-auth';
import { mockApi } from 'shared-auth/testing';
import { renderShell, setViewport } from '../test/render';
import { footerLinks, isLinkActive, linkTarget, navbarLinks, signInPath } from './nav-links';
import { staticCatalog } from '../test/catalog-fixture';

// The navbar links of the test remotes (test/catalog-fixture.ts), in their published order.
const FIVE = ['Start', 'Things', 'Wall', 'About'];
const HREFS = ['/start', '/things', '/wall', '/about'];

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('navbar', () => {
  beforeEach(() => setViewport(1280));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
  it('shows the links the remotes publish for everyone and a Login button to the sign-in page', async () => {
    renderShell('/things');
    const nav = await mainNav();
    const links = nav.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(FIVE);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(HREFS);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Relief home' })).toHaveAttribute('href', '/');
  });

  it('adds the signed-in links (a pattern page links to its base) and a Logout button for a signed-in person', async () => {
    renderShell('/desk/deeper', { signedIn: true });
    const nav = await mainNav();
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([...FIVE, 'Desk']);
    expect(nav.getByRole('link', { name: 'Desk' })).toHaveAttribute('href', '/desk');
    expect(nav.getByRole('link', { name: 'Desk' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('switches the frame to Bangla and back, remembering the choice and setting <html lang>', async () => {
    renderShell('/things');
    await mainNav();
    await userEvent.click(screen.getByTestId('language-switch'));
    const nav = within(await screen.findByRole('navigation', { name: 'প্রধান' }));
    // Links in the language each remote published (English where it gave none), the frame's texts in Bangla.
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Start', 'জিনিস', 'Wall', 'About']);
    expect(screen.getAllByRole('link', { name: 'লগইন' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('সর্বস্বত্ব সংরক্ষিত');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(screen.getByTestId('language-switch')).toHaveTextContent('English');
    await userEvent.click(screen.getByTestId('language-switch'));
    await mainNav();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('tells a signed-in person\'s account the language chosen (its mails follow it), and no one else\'s', async () => {
    const calls = mockApi([['POST', /^\/me\/language$/, () => ({ body: { success: true, message: 'ok' } })]]);
    renderShell('/things', { signedIn: true });
    await mainNav();
    await userEvent.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/me/language').map((c) => c.body)).toEqual([{ language: 'bn' }]));
    await userEvent.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/me/language').map((c) => c.body)).toEqual([{ language: 'bn' }, { language: 'en' }]));
  });

  it('a visitor without a session switches without calling the API', async () => {
    const calls = mockApi([]);
    renderShell('/things');
    await mainNav();
    await userEvent.click(screen.getByTestId('language-switch'));
    await screen.findByRole('navigation', { name: 'প্রধান' });
    await userEvent.click(screen.getByTestId('language-switch'));
    await mainNav();
    expect(calls.filter((c) => c.path === '/me/language')).toEqual([]);
  });

  it('highlights the active link in pink', async () => {
    renderShell('/things/abc');
    const nav = await mainNav();
    const active = nav.getByRole('link', { name: 'Things' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active.getAttribute('style')).toMatch(/pink/);
    expect(nav.getByRole('link', { name: 'Wall' })).not.toHaveAttribute('aria-current');
  });

  it('Logout clears the session and goes to the sign-in page', async () => {
    const { store, router } = renderShell('/things', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
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
    await userEvent.click(mobile.getByRole('link', { name: 'Things' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('Escape closes the burger menu and gives the focus back to the burger', async () => {
    setViewport(375);
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    mobile.getByRole('link', { name: 'Things' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  });

  it('starts with a link past the navigation to the page, in the page\'s language', async () => {
    renderShell('/');
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toHaveAttribute('tabindex', '-1');
    await i18n.changeLanguage('bn');
    expect(await screen.findByRole('link', { name: 'মূল অংশে যান' })).toBeInTheDocument();
  });

  it('Logout from the mobile menu also closes it', async () => {
    setViewport(375);
    renderShell('/things', { signedIn: true });
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

  it("has both icons, the page's scheme hiding one (Mantine's global.css): the sun when dark, the moon when light, also in a frame rendered in the other scheme", async () => {
    renderShell('/');
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' });
    expect(toggle.querySelector('svg.tabler-icon-sun')).toHaveClass('mantine-light-hidden');
    expect(toggle.querySelector('svg.tabler-icon-moon')).toHaveClass('mantine-dark-hidden');
  });
});

describe('isLinkActive', () => {
  const routes = staticCatalog().get().routes;
  const link = (to: string, key: string) => ({ to, label: to, key });

  it('is the current page where the address opens the same remote page, or lies below the link', () => {
    // One page published at two addresses: its link is current at both.
    expect(isLinkActive(link('/start', 'mf_public/Start'), routes, '/')).toBe(true);
    expect(isLinkActive(link('/things', 'mf_public/Things'), routes, '/things/42')).toBe(true);
    expect(isLinkActive(link('/things', 'mf_public/Things'), routes, '/thingsx')).toBe(false);
    expect(isLinkActive(link('/desk', 'mf_dashboard/Desk'), routes, '/desk/users')).toBe(true);
    expect(isLinkActive(link('/about', 'mf_community/About'), routes, '/')).toBe(false);
  });
});

describe('the links a remote publishes', () => {
  it('leave out patterns with parameters and order by the published order', () => {
    const routes = staticCatalog({
      mf_public: [
        { path: '/b', page: 'B', link: { label: 'B', order: 20, navbar: true } },
        { path: '/x/:id', page: 'X', link: { label: 'X', order: 1, navbar: true, footer: true } },
        { path: '/a', page: 'A', link: { label: 'A', order: 5, navbar: true, footer: true } },
      ],
    }).get().routes;
    expect(navbarLinks(routes, false).map((l) => l.to)).toEqual(['/a', '/b']);
    expect(footerLinks(routes).map((l) => l.to)).toEqual(['/a']);
    expect(signInPath(routes)).toBeUndefined();
    expect(linkTarget('/desk/*')).toBe('/desk');
    expect(linkTarget('/*')).toBe('/');
  });
});
