/**
 * Standalone development entry of mf_public (npm run dev -w mf-public): the remote's pages in the
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
        <Text fw={700}>mf_public (standalone)</Text>
        <Anchor component={Link} to="/">/</Anchor>
        <Anchor component={Link} to="/home">/home</Anchor>
        <Anchor component={Link} to="/donations">/donations</Anchor>
        <Anchor component={Link} to="/leaderboard">/leaderboard</Anchor>
        <Anchor component={Link} to="/login">/login</Anchor>
        <Anchor component={Link} to="/register">/register</Anchor>
      </Group>
      <Outlet />
    </Container>
  );
}

const router = createBrowserRouter([
  {
    element: <StandaloneFrame />,
    children: [
      { path: '/', element: <pages.Landing /> },
      { path: '/home', element: <pages.Landing /> },
      { path: '/donations', element: <pages.Donations /> },
      { path: '/donations/:donationId', element: <pages.DonationDetail /> },
      { path: '/leaderboard', element: <pages.Leaderboard /> },
      { path: '/login', element: <pages.Login /> },
      { path: '/register', element: <pages.Register /> },
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
