/**
 * The module mf-public exposes to the shell: one component per public page. Each page is its own
 * lazily loaded chunk, so each route stays light. A page chunk is named `page-<page name in
 * kebab case>`: the shell preloads the opened page's chunk by that name as soon as it has read
 * this remote's manifest (shell/src/federation/runtime.ts), so it downloads alongside this module,
 * and calls the page's `preload()` before its first render, so the page shows in that render
 * (shared-auth's lazyPage).
 */
import { lazyPage } from 'shared-auth';
import { withMantineBridge } from 'shared-auth/mantine-bridge';
import type { RemotePages } from 'shared-auth/routes';
import { LoadingBlock } from './features/common/loading-block';

const loading = <LoadingBlock minHeight={320} />;

const pages = {
  Landing: lazyPage(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page'), loading),
  Donations: lazyPage(() => import(/* webpackChunkName: "page-donations" */ './features/campaigns/campaigns-page'), loading),
  DonationDetail: lazyPage(() => import(/* webpackChunkName: "page-donation-detail" */ './features/campaigns/campaign-detail-page'), loading),
  Leaderboard: lazyPage(() => import(/* webpackChunkName: "page-leaderboard" */ './features/leaderboard/leaderboard-page'), loading),
  Login: lazyPage(() => import(/* webpackChunkName: "page-login" */ './features/auth/login-page'), loading),
  Register: lazyPage(() => import(/* webpackChunkName: "page-register" */ './features/auth/register-page'), loading),
  VerifyEmail: lazyPage(() => import(/* webpackChunkName: "page-verify-email" */ './features/auth/verify-email-page'), loading),
  ResetPassword: lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './features/auth/reset-password-page'), loading),
  Transparency: lazyPage(() => import(/* webpackChunkName: "page-transparency" */ './features/transparency/transparency-page'), loading),
};

// Each page inside the bridge: it works with the shell's Mantine or, if that cannot serve this
// remote, with its own (see shared-auth/mantine-bridge).
export default withMantineBridge(pages) satisfies RemotePages; // the contract the shell loads
