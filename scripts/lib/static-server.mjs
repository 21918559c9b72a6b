// @ts-check
/**
 * A tiny dependency-free static file server for the built shell and remotes.
 *
 * - gzip / brotli (by Accept-Encoding) for JS, CSS, JSON, SVG, HTML, TXT; compressed bodies are
 *   kept in memory per file (key: path + mtime + encoding), so each file is compressed once, off
 *   the event loop (zlib's thread pool), and `warm()` compresses the whole folder ahead of the
 *   first visitor (brotli at quality 11 takes a noticeable time for a large bundle)
 * - Cache-Control: `public, max-age=31536000, immutable` for content-hashed names
 *   (name.0123abcd89.js), `no-store` for index.html, remotes.json, mf-manifest.json,
 *   remoteEntry.js (and everything else not hashed: `no-cache`)
 * - CORS `Access-Control-Allow-Origin: *` when `cors` is set (the remotes' assets)
 * - SPA fallback to index.html for unknown page paths (navigations, or no known asset extension) when `spa` is set
 *   (the shell only)
 * - `remotesJson`: a function answering GET /remotes.json (the shell's run-time manifest); the
 *   same configuration is also written into the shell's index.html (`window.__reliefRemotesConfig`)
 *   so the page does not have to ask for it (one request less on the critical path)
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const NO_STORE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
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
 * @typedef {object} StaticServerOptions
 * @property {string} root           directory to serve
 * @property {boolean} [spa]         answer unknown extension-less paths with index.html
 * @property {boolean} [cors]        add Access-Control-Allow-Origin: *
 * @property {(req: import('node:http').IncomingMessage) => unknown} [remotesJson]  answer GET /remotes.json with this (no-store)
 * @property {boolean} [quiet]
 */

/**
 * @param {StaticServerOptions} options
 */
export function createStaticServer(options) {
  let root = path.resolve(options.root);
  /** @type {Map<string, Promise<Buffer>>} */
  const compressed = new Map();
  /** The shell's index.html as read last (its configuration is written in per request). */
  let page = { key: '', text: Promise.resolve('') };

  /**
   * @param {string} file
   * @param {fs.Stats} stat
   */
  function pageText(file, stat) {
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    if (page.key !== key) {
      const text = fsp.readFile(file, 'utf8');
      page = { key, text };
      text.catch(() => {
        if (page.text === text) page = { key: '', text: Promise.resolve('') };
      });
    }
    return page.text;
  }

  /**
   * The compressed body of a file, made once (concurrent requests share the same promise).
   * @param {string} file
   * @param {fs.Stats} stat
   * @param {'br' | 'gzip'} encoding
   */
  function compressedBody(file, stat, encoding) {
    const key = `${file}:${stat.mtimeMs}:${stat.size}:${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      body = fsp.readFile(file).then((raw) =>
        encoding === 'br'
          ? brotli(raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : gzip(raw, { level: 9 }),
      );
      compressed.set(key, body);
      body.catch(() => compressed.delete(key));
    }
    return body;
  }

  /** Brotli-compress every compressible file under the root now (before the first visitor). */
  async function warm() {
    const dir = root;
    const files = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
    await Promise.all(
      files
        .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()))
        .map(async (entry) => {
          const file = path.join(entry.parentPath ?? entry.path, entry.name);
          const stat = await statFile(file);
          if (stat && stat.size > 256) await compressedBody(file, stat, 'br');
        }),
    );
  }

  /** @param {string} p */
  async function statFile(p) {
    try {
      const stat = await fsp.stat(p);
      return stat.isFile() ? stat : null;
    } catch {
      return null;
    }
  }

  const server = http.createServer(async (req, res) => {
    try {
      // Every response header costs each of a page's ~20 requests on a slow link: the preflight
      // headers go on preflight answers only.
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'OPTIONS') {
        if (options.cors) {
          res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
          res.setHeader('Access-Control-Allow-Headers', '*');
        }
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end('Bad request');
        return;
      }

      if (pathname === '/remotes.json' && options.remotesJson) {
        const body = Buffer.from(JSON.stringify(options.remotesJson(req)));
        res.writeHead(200, {
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-store',
          'Content-Length': body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }

      let file = path.join(root, path.normalize(pathname));
      if (file !== root && !file.startsWith(root.endsWith(path.sep) ? root : root + path.sep)) {
        res.writeHead(403).end('Forbidden');
        return;
      }
      if (pathname.endsWith('/')) file = path.join(file, 'index.html');
      let stat = await statFile(file);
      // Page addresses may end in something that looks like an extension (an email such as
      // /dashboard/user-donations/user@relief.test): fall back for every navigation request
      // and for any path whose extension is not an asset type we serve.
      const wantsPage =
        String(req.headers.accept ?? '').includes('text/html') || !(path.extname(pathname).toLowerCase() in TYPES);
      if (!stat && options.spa && wantsPage) {
        file = path.join(root, 'index.html');
        stat = await statFile(file);
      }
      if (!stat) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
        return;
      }

      if (options.remotesJson && path.basename(file) === 'index.html' && path.dirname(file) === root) {
        const html = injectRemotesConfig(await pageText(file, stat), options.remotesJson(req));
        const page = Buffer.from(html);
        const encoding = pickEncoding(req.headers['accept-encoding']);
        const body = encoding === 'br' ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? zlib.gzipSync(page) : page;
        res.writeHead(200, {
          'Content-Type': TYPES['.html'],
          'Cache-Control': 'no-store',
          Vary: 'Accept-Encoding',
          'Content-Length': body.length,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }

      const ext = path.extname(file).toLowerCase();
      /** @type {Record<string, string | number>} */
      const cacheControl = cacheControlFor(file);
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl,
        // A content-hashed file never changes (immutable): nothing to revalidate.
        ...(cacheControl.includes('immutable') ? {} : { 'Last-Modified': stat.mtime.toUTCString() }),
      };
      const encoding = COMPRESSIBLE.has(ext) && stat.size > 256 ? pickEncoding(req.headers['accept-encoding']) : null;
      if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
      if (encoding) {
        const body = await compressedBody(file, stat, encoding);
        headers['Content-Encoding'] = encoding;
        headers['Content-Length'] = body.length;
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      headers['Content-Length'] = stat.size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      fs.createReadStream(file).pipe(res);
    } catch (error) {
      if (!options.quiet) console.error('[serve]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.keepAliveTimeout = 5000;

  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    server,
    /** Serve another directory from now on (e.g. a redeployed build). */
    setRoot(/** @type {string} */ dir) {
      root = path.resolve(dir);
      compressed.clear();
    },
    /** Compress the served folder ahead of the first request (resolves when done). */
    warm,
    get root() {
      return root;
    },
    /**
     * @param {number} [port] 0 for any free port
     * @param {string} [host]
     * @returns {Promise<string>} the origin, e.g. http://127.0.0.1:3001
     */
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          const actual = typeof address === 'object' && address ? address.port : port;
          resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
        });
      });
    },
    /** Stop listening and drop open connections. */
    close() {
      return new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        if (!server.listening) return resolve(undefined);
        server.close(() => resolve(undefined));
      });
    },
  };
}
