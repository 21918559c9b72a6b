import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, ReliefProviders, whenRehydrated } from 'shared-auth';
import { fakeRuntime, renderShell } from '../test/render';
import { createRemoteLoader } from './remote-loader';
import { ShellRoutes } from '../routes';
import { CatalogProvider } from './catalog-context';
import { staticCatalog } from '../test/catalog-fixture';

describe('remote page', () => {
  it('shows a loading indicator, then the remote page', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = fakeRuntime();
    renderShell('/things', { runtime: fakeRuntime({ load: async (remote) => (await gate, base.load(remote)) }) });
    expect(await screen.findByRole('status', { name: 'Loading the public pages' })).toBeInTheDocument();
    // The page's published title meanwhile.
    await waitFor(() => expect(document.title).toBe('All things – Post-Disaster Relief Donation Platform'));
    release();
    expect(await screen.findByText('page mf_public/Things')).toBeInTheDocument();
  });

  it('renders a page whose remote has already loaded in the first pass, with no loading state', async () => {
    const { store, persistor } = makeStore();
    await whenRehydrated(persistor);
    const loader = createRemoteLoader(fakeRuntime());
    await loader.loadPage('mf_public', 'Things');
    const { container } = render(
      <ReliefProviders store={store} persistor={persistor}>
        <CatalogProvider catalog={staticCatalog()}>
          <MemoryRouter initialEntries={['/things']}>
            <ShellRoutes loader={loader} />
          </MemoryRouter>
        </CatalogProvider>
      </ReliefProviders>,
    );
    // Synchronously after the first render.
    expect(container.textContent).toContain('page mf_public/Things');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a readable error with Retry when the remote cannot be loaded, and Retry really loads it again', async () => {
    const base = fakeRuntime();
    const reset = vi.fn();
    let up = false;
    const load = vi.fn(async (remote: Parameters<typeof base.load>[0]) => {
      if (!up) throw new Error('ScriptNetworkError: Failed to load script');
      return base.load(remote);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell('/about', { runtime: fakeRuntime({ load, reset }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The community pages could not be loaded');
    // The frame is still there.
    expect(screen.getAllByRole('link', { name: 'Things' }).length).toBeGreaterThan(0);
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('page mf_community/About')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('mf_community');
    vi.mocked(console.error).mockRestore();
  });

  it('one broken remote leaves the others working', async () => {
    const base = fakeRuntime();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderShell('/wall', {
      signedIn: true,
      runtime: fakeRuntime({
        load: async (remote) => {
          if (remote === 'mf_community') throw new Error('down');
          return base.load(remote);
        },
      }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await router.navigate('/things');
    expect(await screen.findByText('page mf_public/Things')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
