/**
 * After the build (npm run build): writes dist/prerender.json, the first screens of this remote's
 * pages as static HTML per language, with the stylesheets they need:
 *   { format: 1, pages: { "<path>": { css: [files], html: { en, bn }, title: { en, bn }, live? } } }
 * The shell's server reads it next to this remote's mf-manifest.json (scripts/lib/first-screen.mjs)
 * and writes the opened page's screen into the page it serves, so a donor on a slow link reads it
 * before any script has arrived. `live`: where this remote's own server renders the screen with its
 * data (the landing's campaigns: server/render-screen.tsx, `first-screen.json?path=&lang=` next to
 * this file); the html here is what the shell writes when that does not answer in time. Runs with the CSS-ignoring hook:
 *   node --import relief-build/css-ignore --import tsx scripts/prerender.tsx
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from 'shared-auth';
import { landingFirstScreen } from './first-screen';
import { ROUTES } from '../src/routes';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, 'mf-manifest.json'), 'utf8')) as { reliefPages?: Record<string, string[]> };
// The landing page's own stylesheets (its chunk group's CSS files, as the shell preloads them).
const css = (manifest.reliefPages?.landing ?? []).filter((file) => file.endsWith('.css'));

const html: Record<string, string> = {};
const title: Record<string, string> = {};
for (const language of LANGUAGES) {
  const screen = await landingFirstScreen(language);
  html[language] = screen.html;
  title[language] = screen.title;
}
const pages = Object.fromEntries(ROUTES.filter((r) => r.page === 'Landing').map((r) => [r.path, { css, html, title, live: 'first-screen.json' }]));
const out = path.join(DIST, 'prerender.json');
fs.writeFileSync(out, JSON.stringify({ format: 1, pages }));
console.log(`dist/prerender.json: ${Object.keys(pages).join(', ')} in ${LANGUAGES.join(', ')} (${(fs.statSync(out).size / 1024).toFixed(1)} KB)`);
