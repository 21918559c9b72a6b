// @ts-check
/**
 * A Node module hook for rendering front-end components outside the browser (a remote's build-time
 * prerender, e.g. mf-public/scripts/prerender.tsx): `import './x.css'` gives an empty module. The
 * styles themselves are the built CSS files the page links.
 *   node --import relief-build/css-ignore --import tsx script.tsx
 */
import { register } from 'node:module';

register('./css-ignore-hooks.mjs', import.meta.url);
