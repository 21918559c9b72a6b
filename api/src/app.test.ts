/** Cross-cutting behaviour: health, CORS, security headers, assets, OpenAPI, compression, logs, rate limits. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { call, createTestApp, USER, useTestApp } from './test/helpers.js';

const t = useTestApp();

describe('app', () => {
  it('GET /api/v1/health', async () => {
    const res = await call(t.app, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('GET /api/v1/ready: the database answers and its migrations are applied (for a load balancer)', async () => {
    const res = await call(t.app, 'GET', '/ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { status: 'ready', database: t.config.postgres ? 'postgresql' : 'sqlite' } });
  });

  it('allows configured CORS origins only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user-donation',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/donations?limit=1', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const evil = await t.app.inject({ method: 'GET', url: '/api/v1/donations?limit=1', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves /assets with long cache headers, usable cross-origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/campaigns/flood-sylhet.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toMatch(/<svg/);
    const missing = await t.app.inject({ method: 'GET', url: '/assets/campaigns/nope.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: expect.any(String) });
    const traversal = await t.app.inject({ method: 'GET', url: '/assets/../package.json' });
    expect(traversal.statusCode).toBe(404);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await call(t.app, 'GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.json.paths);
    expect(paths).toContain('/api/v1/donations');
    expect(paths).toContain('/api/v1/single-donation/{id}');
    const donate = res.json.paths['/api/v1/user-donation'].post;
    expect(donate.requestBody.content['application/json'].schema.required).toEqual(['id', 'donationAmount']);
    expect(donate.responses['201']).toBeDefined();
  });

  it('compresses large answers when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/donations', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    const res = await call(t.app, 'PUT', '/donations');
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
  });
});

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-log-'));
    let logs = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs += chunk.toString();
        cb();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: path.join(dir, 'db.sqlite'), JWT_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'trace', SEED: 'true' });
    const app = await buildApp(config, { logStream: stream });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: USER.email, password: 'relief-user' } });
      const token = login.json().token as string;
      await app.inject({ method: 'GET', url: `/api/v1/user-donations/${USER.email}`, headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'POST', url: '/api/v1/register', payload: { name: 'Log', email: 'log@example.com', password: 'super-secret-pw' } });
      expect(logs.length).toBeGreaterThan(100);
      expect(logs).toMatch(/"msg":"incoming request"/);
      expect(logs).not.toContain('relief-user');
      expect(logs).not.toContain('super-secret-pw');
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(token.split('.')[2]!);
      // Nor the email addresses some URLs carry, nor signed links' tokens.
      await app.inject({ method: 'GET', url: '/api/v1/unsubscribe?token=7.bG9nLnJlYWRlckBleGFtcGxlLmNvbQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(logs).toContain('/api/v1/user-donations/[email]');
      expect(logs).toContain('/api/v1/unsubscribe?token=[redacted]');
      expect(logs).not.toContain(USER.email);
      expect(logs).not.toContain('bG9nLnJlYWRlckBleGFtcGxlLmNvbQ');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rate limits', () => {
  it('limit login attempts with a JSON 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2', SEED: 'false' });
    try {
      const body = { email: 'x@example.com', password: 'whatever' };
      expect((await call(limited.app, 'POST', '/login', { body })).status).toBe(401);
      expect((await call(limited.app, 'POST', '/login', { body })).status).toBe(401);
      const res = await call(limited.app, 'POST', '/login', { body });
      expect(res.status).toBe(429);
      expect(res.json).toEqual({ success: false, message: expect.stringMatching(/Too many requests; please try again in/) });
      // Other routes are not limited.
      expect((await call(limited.app, 'GET', '/donations')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers', () => {
  it('are the ones @fastify/helmet computes, on every answer including errors', async () => {
    const { securityHeaders } = await import('./app.js');
    const expected = await securityHeaders(t.config);
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy']),
    );
    for (const url of ['/api/v1/health', '/api/v1/nope', '/api/v1/single-donation/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    expect(expected['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
