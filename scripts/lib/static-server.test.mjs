import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { precompressFolder } from 'relief-build/precompress-plugin';
import { addNonce, createStaticServer, injectRemotesConfig } from './static-server.mjs';

let dir;
let shell;
let remote;
let shellOrigin;
let remoteOrigin;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Relief</title><script>boot()</script>');
  fs.writeFileSync(path.join(dir, 'main.0123abcd89.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mf_public"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_public=${JSON.stringify('y'.repeat(2000))};`);
  fs.writeFileSync(path.join(os.tmpdir(), `${path.basename(dir)}-secret.txt`), 'secret');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  fs.mkdirSync(path.join(dir, '.server'));
  fs.writeFileSync(path.join(dir, '.server', 'frame.cjs'), 'exports.renderFrame = async () => undefined;');
  await precompressFolder(dir); // as the build does
  shell = createStaticServer({
    root: dir,
    spa: true,
    quiet: true,
    remotesJson: () => ({ remotes: {} }),
    policy: () => ({ apiBaseUrl: 'http://api.example.test:4000/api/v1', remotes: { mf_public: 'http://cdn.example.test:3001/mf-manifest.json' }, imageHosts: ['https://img.example.org'] }),
  });
  remote = createStaticServer({ root: dir, cors: true, quiet: true });
  shellOrigin = await shell.listen(0);
  remoteOrigin = await remote.listen(0);
});

afterAll(async () => {
  await shell.close();
  await remote.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('static server', () => {
  it('answers page addresses with index.html, even when they end like an email', async () => {
    for (const page of ['/dashboard/users', '/dashboard/user-donations/user@relief.test', '/dashboard/user-donations/a@b.com']) {
      const res = await fetch(`${shellOrigin}${page}`, { headers: { accept: 'text/html' } });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('<title>Relief</title>');
    }
    // A script fetch for an address with an email-like ending also gets the page (no known asset type).
    expect((await fetch(`${shellOrigin}/dashboard/user-donations/x@y.org`)).status).toBe(200);
  });

  it('writes the run-time configuration into the shell page, before its scripts, never cached', async () => {
    for (const page of ['/', '/index.html', '/donations/42']) {
      const res = await fetch(`${shellOrigin}${page}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-encoding')).toBe('br');
      const html = (await res.text()).replace(/ nonce="[^"]+"/g, '');
      expect(html).toContain('<script>window.__reliefRemotesConfig={"remotes":{}}</script><script>boot()</script>');
    }
    // A remote's own page (no remotesJson) is served as built.
    expect(await (await fetch(`${remoteOrigin}/index.html`)).text()).not.toContain('__reliefRemotesConfig');
  });

  it('makes the written configuration safe inside a script element', () => {
    const html = injectRemotesConfig('<head><script>x()</script></head>', { apiBaseUrl: 'http://a/</script><script>alert(1)//' });
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script>');
    const json = html.slice(html.indexOf('=') + 1, html.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ apiBaseUrl: 'http://a/</script><script>alert(1)//' });
    expect(injectRemotesConfig('<head></head>', {})).toBe('<head><script>window.__reliefRemotesConfig={}</script></head>');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await fetch(`${shellOrigin}/missing.0123abcd89.js`);
    expect(res.status).toBe(404);
  });

  it('does not serve files outside its folder', async () => {
    const res = await fetch(`${shellOrigin}/..%2F${path.basename(dir)}-secret.txt`);
    expect(res.status).not.toBe(200);
  });

  it('compresses scripts and caches hashed files for a year; manifests and entries are asked for again on every use', async () => {
    const js = await fetch(`${remoteOrigin}/main.0123abcd89.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('cache-control')).toContain('max-age=31536000');
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) expect((await fetch(`${remoteOrigin}/${file}`)).headers.get('cache-control'), file).toBe('no-cache');
    const remotes = await fetch(`${shellOrigin}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect(await remotes.json()).toEqual({ remotes: {} });
  });

  it('answers a file that has not changed since the asker\'s copy with a bodiless 304, per encoding; hashed files carry no validators', async () => {
    // As a browser revalidates (Node's fetch would add `cache-control: no-cache`, a forced reload, to a conditional request).
    const revalidate = { 'cache-control': 'max-age=0' };
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await fetch(`${remoteOrigin}/remoteEntry.js`, { headers: { 'accept-encoding': encoding } });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      const body = await first.text();
      expect(body).toContain('var mf_public=');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${remoteOrigin}/remoteEntry.js`, { headers: { ...revalidate, 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(again.status, encoding).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe('no-cache');
      const byDate = await fetch(`${remoteOrigin}/remoteEntry.js`, { headers: { ...revalidate, 'accept-encoding': encoding, 'if-modified-since': first.headers.get('last-modified') } });
      expect(byDate.status, encoding).toBe(304);
    }
    // Another copy's tag (the file changed, or another encoding's), or a forced reload: the whole file again.
    const br = (await fetch(`${remoteOrigin}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } })).headers.get('etag');
    for (const headers of [{ ...revalidate, 'if-none-match': 'W/"1-1"' }, { ...revalidate, 'if-none-match': br, 'accept-encoding': 'gzip' }, { 'cache-control': 'no-cache', 'if-none-match': br, 'accept-encoding': 'br' }]) {
      const other = await fetch(`${remoteOrigin}/remoteEntry.js`, { headers });
      expect(other.status).toBe(200);
      expect(await other.text()).toContain('var mf_public=');
    }
    const js = await fetch(`${remoteOrigin}/main.0123abcd89.js`);
    expect(js.headers.get('etag')).toBeNull();
    // The shell's page is written per request: never a 304.
    const page = await fetch(`${shellOrigin}/`, { headers: { ...revalidate, accept: 'text/html', 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() } });
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).toBeNull();
  });

  it('gives a file changed in place a new tag', async () => {
    const file = path.join(dir, 'prerender.json');
    fs.writeFileSync(file, '{"format":1,"pages":{}}');
    const first = await fetch(`${remoteOrigin}/prerender.json`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    fs.writeFileSync(file, '{"format":1,"pages":{"/":{}}}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
    const changed = await fetch(`${remoteOrigin}/prerender.json`, { headers: { 'cache-control': 'max-age=0', 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ format: 1, pages: { '/': {} } });
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends each request only the headers it needs: preflight headers on preflights, no revalidation date on hashed files', async () => {
    const js = await fetch(`${remoteOrigin}/main.0123abcd89.js`);
    expect(js.headers.get('access-control-allow-methods')).toBeNull();
    expect(js.headers.get('last-modified')).toBeNull();
    const manifest = await fetch(`${remoteOrigin}/mf-manifest.json`);
    expect(manifest.headers.get('last-modified')).toBeTruthy();
    const preflight = await fetch(`${remoteOrigin}/main.0123abcd89.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('*');
  });

  it('sends the .br and .gz written at build time; bodies decompress to the file', async () => {
    const file = fs.readFileSync(path.join(dir, 'main.0123abcd89.js'), 'utf8');
    const [br, gz, plain] = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) => fetch(`${remoteOrigin}/main.0123abcd89.js`, { headers: { 'accept-encoding': encoding } })),
    );
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(file.length / 10);
    expect(Number(br.headers.get('content-length'))).toBe(fs.statSync(path.join(dir, 'main.0123abcd89.js.br')).size);
    expect(await br.text()).toBe(file);
    expect(await gz.text()).toBe(file);
    expect(await plain.text()).toBe(file);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'main.0123abcd89.js.br'))).toString()).toBe(file);
  });

  it('serves a file without compressed copies as it is (a small file, or one changed in place)', async () => {
    const file = path.join(dir, 'app.js');
    fs.writeFileSync(file, `console.log(${JSON.stringify('a'.repeat(3000))});`);
    const res = await fetch(`${remoteOrigin}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('aaa');
  });

  it('never serves dot files, nor what is in a dot folder (a shell build\'s frame renderer)', async () => {
    expect((await fetch(`${remoteOrigin}/.env`)).status).toBe(404);
    for (const origin of [remoteOrigin, shellOrigin]) {
      expect((await fetch(`${origin}/.server/frame.cjs`)).status).toBe(404);
      expect((await fetch(`${origin}/.server/frame.cjs`, { headers: { accept: 'text/html' } })).status).toBe(404);
      expect((await fetch(`${origin}/x/../.server/frame.cjs`)).status).toBe(404);
      expect((await fetch(`${origin}/%2Eserver/frame.cjs`)).status).toBe(404);
    }
  });

  it('every page carries the Content-Security-Policy from the configuration, with a fresh nonce on its inline scripts', async () => {
    const res = await fetch(`${shellOrigin}/donations/7`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`, `<script nonce="${nonce}">`]);
    expect(csp).toContain(`script-src 'self' http://cdn.example.test:3001 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self' http://api.example.test:4000 http://cdn.example.test:3001");
    expect(csp).toContain("img-src 'self' data: http://cdn.example.test:3001 http://api.example.test:4000 https://img.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    const again = await fetch(`${shellOrigin}/donations/7`, { headers: { accept: 'text/html' } });
    expect(again.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it("a remote's own page gets a policy too; its assets only nosniff (headers cost bytes on every request)", async () => {
    const page = await fetch(`${remoteOrigin}/index.html`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const js = await fetch(`${remoteOrigin}/main.0123abcd89.js`);
    expect(js.headers.get('content-security-policy')).toBeNull();
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives the nonce to inline scripts only', () => {
    expect(addNonce('<script>a()</script><script src="/m.js"></script>', 'N')).toBe('<script nonce="N">a()</script><script src="/m.js"></script>');
  });

  it('answers other methods with 405 and the methods it allows', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${remoteOrigin}/main.0123abcd89.js`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
    expect((await fetch(`${shellOrigin}/dashboard/users`, { method: 'POST' })).status).toBe(405);
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await fetch(`${remoteOrigin}/main.0123abcd89.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(await head.text()).toBe('');
    const page = await fetch(`${shellOrigin}/donations`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toBe('');
  });

  it('does not fall back to the page on a remote (no spa)', async () => {
    expect((await fetch(`${remoteOrigin}/dashboard/users`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it("warm() reads the remotes' first screens ahead, so the first visitor gets the screen even from a slow remote", async () => {
    const pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-warm-'));
    fs.writeFileSync(path.join(pageDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Relief</title></head><body><div><header><div></div></header></div></body></html>');
    // A remote that takes a second to answer (more than a first visitor is made to wait).
    const slow = http.createServer((req, res) => {
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/prerender.json') res.end(JSON.stringify({ format: 1, pages: { '/': { css: [], html: { en: '<h1>Help now</h1>' } } } }));
        else res.end('{}');
      }, 1000);
    });
    await new Promise((resolve) => slow.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = slow.address();
    const manifest = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mf-manifest.json`;
    const make = () => createStaticServer({ root: pageDir, spa: true, quiet: true, remotesJson: () => ({ remotes: { mf_public: manifest } }) });
    const cold = make();
    const warmed = make();
    /** @type {ReturnType<typeof createStaticServer>[]} */
    const servers = [];
    /** The page as asked for under a host name. @param {string} origin @param {string} host */
    const pageAs = (origin, host) =>
      new Promise((resolve, reject) => {
        http
          .get(`${origin}/`, { headers: { host } }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
    try {
      const coldOrigin = await cold.listen(0);
      const warmedOrigin = await warmed.listen(0);
      await warmed.warm();
      expect(await (await fetch(`${warmedOrigin}/`)).text()).toContain('<h1>Help now</h1>');
      // Without it, the first visitor waits a little, then gets the page without the screen.
      expect(await (await fetch(`${coldOrigin}/`)).text()).not.toContain('<h1>Help now</h1>');
      // Remotes whose addresses follow the name the page is asked by: warmed under each name given.
      const byHost = createStaticServer({
        root: pageDir,
        spa: true,
        quiet: true,
        remotesJson: (req) => ({ remotes: { mf_public: `${manifest}?via=${req.headers.host ?? 'none'}` } }),
      });
      servers.push(byHost);
      const byHostOrigin = await byHost.listen(0);
      await byHost.warm(['relief.test']);
      expect(await pageAs(byHostOrigin, 'relief.test')).toContain('<h1>Help now</h1>');
      expect(await pageAs(byHostOrigin, 'other.test')).not.toContain('<h1>Help now</h1>');
    } finally {
      await Promise.all([cold.close(), warmed.close(), ...servers.map((server) => server.close())]);
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(() => resolve(undefined)));
      fs.rmSync(pageDir, { recursive: true, force: true });
    }
  }, 15_000);
});

describe('the frame rendered on the server (frame.mjs)', () => {
  const page = '<!doctype html><html lang="en"><head><title>Relief</title></head><body><div id="root"><header class="boot-bar"><div>Relief</div></header></div></body></html>';
  /** @param {string} renderer the renderer module's source */
  async function serve(renderer) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-frame-'));
    fs.writeFileSync(path.join(folder, 'index.html'), page);
    fs.mkdirSync(path.join(folder, '.server'));
    fs.writeFileSync(path.join(folder, '.server', 'frame.cjs'), renderer);
    const server = createStaticServer({ root: folder, spa: true, quiet: true, remotesJson: () => ({ remotes: {} }) });
    const origin = await server.listen(0);
    return {
      get: async (/** @type {string} */ address, /** @type {Record<string, string>} */ headers = {}) => (await fetch(`${origin}${address}`, { headers: { accept: 'text/html', ...headers } })).text(),
      async close() {
        await server.close();
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  }

  it('writes the page\'s title from the renderer, in the visitor\'s language, and asks it once per address', async () => {
    const server = await serve(`let calls = 0;
      exports.renderFrame = async (r) => ({ title: 'T <' + r.language + '> #' + (++calls) + (r.titleOnly ? ' title only' : ''), routes: 'sig' });`);
    try {
      const html = await server.get('/leaderboard', { 'accept-language': 'bn' });
      expect(html).toContain('<html lang="bn"');
      // No remote published a screen for the address: the title only, the written-in top bar stays.
      expect(html).toContain('<title>T &lt;bn> #1 title only</title>');
      expect(html).toContain('<div id="root"><header class="boot-bar">');
      // Kept: the same address in the same language is not asked again; another language is.
      expect(await server.get('/leaderboard', { 'accept-language': 'bn' })).toContain('#1 title only');
      expect(await server.get('/leaderboard')).toContain('<title>T &lt;en> #2 title only</title>');
    } finally {
      await server.close();
    }
  });

  it('renders the frame in the scheme and the session the visitor\'s cookies name, and keeps each apart', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-frame-dark-'));
    const remote = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/mf-manifest.json') res.end(JSON.stringify({ metaData: { publicPath: `http://127.0.0.1:${port}/` } }));
      else if (req.url === '/prerender.json') res.end(JSON.stringify({ format: 1, pages: { '/': { css: [], html: { en: '<h1>Help</h1>', bn: '<h1>সাহায্য</h1>' } } } }));
      else res.writeHead(404).end();
    });
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (remote.address()).port;
    fs.writeFileSync(path.join(folder, 'index.html'), page.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">'));
    fs.mkdirSync(path.join(folder, '.server'));
    fs.writeFileSync(path.join(folder, '.server', 'frame.cjs'), `let calls = 0;
      exports.renderFrame = async (r) => ({ html: '<header>' + (r.dark ? 'dark' : 'light') + (r.signedIn ? ' signed-in' : '') + ' #' + (++calls) + '</header>', title: 'T', routes: 'sig', dark: r.dark === true, signedIn: r.signedIn === true });`);
    const server = createStaticServer({ root: folder, spa: true, quiet: true, remotesJson: () => ({ remotes: { mf_public: `http://127.0.0.1:${port}/mf-manifest.json` } }) });
    try {
      const origin = await server.listen(0);
      const get = async (/** @type {Record<string, string>} */ headers = {}) => (await fetch(`${origin}/`, { headers: { accept: 'text/html', ...headers } })).text();
      const dark = await get({ cookie: 'relief.lang=en; relief.dark=1' });
      expect(dark).toContain('<html lang="en" data-mantine-color-scheme="dark">');
      expect(dark).toContain('data-frame-scheme="dark"');
      expect(dark).toContain('<header>dark #1</header>');
      const light = await get({ cookie: 'relief.dark=0' });
      expect(light).toContain('data-mantine-color-scheme="light"');
      expect(light).toContain('<header>light #2</header>');
      expect(await get({ cookie: 'relief.dark=1' })).toContain('<header>dark #1</header>');
      // A browser with a session stored (the relief.session cookie): the frame as signed in, marked.
      const signedIn = await get({ cookie: 'relief.session=1' });
      expect(signedIn).toContain('<header>light signed-in #3</header>');
      expect(signedIn).toContain('data-frame-session="signed-in"');
      expect(await get({ cookie: 'relief.session=0' })).not.toContain('data-frame-session');
      // warm() renders every variant ahead, in both languages (after reading the remotes again, so all
      // 8 afresh: renders #4 to #11), and no visitor waits for one: each page is served from those.
      await server.warm();
      const numbers = [];
      for (const lang of ['en', 'bn']) {
        for (const dark of [0, 1]) {
          for (const session of [0, 1]) {
            numbers.push(Number(/#(\d+)<\/header>/.exec(await get({ cookie: `relief.lang=${lang}; relief.dark=${dark}; relief.session=${session}` }))?.[1]));
          }
        }
      }
      expect(new Set(numbers).size).toBe(8);
      expect(Math.min(...numbers)).toBe(4);
      expect(Math.max(...numbers)).toBe(11);
    } finally {
      await server.close();
      remote.closeAllConnections();
      await new Promise((resolve) => remote.close(() => resolve(undefined)));
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('serves the written-in top bar when the renderer has no frame for the address, or fails', async () => {
    const none = await serve('exports.renderFrame = async () => undefined;');
    const failing = await serve("exports.renderFrame = async () => { throw new Error('broken'); };");
    const error = console.error;
    const logged = [];
    console.error = (...args) => logged.push(args.map(String).join(' '));
    try {
      for (const server of [none, failing]) {
        const html = await server.get('/dashboard');
        expect(html).toContain('<div id="root"><header class="boot-bar">');
        expect(html).toContain('<title>Relief</title>');
        expect(html).not.toContain('data-frame');
      }
      expect(logged.join('\n')).toContain('broken');
    } finally {
      console.error = error;
      await none.close();
      await failing.close();
    }
  });
});

describe("a remote's live first screens (live-screens.mjs)", () => {
  it('answers GET /first-screen.json from the build\'s renderer, with the API its pages name, kept a while; never serves the renderer', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-live-'));
    fs.mkdirSync(path.join(folder, '.server'));
    fs.writeFileSync(
      path.join(folder, '.server', 'screens.cjs'),
      `let calls = 0;
      exports.renderScreen = async (r) => r.pathname === '/' ? { html: '<h2>' + r.language + ' ' + r.apiBaseUrl + ' #' + (++calls) + '</h2>' } : r.pathname === '/donations/7' ? { html: '<h1>7</h1>', title: 'Campaign 7' } : undefined;`,
    );
    const server = createStaticServer({ root: folder, cors: true, quiet: true, policy: () => ({ apiBaseUrl: 'http://api.test/api/v1' }) });
    const bare = createStaticServer({ root: fs.mkdtempSync(path.join(os.tmpdir(), 'relief-live-none-')), quiet: true, policy: () => ({ apiBaseUrl: 'http://api.test/api/v1' }) });
    const noApi = createStaticServer({ root: folder, quiet: true });
    try {
      const origin = await server.listen(0);
      const ask = async (/** @type {string} */ query, /** @type {string} */ at = origin) => {
        const response = await fetch(`${at}/first-screen.json${query}`);
        return { status: response.status, body: await response.json() };
      };
      expect(await ask('?path=/&lang=bn')).toEqual({ status: 200, body: { format: 1, html: '<h2>bn http://api.test/api/v1 #1</h2>' } });
      expect(await ask('?path=/&lang=bn')).toEqual({ status: 200, body: { format: 1, html: '<h2>bn http://api.test/api/v1 #1</h2>' } });
      expect((await ask('?path=/&lang=en')).body.html).toBe('<h2>en http://api.test/api/v1 #2</h2>');
      expect((await ask('?path=/leaderboard&lang=en')).status).toBe(404);
      // With the title the renderer gives (a campaign's page).
      expect(await ask('?path=/donations/7&lang=en')).toEqual({ status: 200, body: { format: 1, html: '<h1>7</h1>', title: 'Campaign 7' } });
      for (const query of ['?path=/&lang=fr', '?lang=en', '?path=x&lang=en', `?path=/${'a'.repeat(300)}&lang=en`]) expect((await ask(query)).status, query).toBe(400);
      expect((await fetch(`${origin}/.server/screens.cjs`)).status).toBe(404);
      // A build without a renderer (or a server whose pages name no API): none.
      expect((await ask('?path=/&lang=en', await bare.listen(0))).status).toBe(404);
      expect((await ask('?path=/&lang=en', await noApi.listen(0))).status).toBe(404);
    } finally {
      await Promise.all([server.close(), bare.close(), noApi.close()]);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('an address no remote publishes a page at (the shell answers 404, for crawlers and link checkers)', () => {
  const page = '<!doctype html><html lang="en"><head><title>Relief</title></head><body><div id="root"><header class="boot-bar"><div>Relief</div></header></div></body></html>';
  /** A remote's server answering its manifest with these routes (the `reliefRoutes` its build writes). @param {unknown[]} routes */
  async function remoteWith(routes) {
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/mf-manifest.json') res.end(JSON.stringify({ name: 'r', reliefRoutes: { format: 1, routes } }));
      else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    return {
      manifest: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mf-manifest.json`,
      async close() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
      },
    };
  }

  it('answers the page with 404 once every manifest was read and none has the address; known pages, a campaign\'s and guarded ones 200', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-404-'));
    fs.writeFileSync(path.join(folder, 'index.html'), page);
    fs.writeFileSync(path.join(folder, 'robots.txt'), 'User-agent: *');
    const publicRemote = await remoteWith([
      { path: '/', page: 'Landing' },
      { path: '/donations/:donationId', page: 'DonationDetail' },
      { path: '/login', page: 'Login' },
    ]);
    const dashboard = await remoteWith([{ path: '/dashboard/*', page: 'Dashboard', guarded: true }]);
    // A remote that is down: nothing listens at its address.
    const down = await remoteWith([]);
    await down.close();
    const make = (/** @type {Record<string, string>} */ remotes) => createStaticServer({ root: folder, spa: true, quiet: true, remotesJson: () => ({ remotes }) });
    const all = make({ mf_public: publicRemote.manifest, mf_dashboard: dashboard.manifest });
    const oneDown = make({ mf_public: publicRemote.manifest, mf_dashboard: down.manifest });
    try {
      const origin = await all.listen(0);
      const status = async (/** @type {string} */ address, at = origin) => (await fetch(`${at}${address}`, { headers: { accept: 'text/html' } })).status;
      for (const known of ['/', '/login', '/LOGIN/', '/donations/42', '/donations/abc', '/dashboard', '/dashboard/users/7', '/index.html', '/robots.txt']) {
        expect(await status(known), known).toBe(200);
      }
      for (const unknown of ['/no-such-page', '/donations', '/donations/42/more', '/login/x', '/dashboards']) {
        expect(await status(unknown), unknown).toBe(404);
      }
      // The same page as for any address: the app shows its not-found screen; a HEAD says 404 too.
      const response = await fetch(`${origin}/no-such-page`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<title>Relief</title>');
      expect(html).toContain('window.__reliefRemotesConfig=');
      expect((await fetch(`${origin}/no-such-page`, { method: 'HEAD' })).status).toBe(404);
      // A missing asset is still the plain 404 it was.
      expect(await (await fetch(`${origin}/missing.0123abcd89.js`)).text()).toBe('Not found');

      // One remote down (its manifest unread): any address might be one of its pages (the app shows
      // its error with Retry), so 200; the pages of the others too.
      const partly = await oneDown.listen(0);
      for (const address of ['/no-such-page', '/dashboard/users', '/login']) expect(await status(address, partly), address).toBe(200);
    } finally {
      await Promise.all([all.close(), oneDown.close(), publicRemote.close(), dashboard.close()]);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
