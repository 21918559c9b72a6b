/**
 * The module mf-public exposes to the shell: one component per public page.
 * The landing page (the product's front door, most visitors' first page) comes with this module,
 * so it downloads alongside the shell's code with no extra round trip; every other page is its
 * own lazily loaded chunk, so each route stays light.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingBlock } from './features/common/query-state';
import LandingPage from './features/landing/landing-page';
import './features/common/page-styles';

function page(Component: LazyExoticComponent<ComponentType>): ComponentType {
  function Page() {
    return (
      <Suspense fallback={<LoadingBlock minHeight={320} />}>
        <Component />
      </Suspense>
    );
  }
  return Page;
}

const pages = {
  Landing: LandingPage,
  Donations: page(lazy(() => import('./features/campaigns/campaigns-page'))),
  DonationDetail: page(lazy(() => import('./features/campaigns/campaign-detail-page'))),
  Leaderboard: page(lazy(() => import('./features/leaderboard/leaderboard-page'))),
  Login: page(lazy(() => import('./features/auth/login-page'))),
  Register: page(lazy(() => import('./features/auth/register-page'))),
};

export default pages;
