// @ts-check
/**
 * The configuration module of the root package's scripts (start, dev, serve, bench): the only
 * file under scripts/ (outside relief-build) that reads process.env, as enforced by the boundary
 * lint (eslint.config.mjs).
 *
 * The scripts pass the environment on, whole, to the processes they start (the API, npm run dev,
 * turbo) and to remotes-json.mjs / csp.mjs, which document the variables they read. Read here:
 *
 *   HOST                                                  where the servers listen (default 127.0.0.1)
 *   API_PORT, SHELL_PORT, MF_PUBLIC_PORT, MF_DASHBOARD_PORT, MF_COMMUNITY_PORT   (scripts/start.mjs)
 *   PUBLIC_HOST, NODE_ENV
 */

/** A copy of the environment the scripts were started with. */
export const env = Object.freeze({ ...process.env });

/** Where the servers listen: HOST, default 127.0.0.1. */
export const host = env.HOST ?? '127.0.0.1';
