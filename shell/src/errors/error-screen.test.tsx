import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { renderShell, setViewport } from '../test/render';
import { describeRouteError, NOT_FOUND } from './error-screen';

describe('error screen', () => {
  it('shows Unexpected Application Error! with 404 Not Found for an unknown URL, inside the layout', async () => {
    setViewport(1280);
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    // The title is set by an effect after the screen renders.
    await waitFor(() => expect(document.title).toBe('Page not found – Post-Disaster Relief Donation Platform'));
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The footer follows right after the first paint (Layout).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('is also shown below a known path (a route matches its whole path)', async () => {
    renderShell('/leaderboard/extra');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByText(/^page /)).toBeNull();
  });

  it('links home, and the home page replaces it', async () => {
    const { router } = renderShell('/nowhere');
    const home = await screen.findByRole('link', { name: 'Back to the home page' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(await screen.findByText('page mf_public/Start')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    // The not-found title goes with the screen (this stand-in page sets none of its own).
    // The title is set by an effect after the screen renders.
    await waitFor(() => expect(document.title).toBe('Post-Disaster Relief Donation Platform'));
  });

  it('describes a routing status as "status text", thrown errors by their message', () => {
    expect(describeRouteError(NOT_FOUND)).toBe('404 Not Found');
    expect(describeRouteError({ status: 404, statusText: '' })).toBe('404 Not Found');
    expect(describeRouteError({ status: 500, statusText: '' })).toBe('500');
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError('text')).toBe('text');
    expect(describeRouteError(42)).toBe('Unknown error');
    expect(describeRouteError(null)).toBe('Unknown error');
  });

  it('says the status with Bengali digits on a Bangla page', async () => {
    await i18n.changeLanguage('bn');
    try {
      expect(describeRouteError(NOT_FOUND)).toBe('৪০৪ পাওয়া যায়নি');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
