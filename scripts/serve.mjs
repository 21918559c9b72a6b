#!/usr/bin/env node
// @ts-check
/**
 * Serve one built unit on its own (e.g. to deploy one remote):
 *
 *   npm run build -w mf-public
 *   node scripts/serve.mjs mf-public/dist --port 3001            # a remote (CORS on)
 *   node scripts/serve.mjs shell/dist --port 3000 --shell        # the shell (SPA + /remotes.json from env)
 *
 * Options: --port N (default 0 = any free port), --host H (default HOST or 127.0.0.1),
 * --shell (SPA fallback + remotes.json built from API_URL, MF_*_URL), --no-cors.
 * Every page carries a Content-Security-Policy built from API_URL, MF_*_URL and IMAGE_HOSTS.
 */
import { parseArgs } from 'node:util';
import { env, host } from './lib/config.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { policyFromEnv, remotesJsonFromEnv, requestHostname } from './lib/remotes-json.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: host },
    shell: { type: 'boolean', default: false },
    'no-cors': { type: 'boolean', default: false },
  },
});

const root = positionals[0];
if (!root) {
  console.error('usage: node scripts/serve.mjs <dist-dir> [--port N] [--host H] [--shell] [--no-cors]');
  process.exit(2);
}

const server = createStaticServer({
  root,
  spa: values.shell,
  cors: !values['no-cors'],
  remotesJson: values.shell
    ? (req) => remotesJsonFromEnv({ PUBLIC_HOST: requestHostname(req) ?? undefined, ...env })
    : undefined,
  // Every page's Content-Security-Policy: API_URL, the MF_*_URL remotes and IMAGE_HOSTS.
  policy: (req) => policyFromEnv({ PUBLIC_HOST: requestHostname(req) ?? undefined, ...env }),
});
const origin = await server.listen(Number(values.port), values.host);
console.log(`serving ${root} at ${origin}`);
// The shell: read the remotes' first screens now rather than on the first visitor's request.
void server.warm();

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
