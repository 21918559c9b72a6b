/**
 * The only module of this package that reads process.env (enforced by the boundary lint,
 * eslint.config.mjs). In the browser these are build-time constants: DefinePlugin in
 * relief-build/rspack-base replaces them.
 */

/** API base URL for the standalone dev mode (under the shell, remotes.json gives it at run time). */
export const RELIEF_API_URL: string = process.env.RELIEF_API_URL;
