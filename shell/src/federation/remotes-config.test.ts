import { describe, expect, it, vi } from 'vitest';
import { fetchRemotesConfig, parseRemotesConfig, RemotesConfigError } from './remotes-config';

const good = {
  apiBaseUrl: 'http://127.0.0.1:4000/api/v1',
  remotes: {
    mf_public: 'http://127.0.0.1:3001/mf-manifest.json',
    mf_dashboard: 'http://127.0.0.1:3002/mf-manifest.json',
    mf_community: 'http://127.0.0.1:3003/mf-manifest.json',
  },
};

describe('parseRemotesConfig', () => {
  it('accepts the manifest shape', () => {
    expect(parseRemotesConfig(good)).toEqual(good);
  });

  it('refuses a manifest without an API address', () => {
    expect(() => parseRemotesConfig({ remotes: good.remotes })).toThrow(RemotesConfigError);
    expect(() => parseRemotesConfig('nope')).toThrow(/not a JSON object/);
    expect(() => parseRemotesConfig({ apiBaseUrl: 'javascript:alert(1)' })).toThrow(/apiBaseUrl/);
  });

  it('leaves out unknown remotes and remotes with a bad address', () => {
    const parsed = parseRemotesConfig({
      apiBaseUrl: good.apiBaseUrl,
      remotes: { mf_public: 'ftp://x/mf-manifest.json', mf_community: good.remotes.mf_community, mf_other: 'http://x/' },
    });
    expect(parsed.remotes).toEqual({ mf_community: good.remotes.mf_community });
  });
});

describe('fetchRemotesConfig', () => {
  it('asks for /remotes.json with cache: no-store', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(good), { status: 200 }));
    await expect(fetchRemotesConfig('/remotes.json', fetchImpl as unknown as typeof fetch)).resolves.toEqual(good);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails readably when the manifest is missing', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 404 }));
    await expect(fetchRemotesConfig('/remotes.json', fetchImpl as unknown as typeof fetch)).rejects.toThrow(/404/);
  });
});
