/**
 * The landing page's first screen as static HTML, in each language, for the shell's server to put
 * into the page before any script has loaded (mf-public publishes it with its build as
 * `prerender.json`: scripts/prerender.tsx). The page itself (LandingPage) as its first screen: hero,
 * purpose, every section's heading and text, the link to all campaigns (not what needs its code or
 * data), in the same theme, rendered with react-dom/static; the page replaces it once it renders.
 * Outside src/ on purpose: the build counts what src/ uses of the shared libraries (react-router-dom's
 * MemoryRouter here would make this remote take its own copy of the router, and break its pages).
 */
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadNamespaces, reliefCssVariablesResolver, reliefTheme, type Language } from 'shared-auth';
import LandingPage from '../src/features/landing/landing-page';
import type { ListedCampaign } from '../src/features/campaigns/campaigns-api';
import { NS } from '../src/i18n';

/**
 * The landing's first screen in `language`, with the theme's CSS variables; with the featured
 * `campaigns` when mf-public's server renders it live (server/render-screen.tsx).
 */
export async function landingFirstScreen(language: Language, campaigns?: ListedCampaign[]): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  await loadNamespaces([NS.common, NS.landing, NS.campaigns]);
  // The strings' instance given explicitly: it is kept on globalThis (shared-auth's pageI18n), so in a
  // process with another bundle of shared-auth (a server running the shell's frame renderer too, as
  // scripts/start.mjs does) it may have been made there, unknown to this bundle's react-i18next.
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={reliefTheme} cssVariablesResolver={reliefCssVariablesResolver} deduplicateCssVariables={false}>
        <MemoryRouter>
          <LandingPage firstScreen campaigns={campaigns} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, title: i18n.t('productTitle', { ns: 'shared' }) };
}
