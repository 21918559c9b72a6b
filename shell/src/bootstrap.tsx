import './mantine-styles';
import './focus.css';
import './fonts.css';
import { BrowserRouter } from 'react-router-dom';
import { configureRuntime, i18n, loadNamespaces, makeStore, selectCurrentUser, selectIsAuthenticated, whenRehydrated } from 'shared-auth';
import { mountApp } from 'shared-auth/standalone';
import { startFederation } from './federation/start';
import { FIRST_RENDER_WAIT_MS, openedPageReady } from './federation/first-render';
import { catalog } from './federation/catalog';
import { remoteLoader } from './federation/runtime';
import { ShellRoutes } from './routes';
import { FirstScreenContext, readFirstScreen, ServedFrameContext } from './frame/first-screen-context';
import { canHydrate, frameCatalogSettled, onHydrationError } from './frame/hydrate';
import { mirrorSession } from './frame/session-cookie';
import './federation/provided';
import { SHELL_NS } from './i18n';

async function start() {
  // The frame's strings in the page's language, alongside everything else the first render needs.
  const strings = loadNamespaces([SHELL_NS]).catch((error: unknown) => console.error('[relief] the frame\'s strings did not load', error));
  const config = await startFederation();
  configureRuntime({ apiBaseUrl: config.apiBaseUrl });
  // One first render with the frame and the opened page (see first-render.ts): the session is
  // restored and the page's code has run before it, instead of a loading state in between.
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  mirrorSession(store);
  const waited = Date.now();
  await openedPageReady(remoteLoader, catalog, window.location.pathname, () => selectIsAuthenticated(store.getState()));
  await strings;
  const root = document.getElementById('root');
  await frameCatalogSettled(root, catalog, FIRST_RENDER_WAIT_MS - (Date.now() - waited));
  const hydrate = canHydrate(root, {
    language: i18n.language,
    authenticated: selectIsAuthenticated(store.getState()),
    unconfirmed: selectCurrentUser(store.getState())?.emailVerified !== true,
    dark: document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
    catalog: catalog.get(),
  });
  mountApp(
    <ServedFrameContext.Provider value={hydrate}>
      <FirstScreenContext.Provider value={root ? readFirstScreen(root, window.location.pathname) : undefined}>
        <BrowserRouter>
          <ShellRoutes loader={remoteLoader} />
        </BrowserRouter>
      </FirstScreenContext.Provider>
    </ServedFrameContext.Provider>,
    // Without a stored choice, the system's scheme (and its changes while the page is open), as
    // index.html applied it before the first paint.
    { store, persistor, colorScheme: 'auto', ...(hydrate ? { hydrate: { onRecoverableError: onHydrationError } } : {}) },
  );
}

void start();
