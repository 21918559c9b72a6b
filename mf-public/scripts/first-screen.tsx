/**
 * The first screens of mf-public's pages as static HTML, in each language, for the shell's server to
 * put into the page before any script has loaded (mf-public publishes them with its build as
 * `prerender.json`: scripts/prerender.tsx, and renders them live with data: server/render-screen.tsx).
 * Each is the page itself in its first-screen mode (not what needs its code or data), in the same
 * theme, rendered with react-dom/static; the page replaces it once it renders.
 * Outside src/ on purpose: the build counts what src/ uses of the shared libraries (react-router-dom's
 * MemoryRouter here would make this remote take its own copy of the router, and break its pages).
 */
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadNamespaces, pageTitle, reliefCssVariablesResolver, reliefTheme, type Language } from 'shared-auth';
import { routeTitle } from 'shared-auth/routes';
import LandingPage from '../src/features/landing/landing-page';
import { CampaignsFirstScreen } from '../src/features/campaigns/campaigns-page';
import { CampaignDetailFirstScreen } from '../src/features/campaigns/campaign-detail-page';
import type { PublicCampaign } from '../src/features/campaigns/campaigns-api';
import { LeaderboardFirstScreen } from '../src/features/leaderboard/leaderboard-page';
import type { LeaderboardRow } from 'api/types';
import type { ListedCampaign } from '../src/features/campaigns/campaigns-api';
import { NS } from '../src/i18n';
import { ROUTES } from '../src/routes';

/** A page's first screen: its HTML, with the theme's CSS variables, and its document title. */
export interface RenderedFirstScreen {
  html: string;
  title: string;
}

/** The campaigns list as the API answers it (the part a first screen shows). */
export interface ListAnswer {
  data: ListedCampaign[];
  total: number;
}

async function render(language: Language, page: string, strings: string[], element: ReactElement, ownTitle?: string): Promise<RenderedFirstScreen> {
  await i18n.changeLanguage(language);
  await loadNamespaces(strings);
  // The strings' instance given explicitly: it is kept on globalThis (shared-auth's pageI18n), so in a
  // process with another bundle of shared-auth (a server running the shell's frame renderer too, as
  // scripts/start.mjs does) it may have been made there, unknown to this bundle's react-i18next.
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={reliefTheme} cssVariablesResolver={reliefCssVariablesResolver} deduplicateCssVariables={false}>
        <MemoryRouter>{element}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  const html = await new Response(prelude).text();
  // The title the page has while it loads (its route's, as the shell sets it), or the one it shows (a campaign's).
  const route = ROUTES.find((r) => r.page === page);
  return { html, title: pageTitle(ownTitle ?? (route ? routeTitle(route, language) : undefined)) };
}

/**
 * The landing's first screen in `language`: hero, purpose, every section's heading and text, the link
 * to all campaigns; with the featured `campaigns` when mf-public's server renders it live.
 */
export const landingFirstScreen = (language: Language, campaigns?: ListedCampaign[]) =>
  render(language, 'Landing', [NS.common, NS.landing, NS.campaigns], <LandingPage firstScreen campaigns={campaigns} />);

/**
 * The campaigns list's first screen in `language` (/donations without filters): its heading, the
 * filters, and with the API's `list` when rendered live, the count and the first row of cards.
 */
export const campaignsFirstScreen = (language: Language, list?: ListAnswer) =>
  render(language, 'Donations', [NS.common, NS.campaigns], <CampaignsFirstScreen list={list} />);

/** The leaderboard's first screen in `language`: its heading, and with the API's `rows` when rendered live, the donors. */
export const leaderboardFirstScreen = (language: Language, rows?: LeaderboardRow[]) =>
  render(language, 'Leaderboard', [NS.common, NS.leaderboard], <LeaderboardFirstScreen rows={rows} />);

/** A campaign page's first screen in `language`, with the API's `campaign` (rendered live only: its address names it). */
export const campaignFirstScreen = (language: Language, campaign: PublicCampaign) =>
  render(language, 'DonationDetail', [NS.common, NS.campaigns], <CampaignDetailFirstScreen campaign={campaign} />, campaign.title);
