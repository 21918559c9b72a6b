import './mantine-styles';
import './focus.css';
import './fonts.css';
import { BrowserRouter } from 'react-router-dom';
import { configureRuntime, loadNamespaces, makeStore, selectIsAuthenticated, whenRehydrated } from 'shared-auth';
import { mountApp } from 'shared-auth/standalone';
import { startFederation } from './federation/start';
import { openedPageReady } from './federation/first-render';
import { catalog } from './federation/catalog';
import { remoteLoader } from './federation/runtime';
import { ShellRoutes } from './routes';
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
  await openedPageReady(remoteLoader, catalog, window.location.pathname, () => selectIsAuthenticated(store.getState()));
  await strings;
  mountApp(
    <BrowserRouter>
      <ShellRoutes loader={remoteLoader} />
    </BrowserRouter>,
    { store, persistor },
  );
}

void start();
