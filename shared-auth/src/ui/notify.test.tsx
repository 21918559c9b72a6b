// jest-dom, the happy-dom shims and the clean-up after each test (as in every front end).
import '../testing/setup';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ReliefProviders } from './providers';
import { notifySuccess } from './notify';

const container = () => document.querySelector('.mantine-Notifications-root');

// One test: the loaded/wanted state is per module, and this file gets a fresh module.
describe('toasts are not part of the first load', () => {
  it('mounts the container on the first key press, then shows toasts', async () => {
    render(
      <ReliefProviders>
        <p>page</p>
      </ReliefProviders>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    // Nothing loaded or mounted before the person does anything.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container()).toBeNull();

    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    await waitFor(() => expect(container()).not.toBeNull());

    let id = '';
    await act(async () => {
      id = notifySuccess('Thank you for your donation', 'Donated');
    });
    expect(id).toMatch(/^relief-toast-\d+$/);
    expect(await screen.findByText('Thank you for your donation')).toBeInTheDocument();
    expect(screen.getByText('Donated')).toBeInTheDocument();
  });
});
