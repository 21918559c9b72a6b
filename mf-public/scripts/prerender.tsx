/**
 * After the build (npm run build): writes dist/prerender.json, the first screens of this remote's
 * pages as static HTML per language, with the stylesheets they need:
 *   { format: 1, pages: { "<path>": { css: [files], html: { en, bn }, title: { en, bn }, live? } }, pagesWithSearch: { "<path>": { ..., search } } }
 * The shell's server reads it next to this remote's mf-manifest.json (scripts/lib/first-screen.mjs)
 * and writes the opened page's screen into the page it serves, so a donor on a slow link reads it
 * before any script has arrived. `live`: where this remote's own server renders the screen with its
 * data (server/render-screen.tsx, `first-screen.json?path=&lang=` next to this file); the html here is
 * what the shell writes when that does not answer in time. `search`: the address's search parameters
 * the page shows something else with (its first call reads them): the screen is written only for an
 * address without them; such pages are in `pagesWithSearch`, which a shell deployed before it does
 * not read (it would write the screen at every address of the page). Runs with the CSS-ignoring hook:
 *   node --import relief-build/css-ignore --import tsx scripts/prerender.tsx
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from 'shared-auth';
import { firstCallSearch, pageKey } from 'shared-auth/routes';
import { campaignsFirstScreen, landingFirstScreen, leaderboardFirstScreen, type RenderedFirstScreen } from './first-screen';
import { ROUTES } from '../src/routes';
import { LIVE_PAGES } from '../server/render-screen';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'mf-manifest.json'), 'utf8')) as { reliefPages?: Record<string, string[]> };

/** The pages with a static first screen (and a live one, where LIVE_PAGES says). */
const SCREENS: Record<string, (language: Language) => Promise<RenderedFirstScreen>> = {
  Landing: (language) => landingFirstScreen(language),
  Donations: (language) => campaignsFirstScreen(language),
  Leaderboard: (language) => leaderboardFirstScreen(language),
};

/** The page's own stylesheets (its chunk group's CSS files, as the shell preloads them). */
const stylesOf = (page: string) => (manifest.reliefPages?.[pageKey(page)] ?? []).filter((file) => file.endsWith('.css'));

const pages: Record<string, unknown> = {};
const pagesWithSearch: Record<string, unknown> = {};
for (const [page, render] of Object.entries(SCREENS)) {
  const css = stylesOf(page);
  const html: Record<string, string> = {};
  const title: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const screen = await render(language);
    html[language] = screen.html;
    title[language] = screen.title;
  }
  for (const route of ROUTES.filter((r) => r.page === page)) {
    const search = route.firstCall ? firstCallSearch(route.firstCall) : [];
    const screen = { css, html, title, ...(LIVE_PAGES.includes(page) ? { live: 'first-screen.json' } : {}) };
    if (search.length > 0) pagesWithSearch[route.path] = { ...screen, search };
    else pages[route.path] = screen;
  }
}
// Pages whose address names what they show (a campaign's): a live screen only (no static one to fall
// back on), published at the route's pattern. A shell that does not know patterns looks the address
// up as it is, and finds none.
for (const route of ROUTES.filter((r) => r.path.includes(':') && LIVE_PAGES.includes(r.page))) {
  pages[route.path] = { css: stylesOf(route.page), html: {}, live: 'first-screen.json' };
}
const out = path.join(DIST, 'prerender.json');
fs.writeFileSync(out, JSON.stringify({ format: 1, pages, pagesWithSearch }));
console.log(`dist/prerender.json: ${[...Object.keys(pages), ...Object.keys(pagesWithSearch)].join(', ')} in ${LANGUAGES.join(', ')} (${(fs.statSync(out).size / 1024).toFixed(1)} KB)`);
