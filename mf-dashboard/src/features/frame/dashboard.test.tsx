import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStats, UserStats } from 'api/types';
import { Dashboard } from './dashboard';
import { ADMIN, USER, mockApi, renderWithProviders } from './test/render';

const adminStats: AdminStats = {
  campaignCount: 3,
  donationCount: 4,
  totalAmount: 1000,
  averageAmount: 250,
  pendingCount: 3,
  pendingAmount: 2500.5,
  byTitle: [{ title: 'Flood', amount: 1000 }],
};
const userStats: UserStats = { donationCount: 0, totalAmount: 0, averageAmount: 0, maxDonation: null, byTitle: [] };

function api() {
  return mockApi(({ url }) => {
    if (url === '/stats/admin') return { body: { success: true, data: adminStats } };
    if (url.startsWith('/stats/user/')) return { body: { success: true, data: userStats } };
    if (url === '/users') return { body: { success: true, data: [] } };
    return undefined;
  });
}

function renderDashboard(path: string, as = ADMIN) {
  return renderWithProviders(<Dashboard />, { path, as, route: '/dashboard/*' });
}

function sideMenuLabels() {
  const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('Dashboard frame', () => {
  it('shows the admin title, the admin menu and the admin overview at the index', async () => {
    const calls = api();
    renderDashboard('/dashboard', ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'ADMIN DASHBOARD' })).toBeTruthy();
    expect(sideMenuLabels()).toEqual([
      'Overview',
      'Users',
      'Users Donation',
      'Payments',
      'Create Donation',
      'Donation Services',
      'Causes',
      'Create Testimonial',
      'Testimonials',
      'Volunteers',
      'Messages',
      'Audit log',
      'Security',
    ]);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Admin Dashboard – Post-Disaster Relief Donation Platform'));
    expect(screen.getByText('Overview of donation activities across the platform')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Total Donations Services' })).getByText('3')).toBeTruthy());
    expect(within(screen.getByRole('group', { name: 'Avg. Donation Amount' })).getByText('Tk 250.00')).toBeTruthy();
    const pending = screen.getByTestId('pending-payments');
    expect(pending).toHaveTextContent('3 gifts wait for their money to be seen (Tk 2,500.50)');
    expect(within(pending).getByRole('link', { name: 'Review payments' }).getAttribute('href')).toBe('/dashboard/payments');
    expect(calls.some((c) => c.url === '/stats/admin')).toBe(true);
  });

  it('shows the user title, the user menu and the personal overview at the index', async () => {
    const calls = api();
    renderDashboard('/dashboard', USER);
    expect(screen.getByRole('heading', { level: 1, name: 'USER DASHBOARD' })).toBeTruthy();
    expect(sideMenuLabels()).toEqual(['Overview', 'Donations']);
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Donations' }).getAttribute('href')).toBe('/dashboard/user-donations/rahim%40example.com');
    expect(await screen.findByText('No donation data to display')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard – Post-Disaster Relief Donation Platform'));
    expect(within(screen.getByRole('group', { name: 'Average Donation' })).getByText('Tk 0.00')).toBeTruthy();
    expect(calls.some((c) => c.url === '/stats/user/rahim%40example.com')).toBe(true);
    expect(calls.some((c) => c.url === '/stats/admin')).toBe(false);
  });

  it.each([
    '/dashboard/users',
    '/dashboard/donations',
    '/dashboard/create-donation',
    '/dashboard/donations/edit/3',
    '/dashboard/user-donations',
    '/dashboard/payments',
    '/dashboard/audit-log',
    '/dashboard/messages',
    '/dashboard/testimonials',
    '/dashboard/volunteers',
  ])(
    'shows a user the not-allowed screen at %s without asking the API',
    async (path) => {
      const calls = api();
      renderDashboard(path, USER);
      expect(screen.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('Not allowed – Post-Disaster Relief Donation Platform'));
      expect(calls).toEqual([]);
    },
  );

  it("tells a user they can only see their own donations on someone else's, with a link to theirs", async () => {
    const calls = api();
    renderDashboard('/dashboard/user-donations/other@example.com', USER);
    expect(screen.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(await screen.findByText('You can only see your own donations.')).toBeTruthy();
    expect(screen.queryByText(/for administrators/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See your donations' }).getAttribute('href')).toBe('/dashboard/user-donations/rahim%40example.com');
    expect(document.title).toBe('Not allowed – Post-Disaster Relief Donation Platform');
    expect(calls.filter((c) => c.url.startsWith('/user-donations'))).toEqual([]);
  });

  it("tells a user they can only edit their own profile on someone else's, with a link to their own", async () => {
    api();
    renderDashboard('/dashboard/edit-profile/99', USER);
    expect(screen.getByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(await screen.findByText('You can only edit your own profile.')).toBeTruthy();
    expect(screen.queryByText(/for administrators/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toBe(`/dashboard/edit-profile/${USER.sub}`);
    expect(document.title).toBe('Not allowed – Post-Disaster Relief Donation Platform');
  });

  it('shows a not-found message for an unknown dashboard address', () => {
    api();
    renderDashboard('/dashboard/nowhere', ADMIN);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found – Post-Disaster Relief Donation Platform');
  });

  it('marks the current menu entry', async () => {
    api();
    renderDashboard('/dashboard/users', ADMIN);
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });

  it.each(['/dashboard/user-donations/rahim%40example.com', '/dashboard/user-donations/rahim@example.com'])(
    'marks Donations as current for a user at %s',
    (path) => {
      mockApi(() => ({ body: { success: true, data: [] } }));
      renderDashboard(path, USER);
      const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
      expect(within(nav).getByRole('link', { name: 'Donations' }).getAttribute('aria-current')).toBe('page');
    },
  );

  it('logs out from the account menu and goes to /login', async () => {
    api();
    const { store } = renderDashboard('/dashboard', ADMIN);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('the account menu is a disclosure: the button controls a panel with the name, Profile, Security and Log Out', async () => {
    api();
    renderDashboard('/dashboard', ADMIN);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeTruthy();
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText(ADMIN.name)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/dashboard/profile');
    expect(within(panel).getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/dashboard/security');
    expect(within(panel).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();

    // The button toggles it.
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('the account menu closes on Escape (focus back on the button), outside click, Tab away and after choosing', async () => {
    api();
    renderDashboard('/dashboard', ADMIN);
    const button = screen.getByRole('button', { name: 'Account menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;

    // Keyboard: open with Enter, Tab into the panel, Escape closes and returns focus.
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Profile' }));
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);

    // A click outside.
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'ADMIN DASHBOARD' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Tabbing past the last item (Profile, Security, Log Out).
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Security' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Log Out' }));
    await userEvent.tab();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Choosing Profile goes there and closes it.
    await userEvent.click(button);
    await userEvent.click(within(panel).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/profile'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });
});
