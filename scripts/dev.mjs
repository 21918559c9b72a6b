#!/usr/bin/env node
// @ts-check
/**
 * Development: rspack serve (hot reload) for the shell and the three remotes, and the API in
 * watch mode (npm run dev -w api). Ports as in production (3000-3003, 4000; same env overrides).
 * Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env } from './lib/config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['api', 'shell', 'mf-public', 'mf-dashboard', 'mf-community'];
const colors = [33, 35, 36, 32, 34];

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // the whole process group (npm → rspack)
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

workspaces.forEach((name, i) => {
  const child = spawn('npm', ['run', 'dev', '-w', name], {
    cwd: root,
    env: { ...env, FORCE_COLOR: '1', NODE_ENV: name === 'api' ? env.NODE_ENV ?? 'development' : 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  const prefix = `\x1b[${colors[i]}m${name.padEnd(12)}\x1b[0m| `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.log(`${prefix}exited (${code}); stopping the others`);
      stop(code ?? 1);
    }
  });
});

console.log('Relief dev: shell http://localhost:3000 (remotes 3001-3003, API 4000). Ctrl-C to stop.');
