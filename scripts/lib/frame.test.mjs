import { describe, expect, it, vi } from 'vitest';
import { createFrames } from './frame.mjs';

const request = (pathname, manifest = { a: 1 }, language = 'en') => ({ pathname, language, remotes: { mf_public: 'http://p/m.json' }, manifests: { 'http://p/m.json': manifest } });

describe('createFrames', () => {
  it('renders an address once per language and manifest read, and again when a manifest was read afresh', async () => {
    const render = vi.fn(async (r) => ({ html: `<p>${r.pathname}</p>`, title: 't', routes: 'r' }));
    const frames = createFrames(render);
    const manifest = { a: 1 };
    expect(await frames.frame(request('/', manifest))).toEqual({ html: '<p>/</p>', title: 't', routes: 'r' });
    await frames.frame(request('/', manifest));
    expect(render).toHaveBeenCalledTimes(1);
    await frames.frame(request('/', manifest, 'bn'));
    await frames.frame(request('/', { a: 1 })); // the same text, read again: another object
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps frames apart by colour scheme, by session and by screen', async () => {
    const render = vi.fn(async (r) => ({ html: `${r.dark}/${r.signedIn}`, title: 't', routes: 'r' }));
    const frames = createFrames(render);
    const manifest = {};
    const seen = [];
    for (const dark of [false, true]) for (const signedIn of [false, true]) seen.push((await frames.frame({ ...request('/', manifest), dark, signedIn }))?.html);
    expect(seen).toEqual(['false/false', 'false/true', 'true/false', 'true/true']);
    await frames.frame({ ...request('/', manifest), signedIn: true });
    expect(render).toHaveBeenCalledTimes(4);
    // And by the screen written in (a live one changes with its figures).
    await frames.frame({ ...request('/', manifest), screenHtml: '<p>Tk 100</p>' });
    await frames.frame({ ...request('/', manifest), screenHtml: '<p>Tk 100</p>' });
    expect(render).toHaveBeenCalledTimes(5);
    await frames.frame({ ...request('/', manifest), screenHtml: '<p>Tk 150</p>' });
    expect(render).toHaveBeenCalledTimes(6);
  });

  it('keeps the most recently used `limit` frames', async () => {
    const render = vi.fn(async (r) => ({ html: r.pathname, title: 't', routes: 'r' }));
    const frames = createFrames(render, { limit: 2 });
    const manifest = {};
    await frames.frame(request('/a', manifest));
    await frames.frame(request('/b', manifest));
    await frames.frame(request('/a', manifest)); // /a used last: /b goes first
    await frames.frame(request('/c', manifest));
    expect(render).toHaveBeenCalledTimes(3);
    await frames.frame(request('/a', manifest));
    expect(render).toHaveBeenCalledTimes(3);
    await frames.frame(request('/b', manifest));
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('answers undefined for a failed render, logs it, and tries again next time', async () => {
    const log = vi.fn();
    let fail = true;
    const frames = createFrames(async () => {
      if (fail) throw new Error('broken');
      return { html: 'ok', title: 't', routes: 'r' };
    }, { log });
    const manifest = {};
    expect(await frames.frame(request('/', manifest))).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
    fail = false;
    expect(await frames.frame(request('/', manifest))).toMatchObject({ html: 'ok' });
  });

  it('renders at most `maxPending` frames around a screen at a time: beyond that none (the page without it), titles alone still', async () => {
    const releases = [];
    const render = vi.fn((r) => new Promise((resolve) => releases.push(() => resolve({ html: r.pathname, title: 't', routes: 'r' }))));
    const frames = createFrames(render, { maxPending: 2 });
    const manifest = {};
    const screen = (pathname) => ({ ...request(pathname, manifest), screenHtml: '<h1>x</h1>' });
    const first = frames.frame(screen('/donations/1'));
    const second = frames.frame(screen('/donations/2'));
    expect(await frames.frame(screen('/donations/3'))).toBeUndefined();
    const title = frames.frame({ ...request('/login', manifest), titleOnly: true });
    expect(render).toHaveBeenCalledTimes(3);
    for (const release of releases) release();
    expect(await first).toMatchObject({ html: '/donations/1' });
    await Promise.all([second, title]);
    // Room again: rendered now (the refused one was not kept as undefined).
    const third = frames.frame(screen('/donations/3'));
    releases.at(-1)();
    expect(await third).toMatchObject({ html: '/donations/3' });
    // The ones rendered are kept: asked again, no render.
    expect(await frames.frame(screen('/donations/1'))).toMatchObject({ html: '/donations/1' });
    expect(render).toHaveBeenCalledTimes(4);
  });
});
