// @ts-check
/** The loader hook registered by css-ignore.mjs: a .css module is empty. */
/** @type {import('node:module').LoadHook} */
export async function load(url, context, next) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return next(url, context);
}
