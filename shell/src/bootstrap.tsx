import './mantine-styles';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureRuntime, ReliefProviders } from 'shared-auth';
import { startFederation } from './federation/start';
import { remoteLoader } from './federation/runtime';
import { ShellRoutes } from './routes';
import './federation/provided';

async function start() {
  const config = await startFederation();
  configureRuntime({ apiBaseUrl: config.apiBaseUrl });
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
