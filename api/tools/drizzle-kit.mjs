// Runs the drizzle-kit CLI so that it finds this package's drizzle-orm.
// npm hoists drizzle-kit to the repository root; drizzle-orm may stay in api/node_modules (it is hoisted too since
// drizzle-typebox joined), and then drizzle-kit's dynamic import('drizzle-orm/...') would fail from the root.
// Usage: node tools/drizzle-kit.mjs generate
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const hook = `
const apiUrl = ${JSON.stringify(pathToFileURL(process.cwd() + '/package.json').href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiUrl });
  }
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook));
const require = createRequire(import.meta.url);
// ...and for its require() calls:
process.env.NODE_PATH = [process.cwd() + '/node_modules', process.env.NODE_PATH].filter(Boolean).join(':');
require('node:module').Module._initPaths();
const main = require.resolve('drizzle-kit'); // <root>/node_modules/drizzle-kit/index.js
const bin = main.replace(/[^/\\]+$/, 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
