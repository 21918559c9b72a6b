import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import { campaign } from '../testing/fixtures';
import { DonateNow } from './donate-now';

/**
 * The dialog's chunk, as the network delivers it: each download of ./donate-dialog waits until
 * the test lets it arrive or fail. `downloads` counts the downloads started.
 */
const network = vi.hoisted(() => {
  let pending: { arrive: () => void; fail: () => void } | null = null;
  return {
    downloads: 0,
    start(): Promise<void> {
      this.downloads += 1;
      return new Promise<void>((resolve, reject) => {
        pending = { arrive: resolve, fail: () => reject(new Error('Loading chunk donate-dialog failed')) };
      });
    },
    settle(how: 'arrive' | 'fail') {
      if (!pending) throw new Error('no download in progress');
      const download = pending;
      pending = null;
      download[how]();
    },
  };
});

vi.mock('./donate-dialog', async (importOriginal) => {
  await network.start();
  return importOriginal();
});

/** Lets the pending download of the dialog arrive or fail, once it has started. */
async function settle(how: 'arrive' | 'fail', downloads: number) {
  await waitFor(() => expect(network.downloads).toBe(downloads));
  await act(async () => network.settle(how));
}

/**
 * Focus goes to the page itself, as a browser does when the focused button becomes disabled
 * (happy-dom keeps it there: its blur() does nothing on a disabled button).
 */
function loseFocus() {
  const elsewhere = document.body.appendChild(document.createElement('input'));
  act(() => {
    elsewhere.focus();
    elsewhere.remove();
  });
}

function renderButton() {
  renderWithProviders(<DonateNow campaign={campaign()} />, { route: '/donations/1' });
  return screen.getByRole('button', { name: 'Donate Now' });
}

// The dialog's code is downloaded once per file: these tests run in order, the first leaves it
// not downloaded (each attempt fails), the second lets it arrive.
// The dialog asks where to pay; no receiving account here.
beforeEach(() => {
  mockApi([['GET', /^\/payment-accounts$/, () => ({ body: { success: true, data: [] } })]]);
});

describe('DonateNow', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // Compile the real dialog ahead, so its arrival in the tests is quick.
    await vi.importActual('./donate-dialog');
  });

  it('says when the dialog could not be downloaded, and a new tap downloads it again', async () => {
    const button = renderButton();
    expect(network.downloads).toBe(0);

    // Pointer over the button starts the download; its failure alone says nothing.
    await userEvent.hover(button);
    await settle('fail', 1);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();

    // A tap downloads again, the button is busy meanwhile and keeps its name.
    await userEvent.click(button);
    await waitFor(() => expect(network.downloads).toBe(2));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(button).toHaveAccessibleName('Donate Now');
    await settle('fail', 2);
    expect(await screen.findByText(/The donation form could not be loaded/)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // And the next tap tries again.
    await userEvent.click(button);
    await waitFor(() => expect(network.downloads).toBe(3));
    expect(button).toHaveAttribute('aria-busy', 'true');
    await settle('fail', 3);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter before the dialog has arrived opens it on arrival, and closing gives focus back to Donate Now', async () => {
    const before = network.downloads;
    const button = renderButton();
    expect(network.downloads).toBe(before);

    // Tab to the button: focus starts the download; Enter asks for the dialog.
    await userEvent.tab();
    expect(button).toHaveFocus();
    await waitFor(() => expect(network.downloads).toBe(before + 1));
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Donate Now');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Pointing at it or pressing again while it downloads starts no second download.
    await userEvent.hover(button);
    await userEvent.keyboard('{Enter}');
    expect(network.downloads).toBe(before + 1);

    // A browser may move focus off the busy (disabled) button; the dialog still gives it back.
    loseFocus();
    expect(document.activeElement).toBe(document.body);
    await settle('arrive', before + 1);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Donate to Flood relief in Sylhet');
    expect(button).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(screen.getByLabelText(/Amount/)).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // Now that it is here, Donate Now opens it at once, without downloading again.
    await userEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(network.downloads).toBe(before + 1);
  });
});
