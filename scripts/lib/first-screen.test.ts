import { describe, expect, it, vi } from 'vitest';
import { pickLanguage } from 'shared-auth/language';
import { matchRoute, readRemoteRoutes } from 'shared-auth/routes';
import { absoluteUrls, bengaliFonts, composeFirstScreen, fontPreload, createFirstScreens, frameLinks, liveAddress, preloadedStylesheets, requestDark, requestLanguage, publishedPage, requestSignedIn, routeMatches, routePatterns, screenFits, unknownAddress } from './first-screen.mjs';

describe('requestDark', () => {
  it('is the relief.dark cookie the page keeps beside its stored flag (shared-auth color-scheme.ts)', () => {
    expect(requestDark({ cookie: 'relief.dark=1' })).toBe(true);
    expect(requestDark({ cookie: 'a=1; relief.dark=1; relief.lang=bn' })).toBe(true);
    for (const cookie of ['', 'relief.dark=0', 'relief.dark=', 'relief.dark=10', 'xrelief.dark=1', 'relief.darker=1', undefined]) {
      expect(requestDark({ cookie }), String(cookie)).toBe(false);
    }
  });
});

describe('requestSignedIn', () => {
  it('is the relief.session cookie the page keeps from its stored session (shell/public/index.html)', () => {
    expect(requestSignedIn({ cookie: 'relief.session=1' })).toBe(true);
    expect(requestSignedIn({ cookie: 'relief.dark=1; relief.session=1; relief.lang=bn' })).toBe(true);
    for (const cookie of ['', 'relief.session=0', 'relief.session=', 'relief.session=11', 'xrelief.session=1', 'relief.sessions=1', undefined]) {
      expect(requestSignedIn({ cookie }), String(cookie)).toBe(false);
    }
  });
});

describe('requestLanguage', () => {
  it('picks as the browser will (shared-auth pickLanguage): ?lang=, the remembered choice, the browser languages, English', () => {
    const cases: { search: string; stored: string | null; browser: string[] }[] = [
      { search: '?lang=bn', stored: 'en', browser: ['en-US'] },
      { search: '?lang=en', stored: 'bn', browser: ['bn-BD'] },
      { search: '?lang=fr', stored: 'bn', browser: [] },
      { search: '', stored: 'bn', browser: ['en'] },
      { search: '', stored: null, browser: ['fr-FR', 'bn-BD', 'en'] },
      { search: '', stored: null, browser: ['de', 'en-GB', 'bn'] },
      { search: '', stored: 'xx', browser: ['ja'] },
      { search: '', stored: null, browser: [] },
    ];
    for (const c of cases) {
      const server = requestLanguage({
        search: c.search,
        cookie: c.stored ? `a=1; relief.lang=${c.stored}; b=2` : 'a=1',
        acceptLanguage: c.browser.map((l, i) => `${l};q=${(1 - i / 10).toFixed(1)}`).join(', '),
      });
      expect(server, JSON.stringify(c)).toBe(pickLanguage(c));
    }
  });
});

const PAGE =
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>Relief</title>' +
  '<link rel="preload" href="/931.abc.css" as="style"><link rel="preload" href="/main.js" as="script"></head>' +
  '<body><div id="root"><header class="boot-bar"><div>Relief</div></header></div></body></html>';

describe('preloadedStylesheets', () => {
  it("lists the stylesheets index.html preloads (the shell's own), not its scripts", () => {
    expect(preloadedStylesheets(PAGE)).toEqual(['/931.abc.css']);
  });
});

describe('composeFirstScreen', () => {
  it("writes the screen into the frame's main, its styles, the language and the title", () => {
    const html = composeFirstScreen(
      PAGE,
      { html: '<section><h1>সাহায্য করুন</h1></section>', css: ['http://r.test/page-landing.1.css'], cssText: '.hero{color:red}', title: 'ত্রাণ <প্ল্যাটফর্ম>', language: 'bn' },
      'body{margin:0}</style><script>alert(1)</script>',
    );
    expect(html).toContain('<html lang="bn" data-mantine-color-scheme="light">');
    // The shell's and the screen's styles in the page (no stylesheet to wait for); nothing breaks out of <style>.
    expect(html).toContain('<style>body{margin:0}<\\/style><script>alert(1)</script>.hero{color:red}</style>');
    // Not downloaded again: each stylesheet written in is linked disabled (not fetched; the app's CSS
    // chunk loader takes it for loaded), and the shell's are no longer preloaded.
    expect(html).toContain('<link rel="stylesheet" href="http://r.test/page-landing.1.css" disabled></head>');
    expect(html).toContain('<link rel="stylesheet" href="/931.abc.css" disabled><link rel="preload" href="/main.js" as="script">');
    expect(html).not.toContain('as="style"');
    expect(html).toContain('<title>ত্রাণ &lt;প্ল্যাটফর্ম></title>');
    expect(html).toContain('</header><main id="main" class="boot-main"><section><h1>সাহায্য করুন</h1></section></main></div>');
  });

  it("links the screen's stylesheets when their text is not known", () => {
    const html = composeFirstScreen(PAGE, { html: '<h1>x</h1>', css: ['http://r.test/a.css'], language: 'en' });
    expect(html).toContain('<link rel="stylesheet" href="http://r.test/a.css" /></head>');
    // The shell's stylesheets are not written in either (no text given): still preloaded.
    expect(html).toContain('<link rel="preload" href="/931.abc.css" as="style">');
    expect(html).not.toContain('disabled');
  });
});

describe('composeFirstScreen with the frame rendered on the server (frame.mjs)', () => {
  const links = [
    { to: '/', label: { en: 'Home', bn: 'প্রথম পাতা' }, order: 10, navbar: true, footer: true },
    { to: '/transparency', label: { en: 'Transparency' }, order: 50, navbar: false, footer: true },
  ];
  const frame = { html: '<header>frame</header><main id="main"><!--$!--><template data-dgst="x"></template><div data-first-screen=""><h1>Hi</h1></div><!--/$--></main>', title: 'Relief & co', routes: 'k"1' };

  it('puts the frame in #root, marked with its language and pages, with the page\'s title (the frame has its own footer)', () => {
    const html = composeFirstScreen(PAGE, { html: '<h1>Hi</h1>', css: [], cssText: '.hero{}', language: 'bn', links }, 'body{}', frame);
    expect(html).toContain(`<div id="root" data-frame="bn" data-frame-scheme="light" data-frame-routes="k&quot;1">${frame.html}</div></body>`);
    expect(html).toContain('<html lang="bn" data-mantine-color-scheme="light">');
    expect(html).not.toContain('boot-footer');
    expect(html).not.toContain('boot-bar"><div>');
    expect(html).not.toContain('boot-main');
    expect(html).toContain('<title>Relief &amp; co</title>');
    // Without JavaScript, no buttons (they need a script), and below lg (the phone menu's widths) the
    // frame's own links and Login, wrapping (the page's layout in a browser: e2e/shell.e2e.ts).
    expect(html).toMatch(/<noscript><style>header button\{display:none!important\}@media \(max-width:74\.99em\)\{[^<]*header nav\.frame-nav\{display:flex!important;flex-wrap:wrap!important[^<]*header \.frame-auth\{display:block!important\}\}<\/style><\/noscript>/);
    expect(html).toContain('<style>body{}.hero{}</style>');
  });

  it('marks a frame rendered as signed in (and only such a frame)', () => {
    const html = composeFirstScreen(PAGE, { html: '<h1>Hi</h1>', css: [], cssText: '', language: 'en', links }, 'body{}', { ...frame, signedIn: true });
    expect(html).toContain('<div id="root" data-frame="en" data-frame-scheme="light" data-frame-session="signed-in" data-frame-routes=');
    expect(composeFirstScreen(PAGE, { html: '<h1>Hi</h1>', css: [], cssText: '', language: 'en', links }, 'body{}', { ...frame, signedIn: false })).not.toContain('data-frame-session');
  });

  it('marks a frame rendered dark, and paints the page dark before any script', () => {
    const html = composeFirstScreen(PAGE, { html: '<h1>Hi</h1>', css: [], cssText: '', language: 'en', links }, 'body{}', { ...frame, dark: true });
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="dark">');
    expect(html).toContain('<div id="root" data-frame="en" data-frame-scheme="dark" ');
  });

  it('on a page without a screen, writes only the renderer\'s title (the written-in top bar stays)', () => {
    const html = composeFirstScreen(PAGE, { css: [], language: 'bn', links }, undefined, { title: 'শীর্ষ দাতা – $& ত্রাণ', routes: 'k' });
    expect(html).toContain('<title>শীর্ষ দাতা – $&amp; ত্রাণ</title>');
    expect(html).toContain('<div id="root"><header class="boot-bar">');
    expect(html).not.toContain('data-frame');
  });
});

describe('the Bengali font of a Bangla screen', () => {
  const css =
    "@font-face{font-family:'Noto Sans Bengali';src:local('Noto Sans Bengali'),url(/assets/noto-sans-bengali-400.abc.woff2) format('woff2');unicode-range:U+0980-09FF,U+200C-200D}" +
    "@font-face{font-family:'Relief Bangla Switch';src:url(/assets/bangla-switch-label.def.woff2) format('woff2');unicode-range:U+0982,U+09AC}";
  it('is found by its unicode-range and asked for with a Bangla screen only, unless the device has one of its own', () => {
    expect(bengaliFonts(css)).toEqual([{ href: '/assets/noto-sans-bengali-400.abc.woff2', local: ['Noto Sans Bengali'] }]);
    const bn = composeFirstScreen(PAGE, { html: '<h1>x</h1>', css: [], cssText: '', language: 'bn' }, css);
    // A script that tries the local font and preloads the file when it is not there (tried in Chromium: bengali-font.e2e.ts).
    expect(bn).toContain('new FontFace("relief-local-bengali",f.src)');
    expect(bn).toContain('{"href":"/assets/noto-sans-bengali-400.abc.woff2","src":"local(\\"Noto Sans Bengali\\")"}');
    const en = composeFirstScreen(PAGE, { html: '<h1>x</h1>', css: [], cssText: '', language: 'en' }, css);
    expect(en).not.toContain('relief-local-bengali');
    expect(en).not.toContain('as="font"');
    // No local name: the preload as it is. A hostile name cannot close the script.
    expect(fontPreload({ href: '/f.woff2', local: [] })).toBe('<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin>');
    expect(fontPreload({ href: '/f.woff2', local: ['</script><script>alert(1)'] })).not.toContain('</script><script>');
  });
});

describe('the frame without JavaScript', () => {
  const manifest = {
    reliefRoutes: {
      format: 1,
      routes: [
        { path: '/donations', page: 'Donations', link: { label: 'All Donations', order: 20, navbar: true, footer: true }, translations: { bn: { label: 'সব অনুদান' } } },
        { path: '/home', page: 'Landing', link: { label: 'Home', order: 10, navbar: true } },
        { path: '/transparency', page: 'T', link: { label: 'Transparency', order: 35, footer: true } },
        { path: '/dashboard/*', page: 'Dashboard', link: { label: 'Dashboard', order: 60, navbar: 'signed-in' } },
        { path: '/donations/:id', page: 'D', link: { label: 'x', order: 1, navbar: true } },
        { path: '/login', page: 'Login' },
      ],
    },
  };
  it("reads a remote's public links from its manifest", () => {
    expect(frameLinks(manifest).map((l) => l.to)).toEqual(['/donations', '/home', '/transparency']);
    expect(frameLinks({ reliefRoutes: { format: 2, routes: [] } })).toEqual([]);
    expect(frameLinks(null)).toEqual([]);
  });
  it('writes them, and the language, into a page without a screen too (no main)', () => {
    const html = composeFirstScreen(PAGE, { css: [], language: 'bn', links: frameLinks(manifest) }, '.shell{}');
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('Relief<noscript><nav class="boot-nav"><a href="/home">Home</a><a href="/donations">সব অনুদান</a></nav></noscript></div></header><noscript><footer class="boot-footer">');
    expect(html).not.toContain('<main');
    expect(html).not.toContain('<style>');
    expect(composeFirstScreen(PAGE, { css: [], language: 'en' })).toBe(PAGE);
  });
  it("writes Login after them, to the sign-in page in the language, when the frame's renderer names it", () => {
    const signIn = { to: '/login?a=1&b="', label: 'লগইন <>' };
    const html = composeFirstScreen(PAGE, { css: [], language: 'bn', links: frameLinks(manifest) }, undefined, { title: 'T', routes: 'k', signIn });
    expect(html).toContain('<a href="/donations">সব অনুদান</a></nav><a class="boot-login" href="/login?a=1&amp;b=&quot;">লগইন &lt;></a></noscript></div></header>');
    // With a screen but without the server's frame (too busy, or none): the written-in top bar, with Login too.
    expect(composeFirstScreen(PAGE, { html: '<h1>x</h1>', css: [], cssText: '', language: 'en' }, undefined, { title: 'T', routes: 'k', signIn })).toContain(
      'Relief<noscript><a class="boot-login" href="/login?a=1&amp;b=&quot;">লগইন &lt;></a></noscript></div></header>',
    );
  });
  it('writes them as <noscript> navigation and footer, in order and in the language', () => {
    const html = composeFirstScreen(PAGE, { html: '<h1>x</h1>', css: [], cssText: '', language: 'bn', links: frameLinks(manifest) });
    expect(html).toContain('Relief<noscript><nav class="boot-nav"><a href="/home">Home</a><a href="/donations">সব অনুদান</a></nav></noscript></div></header>');
    expect(html).toContain('</main><noscript><footer class="boot-footer"><a href="/donations">সব অনুদান</a><a href="/transparency">Transparency</a><p>© 2024 Relief</p></footer></noscript></div>');
  });
});

describe('an address no remote publishes (the server answers 404)', () => {
  const manifest = (routes: unknown) => ({ name: 'r', reliefRoutes: { format: 1, routes } });
  const PUBLIC = 'http://p.test/mf-manifest.json';
  const DASHBOARD = 'http://d.test/mf-manifest.json';
  const manifests = {
    [PUBLIC]: manifest([
      { path: '/', page: 'Landing' },
      { path: '/donations', page: 'Donations' },
      { path: '/donations/:donationId', page: 'DonationDetail' },
      { path: '/login', page: 'Login' },
      { path: '/broken', page: '' },
      { page: 'NoPath' },
    ]),
    [DASHBOARD]: manifest([{ path: '/dashboard/*', page: 'Dashboard', guarded: true }]),
  };

  it('matches an address as the shell\'s catalog does (shared-auth matchRoute)', () => {
    const patterns = ['/', '/donations', '/donations/:donationId', '/dashboard/*', '/a/:x/b', '/*'];
    const addresses = ['/', '', '/donations', '/Donations/', '//donations//7', '/donations/7', '/donations/a%20b', '/donations/%zz', '/donations/7/x', '/dashboard', '/dashboard/users/7', '/dashboards', '/a/1/b', '/a/1/c', '/x'];
    for (const pattern of patterns) {
      for (const address of addresses) expect(routeMatches(pattern, address), `${pattern} ${address}`).toBe(matchRoute(pattern, address) !== null);
    }
  });

  it("reads a manifest's routes as the catalog does (shared-auth readRemoteRoutes)", () => {
    for (const m of [...Object.values(manifests), { reliefRoutes: { format: 2, routes: [{ path: '/x', page: 'X' }] } }, {}, null]) {
      expect(routePatterns(m)).toEqual(readRemoteRoutes(m).map((r) => r.path));
    }
  });

  it('is unknown only when every remote was read and none has a page there: pages with parameters and behind sign-in are known', () => {
    const urls = [PUBLIC, DASHBOARD];
    for (const known of ['/', '/login', '/LOGIN/', '/donations/42', '/donations/abc', '/dashboard', '/dashboard/users/7']) expect(unknownAddress(known, urls, manifests), known).toBe(false);
    for (const unknown of ['/no-such-page', '/donations/42/more', '/broken', '/dashboards']) expect(unknownAddress(unknown, urls, manifests), unknown).toBe(true);
    // A remote whose manifest was not read (down, slow, unreadable) may own any address: not unknown.
    expect(unknownAddress('/no-such-page', urls, { [PUBLIC]: manifests[PUBLIC] })).toBe(false);
    // No remote configured: nothing to tell by.
    expect(unknownAddress('/no-such-page', [], {})).toBe(false);
  });

  it('takes the manifests createFirstScreens read (find), and none of a remote that did not answer', async () => {
    const get = vi.fn((url: string) =>
      Promise.resolve(
        url === PUBLIC
          ? ({ ok: true, status: 200, headers: new Headers(), json: () => Promise.resolve(manifests[PUBLIC]) } as Response)
          : ({ ok: false, status: 503, headers: new Headers(), json: () => Promise.resolve({}) } as Response),
      ),
    );
    const screens = createFirstScreens({ fetch: get as unknown as typeof fetch });
    const read = (await screens.find('/no-such-page', 'en', [PUBLIC])).manifests ?? {};
    expect(unknownAddress('/no-such-page', [PUBLIC], read)).toBe(true);
    expect(unknownAddress('/donations/7', [PUBLIC], read)).toBe(false);
    const partly = (await screens.find('/no-such-page', 'en', [PUBLIC, DASHBOARD])).manifests ?? {};
    expect(unknownAddress('/no-such-page', [PUBLIC, DASHBOARD], partly)).toBe(false);
  });
});

describe('absoluteUrls', () => {
  it("makes a remote stylesheet's references absolute, leaving data: URLs", () => {
    expect(absoluteUrls('a{background:url(img/x.svg)} b{src:url("/f.woff2")} c{x:url(data:image/png;base64,AA)}', 'http://r.test/static/p.css')).toBe(
      'a{background:url(http://r.test/static/img/x.svg)} b{src:url("http://r.test/f.woff2")} c{x:url(data:image/png;base64,AA)}',
    );
  });
});

describe('createFirstScreens', () => {
  const published = {
    format: 1,
    pages: { '/': { css: ['page-landing.1.css', 'x.js'], html: { en: '<h1>Help</h1>', bn: '<h1>সাহায্য</h1>' }, title: { en: 'Relief', bn: 'ত্রাণ' } } },
  };
  const answer = (body: unknown, ok = true, headers: Record<string, string> = {}) =>
    Promise.resolve({ ok, status: ok ? 200 : 500, headers: new Headers(headers), json: () => Promise.resolve(body), text: () => Promise.resolve(String(body)) } as Response);

  it("finds the opened address's screen in the language asked, next to the remote's manifest, and caches it", async () => {
    const get = vi.fn((url: string) =>
      url === 'http://p.test/prerender.json'
        ? answer(published)
        : url === 'http://p.test/page-landing.1.css'
          ? answer('.x{background:url(a.svg)}')
          : url === 'http://p.test/mf-manifest.json'
            ? answer({ name: 'mf_public' })
            : answer({}, false),
    );
    const screens = createFirstScreens({ fetch: get as unknown as typeof fetch });
    const manifests = ['http://d.test/mf-manifest.json', 'http://p.test/mf-manifest.json'];
    expect(await screens.find('/', 'bn', manifests)).toEqual({
      html: '<h1>সাহায্য</h1>',
      css: ['http://p.test/page-landing.1.css'],
      cssText: '.x{background:url(http://p.test/a.svg)}',
      title: 'ত্রাণ',
      language: 'bn',
      links: [],
      // Each manifest read, for the frame's server render (frame.mjs); d.test's did not answer.
      manifests: { 'http://p.test/mf-manifest.json': { name: 'mf_public' } },
    });
    // No screen for that address: the frame alone, in the language asked.
    expect(await screens.find('/donations', 'en', manifests)).toEqual({ css: [], language: 'en', links: [], manifests: { 'http://p.test/mf-manifest.json': { name: 'mf_public' } } });
    expect(get).toHaveBeenCalledTimes(5); // each remote's prerender.json and manifest, the screen's stylesheet; then from the cache
    // The addresses with a published screen (the shell's server renders their frame at start).
    expect(screens.published(manifests)).toEqual(['/']);
  });

  describe('live screens (a remote\'s server renders the screen with its data: live-screens.mjs)', () => {
    const livePublished = { format: 1, pages: { '/': { ...published.pages['/'], live: 'first-screen.json' } } };
    const remote = (liveAnswer: (url: string) => Promise<Response>) =>
      vi.fn((url: string) =>
        url === 'http://p.test/prerender.json'
          ? answer(livePublished)
          : url.startsWith('http://p.test/first-screen.json?')
            ? liveAnswer(url)
            : url === 'http://p.test/mf-manifest.json'
              ? answer({ name: 'mf_public' })
              : answer('.x{}'),
      );
    const manifests = ['http://p.test/mf-manifest.json'];

    it('writes the live screen, asked with the address and the language, and keeps it ttlMs', async () => {
      let n = 0;
      const get = remote((url) => answer({ format: 1, html: `<h1>Live ${new URL(url).searchParams.get('lang')} ${new URL(url).searchParams.get('path')} #${++n}</h1>` }));
      const screens = createFirstScreens({ fetch: get as unknown as typeof fetch });
      expect((await screens.find('/', 'bn', manifests)).html).toBe('<h1>Live bn / #1</h1>');
      expect((await screens.find('/', 'bn', manifests)).html).toBe('<h1>Live bn / #1</h1>');
      expect((await screens.find('/', 'en', manifests)).html).toBe('<h1>Live en / #2</h1>');
      expect(get.mock.calls.filter(([url]) => url.includes('first-screen.json'))).toHaveLength(2);
      // Older than ttlMs: the one in hand is written, and read again behind.
      const stale = createFirstScreens({ fetch: get as unknown as typeof fetch, ttlMs: 0 });
      expect((await stale.find('/', 'en', manifests)).html).toBe('<h1>Live en / #3</h1>');
      expect((await stale.find('/', 'en', manifests)).html).toBe('<h1>Live en / #3</h1>');
      await new Promise((r) => setTimeout(r, 10));
      expect((await stale.find('/', 'en', manifests)).html).toBe('<h1>Live en / #4</h1>');
    });

    it("writes the remote's static screen when the live one is slow (and the live one once it came), failing (for ttlMs, without asking again) or not a screen", async () => {
      let release: () => void = () => {};
      const slow = new Promise<void>((resolve) => (release = resolve));
      const slowScreens = createFirstScreens({ fetch: remote(() => slow.then(() => answer({ format: 1, html: '<h1>Live</h1>' }))) as unknown as typeof fetch, liveTimeoutMs: 20 });
      await slowScreens.load(manifests);
      expect((await slowScreens.find('/', 'en', manifests)).html).toBe('<h1>Help</h1>');
      release();
      await new Promise((r) => setTimeout(r, 10));
      expect((await slowScreens.find('/', 'en', manifests)).html).toBe('<h1>Live</h1>');

      const failing = remote(() => answer({ error: 'down' }, false));
      const failingScreens = createFirstScreens({ fetch: failing as unknown as typeof fetch });
      expect((await failingScreens.find('/', 'en', manifests)).html).toBe('<h1>Help</h1>');
      expect((await failingScreens.find('/', 'en', manifests)).html).toBe('<h1>Help</h1>');
      expect(failing.mock.calls.filter(([url]) => url.includes('first-screen.json'))).toHaveLength(1);

      for (const body of [{ format: 2, html: '<h1>x</h1>' }, { format: 1, html: 5 }, { format: 1, html: 'x'.repeat(600 * 1024) }]) {
        const odd = createFirstScreens({ fetch: remote(() => answer(body)) as unknown as typeof fetch });
        expect((await odd.find('/', 'en', manifests)).html).toBe('<h1>Help</h1>');
      }
    });

    it('waits for the live screen as long as it takes when warming up', async () => {
      const get = remote(() => new Promise((resolve) => setTimeout(() => resolve(answer({ format: 1, html: '<h1>Live</h1>' })), 50)));
      const screens = createFirstScreens({ fetch: get as unknown as typeof fetch, liveTimeoutMs: 5 });
      expect((await screens.find('/', 'en', manifests, { waitLive: true })).html).toBe('<h1>Live</h1>');
    });

    it('is written for a page whose view the address does not change (`search`), and neither asked nor written otherwise', async () => {
      // Apart from `pages` (a shell deployed before `search` would write it at every address of the page);
      // one without `search` there is not read.
      const list = {
        format: 1,
        pages: {},
        pagesWithSearch: {
          '/donations': { css: [], html: { en: '<h1>All</h1>', bn: '<h1>সব</h1>' }, live: 'first-screen.json', search: ['page', 'q', 'category'] },
          '/other': { css: [], html: { en: '<h1>Other</h1>' } },
        },
      };
      const get = vi.fn((url: string) =>
        url === 'http://p.test/prerender.json' ? answer(list) : url.startsWith('http://p.test/first-screen.json?') ? answer({ format: 1, html: '<h1>All, live</h1>' }) : answer({ name: 'mf_public' }),
      );
      const screens = createFirstScreens({ fetch: get as unknown as typeof fetch });
      // Other parameters (the language, a campaign's tracking tag) and blank filters: the list's first screen.
      for (const search of ['', '?lang=bn', '?utm_source=sms&q=%20&category=']) expect((await screens.find('/donations', 'en', manifests, { search })).html).toBe('<h1>All, live</h1>');
      // A filter or another page: the frame alone (the list of that search comes with the page's code).
      for (const search of ['?category=Flood', '?q=rice', '?page=2', '?lang=bn&q=x']) {
        expect(await screens.find('/donations', 'en', manifests, { search })).toEqual({ css: [], language: 'en', links: [], manifests: { 'http://p.test/mf-manifest.json': { name: 'mf_public' } } });
      }
      expect(get.mock.calls.filter(([url]) => url.includes('first-screen.json'))).toHaveLength(1);
      expect(screens.published(manifests)).toEqual(['/donations']);
      expect(screenFits({ css: [], html: {} }, '?q=x')).toBe(true);
      expect(screenFits({ css: [], html: {}, search: ['q'] }, '?Q=x&q=')).toBe(true);
    });

    it("is the only screen of a page published at a pattern (a campaign's): written when it comes, else the frame alone", async () => {
      const detail = { format: 1, pages: { '/donations/:donationId': { css: ['page-detail.1.css'], html: {}, live: 'first-screen.json' } } };
      const asked: string[] = [];
      const get = vi.fn((url: string) => {
        if (url === 'http://p.test/prerender.json') return answer(detail);
        if (!url.startsWith('http://p.test/first-screen.json?')) return answer(url.endsWith('.css') ? '.d{}' : { name: 'mf_public' });
        const path = new URL(url).searchParams.get('path') ?? '';
        asked.push(path);
        return path.toLowerCase().replace(/\/$/, '') === '/donations/7' ? answer({ format: 1, html: '<h1>Campaign 7</h1>', title: 'Campaign 7 – Relief' }) : answer({ error: 'No live first screen for this address' }, false);
      });
      const screens = createFirstScreens({ fetch: get as unknown as typeof fetch });
      // With the title the screen came with (its campaign's), which the page gets before the frame's.
      const found = await screens.find('/donations/7', 'en', manifests);
      expect(found).toMatchObject({ html: '<h1>Campaign 7</h1>', css: ['http://p.test/page-detail.1.css'], cssText: '.d{}', liveTitle: 'Campaign 7 – Relief' });
      expect(composeFirstScreen(PAGE, found, '', { html: '<main></main>', title: 'Relief', routes: 'r' })).toContain('<title>Campaign 7 – Relief</title>');
      expect((await screens.find('/Donations/7/', 'en', manifests)).html).toBe('<h1>Campaign 7</h1>');
      // No such campaign: no screen (nothing static to write), and not asked again for ttlMs.
      expect((await screens.find('/donations/nope', 'en', manifests)).html).toBeUndefined();
      expect((await screens.find('/donations/nope', 'en', manifests)).html).toBeUndefined();
      // Not that page: not asked at all.
      for (const other of ['/donations', '/donations/7/more', '/campaigns/7']) expect((await screens.find(other, 'en', manifests)).html).toBeUndefined();
      expect(asked).toEqual(['/donations/7', '/Donations/7/', '/donations/nope']);
      // A pattern is not an address (the server renders the frames of the published addresses at start).
      expect(screens.published(manifests)).toEqual([]);
      expect(publishedPage({ '/donations/:id': detail.pages['/donations/:donationId'] }, '/donations/x')).toBeDefined();
      expect(publishedPage({ '/donations/:id': detail.pages['/donations/:donationId'] }, '/donations/')).toBeUndefined();
      // Matched as the client's router matches (routeMatches): an escaped letter is that letter, a broken escape no page.
      expect(publishedPage({ '/donations/:id': detail.pages['/donations/:donationId'] }, '/d%6Fnations/7')).toBeDefined();
      expect(publishedPage({ '/donations/:id': detail.pages['/donations/:donationId'] }, '/donations/%E0%A7')).toBeUndefined();
    });

    it("is asked on the remote's own origin only", () => {
      expect(liveAddress('first-screen.json', 'http://p.test/v2/prerender.json', '/', 'bn')).toBe('http://p.test/v2/first-screen.json?path=%2F&lang=bn');
      expect(liveAddress('/first-screen.json?x=1', 'http://p.test/v2/prerender.json', '/home', 'en')).toBe('http://p.test/first-screen.json?path=%2Fhome&lang=en');
      for (const live of ['http://evil.test/x', '//evil.test/x', '', 5, undefined]) expect(liveAddress(live, 'http://p.test/prerender.json', '/', 'en')).toBeUndefined();
    });
  });

  it('keeps the screens of at most `limit` remotes (addresses that follow any host name sent cannot fill the memory)', async () => {
    const get = vi.fn((url: string) => (url.endsWith('/prerender.json') ? answer(published) : answer({ name: 'mf_public' })));
    const screens = createFirstScreens({ fetch: get as unknown as typeof fetch, limit: 2 });
    const remote = (host: string) => [`http://${host}/mf-manifest.json`];
    for (const host of ['a.test', 'b.test', 'c.test']) expect((await screens.find('/', 'en', remote(host))).html).toBe('<h1>Help</h1>');
    const reads = () => get.mock.calls.filter(([url]) => url.endsWith('/prerender.json')).length;
    expect(reads()).toBe(3);
    await screens.find('/', 'en', remote('c.test'));
    expect(reads()).toBe(3);
    await screens.find('/', 'en', remote('a.test')); // the oldest went: read again
    expect(reads()).toBe(4);
  });

  it('serves the page without a screen when a remote is slow or failing, and uses it once it has answered', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const get = vi.fn(() => slow.then(() => answer(published)));
    const screens = createFirstScreens({ fetch: get as unknown as typeof fetch, timeoutMs: 20 });
    expect((await screens.find('/', 'en', ['http://p.test/mf-manifest.json'])).html).toBeUndefined();
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect((await screens.find('/', 'en', ['http://p.test/mf-manifest.json']))?.html).toBe('<h1>Help</h1>');
    const failing = createFirstScreens({ fetch: (() => Promise.reject(new Error('down'))) as unknown as typeof fetch });
    expect(await failing.find('/', 'en', ['http://p.test/mf-manifest.json'])).toEqual({ css: [], language: 'en', links: [], manifests: {} });
  });

  it('reads a redeployed remote again once the cached answer is older than ttlMs', async () => {
    let version = 1;
    const get = vi.fn(() => answer({ format: 1, pages: { '/': { css: [], html: { en: `<h1>v${version}</h1>` } } } }));
    const screens = createFirstScreens({ fetch: get as unknown as typeof fetch, ttlMs: 0 });
    expect((await screens.find('/', 'en', ['http://p.test/mf-manifest.json']))?.html).toBe('<h1>v1</h1>');
    version = 2;
    await screens.find('/', 'en', ['http://p.test/mf-manifest.json']); // stale: answered from the cache, refreshed behind
    await new Promise((r) => setTimeout(r, 10));
    expect((await screens.find('/', 'en', ['http://p.test/mf-manifest.json']))?.html).toBe('<h1>v2</h1>');
  });

  it("reads a remote again with the tags of its last answers: unchanged files come back as 304 and the screens read before stay, stylesheets not fetched again", async () => {
    let version = 1;
    const files: Record<string, () => unknown> = {
      'http://p.test/prerender.json': () => ({ format: 1, pages: { '/': { css: ['page-landing.1.css'], html: { en: `<h1>v${version}</h1>` } } } }),
      'http://p.test/page-landing.1.css': () => '.x{}',
      'http://p.test/mf-manifest.json': () => ({ name: 'mf_public', version }),
    };
    const get = vi.fn((url: string, init?: RequestInit) => {
      const tag = `W/"${url.length}-${version}"`;
      const asked = new Headers(init?.headers);
      if (asked.get('if-none-match') === tag) {
        // As a browser revalidates: with its own Cache-Control, so fetch does not add `no-cache` (a reload).
        expect(asked.get('cache-control')).toBe('max-age=0');
        return Promise.resolve({ ok: false, status: 304, headers: new Headers({ etag: tag }), json: () => Promise.reject(new Error('no body')), text: () => Promise.resolve('') } as Response);
      }
      return answer(files[url]?.(), url in files, url.endsWith('.css') ? {} : { etag: tag });
    });
    const screens = createFirstScreens({ fetch: get as unknown as typeof fetch, ttlMs: 0 });
    const manifests = ['http://p.test/mf-manifest.json'];
    const settle = async () => {
      await screens.find('/', 'en', manifests); // stale: answered from the cache, read again behind
      await new Promise((r) => setTimeout(r, 10));
      return screens.find('/', 'en', manifests);
    };
    const first = await screens.find('/', 'en', manifests);
    expect(first).toMatchObject({ html: '<h1>v1</h1>', cssText: '.x{}', manifests: { 'http://p.test/mf-manifest.json': { version: 1 } } });
    get.mockClear();
    expect(await settle()).toEqual(first);
    // Each read (ttlMs 0: each find reads behind) asked with the last tags; the stylesheet was not fetched again.
    const asked = get.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('if-none-match')]);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const [url, tag] of asked) expect([url, tag]).toEqual([expect.stringMatching(/\/(prerender|mf-manifest)\.json$/), `W/"${url!.length}-1"`]);
    // Redeployed: new tags, the new files read and used.
    version = 2;
    expect(await settle()).toMatchObject({ html: '<h1>v2</h1>', cssText: '.x{}', manifests: { 'http://p.test/mf-manifest.json': { version: 2 } } });
  });
});
