import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRemotesConfig, startRemotesConfig } from './early-config';

const config = {
  apiBaseUrl: 'http://127.0.0.1:4000/api/v1',
  remotes: { mf_public: 'http://127.0.0.1:3001/mf-manifest.json' },
};
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  resetRemotesConfig();
  vi.unstubAllGlobals();
});

describe('startRemotesConfig', () => {
  it('uses the configuration the server wrote into the page, asking for nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const win = { __reliefRemotesConfig: config } as unknown as Window;
    await expect(startRemotesConfig(win)).resolves.toEqual(config);
    expect(win.__reliefRemotesConfig).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for /remotes.json when the written configuration is unusable', async () => {
    const fetchMock = vi.fn(async () => answer(config));
    vi.stubGlobal('fetch', fetchMock);
    await expect(startRemotesConfig({ __reliefRemotesConfig: { nope: true } } as unknown as Window)).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the request index.html started, once, without asking again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const win = { __reliefRemotesJson: Promise.resolve(answer(config)) } as unknown as Window;
    await expect(startRemotesConfig(win)).resolves.toEqual(config);
    expect(win.__reliefRemotesJson).toBeUndefined();
    await expect(startRemotesConfig(win)).resolves.toEqual(config);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when the early request failed on the network', async () => {
    const fetchMock = vi.fn(async () => answer(config));
    vi.stubGlobal('fetch', fetchMock);
    const win = { __reliefRemotesJson: Promise.reject(new TypeError('offline')) } as unknown as Window;
    await expect(startRemotesConfig(win)).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('reports a failed answer of the early request', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const win = { __reliefRemotesJson: Promise.resolve(answer({}, 503)) } as unknown as Window;
    await expect(startRemotesConfig(win)).rejects.toThrow(/503/);
  });

  it('asks itself when index.html did not', async () => {
    const fetchMock = vi.fn(async () => answer(config));
    vi.stubGlobal('fetch', fetchMock);
    await expect(startRemotesConfig({} as Window)).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
