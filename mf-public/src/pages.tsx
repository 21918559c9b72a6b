/**
 * The module mf-public exposes to the shell: one component per public page. Each page is its own
 * lazily loaded chunk, so each route stays light. A page chunk is named `page-<page name in
 * kebab case>`: the shell preloads the opened page's chunk by that name as soon as it has read
 * this remote's manifest (shell/src/federation/runtime.ts), so it downloads alongside this module.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingBlock } from './features/common/query-state';

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
  Landing: page(lazy(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page'))),
  Donations: page(lazy(() => import(/* webpackChunkName: "page-donations" */ './features/campaigns/campaigns-page'))),
  DonationDetail: page(lazy(() => import(/* webpackChunkName: "page-donation-detail" */ './features/campaigns/campaign-detail-page'))),
  Leaderboard: page(lazy(() => import(/* webpackChunkName: "page-leaderboard" */ './features/leaderboard/leaderboard-page'))),
  Login: page(lazy(() => import(/* webpackChunkName: "page-login" */ './features/auth/login-page'))),
  Register: page(lazy(() => import(/* webpackChunkName: "page-register" */ './features/auth/register-page'))),
};

export default pages;
