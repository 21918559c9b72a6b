import { describe, expect, it, vi } from 'vitest';
import { kebab, pageChunkUrls, pagePreloadPlugin, pageSharedKeys, pageStringsUrls, preloadLink, preloadPage } from './runtime';

describe('page chunks', () => {
  it('kebab-cases page names as the remotes name their chunks', () => {
    expect(kebab('Donations')).toBe('donations');
    expect(kebab('DonationDetail')).toBe('donation-detail');
    expect(kebab('AboutUs')).toBe('about-us');
  });

});

const manifest = {
  metaData: { publicPath: 'auto' },
  exposes: [
    {
      assets: {
        js: { sync: ['__federation_expose_pages.1111111111.js'], async: ['page-login.0123abcdef.js', 'page-register.0123abcdef.js', '623.0123abcdef.js'] },
        css: { sync: [], async: ['page-login.0123abcdef.css', '623.0123abcdef.css'] },
      },
    },
  ],
};

describe('pageChunkUrls', () => {
  it('gives nothing for a manifest without reliefPages', () => {
    expect(pageChunkUrls(manifest, 'http://r.test:3001/mf-manifest.json', 'Login')).toEqual([]);
    expect(pageChunkUrls({}, 'http://r.test/mf-manifest.json', 'Login')).toEqual([]);
  });

  // A build with page-chunks-plugin.ts: every file of the page's chunk group, shared chunks too.
  const withPages = {
    ...manifest,
    reliefPages: {
      donations: ['page-donations.1f5a7d8350.js', 'page-donations.78b7a90dcc.css', '68.20ab1795ff.css'],
      'donation-detail': ['page-donation-detail.0149b8a376.js', 'page-donation-detail.49a107c23e.css', '68.20ab1795ff.css'],
      login: ['page-login.0123abcdef.js', 'page-login.0123abcdef.css'],
    },
  };

  it("lists every file of the page's chunk group from the manifest's reliefPages, resolved the same way", () => {
    expect(pageChunkUrls(withPages, 'http://r.test:3001/mf-manifest.json', 'DonationDetail')).toEqual([
      'http://r.test:3001/page-donation-detail.0149b8a376.js',
      'http://r.test:3001/page-donation-detail.49a107c23e.css',
      'http://r.test:3001/68.20ab1795ff.css',
    ]);
    expect(pageChunkUrls({ ...withPages, metaData: { publicPath: 'https://cdn.test/public/' } }, 'http://r.test/mf-manifest.json', 'Donations')).toEqual([
      'https://cdn.test/public/page-donations.1f5a7d8350.js',
      'https://cdn.test/public/page-donations.78b7a90dcc.css',
      'https://cdn.test/public/68.20ab1795ff.css',
    ]);
  });

  it('trusts the map over the file names: a page missing from it gets nothing', () => {
    // page-register.* is among the exposed module's async files, but the map (the build's
    // chunk groups) has no such page.
    expect(pageChunkUrls(withPages, 'http://r.test/mf-manifest.json', 'Register')).toEqual([]);
    expect(pageChunkUrls({ ...withPages, reliefPages: {} }, 'http://r.test/mf-manifest.json', 'Login')).toEqual([]);
    // Inherited names and malformed entries are not pages.
    expect(pageChunkUrls(withPages, 'http://r.test/mf-manifest.json', 'toString')).toEqual([]);
    expect(pageChunkUrls({ ...withPages, reliefPages: { login: 'page-login.js', register: [42, 'page-register.1.js'] } }, 'http://r.test/mf-manifest.json', 'Login')).toEqual([]);
    expect(pageChunkUrls({ ...withPages, reliefPages: { register: [42, 'page-register.1.js'] } }, 'http://r.test/mf-manifest.json', 'Register')).toEqual([
      'http://r.test/page-register.1.js',
    ]);
  });
});

describe('pageSharedKeys', () => {
  it('reads the page\'s entry of reliefPageShared, nothing for an older manifest', () => {
    expect(pageSharedKeys({ reliefPageShared: { 'donation-detail': ['react-router-dom'] } }, 'DonationDetail')).toEqual(['react-router-dom']);
    expect(pageSharedKeys({ reliefPageShared: { login: 'shared-auth/forms' } }, 'Login')).toEqual([]);
    expect(pageSharedKeys({}, 'Login')).toEqual([]);
  });
});

describe('pageStringsUrls', () => {
  const strings = { reliefPageStrings: { 'donation-detail': { en: ['strings-en-campaigns-json.1a.js', 'x.css', 7], bn: ['strings-bn-campaigns-json.2b.js'] } } };
  it("gives the page's strings files in the language asked, against the manifest's address", () => {
    expect(pageStringsUrls(strings, 'http://r.test/mf-manifest.json', 'DonationDetail', 'bn')).toEqual(['http://r.test/strings-bn-campaigns-json.2b.js']);
    expect(pageStringsUrls(strings, 'http://r.test/mf-manifest.json', 'DonationDetail', 'en')).toEqual(['http://r.test/strings-en-campaigns-json.1a.js']);
    expect(pageStringsUrls(strings, 'http://r.test/mf-manifest.json', 'DonationDetail', 'fr')).toEqual([]);
    expect(pageStringsUrls({}, 'http://r.test/mf-manifest.json', 'Login', 'en')).toEqual([]);
  });
});

describe('pagePreloadPlugin', () => {
  it("preloads the page's strings in the visit's language with its chunks", () => {
    const added = vi.fn();
    const plugin = pagePreloadPlugin(added, vi.fn(), () => 'bn');
    preloadPage('mf_public', 'Landing');
    plugin.afterLoadManifest({
      manifestUrl: 'http://r.test/mf-manifest.json',
      moduleInfo: { name: 'mf_public' },
      manifestJson: {
        ...manifest,
        reliefPages: { landing: ['page-landing.1.js'] },
        reliefPageStrings: { landing: { en: ['strings-en-landing-json.1.js'], bn: ['strings-bn-landing-json.2.js'] } },
      },
    });
    expect(added.mock.calls.map((c) => c[0])).toEqual(['http://r.test/page-landing.1.js', 'http://r.test/strings-bn-landing-json.2.js']);
  });

  it('preloads the wanted page of a remote once its manifest is read, once', () => {
    const added = vi.fn();
    const plugin = pagePreloadPlugin(added);
    const read = (name: string) =>
      plugin.afterLoadManifest({
        manifestUrl: 'http://r.test/mf-manifest.json',
        moduleInfo: { name },
        manifestJson: { ...manifest, reliefPages: { login: ['page-login.0123abcdef.js', 'page-login.0123abcdef.css'] } },
      });
    read('mf_public');
    expect(added).not.toHaveBeenCalled(); // nothing wanted yet
    preloadPage('mf_public', 'Login');
    read('mf_community');
    expect(added).not.toHaveBeenCalled(); // another remote
    read('mf_public');
    expect(added.mock.calls.map((c) => c[0])).toEqual(['http://r.test/page-login.0123abcdef.js', 'http://r.test/page-login.0123abcdef.css']);
    read('mf_public');
    expect(added).toHaveBeenCalledTimes(2); // not again
  });

  it("preloads the chunks a page shares with others when the manifest lists the page's files", () => {
    const added = vi.fn();
    const plugin = pagePreloadPlugin(added);
    preloadPage('mf_public', 'Donations');
    plugin.afterLoadManifest({
      manifestUrl: 'http://r.test/mf-manifest.json',
      moduleInfo: { name: 'mf_public' },
      manifestJson: { ...manifest, reliefPages: { donations: ['page-donations.1f5a7d8350.js', 'page-donations.78b7a90dcc.css', '68.20ab1795ff.css'] } },
    });
    expect(added.mock.calls.map((c) => c[0])).toEqual([
      'http://r.test/page-donations.1f5a7d8350.js',
      'http://r.test/page-donations.78b7a90dcc.css',
      'http://r.test/68.20ab1795ff.css',
    ]);
  });

  it('starts loading the shared modules the page consumes, as the manifest lists them', () => {
    const started = vi.fn();
    const plugin = pagePreloadPlugin(vi.fn(), started);
    preloadPage('mf_public', 'Login');
    plugin.afterLoadManifest({
      manifestUrl: 'http://r.test/mf-manifest.json',
      moduleInfo: { name: 'mf_public' },
      manifestJson: { ...manifest, reliefPageShared: { login: ['react-router-dom', 'shared-auth/forms', 42], landing: ['x'] } },
    });
    expect(started.mock.calls.map((c) => c[0])).toEqual(['react-router-dom', 'shared-auth/forms']);
  });
});

describe('preloadLink', () => {
  it("preloads each file once, and no stylesheet the page already links (the first screen's, written in by the shell's server)", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="http://r.test/page-landing.1.css" disabled>';
    preloadLink('http://r.test/page-landing.1.css');
    preloadLink('http://r.test/page-landing.1.js');
    preloadLink('http://r.test/page-landing.1.js');
    preloadLink('http://r.test/page-donations.2.css');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.getAttribute('as')]);
    expect(preloads).toEqual([
      ['http://r.test/page-landing.1.js', 'script'],
      ['http://r.test/page-donations.2.css', 'style'],
    ]);
    document.head.innerHTML = '';
  });
});
