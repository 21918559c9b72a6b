#!/usr/bin/env node
// @ts-check
/**
 * Runs the built product (after `turbo run build`): the API and four static deployments, each
 * on its own port, as separate deployments would be.
 *
 *   api           API_PORT           4000   node api/dist/server.js (seeds demo data on an empty DB)
 *   shell         SHELL_PORT         3000   shell/dist, SPA fallback, /remotes.json from env
 *   mf-public     MF_PUBLIC_PORT     3001   mf-public/dist (CORS *)
 *   mf-dashboard  MF_DASHBOARD_PORT  3002   mf-dashboard/dist
 *   mf-community  MF_COMMUNITY_PORT  3003   mf-community/dist
 *
 * HOST (default 127.0.0.1) is where everything listens. remotes.json names the host the browser
 * used for the shell unless PUBLIC_HOST, API_URL or MF_*_URL say otherwise. The API's
 * CORS_ORIGINS defaults to the four front-end ports on localhost / 127.0.0.1 (/ PUBLIC_HOST).
 * The API's log level defaults to warn here (LOG_LEVEL to change).
 * Ctrl-C / SIGTERM stops everything.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, host } from './lib/config.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { policyFromEnv, remotesJsonFromEnv, requestHostname } from './lib/remotes-json.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = (/** @type {string} */ key, /** @type {number} */ fallback) => Number(env[key] ?? fallback);

const ports = {
  api: port('API_PORT', 4000),
  shell: port('SHELL_PORT', 3000),
  mf_public: port('MF_PUBLIC_PORT', 3001),
  mf_dashboard: port('MF_DASHBOARD_PORT', 3002),
  mf_community: port('MF_COMMUNITY_PORT', 3003),
};

// A bad IMAGE_HOSTS stops the start with a clear message, before anything runs.
try {
  policyFromEnv(env);
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const units = [
  { name: 'shell', dir: 'shell/dist', port: ports.shell, spa: true, cors: false },
  { name: 'mf-public', dir: 'mf-public/dist', port: ports.mf_public, spa: false, cors: true },
  { name: 'mf-dashboard', dir: 'mf-dashboard/dist', port: ports.mf_dashboard, spa: false, cors: true },
  { name: 'mf-community', dir: 'mf-community/dist', port: ports.mf_community, spa: false, cors: true },
];

for (const unit of [...units.map((u) => path.join(u.dir, 'index.html')), 'api/dist/server.js']) {
  if (!fs.existsSync(path.join(root, unit))) {
    console.error(`${unit} is missing: build first (npm start runs turbo run build).`);
    process.exit(1);
  }
}

/** @type {import('node:child_process').ChildProcess | null} */
let api = null;
/** @type {{ close(): Promise<unknown> }[]} */
const servers = [];
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Relief ...');
  await Promise.all(servers.map((s) => s.close()));
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => {
      const force = setTimeout(() => api?.kill('SIGKILL'), 8000);
      api?.once('exit', () => {
        clearTimeout(force);
        resolve(undefined);
      });
    });
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// The API must accept calls from wherever the shell and remotes are served (ports may be overridden).
const frontPorts = [ports.shell, ports.mf_public, ports.mf_dashboard, ports.mf_community];
/** The names the product is opened by (the URL printed below says localhost). */
const hostNames = ['localhost', '127.0.0.1', ...(env.PUBLIC_HOST ? [env.PUBLIC_HOST] : [])];
const corsOrigins = hostNames
  .flatMap((name) => frontPorts.map((p) => `http://${name}:${p}`))
  .join(',');

api = spawn(process.execPath, ['dist/server.js'], {
  cwd: path.join(root, 'api'),
  // Links in mails (verify-email, reset-password) lead to the shell.
  env: { LOG_LEVEL: 'warn', CORS_ORIGINS: corsOrigins, APP_URL: `http://${host}:${ports.shell}`, ...env, PORT: String(ports.api), HOST: host },
  stdio: ['ignore', 'inherit', 'inherit'],
});
api.once('exit', (code, signal) => {
  if (!stopping) {
    console.error(`The API stopped (${signal ?? `exit code ${code}`}).`);
    void stop(1);
  }
});

/** The configuration as seen from one request (the host name the browser used). @param {import('node:http').IncomingMessage} req */
const unitEnv = (req) => ({
  PUBLIC_HOST: requestHostname(req) ?? undefined,
  API_PORT: String(ports.api),
  MF_PUBLIC_PORT: String(ports.mf_public),
  MF_DASHBOARD_PORT: String(ports.mf_dashboard),
  MF_COMMUNITY_PORT: String(ports.mf_community),
  ...env,
});
try {
  for (const unit of units) {
    const server = createStaticServer({
      root: path.join(root, unit.dir),
      spa: unit.spa,
      cors: unit.cors,
      remotesJson: unit.spa ? (req) => remotesJsonFromEnv(unitEnv(req)) : undefined,
      // Every page's Content-Security-Policy: the same API and remotes, and IMAGE_HOSTS.
      policy: (req) => policyFromEnv(unitEnv(req)),
    });
    servers.push(server);
    const origin = await server.listen(unit.port, host);
    console.log(`  ${unit.name.padEnd(13)} ${origin}`);
  }
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}

// Wait for the API to answer before announcing.
const apiUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${ports.api}/api/v1/donations`;
for (let i = 0; i < 100 && !stopping; i++) {
  try {
    const res = await fetch(apiUrl);
    if (res.ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
// Every unit listens and the API answers: the shell's server reads the remotes' first screens (the
// live ones too, which ask the API) before the first visitor. (Under each name the page is opened by:
// the remotes' addresses follow it.)
try {
  await Promise.all(servers.map((server) => server.warm(hostNames)));
} catch (error) {
  console.error(`Could not read the first screens ahead: ${error instanceof Error ? error.message : error}`);
}
console.log(`  api           http://${host}:${ports.api}/api/v1`);
console.log(`\nRelief is running: http://localhost:${ports.shell}\n(Ctrl-C to stop)`);
