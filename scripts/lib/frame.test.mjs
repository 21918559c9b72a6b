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
});
