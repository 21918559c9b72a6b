import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAnswer } from 'shared-auth';
import { imagesOf, startFirstCall, type FirstCallDeps } from './first-call';

const API = 'http://api.test:4000/api/v1';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('imagesOf', () => {
  it('takes the first images of a list or the one of an item, paths and http(s) URLs only', () => {
    expect(imagesOf({ data: [{ image: '/a.svg' }, { image: 'http://x.test/b.png' }, { image: '/c.svg' }] }, 2)).toEqual(['/a.svg', 'http://x.test/b.png']);
    expect(imagesOf({ data: { image: '/one.svg' } }, 1)).toEqual(['/one.svg']);
    expect(imagesOf({ data: [{ image: 'javascript:alert(1)' }, { image: 42 }, null] }, 3)).toEqual([]);
    expect(imagesOf(null, 1)).toEqual([]);
    expect(imagesOf({ success: false }, 1)).toEqual([]);
  });
});

describe('startFirstCall', () => {
  function deps(answer: () => Promise<Response>) {
    const d = {
      fetch: vi.fn((_url: string, _init: RequestInit) => answer()),
      holder: {} as { __reliefEarlyAnswers?: Record<string, EarlyAnswer> },
      preloadImage: vi.fn((_url: string) => undefined),
      baseURI: 'http://shell.test/',
      now: () => 1234,
    } satisfies FirstCallDeps;
    return d;
  }
  const json = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status });

  it('asks once, leaves the answer under its URL and preloads the first image from the API origin', async () => {
    const d = deps(json({ success: true, data: { _id: '7', image: '/assets/campaigns/flood.svg' } }));
    startFirstCall(API, { path: 'single-donation/:id', images: 1 }, { id: '7' }, '', d);
    const url = `${API}/single-donation/7`;
    expect(d.fetch).toHaveBeenCalledWith(url, { headers: { accept: 'application/json' } });
    expect(d.holder.__reliefEarlyAnswers?.[url]?.at).toBe(1234);
    const response = await d.holder.__reliefEarlyAnswers![url]!.response;
    await expect(response.json()).resolves.toMatchObject({ data: { _id: '7' } }); // the page can still read it
    await vi.waitFor(() => expect(d.preloadImage).toHaveBeenCalledWith('http://api.test:4000/assets/campaigns/flood.svg'));
  });

  it('asks nothing at an address whose id is none the API can have (the page shows it is not found without asking)', () => {
    const d = deps(json({ success: false }, 400));
    for (const id of ['abc', '0', '007']) startFirstCall(API, { path: 'single-donation/:id', ids: ['id'] }, { id }, '', d);
    expect(d.fetch).not.toHaveBeenCalled();
    expect(d.holder.__reliefEarlyAnswers).toBeUndefined();
    startFirstCall(API, { path: 'single-donation/:id', ids: ['id'] }, { id: '999999' }, '', d);
    expect(d.fetch).toHaveBeenCalledTimes(1);
  });

  it('resolves a relative API base against the page and preloads nothing for a page without images', async () => {
    const d = deps(json({ success: true, data: [{ image: '/x.svg' }] }));
    startFirstCall('/api/v1/', { path: 'donations', query: [['limit', '6'], ['offset', { pageOffset: 'page', size: 6 }]] }, {}, '?page=2', d);
    const url = 'http://shell.test/api/v1/donations?limit=6&offset=6';
    expect(Object.keys(d.holder.__reliefEarlyAnswers!)).toEqual([url]);
    await d.holder.__reliefEarlyAnswers![url]!.response;
    await new Promise((r) => setTimeout(r, 0));
    expect(d.preloadImage).not.toHaveBeenCalled();
  });

  it('preloads nothing from an error answer', async () => {
    const d = deps(json({ success: false, message: 'Not found' }, 404));
    startFirstCall(API, { path: 'single-donation/:id', images: 1 }, { id: '404' }, '', d);
    await d.holder.__reliefEarlyAnswers![`${API}/single-donation/404`]!.response;
    await new Promise((r) => setTimeout(r, 0));
    expect(d.preloadImage).not.toHaveBeenCalled();
  });

  it('leaves a failed request for the page to retry, without an unhandled rejection', async () => {
    const d = deps(async () => Promise.reject(new TypeError('offline')));
    startFirstCall(API, { path: 'leaderboard' }, {}, '', d);
    await expect(d.holder.__reliefEarlyAnswers![`${API}/leaderboard`]!.response).rejects.toThrow('offline');
  });
});

describe('preloading uploaded pictures', () => {
  const upload = (origin: string) => `${origin}/assets/uploads/0123456789abcdef01234567-1200.webp`;
  const deps = (image: string) => ({
    fetch: vi.fn(async () => new Response(JSON.stringify({ success: true, data: [{ image }] }), { status: 200 })),
    holder: {},
    preloadImage: vi.fn((_url: string, _widths?: { srcset: string; sizes: string }) => undefined),
    baseURI: 'http://shell.test/',
    now: () => 0,
  });

  it("preloads the API's upload with the page's srcset and sizes, so the browser takes the same width as the <img>", async () => {
    const d = deps(upload('http://api.test:4000'));
    startFirstCall('http://api.test:4000/api/v1', { path: 'donations', images: 1, imageSizes: '(max-width: 48em) 100vw, 384px' }, {}, '', d);
    await vi.waitFor(() => expect(d.preloadImage).toHaveBeenCalled());
    expect(d.preloadImage).toHaveBeenCalledWith(upload('http://api.test:4000'), {
      srcset: ['400', '800', '1200'].map((w) => `http://api.test:4000/assets/uploads/0123456789abcdef01234567-${w}.webp ${w}w`).join(', '),
      sizes: '(max-width: 48em) 100vw, 384px',
    });
  });

  it('does not preload an upload when the page does not say its sizes (the largest width would be fetched for nothing)', async () => {
    const d = deps('/assets/uploads/0123456789abcdef01234567-1200.webp');
    startFirstCall('http://api.test:4000/api/v1', { path: 'donations', images: 1 }, {}, '', d);
    await vi.waitFor(() => expect(d.fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(d.preloadImage).not.toHaveBeenCalled();
  });

  it("preloads another host's picture as it is", async () => {
    const d = deps(upload('https://cdn.example.org'));
    startFirstCall('http://api.test:4000/api/v1', { path: 'donations', images: 1, imageSizes: '100vw' }, {}, '', d);
    await vi.waitFor(() => expect(d.preloadImage).toHaveBeenCalledWith(upload('https://cdn.example.org')));
  });
});
