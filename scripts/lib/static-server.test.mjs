import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, injectRemotesConfig } from './static-server.mjs';

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
  fs.writeFileSync(path.join(os.tmpdir(), `${path.basename(dir)}-secret.txt`), 'secret');
  shell = createStaticServer({ root: dir, spa: true, quiet: true, remotesJson: () => ({ remotes: {} }) });
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
      const html = await res.text();
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

  it('compresses scripts and caches hashed files for a year, manifests never', async () => {
    const js = await fetch(`${remoteOrigin}/main.0123abcd89.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('cache-control')).toContain('max-age=31536000');
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await fetch(`${remoteOrigin}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    const remotes = await fetch(`${shellOrigin}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect(await remotes.json()).toEqual({ remotes: {} });
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

  it('compresses ahead with warm(); bodies decompress to the file, in brotli and gzip alike', async () => {
    await remote.warm();
    const file = fs.readFileSync(path.join(dir, 'main.0123abcd89.js'), 'utf8');
    const [br, gz] = await Promise.all(
      ['br', 'gzip'].map((encoding) => fetch(`${remoteOrigin}/main.0123abcd89.js`, { headers: { 'accept-encoding': encoding } })),
    );
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(file.length / 10);
    expect(await br.text()).toBe(file);
    expect(await gz.text()).toBe(file);
  });

  it('compresses a changed file again (a redeploy in place)', async () => {
    const file = path.join(dir, 'app.js');
    fs.writeFileSync(file, `console.log(${JSON.stringify('a'.repeat(3000))});`);
    expect(await (await fetch(`${remoteOrigin}/app.js`, { headers: { 'accept-encoding': 'br' } })).text()).toContain('aaa');
    fs.writeFileSync(file, `console.log(${JSON.stringify('b'.repeat(4000))});`);
    const again = await fetch(`${remoteOrigin}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toContain('bbb');
  });

  it('does not fall back to the page on a remote (no spa)', async () => {
    expect((await fetch(`${remoteOrigin}/dashboard/users`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
