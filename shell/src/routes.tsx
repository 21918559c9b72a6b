import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared-auth';
import { Layout } from './layout/layout';
import { ErrorScreen, notFoundLoader } from './errors/error-screen';
import { RemotePage } from './federation/remote-page';
import type { RemoteLoader } from './federation/remote-loader';
import type { RemoteName } from './federation/remotes-config';

/** Which remote page each route shows (the federation contract). */
export const ROUTE_TABLE: { path: string; remote: RemoteName; page: string; guarded?: boolean }[] = [
  { path: '/', remote: 'mf_public', page: 'Landing' },
  { path: '/home', remote: 'mf_public', page: 'Landing' },
  { path: '/donations', remote: 'mf_public', page: 'Donations' },
  { path: '/donations/:donationId', remote: 'mf_public', page: 'DonationDetail' },
  { path: '/leaderboard', remote: 'mf_public', page: 'Leaderboard' },
  { path: '/login', remote: 'mf_public', page: 'Login' },
  { path: '/register', remote: 'mf_public', page: 'Register' },
  { path: '/community', remote: 'mf_community', page: 'Community', guarded: true },
  { path: '/about-us', remote: 'mf_community', page: 'AboutUs' },
  { path: '/volunteer', remote: 'mf_community', page: 'Volunteer' },
  { path: '/dashboard/*', remote: 'mf_dashboard', page: 'Dashboard', guarded: true },
];

export function makeRoutes(loader: RemoteLoader): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: (
        <Layout>
          <ErrorScreen />
        </Layout>
      ),
      children: [
        {
          errorElement: <ErrorScreen />,
          children: [
            ...ROUTE_TABLE.map(({ path, remote, page, guarded }) => {
              const element = <RemotePage key={`${remote}/${page}`} loader={loader} remote={remote} page={page} />;
              return { path, element: guarded ? <RequireAuth>{element}</RequireAuth> : element };
            }),
            { path: '*', loader: notFoundLoader, element: null },
          ],
        },
      ],
    },
  ];
}
