/**
 * The only module that reads process.env. Everything else receives an AppConfig.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitConfig {
  /** Requests allowed per window per client IP. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** SQLite file path, or ':memory:' (the embedded database, used when `postgres` is null). */
  databasePath: string;
  /** PostgreSQL instead of the embedded SQLite (DATABASE_URL=postgres://…); null: SQLite. */
  postgres: PostgresConfig | null;
  jwtSecret: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Seed demo data when the database is empty at start. */
  seed: boolean;
  /** Limit for POST /login, /register and /contact-messages. */
  authRateLimit: RateLimitConfig;
  /** Writes (donations, sign-ups, comments, testimonials, messages, edits) per IP and per account. */
  writeRateLimit: RateLimitConfig;
  /** Fastify trustProxy: false, true, a hop count, or a comma list of proxy addresses/CIDRs (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** Maximum request body size in bytes. */
  bodyLimit: number;
  /** Where links in mails point: the shell's origin (APP_URL). */
  appUrl: string;
  /**
   * The API's own public origin (PUBLIC_URL), for absolute links to what it serves (share cards'
   * images); null: the origin the request came to.
   */
  publicUrl: string | null;
  mail: MailConfig;
  /**
   * The secret the one-click unsubscribe links are signed with (UNSUBSCRIBE_SECRET, ≥ 32 characters; default
   * JWT_SECRET). Never used as is: updates/token.ts derives the signing key from it (HKDF).
   */
  unsubscribeSecret: string;
  /** How often campaigns past their end date are closed, in ms (CAMPAIGN_SWEEP_MS; 0 = no timer). */
  campaignSweepMs: number;
  /** Admins must enrol in two-factor sign-in before any admin write (REQUIRE_ADMIN_2FA). */
  requireAdmin2fa: boolean;
  /** scrypt cost as log2(N) (SCRYPT_LOG_N, default 17: OWASP's N=2^17, r=8, p=1). */
  scryptLogN: number;
  /**
   * Password hashes at once (HASH_CONCURRENCY, default 4: libuv's thread pool) and waiting for their turn
   * (HASH_QUEUE, default 64); beyond that a sign-in, registration or password change answers 503 with
   * Retry-After at once (users/password.ts, HashGate): a flood of logins from many addresses cannot queue
   * work without end or hold ~128 MB per hash.
   */
  hashing: { concurrency: number; queue: number };
  money: MoneyConfig;
  uploads: UploadsConfig;
  events: EventsConfig;
  metrics: MetricsConfig;
}

export interface UploadsConfig {
  /** Where uploaded pictures are kept (UPLOAD_DIR; default: uploads/ beside the database). */
  dir: string;
  /** The largest picture accepted, in bytes (UPLOAD_LIMIT_MB). */
  maxBytes: number;
  /** How often pictures nobody uses are deleted, in ms (UPLOAD_SWEEP_MS, default an hour; 0 = never). */
  sweepMs: number;
  /** How old an unused picture must be before it is deleted, in ms (UPLOAD_ORPHAN_HOURS, default 24). */
  orphanAfterMs: number;
}

export interface PostgresConfig {
  /** DATABASE_URL (postgres:// or postgresql://). Never logged as is: it may hold a password. */
  url: string;
  /** Connections per API process (DATABASE_POOL_SIZE, default 10). */
  poolSize: number;
  /** How long a starting process waits for the server before giving up (DATABASE_START_TIMEOUT_MS, default 120000). */
  startTimeoutMs: number;
}

export function parsePostgres(env: NodeJS.ProcessEnv = process.env): PostgresConfig | null {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite)');
  return {
    url,
    poolSize: parseInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1, 1000),
    startTimeoutMs: parseInteger('DATABASE_START_TIMEOUT_MS', env.DATABASE_START_TIMEOUT_MS, 120_000, 0, 86_400_000),
  };
}

/**
 * The API test suite's database switch (not a product setting): TEST_DATABASE_URL names a PostgreSQL
 * database to copy a fresh database per test file from (`npm run test:pg` sets it); unset, the tests use
 * SQLite files.
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.TEST_DATABASE_URL?.trim() || null;
}

export interface MetricsConfig {
  /** Client addresses and CIDRs that may read GET /metrics (METRICS_ALLOW, default loopback; "none" for none). */
  allow: string[];
  /** A bearer token that also opens GET /metrics from anywhere (METRICS_TOKEN, at least 16 characters), or null. */
  token: string | null;
}

/** METRICS_ALLOW: comma list of IP addresses and CIDRs; unset = loopback; "" or "none" = no address. */
export function parseMetricsAllow(value: string | undefined): string[] {
  if (value === undefined) return ['127.0.0.1', '::1'];
  const v = value.trim();
  if (v === '' || /^none$/i.test(v)) return [];
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of list) {
    const [address, bits, extra] = item.split('/');
    const family = net.isIP(address ?? '');
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max))) {
      throw new ConfigError(`METRICS_ALLOW entry "${item}" is not an IP address or CIDR like 10.0.0.0/8`);
    }
  }
  return list;
}

export interface EventsConfig {
  /** Open GET /events streams allowed per API process; more get 503 (EVENTS_MAX_STREAMS, default 2000). */
  maxStreams: number;
  /** Open GET /events streams allowed per client address and process; more get 429 (EVENTS_MAX_PER_CLIENT, default 50; 0 = no limit). */
  maxPerClient: number;
  /** Open GET /events streams allowed per IPv6 /48 and process; more get 429 (EVENTS_MAX_PER_NETWORK, default 200; 0 = no limit). */
  maxPerNetwork: number;
  /** A heartbeat comment this often on every stream, in ms (EVENTS_HEARTBEAT_MS, default 20000). */
  heartbeatMs: number;
}

export interface MoneyConfig {
  /** A pending gift expires after this many days (PENDING_DAYS, default 7). */
  pendingDays: number;
  /** The largest single gift in poisha (MAX_GIFT_TK, default 1,000,000 Tk). */
  maxGiftPoisha: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of a real mail server; null = write .eml files into `dir`. */
  smtpUrl: string | null;
  /** The From header. */
  from: string;
  /** Folder of the embedded file transport (default data/mail/). */
  dir: string;
  /** How often the outbox worker looks for due mail, in ms (0 = no worker: tests drive it). */
  pollMs: number;
}

export class ConfigError extends Error {}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

/** Parses "7d", "12h", "30m", "45s" or plain seconds ("3600") into seconds. */
export function parseDuration(value: string): number {
  const m = /^(\d{1,9})\s*([smhd]?)$/.exec(value.trim());
  if (!m) throw new ConfigError(`TOKEN_TTL "${value}" is not a duration like 7d, 12h, 30m or 3600`);
  const n = Number(m[1]);
  const unit = m[2] || 's';
  const seconds = n * { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
  if (seconds < 60) throw new ConfigError('TOKEN_TTL must be at least 60 seconds');
  return seconds;
}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** TRUST_PROXY: unset/false = the socket's address is the client; true; a hop count; or proxy addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || /^(0|false|no|off)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item)) throw new ConfigError(`TRUST_PROXY entry "${item}" is not an IP address or CIDR`);
  }
  return list;
}

/** In development the JWT secret is generated once and kept next to the database. */
function devSecret(databasePath: string): string {
  const dir = databasePath === ':memory:' ? path.join(REPO_ROOT, 'data') : path.dirname(databasePath);
  const file = path.join(dir, 'jwt-secret');
  fs.mkdirSync(dir, { recursive: true });
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** DATABASE_PATH (resolved), ':memory:', or data/relief.db at the repository root. Creates nothing. */
export function databasePathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_PATH?.trim()
    ? env.DATABASE_PATH === ':memory:'
      ? ':memory:'
      : path.resolve(env.DATABASE_PATH.trim())
    : path.join(REPO_ROOT, 'data', 'relief.db');
}

/**
 * The environment of a child process started by the API's tests and benchmark: this process's
 * PATH (to find node and tools) and the given variables, nothing else of this environment.
 */
export function childProcessEnv(vars: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', ...vars };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';

  const databasePath = databasePathFromEnv(env);
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });

  let jwtSecret = env.JWT_SECRET?.trim() ?? '';
  if (jwtSecret) {
    if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  } else if (production) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  } else {
    jwtSecret = devSecret(databasePath);
  }

  const logLevel = (env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new ConfigError(`CORS_ORIGINS entry "${origin}" is not an origin like http://localhost:3000`);
  }

  const appUrl = (env.APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(appUrl)) throw new ConfigError(`APP_URL "${appUrl}" is not a URL like https://relief.example.org`);
  if (production && !env.APP_URL?.trim()) throw new ConfigError('APP_URL (the address mails link to) is required when NODE_ENV=production');

  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null;
  if (publicUrl !== null && !/^https?:\/\/[^\s/?#]+$/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL "${publicUrl}" is not an origin like https://api.relief.example.org`);
  // Without it the answers' image URLs follow the request's Host header, which a stranger chooses: a share
  // card (cached publicly for 5 minutes) could then point its picture at another host.
  if (production && publicUrl === null) throw new ConfigError('PUBLIC_URL (the API\'s own public origin, for the images in answers and share cards) is required when NODE_ENV=production');

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');

  const unsubscribeSecret = env.UNSUBSCRIBE_SECRET?.trim() || jwtSecret;
  if (unsubscribeSecret.length < 32) throw new ConfigError('UNSUBSCRIBE_SECRET must be at least 32 characters long');

  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');

  const seed = parseBool('SEED', env.SEED, !production);
  if (seed && production) throw new ConfigError('SEED (demo accounts) is not allowed when NODE_ENV=production');

  return {
    env: nodeEnv,
    host: env.HOST?.trim() || '127.0.0.1',
    port: parseInteger('PORT', env.PORT, 4000, 0, 65535),
    databasePath,
    postgres: parsePostgres(env),
    jwtSecret,
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL?.trim() || '7d'),
    corsOrigins,
    logLevel,
    seed,
    authRateLimit: {
      max: parseInteger('AUTH_RATE_LIMIT', env.AUTH_RATE_LIMIT, 30, 1, 1_000_000),
      windowMs: parseInteger('AUTH_RATE_WINDOW_MS', env.AUTH_RATE_WINDOW_MS, 60_000, 1000, 86_400_000),
    },
    writeRateLimit: {
      max: parseInteger('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, 20, 1, 1_000_000),
      windowMs: parseInteger('WRITE_RATE_WINDOW_MS', env.WRITE_RATE_WINDOW_MS, 60_000, 1000, 86_400_000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: parseInteger('BODY_LIMIT', env.BODY_LIMIT, 64 * 1024, 1024, 10 * 1024 * 1024),
    appUrl,
    publicUrl,
    mail: {
      smtpUrl,
      from: env.MAIL_FROM?.trim() || 'Relief <no-reply@relief.localhost>',
      dir: env.MAIL_DIR?.trim() ? path.resolve(env.MAIL_DIR.trim()) : path.join(REPO_ROOT, 'data', 'mail'),
      pollMs: parseInteger('MAIL_POLL_MS', env.MAIL_POLL_MS, 2000, 0, 3_600_000),
    },
    unsubscribeSecret,
    campaignSweepMs: parseInteger('CAMPAIGN_SWEEP_MS', env.CAMPAIGN_SWEEP_MS, 60_000, 0, 86_400_000),
    requireAdmin2fa: parseBool('REQUIRE_ADMIN_2FA', env.REQUIRE_ADMIN_2FA, production),
    scryptLogN: parseInteger('SCRYPT_LOG_N', env.SCRYPT_LOG_N, 17, 10, 20),
    hashing: {
      concurrency: parseInteger('HASH_CONCURRENCY', env.HASH_CONCURRENCY, 4, 1, 64),
      queue: parseInteger('HASH_QUEUE', env.HASH_QUEUE, 64, 0, 10_000),
    },
    uploads: {
      dir: env.UPLOAD_DIR?.trim()
        ? path.resolve(env.UPLOAD_DIR.trim())
        : databasePath === ':memory:'
          ? path.join(os.tmpdir(), `relief-uploads-${process.pid}`)
          : path.join(path.dirname(databasePath), 'uploads'),
      maxBytes: parseInteger('UPLOAD_LIMIT_MB', env.UPLOAD_LIMIT_MB, 5, 1, 50) * 1024 * 1024,
      sweepMs: parseInteger('UPLOAD_SWEEP_MS', env.UPLOAD_SWEEP_MS, 3_600_000, 0, 86_400_000),
      orphanAfterMs: parseInteger('UPLOAD_ORPHAN_HOURS', env.UPLOAD_ORPHAN_HOURS, 24, 1, 720) * 3_600_000,
    },
    money: {
      pendingDays: parseInteger('PENDING_DAYS', env.PENDING_DAYS, 7, 1, 365),
      maxGiftPoisha: parseInteger('MAX_GIFT_TK', env.MAX_GIFT_TK, 1_000_000, 1, 10_000_000) * 100,
    },
    events: {
      maxStreams: parseInteger('EVENTS_MAX_STREAMS', env.EVENTS_MAX_STREAMS, 2000, 0, 1_000_000),
      maxPerClient: parseInteger('EVENTS_MAX_PER_CLIENT', env.EVENTS_MAX_PER_CLIENT, 50, 0, 1_000_000),
      maxPerNetwork: parseInteger('EVENTS_MAX_PER_NETWORK', env.EVENTS_MAX_PER_NETWORK, 200, 0, 1_000_000),
      heartbeatMs: parseInteger('EVENTS_HEARTBEAT_MS', env.EVENTS_HEARTBEAT_MS, 20_000, 50, 3_600_000),
    },
    metrics: { allow: parseMetricsAllow(env.METRICS_ALLOW), token: metricsToken },
  };
}
