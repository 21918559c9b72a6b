/**
 * Under a shell without translations, the remote's own translation is a chunk of its own: when it
 * cannot be downloaded, the page says so through its error boundary, and a retry downloads it again.
 */
import { Component, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('shared-auth', () => ({ registerNamespaces: undefined, formatDate: undefined, i18n: undefined }));
const network = vi.hoisted(() => ({ down: true }));
vi.mock('./own-copy', async (importOriginal) => {
  if (network.down) throw new Error('offline');
  return importOriginal();
});

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error)
      return (
        <button
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          Retry
        </button>
      );
    return this.props.children;
  }
}

describe('shared-auth/i18n when its own copy cannot be downloaded', () => {
  it("shows the page's error boundary, and the page once a retry gets it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const unit = await import('./unit');
    expect(unit.translatedBy).toBe('own');
    const pages = unit.translatedPages({ Hello: Object.assign(() => <p>{unit.formatCount(1234)}</p>, { preload: async () => undefined }) });
    await expect(pages.Hello.preload?.()).rejects.toThrow();
    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <Boundary onRetry={() => setAttempt(attempt + 1)}>
          <pages.Hello key={attempt} />
        </Boundary>
      );
    }
    render(<Page />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    network.down = false;
    await act(() => userEvent.click(retry));
    expect(await screen.findByText('1,234')).toBeTruthy();
  });
});
