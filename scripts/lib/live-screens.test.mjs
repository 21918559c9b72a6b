import { describe, expect, it, vi } from 'vitest';
import { createLiveScreens } from './live-screens.mjs';

const API = 'http://api.test/api/v1';
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLiveScreens', () => {
  it('renders an address once per language and API within ttlMs, however many ask', async () => {
    let n = 0;
    const render = vi.fn(async (r) => ({ html: `<p>${r.pathname} ${r.language} ${r.apiBaseUrl} #${++n}</p>` }));
    const screens = createLiveScreens(render, { ttlMs: 60_000 });
    const answers = await Promise.all([screens.get('/', 'en', API), screens.get('/', 'en', API), screens.get('/', 'en', API)]);
    expect(answers.map((a) => a?.html)).toEqual(Array(3).fill(`<p>/ en ${API} #1</p>`));
    expect((await screens.get('/', 'bn', API))?.html).toBe(`<p>/ bn ${API} #2</p>`);
    expect((await screens.get('/', 'en', 'http://other.test/api/v1'))?.html).toBe('<p>/ en http://other.test/api/v1 #3</p>');
    expect((await screens.get('/', 'en', API))?.html).toBe(`<p>/ en ${API} #1</p>`);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('answers the screen in hand once it is older than ttlMs and renders it again in the background', async () => {
    let n = 0;
    const screens = createLiveScreens(async () => ({ html: `#${++n}` }), { ttlMs: 0 });
    expect((await screens.get('/', 'en', API))?.html).toBe('#1');
    expect((await screens.get('/', 'en', API))?.html).toBe('#1'); // stale: answered, refreshed behind
    await tick();
    expect((await screens.get('/', 'en', API))?.html).toBe('#2');
  });

  it('has nothing for an address the renderer has no screen of, and nothing after a first failure (logged); a later failure keeps the last screen until maxAgeMs', async () => {
    const log = vi.fn();
    let fail = true;
    let n = 0;
    const screens = createLiveScreens(
      async (r) => {
        if (r.pathname !== '/') return undefined;
        if (fail) throw new Error('the API is down');
        return { html: `#${++n}` };
      },
      { ttlMs: 0, maxAgeMs: 50, log },
    );
    expect((await screens.get('/donations', 'en', API))?.html).toBeUndefined();
    expect((await screens.get('/', 'en', API))?.html).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'the API is down' }));
    fail = false;
    expect((await screens.get('/', 'en', API))?.html).toBe('#1');
    fail = true;
    expect((await screens.get('/', 'en', API))?.html).toBe('#1');
    await tick();
    expect((await screens.get('/', 'en', API))?.html).toBe('#1');
    // Older than maxAgeMs, and the API still down: no live screen (the shell writes the static one).
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await screens.get('/', 'en', API))?.html).toBe('#1');
    await tick();
    expect((await screens.get('/', 'en', API))?.html).toBeUndefined();
  });

  it("keeps the screen's title, when the renderer gives one (a campaign's page: the campaign's)", async () => {
    const screens = createLiveScreens(async (r) => ({ html: '<h1>x</h1>', ...(r.pathname === '/' ? {} : { title: 'Flood relief – Relief' }) }));
    expect(await screens.get('/donations/7', 'en', API)).toEqual({ html: '<h1>x</h1>', title: 'Flood relief – Relief' });
    expect(await screens.get('/', 'en', API)).toEqual({ html: '<h1>x</h1>' });
  });

  it('keeps at most `limit` screens (an address asked under many host names cannot fill the memory)', async () => {
    const render = vi.fn(async (r) => ({ html: r.apiBaseUrl }));
    const screens = createLiveScreens(render, { ttlMs: 60_000, limit: 2 });
    for (const api of ['http://a.test', 'http://b.test', 'http://c.test']) await screens.get('/', 'en', api);
    await screens.get('/', 'en', 'http://c.test');
    expect(render).toHaveBeenCalledTimes(3);
    await screens.get('/', 'en', 'http://a.test'); // the oldest went
    expect(render).toHaveBeenCalledTimes(4);
  });
});
