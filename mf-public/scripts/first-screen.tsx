/**
 * The landing page's first screen as static HTML, in each language, for the shell's server to put
 * into the page before any script has loaded (mf-public publishes it with its build as
 * `prerender.json`: scripts/prerender.tsx). The same components the page renders (Hero, Purpose),
 * in the same theme; the app's first render replaces them with the live page.
 * Outside src/ on purpose: the build counts what src/ uses of the shared libraries (react-router-dom's
 * MemoryRouter here would make this remote take its own copy of the router, and break its pages).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { i18n, loadNamespaces, reliefCssVariablesResolver, reliefTheme, type Language } from 'shared-auth';
import { Hero } from '../src/features/landing/hero';
import { Purpose } from '../src/features/landing/purpose';
import { NS } from '../src/i18n';

/** The landing's first screen in `language`: hero and purpose, with the theme's CSS variables. */
export async function landingFirstScreen(language: Language): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  await loadNamespaces([NS.common, NS.landing]);
  const html = renderToString(
    <MantineProvider theme={reliefTheme} cssVariablesResolver={reliefCssVariablesResolver} deduplicateCssVariables={false}>
      <MemoryRouter>
        <Hero />
        <Purpose />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { html, title: i18n.t('productTitle', { ns: 'shared' }) };
}
