// @ts-check
/**
 * The server of the built shell and of each remote: Fastify with @fastify/static (files compressed
 * at build time, see scripts/build/precompress-plugin.ts) and @fastify/helmet (the headers of
 * every page).
 *
 * - `.br` / `.gz` files written next to each asset by the build are sent to browsers that accept
 *   them (`preCompressed`); nothing is compressed while a visitor waits, except the shell's page
 *   (its configuration is written in per request; brotli quality 5 on ~2 KB)
 * - Cache-Control: `public, max-age=31536000, immutable` for content-hashed names
 *   (name.0123abcd89.js), `no-store` for index.html and remotes.json (written per request), and
 *   `no-cache` with validators (ETag, Last-Modified) for everything else (mf-manifest.json,
 *   remoteEntry.js, prerender.json…): each use asks the server again, and a file that has not
 *   changed comes back as a bodiless 304 (a returning visitor's page, the shell's server rereading
 *   a remote's first screens)
 * - CORS `Access-Control-Allow-Origin: *` when `cors` is set (the remotes' assets)
 * - SPA fallback to index.html for unknown page paths (navigations, or no known asset extension) when `spa` is set
 *   (the shell only); with status 404 at an address none of the remotes publishes a page at, once
 *   every remote's manifest was read (first-screen.mjs, unknownAddress)
 * - `remotesJson`: a function answering GET /remotes.json (the shell's run-time manifest); the
 *   same configuration is also written into the shell's index.html (`window.__reliefRemotesConfig`)
 *   so the page does not have to ask for it (one request less on the critical path)
 * - every page (HTML) carries a Content-Security-Policy built from the same configuration (see
 *   csp.mjs): scripts from itself, the remotes' origins and this answer's nonce only, calls to the
 *   API and the remotes, images from itself, data: and IMAGE_HOSTS, never framed; plus nosniff,
 *   Referrer-Policy and Permissions-Policy. Assets carry nosniff only (each header costs every one
 *   of a page's ~20 requests on a slow link).
 * - the shell's page with the opened address's first screen and the frame around it written in
 *   (first-screen.mjs, frame.mjs); a remote whose build has a live first-screen renderer answers
 *   `GET /first-screen.json?path=&lang=` with it (live-screens.mjs)
 */
import { composeFirstScreen, createFirstScreens, LANGUAGES, preloadedStylesheets, requestDark, requestLanguage, requestSignedIn, unknownAddress } from './first-screen.mjs';
import { createFrames, FRAME_RENDERER, loadFrameRenderer } from './frame.mjs';
import { createLiveScreens, loadScreenRenderer, SCREEN_RENDERER } from './live-screens.mjs';
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { helmetOptions, PERMISSIONS_POLICY, policyDirectives } from './csp.mjs';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
});

const NO_STORE = new Set(['index.html', 'remotes.json']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** @param {string} file */
export function cacheControlFor(file) {
  const base = path.basename(file);
  if (NO_STORE.has(base)) return 'no-store';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header) {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * The page with its run-time configuration written in, before its first script, as
 * `window.__reliefRemotesConfig` (JSON made safe for a script element).
 * @param {string} html
 * @param {unknown} config
 */
export function injectRemotesConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const script = `<script>window.__reliefRemotesConfig=${json}</script>`;
  const at = html.indexOf('<script');
  return at === -1 ? html.replace('</head>', `${script}</head>`) : `${html.slice(0, at)}${script}${html.slice(at)}`;
}

/**
 * Gives every inline script of a page (`<script>` without src) this answer's nonce, so the policy
 * allows exactly those and no script an attacker might inject.
 * @param {string} html
 * @param {string} nonce
 */
export function addNonce(html, nonce) {
  return html.replace(/<script>/g, `<script nonce="${nonce}">`);
}

/**
 * @typedef {import('./csp.mjs').PolicyConfig} PolicyConfig
 * @typedef {object} StaticServerOptions
 * @property {string} root           directory to serve
 * @property {boolean} [spa]         answer unknown extension-less paths with index.html
 * @property {boolean} [cors]        add Access-Control-Allow-Origin: *
 * @property {(req: import('node:http').IncomingMessage) => unknown} [remotesJson]  answer GET /remotes.json with this (no-store)
 * @property {(req: import('node:http').IncomingMessage) => PolicyConfig} [policy]  where the API, the remotes and images live, for the
 *   pages' Content-Security-Policy (default: remotesJson's answer, else this server's own origin only)
 * @property {boolean} [quiet]
 */

/**
 * @param {StaticServerOptions} options
 */
export function createStaticServer(options) {
  let root = path.resolve(options.root);
  const app = Fastify({ logger: false, forceCloseConnections: true, keepAliveTimeout: 5000 });
  /** The text of each page as read last (key: path + mtime + size). */
  const pages = new Map();
  const firstScreens = createFirstScreens();
  /**
   * What a build's renderer for Node (in its dot folder `.server/`) gives, loaded on first use and
   * again when the folder served changes (a redeploy); undefined without one, or when it fails to load.
   * @template T
   * @param {(folder: string) => T | undefined} load
   * @param {string} what
   * @returns {() => T | undefined}
   */
  const fromBuild = (load, what) => {
    /** @type {{ root: string, value: T | undefined } | undefined} */
    let kept;
    return () => {
      if (kept?.root !== root) {
        let value;
        try {
          value = load(root);
        } catch (error) {
          console.error(`[serve] ${what} did not load`, error);
        }
        kept = { root, value };
      }
      return kept.value;
    };
  };
  /** The shell build's frame renderer (frame.mjs). */
  const frames = fromBuild((folder) => {
    const render = loadFrameRenderer(path.join(folder, FRAME_RENDERER));
    return render && createFrames(render);
  }, 'the frame renderer');
  /** A remote's live first screens (live-screens.mjs). */
  const liveScreens = fromBuild((folder) => {
    const render = loadScreenRenderer(path.join(folder, SCREEN_RENDERER));
    return render && createLiveScreens(render, options.quiet ? { log: () => undefined } : {});
  }, "the live first screens' renderer");

  /** The text of the page's preloaded stylesheets (this server's own files), by file list. */
  const stylesCache = new Map();
  /** @param {string} html */
  async function shellStyles(html) {
    const files = preloadedStylesheets(html).map((href) => href.slice(1));
    const key = files.join(' ');
    if (!stylesCache.has(key)) {
      const texts = await Promise.all(files.map((f) => fsp.readFile(path.join(root, path.normalize(f)), 'utf8').catch(() => undefined)));
      stylesCache.clear();
      // One unread: none written in (the page then keeps its preloads and loads them as usual).
      stylesCache.set(key, texts.every((t) => t !== undefined) ? texts.join('\n') : undefined);
    }
    return stylesCache.get(key);
  }

  /** @param {import('node:http').IncomingMessage} req */
  const policyFor = (req) =>
    /** @type {PolicyConfig} */ (options.policy?.(req) ?? options.remotesJson?.(req) ?? {});

  app.register(helmet, { global: false, ...helmetOptions() });
  app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    etag: false,
    cacheControl: false,
    lastModified: false,
    // Dot files and symlinks out of the folder are never served (@fastify/send's defaults).
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (options.cors) reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
  });

  /** @param {string} p */
  async function statFile(p) {
    try {
      const stat = await fsp.stat(p);
      return stat.isFile() ? stat : null;
    } catch {
      return null;
    }
  }

  /**
   * @param {string} file
   * @param {import('node:fs').Stats} stat
   */
  async function pageText(file, stat) {
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let text = pages.get(key);
    if (!text) {
      text = fsp.readFile(file, 'utf8');
      pages.clear();
      pages.set(key, text);
      text.catch(() => pages.delete(key));
    }
    return text;
  }

  app.route({
    method: ['GET', 'HEAD', 'OPTIONS'],
    url: '*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      if (request.method === 'OPTIONS') {
        if (options.cors) {
          reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
          reply.header('access-control-allow-headers', '*');
        }
        return reply.code(204).send();
      }
      const url = new URL(request.url, 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
      }

      if (pathname === '/first-screen.json') {
        // A remote's live first screen (the shell's server asks; anyone may: it shows what the page shows).
        const screenPath = url.searchParams.get('path') ?? '';
        const language = url.searchParams.get('lang');
        // The API its pages name (their policy): the one the screen asks, and its pictures' address.
        const { apiBaseUrl } = policyFor(request.raw);
        const screens = /^https?:\/\//.test(apiBaseUrl ?? '') ? liveScreens() : undefined;
        if (!screens || !apiBaseUrl) return reply.code(404).header('cache-control', 'no-store').type(TYPES['.json']).send({ error: 'No live first screens here' });
        if (!screenPath.startsWith('/') || screenPath.length > 200 || (language !== 'en' && language !== 'bn')) {
          return reply.code(400).header('cache-control', 'no-store').type(TYPES['.json']).send({ error: 'Give path (an address) and lang (en or bn)' });
        }
        const screen = await screens.get(screenPath, language, apiBaseUrl);
        if (screen === undefined) return reply.code(404).header('cache-control', 'no-store').type(TYPES['.json']).send({ error: 'No live first screen for this address' });
        return reply.header('cache-control', 'no-store').type(TYPES['.json']).send({ format: 1, ...screen });
      }

      if (pathname === '/remotes.json' && options.remotesJson) {
        return reply.header('cache-control', 'no-store').type(TYPES['.json']).send(JSON.stringify(options.remotesJson(request.raw)));
      }

      let file = path.join(root, path.normalize(pathname));
      if (file !== root && !file.startsWith(root.endsWith(path.sep) ? root : root + path.sep)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
      }
      if (pathname.endsWith('/')) file = path.join(file, 'index.html');
      let stat = await statFile(file);
      // Page addresses may end in something that looks like an extension (an email such as
      // /dashboard/user-donations/user@relief.test): fall back for every navigation request
      // and for any path whose extension is not an asset type we serve.
      const wantsPage =
        String(request.headers.accept ?? '').includes('text/html') || !(path.extname(pathname).toLowerCase() in TYPES);
      if (!stat && options.spa && wantsPage) {
        file = path.join(root, 'index.html');
        stat = await statFile(file);
      }
      // Dot files and dot folders are never served (a shell build keeps its frame renderer in .server/).
      if (!stat || path.relative(root, file).split(path.sep).some((part) => part.startsWith('.'))) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      }

      const ext = path.extname(file).toLowerCase();
      if (ext === '.html') {
        // A page: this answer's nonce for its inline scripts, the configuration written in (the
        // shell's own page), and the security headers.
        const nonce = crypto.randomBytes(16).toString('base64');
        let html = await pageText(file, stat);
        if (options.remotesJson && path.dirname(file) === root && path.basename(file) === 'index.html') {
          const config = /** @type {{ remotes?: Record<string, string> }} */ (options.remotesJson(request.raw));
          html = injectRemotesConfig(html, config);
          // The opened page's first screen, if its remote published one, else the frame alone: the
          // visitor's language, and the links for a browser without JavaScript (first-screen.mjs).
          const language = requestLanguage({ search: url.search, cookie: String(request.headers.cookie ?? ''), acceptLanguage: String(request.headers['accept-language'] ?? '') });
          const screen = await firstScreens.find(pathname, language, Object.values(config.remotes ?? {}), { search: url.search });
          // With the build's renderer (frame.mjs): the page's own title, and around a first screen the
          // frame itself, rendered here for the browser to hydrate. (Not around the other pages' loading
          // state: ~9 KB more page before any script, for the same paint.)
          const cookie = String(request.headers.cookie ?? '');
          const framed = screen.html !== undefined;
          const frame = await frames()?.frame({ pathname, language, dark: framed && requestDark({ cookie }), signedIn: framed && requestSignedIn({ cookie }), remotes: config.remotes ?? {}, manifests: screen.manifests ?? {}, screenHtml: screen.html, titleOnly: screen.html === undefined });
          html = composeFirstScreen(html, screen, screen.html === undefined ? undefined : await shellStyles(html), frame);
          reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
          // An address no remote publishes a page at: the same page (its not-found screen) with 404,
          // for crawlers and link checkers. Only when every remote's manifest was read (first-screen.mjs).
          if (pathname !== '/index.html' && unknownAddress(url.pathname, Object.values(config.remotes ?? {}), screen.manifests ?? {})) reply.code(404);
        }
        html = addNonce(html, nonce);
        await reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(policyFor(request.raw), nonce) } });
        const page = Buffer.from(html);
        const encoding = pickEncoding(request.headers['accept-encoding']);
        const body =
          encoding === 'br'
            ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? zlib.gzipSync(page)
              : page;
        reply.header('permissions-policy', PERMISSIONS_POLICY);
        reply.header('cache-control', 'no-store').type(TYPES['.html']);
        if (!reply.hasHeader('vary')) reply.header('vary', 'Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }

      const cacheControl = cacheControlFor(file);
      reply.header('cache-control', cacheControl);
      if (TYPES[ext]) reply.type(TYPES[ext]);
      // A content-hashed file never changes (immutable): nothing to revalidate, no validators (each
      // header costs every request). Any other file carries its ETag and Last-Modified (of the copy
      // sent: the .br, the .gz or the file), and @fastify/send answers a request that names them 304.
      const revalidated = !cacheControl.includes('immutable');
      return reply.sendFile(path.relative(root, file).split(path.sep).join('/'), root, { etag: revalidated, lastModified: revalidated });
    },
  });

  // Any other method (POST, PUT, …) on any path: 405, as the hand-written server answered.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD, OPTIONS').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Method not allowed'),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (!options.quiet) console.error('[serve]', error);
    if (!reply.sent) reply.code(500).send();
  });

  return {
    get server() {
      return app.server;
    },
    /** Serve another directory from now on (e.g. a redeployed build). */
    setRoot(/** @type {string} */ dir) {
      root = path.resolve(dir);
      pages.clear();
    },
    /**
     * Reads the remotes' first screens now (the shell's server, once every remote is listening), so
     * that the first visitor's page has its screen too instead of waiting for them. `hostnames`: the
     * names the page will be asked for by, when the remotes' addresses follow the request's host
     * (remotes-json.mjs); by default, as a request without a Host header sees them.
     * @param {(string | undefined)[]} [hostnames]
     */
    async warm(hostnames = [undefined]) {
      const remotesJson = options.remotesJson;
      if (!remotesJson) return;
      const configs = hostnames.map((host) => {
        const request = /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ headers: host ? { host } : {} }));
        return /** @type {{ remotes?: Record<string, string> }} */ (remotesJson(request)).remotes ?? {};
      });
      await firstScreens.load([...new Set(configs.flatMap((remotes) => Object.values(remotes)))]);
      // The frame renderer loaded, and the frame around every published first screen rendered in each
      // language, scheme and session or none, before the first visitor.
      for (const remotes of configs) {
        for (const pathname of firstScreens.published(Object.values(remotes))) {
          for (const language of LANGUAGES) {
            const screen = await firstScreens.find(pathname, language, Object.values(remotes), { waitLive: true });
            for (const [dark, signedIn] of [[false, false], [true, false], [false, true], [true, true]]) {
              await frames()?.frame({ pathname, language, dark, signedIn, remotes, manifests: screen.manifests ?? {}, screenHtml: screen.html, titleOnly: screen.html === undefined });
            }
          }
        }
      }
    },
    get root() {
      return root;
    },
    /**
     * @param {number} [port] 0 for any free port
     * @param {string} [host]
     * @returns {Promise<string>} the origin, e.g. http://127.0.0.1:3001
     */
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
    },
    /** Stop listening and drop open connections. */
    async close() {
      await app.close();
    },
  };
}
