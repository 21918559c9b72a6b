/**
 * The OpenAPI document of a fresh app passes Redocly's `recommended` ruleset (api/redocly.yaml)
 * with no error and no warning, and every operation has a unique camelCase operationId and a summary.
 * Redocly runs as its CLI (@redocly/cli, installed at the root) on the document written to a temp file.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childProcessEnv } from './config.js';
import { API_ROOT } from './paths.js';
import { call, useTestApp } from './test/helpers.js';

const run = promisify(execFile);
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location?: { pointer?: string }[];
}

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('names and summarises every operation', async () => {
    const doc = (await call(t.app, 'GET', '/docs/json')).json as { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
    const ids: string[] = [];
    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${route}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(op.summary, `${method} ${route}`).toMatch(/\S/);
        ids.push(op.operationId!);
      }
    }
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes redocly lint (recommended) without errors or warnings', async () => {
    const file = path.join(t.dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(t.app.swagger()));
    // Exit status is 1 on errors only; the JSON report counts warnings too.
    const out = await run(process.execPath, [redoclyCli, 'lint', file, '--config', path.join(API_ROOT, 'redocly.yaml'), '--format=json'], {
      maxBuffer: 64 * 1024 * 1024,
      env: childProcessEnv({ REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }),
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(out.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
