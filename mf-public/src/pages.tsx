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
import { NS } from './i18n';

const loading = <LoadingBlock minHeight={320} />;

const pages = {
  Landing: lazyPage(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page'), loading, [NS.common, NS.landing, NS.campaigns]),
  Donations: lazyPage(() => import(/* webpackChunkName: "page-donations" */ './features/campaigns/campaigns-page'), loading, [NS.common, NS.campaigns]),
  DonationDetail: lazyPage(
    () => import(/* webpackChunkName: "page-donation-detail" */ './features/campaigns/campaign-detail-page'),
    loading,
    [NS.common, NS.campaigns], // the donate dialog's strings come with its code (donate-now.tsx)
  ),
  Leaderboard: lazyPage(() => import(/* webpackChunkName: "page-leaderboard" */ './features/leaderboard/leaderboard-page'), loading, [NS.common, NS.leaderboard]),
  Login: lazyPage(() => import(/* webpackChunkName: "page-login" */ './features/auth/login-page'), loading, [NS.common, NS.forms, NS.login]),
  Register: lazyPage(() => import(/* webpackChunkName: "page-register" */ './features/auth/register-page'), loading, [NS.common, NS.forms, NS.register]),
  VerifyEmail: lazyPage(() => import(/* webpackChunkName: "page-verify-email" */ './features/auth/verify-email-page'), loading, [NS.common, NS.verifyEmail]),
  ResetPassword: lazyPage(
    () => import(/* webpackChunkName: "page-reset-password" */ './features/auth/reset-password-page'),
    loading,
    [NS.common, NS.forms, NS.resetPassword],
  ),
  Transparency: lazyPage(
    () => import(/* webpackChunkName: "page-transparency" */ './features/transparency/transparency-page'),
    loading,
    [NS.common, NS.transparency],
  ),
};

// Each page inside the bridge: it works with the shell's Mantine or, if that cannot serve this
// remote, with its own (see shared-auth/mantine-bridge).
export default withMantineBridge(pages) satisfies RemotePages; // the contract the shell loads
