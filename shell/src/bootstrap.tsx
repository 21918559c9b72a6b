import './mantine-styles';
import './focus.css';
import './fonts.css';
import { BrowserRouter } from 'react-router-dom';
import { configureRuntime, makeStore, selectIsAuthenticated, whenRehydrated } from 'shared-auth';
import { mountApp } from 'shared-auth/standalone';
import { startFederation } from './federation/start';
import { openedPageReady } from './federation/first-render';
import { catalog } from './federation/catalog';
import { remoteLoader } from './federation/runtime';
import { ShellRoutes } from './routes';
import './federation/provided';

async function start() {
  const config = await startFederation();
  configureRuntime({ apiBaseUrl: config.apiBaseUrl });
  // One first render with the frame and the opened page (see first-render.ts): the session is
  // restored and the page's code has run before it, instead of a loading state in between.
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  await openedPageReady(remoteLoader, catalog, window.location.pathname, () => selectIsAuthenticated(store.getState()));
  mountApp(
    <BrowserRouter>
      <ShellRoutes loader={remoteLoader} />
    </BrowserRouter>,
    { store, persistor },
  );
}

void start();
