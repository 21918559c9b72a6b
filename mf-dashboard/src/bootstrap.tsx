/**
 * Standalone development entry of mf_dashboard (npm run dev -w mf-dashboard): the remote's pages in the
 * same providers the shell gives them, without the shell. Not used when the shell loads
 * './pages' through Module Federation.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { configureRuntime, ReliefProviders, RequireAuth } from 'shared-auth';
import pages from './pages';

configureRuntime({ apiBaseUrl: process.env.RELIEF_API_URL });

function StandaloneFrame() {
  return (
    <Container size={1200} py="md">
      <Group gap="md" mb="md">
        <Text fw={700}>mf_dashboard (standalone)</Text>
        <Anchor component={Link} to="/dashboard">/dashboard</Anchor>
      </Group>
      <Outlet />
    </Container>
  );
}

function StandaloneLogin() {
  return (
    <Text>
      Sign in through mf-public or the shell running on this origin; the session is shared through
      local storage.
    </Text>
  );
}

const router = createBrowserRouter([
  {
    element: <StandaloneFrame />,
    children: [
      { path: '/dashboard/*', element: <RequireAuth><pages.Dashboard /></RequireAuth> },
      { path: '/login', element: <StandaloneLogin /> },
    ],
  },
]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ReliefProviders>
        <RouterProvider router={router} />
      </ReliefProviders>
    </StrictMode>,
  );
}
