import './mantine-styles';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureRuntime, ReliefProviders } from 'shared-auth';
import { fetchRemotesConfig } from './federation/remotes-config';
import { registerRemotesFromConfig, remoteLoader } from './federation/runtime';
import { makeRoutes } from './routes';

async function start() {
  try {
    const config = await fetchRemotesConfig();
    configureRuntime({ apiBaseUrl: config.apiBaseUrl });
    registerRemotesFromConfig(config);
  } catch (error) {
    // Without the manifest the frame still renders; each remote then shows its error screen.
    console.error('[shell] could not read /remotes.json', error);
    registerRemotesFromConfig({ apiBaseUrl: '/api/v1', remotes: {} });
  }
  const router = createBrowserRouter(makeRoutes(remoteLoader));
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ReliefProviders>
        <RouterProvider router={router} />
      </ReliefProviders>
    </StrictMode>,
  );
}

void start();
