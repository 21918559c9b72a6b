import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig, parseDuration } from './config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const db = (name: string) => path.join(dir, name, 'relief.db');
const SECRET = 'x'.repeat(40);

describe('config', () => {
  it('DATABASE_URL selects PostgreSQL (pool size and start timeout settable); without it, the embedded SQLite', () => {
    expect(loadConfig({ DATABASE_PATH: db('pg0') }).postgres).toBeNull();
    const c = loadConfig({ DATABASE_PATH: db('pg1'), DATABASE_URL: 'postgres://relief:pw@db.internal:5432/relief' });
    expect(c.postgres).toEqual({ url: 'postgres://relief:pw@db.internal:5432/relief', poolSize: 10, startTimeoutMs: 120_000 });
    const d = loadConfig({ DATABASE_PATH: db('pg2'), DATABASE_URL: 'postgresql://h/r', DATABASE_POOL_SIZE: '25', DATABASE_START_TIMEOUT_MS: '5000' });
    expect(d.postgres).toMatchObject({ poolSize: 25, startTimeoutMs: 5000 });
    expect(() => loadConfig({ DATABASE_PATH: db('pg3'), DATABASE_URL: 'mysql://h/r' })).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_PATH: db('pg4'), DATABASE_URL: 'postgres://h/r', DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });

  it('has sensible defaults', () => {
    const c = loadConfig({ DATABASE_PATH: db('a') });
    expect(c).toMatchObject({ env: 'development', host: '127.0.0.1', port: 4000, tokenTtlSeconds: 7 * 86400, seed: true, corsOrigins: DEFAULT_CORS_ORIGINS, bodyLimit: 65536 });
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3003');
  });

  it('generates the development JWT secret once and keeps it next to the database', () => {
    const a = loadConfig({ DATABASE_PATH: db('b') });
    const b = loadConfig({ DATABASE_PATH: db('b') });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(fs.readFileSync(path.join(dir, 'b', 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(loadConfig({ DATABASE_PATH: db('c') }).jwtSecret).not.toBe(a.jwtSecret);
  });

  it('production needs JWT_SECRET and never seeds demo accounts', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: db('d') })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: db('d'), JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: db('d'), JWT_SECRET: SECRET })).toThrow(/APP_URL/);
    // The API's origin is not taken from the request's Host in production (a stranger chooses that header).
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: db('d'), JWT_SECRET: SECRET, APP_URL: 'https://relief.example.org/' })).toThrow(/PUBLIC_URL .*is required/);
    const c = loadConfig({ NODE_ENV: 'production', DATABASE_PATH: db('d'), JWT_SECRET: SECRET, APP_URL: 'https://relief.example.org/', PUBLIC_URL: 'https://api.relief.example.org/' });
    expect(c.publicUrl).toBe('https://api.relief.example.org');
    expect(c.seed).toBe(false);
    expect(c.appUrl).toBe('https://relief.example.org');
    expect(c.requireAdmin2fa).toBe(true);
    expect(c.scryptLogN).toBe(17);
    expect(c.mail.smtpUrl).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: db('d'), JWT_SECRET: SECRET, APP_URL: 'https://r.example', PUBLIC_URL: 'https://api.r.example', SEED: 'true' })).toThrow(/SEED/);
  });

  it('reads the mail settings', () => {
    const c = loadConfig({ DATABASE_PATH: db('m'), SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Relief <hello@example.org>', MAIL_DIR: db('mail-dir') });
    expect(c.mail).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.org:465', from: 'Relief <hello@example.org>', dir: db('mail-dir') });
    expect(() => loadConfig({ DATABASE_PATH: db('m'), SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATABASE_PATH: db('m'), APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ DATABASE_PATH: db('m'), SCRYPT_LOG_N: '30' })).toThrow(/SCRYPT_LOG_N/);
    expect(loadConfig({ DATABASE_PATH: db('m') }).mail.dir).toMatch(/data[/\\]mail$/);
  });

  it('parses and validates every variable', () => {
    const c = loadConfig({
      DATABASE_PATH: db('e'),
      PORT: '8080',
      HOST: '0.0.0.0',
      JWT_SECRET: SECRET,
      CORS_ORIGINS: 'https://relief.example.org, http://localhost:5173/',
      LOG_LEVEL: 'warn',
      TOKEN_TTL: '12h',
      SEED: 'off',
      AUTH_RATE_LIMIT: '5',
    });
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', corsOrigins: ['https://relief.example.org', 'http://localhost:5173'], logLevel: 'warn', tokenTtlSeconds: 43200, seed: false, authRateLimit: { max: 5, windowMs: 60000 } });
    expect(() => loadConfig({ DATABASE_PATH: db('e'), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_PATH: db('e'), PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_PATH: db('e'), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_PATH: db('e'), CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ DATABASE_PATH: db('e'), SEED: 'maybe' })).toThrow(/SEED/);
    expect(loadConfig({ DATABASE_PATH: db('e') }).uploads).toMatchObject({ sweepMs: 3_600_000, orphanAfterMs: 24 * 3_600_000 });
    expect(loadConfig({ DATABASE_PATH: db('e'), UPLOAD_SWEEP_MS: '0', UPLOAD_ORPHAN_HOURS: '72' }).uploads).toMatchObject({ sweepMs: 0, orphanAfterMs: 72 * 3_600_000 });
    expect(() => loadConfig({ DATABASE_PATH: db('e'), UPLOAD_ORPHAN_HOURS: '0' })).toThrow(/UPLOAD_ORPHAN_HOURS/);
    expect(parseDuration('7d')).toBe(604800);
    expect(parseDuration('30m')).toBe(1800);
    expect(parseDuration('3600')).toBe(3600);
    expect(() => parseDuration('soon')).toThrow(/TOKEN_TTL/);
  });
});
