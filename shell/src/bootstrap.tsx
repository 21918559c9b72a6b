import './mantine-styles';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { AUTH_STORAGE_KEY, configureRuntime, isTokenValid, ReliefProviders } from 'shared-auth';
import { startRemotesConfig } from './federation/early-config';
import { registerRemotesFromConfig, remoteLoader } from './federation/runtime';
import { ROUTE_TABLE, ShellRoutes } from './routes';

/** Whether a persisted, unexpired session is there (a guarded page will then show, not /login). */
function hasStoredSession(): boolean {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? isTokenValid(JSON.parse(JSON.parse(raw).token as string) as string | null) : false;
  } catch {
    return false;
  }
}

async function start() {
  try {
    const config = await startRemotesConfig();
    configureRuntime({ apiBaseUrl: config.apiBaseUrl });
    registerRemotesFromConfig(config);
    // Start loading the remote of the page being opened now, in parallel with React's first
    // render (its route element asks the same loader, which shares the promise). A failure
    // is shown by that remote's error boundary.
    const first = ROUTE_TABLE.find((r) => matchPath({ path: r.path, end: true }, window.location.pathname));
    if (first && (!first.guarded || hasStoredSession())) remoteLoader.load(first.remote).catch(() => undefined);
  } catch (error) {
    // Without the manifest the frame still renders; each remote then shows its error screen.
    console.error('[shell] could not read /remotes.json', error);
    registerRemotesFromConfig({ apiBaseUrl: '/api/v1', remotes: {} });
  }
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ReliefProviders>
        <BrowserRouter>
          <ShellRoutes loader={remoteLoader} />
        </BrowserRouter>
      </ReliefProviders>
    </StrictMode>,
  );
}

void start();
