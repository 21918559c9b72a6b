/**
 * Builds the Relief API (plugins, then routes under /api/v1). Never listens: see server.ts.
 */
import compress from '@fastify/compress';
import http from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { logUrl } from './lib/log-url.js';
import { clientAddressOf, createFrontCache, type FrontCache } from './live/front-cache.js';
import { campaignRoutes } from './campaigns/routes.js';
import { causeRoutes } from './causes/routes.js';
import { campaignUpdateRoutes } from './updates/routes.js';
import { commentRoutes } from './comments/routes.js';
import type { AppConfig } from './config.js';
import { contactRoutes } from './contact/routes.js';
import type { Db } from './db/client.js';
import { closeDatabase, databaseReady, openDatabase, sqlRunner, type Database, type SqlRunner } from './db/database.js';
import { isConnectionError } from './db/pg/client.js';
import { seedIfEmptyPg } from './db/pg/seed.js';
import { repositoriesFor, type Repositories } from './db/repositories.js';
import { seedIfEmpty } from './db/seed.js';
import { donationRoutes } from './donations/routes.js';
import { auditRoutes } from './audit/routes.js';
import { ledgerRoutes } from './ledger/routes.js';
import { referenceHashKey } from './ledger/chain.js';
import { createLocalBus, type ChangeBus } from './live/bus.js';
import { createPgBus, type PgBus } from './live/bus.pg.js';
import { createEventHub, type EventHub } from './live/hub.js';
import { createReadCache, type ReadCache } from './live/read-cache.js';
import { liveRoutes } from './live/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { systemResolver, type Resolver } from './lib/assets.js';
import { clientKey } from './lib/client-key.js';
import { pgRateLimitStore } from './lib/rate-limit-store.pg.js';
import { badRequest, HttpError } from './lib/errors.js';
import { keepMoneyLiterals } from './lib/money.js';
import { registerLanguage } from './i18n/fastify.js';
import { controlCharacterField, stripInvisible } from './lib/text.js';
import { msg, plural, type Msg } from './i18n/index.js';
import { shareRoutes } from './share/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { localImageStore, UPLOADS_PREFIX, type ImageStore } from './uploads/store.js';
import { sweepUploads } from './uploads/sweep.js';
import { absoluteImages, ownOrigin } from './lib/public-urls.js';
import { registerWriteLimit } from './lib/write-limit.js';
import { errorResponses, ok } from './lib/schemas.js';
import { formatValidationErrors, validationMessage, validatorCompiler } from './lib/validation.js';
import { createOutboxStore } from './mail/outbox.js';
import { createPgOutboxStore } from './mail/outbox.pg.js';
import { createMetricsAccess } from './metrics/access.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { metricsRoutes } from './metrics/routes.js';
import { createMailTransport } from './mail/transport.js';
import { createMailWorker, MAX_ATTEMPTS, type MailWorker } from './mail/worker.js';
import { ASSETS_DIR } from './paths.js';
import { statsRoutes } from './stats/routes.js';
import { testimonialRoutes } from './testimonials/routes.js';
import { optionalAuth, requireAdmin, requireAdminMayEnrol, requireUser } from './users/auth.js';
import { userRoutes } from './users/routes.js';
import { volunteerRoutes } from './volunteers/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    repos: Repositories;
    /** The database: embedded SQLite (default) or PostgreSQL (DATABASE_URL). */
    database: Database;
    /** Plain SQL on whichever database this is (GET /ready, tests): portable SQL only. */
    sql: SqlRunner;
    /** The outbox worker: kick() after a transaction that queued mail. */
    mailer: MailWorker;
    /** Resolves image URL hosts (checkImage refuses private addresses). */
    resolveHost: Resolver;
    /** Uploaded pictures (served under /assets/uploads/): see uploads/store.ts. */
    uploads: ImageStore;
    /** Committed changes the public reads (money, campaigns, leaderboard names): see live/bus.ts. */
    changes: ChangeBus;
    /** The open GET /events streams of this process. */
    events: EventHub;
    /** Public list and leaderboard answers by data version (ETag, 304): see live/read-cache.ts. */
    readCache: ReadCache;
    /** The same answers again in front of Fastify, for identical requests: see live/front-cache.ts. */
    frontCache: FrontCache;
    /** Prometheus metrics (GET /metrics). */
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** The body's money fields (MoneyInput in its schema), set when the route is added: see keepMoneyLiterals. */
    moneyFields?: readonly string[];
  }
}

/** The top-level fields of a body schema that take an amount (their schema is MoneyInput, optional or not). */
function moneyFieldsOf(body: unknown): string[] {
  const properties = (body as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
  return Object.keys(properties).filter((key) => properties[key]!['x-message'] === 'validation.money');
}

/** "Too many requests; please try again in N seconds" for a rate-limit time to live in ms. */
const tooManyAfter = (ttlMs: number) => plural('error.tooManyRequestsSeconds', Math.max(1, Math.ceil(ttlMs / 1000)));

/** How stale a cached read may be after another process writes to the SQLite file (the API's own writes count at once). */
const EXTERNAL_VERSION_MS = 25;

export const API_PREFIX = '/api/v1';

/** The headers @fastify/helmet sets for this configuration, captured once from a throwaway instance. */
export async function securityHeaders(config: AppConfig): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    // A JSON API: nothing may be framed, scripted or embedded from its answers.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Images under /assets override this with cross-origin (see the static plugin).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS only where the API is served over HTTPS (production); it means nothing on plain-HTTP localhost.
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // Headers that only matter for HTML documents:
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
  });
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  for (const [name, value] of Object.entries(res.headers)) {
    if (!skip.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Cleans string values in place (two levels deep, for { userInfo: {...} }): bidi controls and
 * zero-width characters removed, then trimmed. Passwords are left exactly as typed.
 */
function trimBody(body: Record<string, unknown>, depth: number): void {
  if (Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') {
      if (!/password/i.test(key)) body[key] = stripInvisible(value).trim();
    } else if (depth < 1 && value && typeof value === 'object') {
      trimBody(value as Record<string, unknown>, depth + 1);
    }
  }
}

export interface BuildOptions {
  /** Use this SQLite database instead of opening the configured one (the caller closes it). */
  db?: Db;
  /** Where logs go (default stdout); tests capture them to check redaction. */
  logStream?: NodeJS.WritableStream;
  /** How image URL hosts are resolved (default: the system's DNS); tests have no network. */
  resolveHost?: Resolver;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Set once the read cache exists (below); until then every request goes to Fastify.
  let front: FrontCache | null = null;
  const app = Fastify({
    // Fastify's own HTTP server (the same settings), with the front cache asked first.
    serverFactory: (handler, options) => {
      const opts = options as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number };
      const server = http.createServer(opts.http ?? {}, (req, res) => {
        if (!front?.serve(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = opts.keepAliveTimeout;
      server.requestTimeout = opts.requestTimeout;
      server.setTimeout(opts.connectionTimeout);
      if (opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
      return server;
    },
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Fastify's request fields, with the URL as logs may keep it (no email address, no token).
            serializers: {
              req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
                method: request.method,
                url: logUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'headers.authorization',
                'password',
                'token',
                '*.password',
                '*.token',
                'body.password',
                'body.userInfo.password',
              ],
              censor: '[redacted]',
            },
          },
    bodyLimit: config.bodyLimit,
    // Readable validation messages that name the field: "body/amount must be ...".
    schemaErrorFormatter: (errors, dataVar) => new Error(formatValidationErrors(errors as never, dataVar)),
    ajv: { customOptions: { strict: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Behind a reverse proxy, request.ip (rate limits, logs) comes from X-Forwarded-For only when trusted.
    // (Fastify also takes a hop count, which its types do not list.)
    trustProxy: config.trustProxy as boolean | string[],
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Some clients send "Content-Type: application/json" with an empty DELETE; that is not an error.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.method === 'DELETE') return done(null, undefined);
    const moneyFields = request.routeOptions.config.moneyFields;
    if (!moneyFields) return defaultJsonParser(request, body as string, done);
    // An amount must stay exact to the poisha: JSON.parse would round 100.0000000000000001 to 100 (lib/money.ts).
    return defaultJsonParser(request, body as string, (err, parsed) => {
      if (!err) keepMoneyLiterals(parsed, body as string, moneyFields);
      done(err, parsed);
    });
  });
  // Which routes take amounts is read from their body schemas once, when they are added.
  app.addHook('onRoute', (route) => {
    const moneyFields = moneyFieldsOf(route.schema?.body);
    if (moneyFields.length > 0) route.config = { ...route.config, moneyFields };
  });
  // Text is cleaned and trimmed before validation, so "  " or "\u200B" fails "must not be empty" and " A@B.co " is a valid email.
  // Added only to routes that take a body (onRoute), so reads do not pay for a hook that has nothing to do.
  const trimHook = (request: { body: unknown }, _reply: unknown, done: (err?: Error) => void) => {
    if (request.body && typeof request.body === 'object') {
      const field = controlCharacterField(request.body, 'body');
      if (field) return done(badRequest('field.controlCharacter', { field }));
      trimBody(request.body as Record<string, unknown>, 0);
    }
    done();
  };
  // The same for every route's query and path parameters (a search for "%00" would fail in PostgreSQL).
  app.addHook('preValidation', (request, _reply, done) => {
    const field = controlCharacterField(request.query, 'querystring') ?? controlCharacterField(request.params, 'params');
    done(field ? badRequest('field.controlCharacter', { field }) : undefined);
  });
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (methods.every((m) => m === 'GET' || m === 'HEAD' || m === 'OPTIONS')) return;
    const existing = route.preValidation;
    route.preValidation = existing ? [trimHook, ...([] as unknown[]).concat(existing)] as typeof existing : trimHook;
  });

  const ownsDb = !options.db;
  const database: Database = options.db
    ? { dialect: 'sqlite', sqlite: options.db }
    : await openDatabase(
        config,
        { info: (msg) => app.log.info(msg), warn: (msg) => app.log.warn(msg) },
        (err) => app.log.warn({ err: { message: err.message } }, 'a PostgreSQL connection was lost; the pool will replace it'),
      );
  app.decorate('config', config);
  app.decorate('database', database as never);
  app.decorate('sql', sqlRunner(database));
  // In-process on the embedded database; with PostgreSQL, LISTEN/NOTIFY so every replica hears every change.
  let pgBus: PgBus | null = null;
  const changes =
    database.dialect === 'pg'
      ? (pgBus = createPgBus({
          url: config.postgres!.url,
          onError: (err, what) => app.log.error({ err }, what),
        }))
      : createLocalBus((err) => app.log.error({ err }, 'a change listener failed'));
  app.decorate('changes', changes);
  app.decorate('repos', repositoriesFor(database, { appUrl: config.appUrl, pendingDays: config.money.pendingDays, referenceKey: referenceHashKey(config.jwtSecret) }, changes));
  const events = createEventHub(app.repos.live, changes, {
    ...config.events,
    onError: (err) => app.log.error({ err }, 'live events failed'),
  });
  app.decorate('events', events);
  if (database.dialect === 'sqlite') {
    // PRAGMA data_version: commits by other connections to the same file (a CLI, another process), which the bus does not hear
    // (read at most every EXTERNAL_VERSION_MS: such a write shows in reads that much later at most).
    const dataVersion = database.sqlite.$client.prepare<[], number>('PRAGMA data_version').pluck();
    app.decorate('readCache', createReadCache(changes, { maxEntries: 500, externalVersion: () => dataVersion.get() as number, externalVersionMs: EXTERNAL_VERSION_MS }));
  } else {
    // PostgreSQL: every replica's changes arrive through LISTEN/NOTIFY.
    app.decorate('readCache', createReadCache(changes, { maxEntries: 500 }));
  }
  app.decorate('resolveHost', options.resolveHost ?? systemResolver);
  app.decorate('uploads', localImageStore(config.uploads.dir));
  app.decorateRequest('auth', null);
  registerLanguage(app);
  registerWriteLimit(app);
  // Mail: the outbox worker sends what transactions queued (right away after a kick, and every
  // MAIL_POLL_MS for retries and for mail left by a crash). It stops before the database closes.
  const outboxStore = database.dialect === 'pg' ? createPgOutboxStore(database.pg) : createOutboxStore(database.sqlite);
  const mailer = createMailWorker({
    store: outboxStore,
    transport: createMailTransport(config.mail, app.log),
    log: app.log,
    pollMs: config.mail.pollMs,
  });
  app.decorate('mailer', mailer);
  // Before any route, so its onResponse hook sees every request.
  app.decorate('metrics', createMetrics(app, { outboxBacklog: () => outboxStore.pending(MAX_ATTEMPTS), openStreams: () => events.size() }));
  // Fastify logs every request at info and below; so does the front cache (decided once, not per answer).
  const logAnswers = config.logLevel === 'info' || config.logLevel === 'debug' || config.logLevel === 'trace';
  // The client's address as Fastify's request.ip gives it (the X-Forwarded-For client behind a trusted proxy).
  const clientAddress = clientAddressOf(config.trustProxy);
  front = createFrontCache({
    version: () => app.readCache.version(),
    // A list of trusted proxies: X-Forwarded-* count by the peer's address, so the peer is part of the key.
    keyByPeer: typeof config.trustProxy !== 'boolean' && typeof config.trustProxy !== 'number',
    maxEntries: 500,
    answered: (req, route, seconds) => {
      app.metrics.answered('GET', route, 200, seconds);
      if (logAnswers) {
        app.log.info({ req: { method: 'GET', url: logUrl(req.url ?? ''), host: req.headers.host, remoteAddress: clientAddress(req) }, res: { statusCode: 200 }, responseTime: seconds * 1000 }, 'request completed (front cache)');
      }
    },
  });
  app.decorate('frontCache', front);
  // Pending gifts past PENDING_DAYS become expired: swept hourly (and before every list and change of a gift).
  let sweeper: NodeJS.Timeout | undefined;
  let campaignSweeper: NodeJS.Timeout | undefined;
  let uploadSweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (pgBus) await pgBus.start();
    await events.start();
    mailer.start();
    mailer.kick();
    if (config.mail.pollMs > 0) {
      sweeper = setInterval(() => void app.repos.donations.expireStale().catch((err) => app.log.error({ err }, 'expiring pledges failed')), 3_600_000);
      sweeper.unref();
    }
    // Campaigns past their end date are closed (closed_at = ends_at) every CAMPAIGN_SWEEP_MS. Gifts check the
    // end date themselves, so this only makes it show (and moves the data version). One UPDATE, idempotent:
    // replicas sweeping at once close each campaign once.
    if (config.campaignSweepMs > 0) {
      campaignSweeper = setInterval(() => void app.repos.campaigns.closeDue().catch((err) => app.log.error({ err }, 'closing ended campaigns failed')), config.campaignSweepMs);
      campaignSweeper.unref();
    }
    // Pictures nobody uses, past UPLOAD_ORPHAN_HOURS, are deleted every UPLOAD_SWEEP_MS (uploads/sweep.ts).
    if (config.uploads.sweepMs > 0) {
      const sweep = () =>
        sweepUploads(app.uploads, app.sql, config.uploads.orphanAfterMs).then(
          ({ removed }) => removed > 0 && app.log.info({ removed }, 'deleted unused pictures'),
          (err: unknown) => app.log.error({ err }, 'deleting unused pictures failed'),
        );
      uploadSweeper = setInterval(() => void sweep(), config.uploads.sweepMs);
      uploadSweeper.unref();
    }
  });
  // Before the server stops taking connections: end every event stream, or close() would wait on them forever.
  app.addHook('preClose', async () => events.close());
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    if (campaignSweeper) clearInterval(campaignSweeper);
    if (uploadSweeper) clearInterval(uploadSweeper);
    await mailer.stop();
    await pgBus?.close();
    if (ownsDb) await closeDatabase(database);
  });

  if (config.seed) {
    const seeded = database.dialect === 'pg' ? await seedIfEmptyPg(database.pg, config.scryptLogN) : await seedIfEmpty(database.sqlite, config.scryptLogN);
    if (seeded) app.log.info('seeded the empty database with demo data');
  }

  // Security headers: computed once at start by @fastify/helmet, then set with one cheap hook.
  // (Running helmet's middleware chain on every request cost ~40 µs CPU, more than a leaderboard query.)
  const security = await securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Per client address, an IPv6 one counted as its /64 (lib/client-key.ts).
    keyGenerator: (request) => clientKey(request.ip),
    // On PostgreSQL counted in rate_events, so that every replica counts the requests of all (README,
    // scale-out); on SQLite the plugin's own store, in memory. A store error is not skipped (skipOnError
    // false): the request fails (503 when PostgreSQL is out of reach) rather than going through unchecked,
    // as with the other limits.
    ...(database.dialect === 'pg' ? { store: pgRateLimitStore(database.pg, config.jwtSecret) } : {}),
    skipOnError: false,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      success: false,
      // English keeps the plugin's own wording ("1 minute"); other languages count the seconds.
      message: request.locale === 'en' ? request.t('error.tooManyRequests', { after: context.after }) : request.t(tooManyAfter(context.ttl)),
    }),
  });
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.tokenTtlSeconds }, // seconds
    verify: { algorithms: ['HS256'] },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Relief API',
        version: '1.0.0',
        description: 'Post-disaster relief donation platform. Money is in Tk (at most 2 decimals); times are millisecond epochs.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [],
    },
  });
  // Uploaded pictures: content-hashed names, so cached for good.
  await app.register(fastifyStatic, {
    root: config.uploads.dir,
    prefix: UPLOADS_PREFIX,
    maxAge: '365d',
    immutable: true,
    decorateReply: false,
    setHeaders: (reply) => {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = 500;
    let message: Msg = msg('error.internal');
    let answerCode: string | undefined;
    const code = (error as FastifyError).code;
    const statusCode = (error as { statusCode?: number }).statusCode;
    const validation = (error as FastifyError).validation;
    if (error instanceof HttpError) {
      status = error.statusCode;
      message = error.msg;
      answerCode = error.code;
      reply.headers(error.headers);
    } else if (validation) {
      status = 400;
      message = validationMessage(validation as never, (error as FastifyError).validationContext ?? 'body');
    } else if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      message = msg('error.bodyTooLarge', { kb: Math.round(config.bodyLimit / 1024) });
    } else if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (statusCode === 400 && error instanceof SyntaxError)) {
      status = 400;
      message = msg('error.invalidJson');
    } else if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      message = msg('error.emptyJson');
    } else if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      message = msg('error.notJson');
    } else if (statusCode && statusCode >= 400 && statusCode < 500) {
      status = statusCode;
      // Fastify's and plugins' own words (English): as they are.
      message = error.message ? msg('text.untranslated', { text: error.message }) : msg('error.badRequest');
    }
    if (status === 500 && database.dialect === 'pg' && isConnectionError(error)) {
      // PostgreSQL restarting or out of reach: the pool reconnects by itself; meanwhile say so.
      status = 503;
      message = msg('error.databaseUnavailable');
      reply.header('retry-after', '5');
      request.log.warn({ err: { message: (error as Error).message, code: (error as { code?: string }).code } }, 'database unavailable');
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ success: false, message: request.t(message), ...(answerCode === undefined ? {} : { code: answerCode }) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: request.t('error.noRoute', { method: request.method, path: request.url.split('?')[0]! }) });
  });

  // The OpenAPI document says which calls take the bearer token: required behind requireUser /
  // requireAdmin, optional behind optionalAuth (guests allowed). Documentation only: the
  // preValidation hooks are what check it.
  const tokenRequired = new Set<unknown>([requireUser, requireAdmin, requireAdminMayEnrol]);
  app.addHook('onRoute', (route) => {
    const hooks = ([] as unknown[]).concat(route.preValidation ?? []);
    const security: Record<string, string[]>[] | null = hooks.some((h) => tokenRequired.has(h)) ? [{ bearer: [] }] : hooks.includes(optionalAuth) ? [{}, { bearer: [] }] : null;
    if (security && route.schema && !route.schema.security) route.schema = { ...route.schema, security };
  });

  // Image fields go out as absolute URLs (lib/public-urls.ts); cached answers do it in their route.
  app.addHook('preSerialization', async (request, _reply, payload) => absoluteImages(payload, ownOrigin(request, config.publicUrl)));

  await app.register(metricsRoutes, { metrics: app.metrics, access: createMetricsAccess(config.metrics.allow, config.metrics.token) });

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            tags: ['health'],
            operationId: 'getHealth',
            summary: 'Liveness and database check',
            response: {
              200: ok(Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok'), uptimeSeconds: Type.Number() })),
              ...errorResponses,
            },
          },
        },
        async () => {
          await api.repos.users.count();
          return { success: true as const, data: { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
        },
      );
      api.get(
        '/ready',
        {
          schema: {
            tags: ['health'],
            operationId: 'getReady',
            summary: 'Readiness for a load balancer: the database answers and its migrations are applied (503 otherwise)',
            response: {
              200: ok(Type.Object({ status: Type.Literal('ready'), database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgresql')]) })),
              ...errorResponses,
            },
          },
        },
        async (request, reply) => {
          const { reachable, migrated } = await databaseReady(database);
          if (!reachable || !migrated) {
            reply.header('retry-after', '5');
            return reply.code(503).send({
              success: false as const,
              message: request.t(reachable ? 'error.notMigrated' : 'error.databaseUnavailable'),
            });
          }
          return { success: true as const, data: { status: 'ready' as const, database: database.dialect === 'pg' ? ('postgresql' as const) : ('sqlite' as const) } };
        },
      );
      api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());

      await api.register(campaignRoutes);
      await api.register(causeRoutes);
      await api.register(campaignUpdateRoutes);
      await api.register(donationRoutes);
      await api.register(userRoutes);
      await api.register(commentRoutes);
      await api.register(testimonialRoutes);
      await api.register(volunteerRoutes);
      await api.register(contactRoutes);
      await api.register(statsRoutes);
      await api.register(paymentRoutes);
      await api.register(ledgerRoutes);
      await api.register(auditRoutes);
      await api.register(liveRoutes);
      await api.register(shareRoutes);
      await api.register(uploadRoutes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
