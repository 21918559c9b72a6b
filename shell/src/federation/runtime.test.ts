import { describe, expect, it, vi } from 'vitest';
import { isPageChunk, kebab, pageChunkUrls, pagePreloadPlugin, preloadPage } from './runtime';

describe('page chunks', () => {
  it('kebab-cases page names as the remotes name their chunks', () => {
    expect(kebab('Donations')).toBe('donations');
    expect(kebab('DonationDetail')).toBe('donation-detail');
    expect(kebab('AboutUs')).toBe('about-us');
  });

  it("recognises exactly a page's own JS and CSS chunk", () => {
    expect(isPageChunk('http://r.test/page-donations.0123abcdef.js', 'Donations')).toBe(true);
    expect(isPageChunk('http://r.test/page-donations.0123abcdef.css', 'Donations')).toBe(true);
    expect(isPageChunk('http://r.test/page-donation-detail.0123abcdef.js', 'Donations')).toBe(false);
    expect(isPageChunk('http://r.test/page-donation-detail.0123abcdef.js', 'DonationDetail')).toBe(true);
    expect(isPageChunk('http://r.test/623.0123abcdef.js', 'Donations')).toBe(false);
    expect(isPageChunk('http://r.test/page-login.0123abcdef.js.map', 'Login')).toBe(false);
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
  it("lists a page's own chunks, next to the manifest (publicPath auto) or under its publicPath", () => {
    expect(pageChunkUrls(manifest, 'http://r.test:3001/mf-manifest.json', 'Login')).toEqual([
      'http://r.test:3001/page-login.0123abcdef.js',
      'http://r.test:3001/page-login.0123abcdef.css',
    ]);
    expect(pageChunkUrls({ ...manifest, metaData: { publicPath: 'https://cdn.test/public/' } }, 'http://r.test/mf-manifest.json', 'Register')).toEqual([
      'https://cdn.test/public/page-register.0123abcdef.js',
    ]);
    expect(pageChunkUrls({}, 'http://r.test/mf-manifest.json', 'Login')).toEqual([]);
  });
});

describe('pagePreloadPlugin', () => {
  it('preloads the wanted page of a remote once its manifest is read, once', () => {
    const added = vi.fn();
    const plugin = pagePreloadPlugin(added);
    const read = (name: string) =>
      plugin.afterLoadManifest({ manifestUrl: 'http://r.test/mf-manifest.json', moduleInfo: { name }, manifestJson: manifest });
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
});
