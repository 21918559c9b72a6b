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
import { translatedPages } from 'shared-auth/i18n';
import type { RemotePages } from 'shared-auth/routes';
import { LoadingBlock } from './features/common/loading-block';
import { NS } from './i18n';
import { ROUTES } from './routes';

const loading = <LoadingBlock minHeight={320} />;

/**
 * The namespaces a page's first render needs, as its route names them (`strings`, src/routes.ts:
 * the shell preloads their files from the manifest; the page loads them with its code).
 */
const strings = (page: string): string[] =>
  (ROUTES.find((r) => r.page === page)?.strings ?? []).map((feature) => NS[feature as keyof typeof NS]);

const pages = {
  Landing: lazyPage(() => import(/* webpackChunkName: "page-landing" */ './features/landing/landing-page'), loading, strings('Landing')),
  Donations: lazyPage(() => import(/* webpackChunkName: "page-donations" */ './features/campaigns/campaigns-page'), loading, strings('Donations')),
  DonationDetail: lazyPage(
    () => import(/* webpackChunkName: "page-donation-detail" */ './features/campaigns/campaign-detail-page'),
    loading,
    strings('DonationDetail'), // the donate dialog's strings come with its code (donate-now.tsx)
  ),
  Leaderboard: lazyPage(() => import(/* webpackChunkName: "page-leaderboard" */ './features/leaderboard/leaderboard-page'), loading, strings('Leaderboard')),
  Login: lazyPage(() => import(/* webpackChunkName: "page-login" */ './features/auth/login-page'), loading, strings('Login')),
  Register: lazyPage(() => import(/* webpackChunkName: "page-register" */ './features/auth/register-page'), loading, strings('Register')),
  VerifyEmail: lazyPage(() => import(/* webpackChunkName: "page-verify-email" */ './features/auth/verify-email-page'), loading, strings('VerifyEmail')),
  ResetPassword: lazyPage(
    () => import(/* webpackChunkName: "page-reset-password" */ './features/auth/reset-password-page'),
    loading,
    strings('ResetPassword'),
  ),
  Transparency: lazyPage(
    () => import(/* webpackChunkName: "page-transparency" */ './features/transparency/transparency-page'),
    loading,
    strings('Transparency'),
  ),
};

// Each page inside the bridge: it works with the shell's Mantine or, if that cannot serve this
// remote, with its own (see shared-auth/mantine-bridge); and with the shell's translation or, under
// a shell from before translations, its own (shared-auth/i18n).
export default withMantineBridge(translatedPages(pages)) satisfies RemotePages; // the contract the shell loads
