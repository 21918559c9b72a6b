import { describe, expect, it, vi } from 'vitest';
import { createRemoteLoader } from './remote-loader';

const Landing = () => null;

describe('remote loader', () => {
  it('loads a remote once and shares the result', async () => {
    const load = vi.fn(async () => ({ default: { Landing } }));
    const loader = createRemoteLoader({ load, reset: vi.fn() });
    const [a, b] = await Promise.all([loader.loadPage('mf_public', 'Landing'), loader.loadPage('mf_public', 'Landing')]);
    expect(a).toBe(Landing);
    expect(b).toBe(Landing);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, resets the remote in the runtime and really loads it again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError: unreachable'))
      .mockResolvedValueOnce({ default: { Landing } });
    const reset = vi.fn();
    const loader = createRemoteLoader({ load, reset });
    await expect(loader.load('mf_public')).rejects.toThrow(/unreachable/);
    expect(reset).not.toHaveBeenCalled();
    await expect(loader.loadPage('mf_public', 'Landing')).resolves.toBe(Landing);
    expect(reset).toHaveBeenCalledWith('mf_public');
    expect(load).toHaveBeenCalledTimes(2);
    // Once loaded, no more resets or loads.
    await loader.loadPage('mf_public', 'Landing');
    expect(reset).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when a remote lacks its pages or a page', async () => {
    const loader = createRemoteLoader({ load: async () => null, reset: () => {} });
    await expect(loader.load('mf_dashboard')).rejects.toThrow(/did not expose its pages/);
    const other = createRemoteLoader({ load: async () => ({ default: { Landing } }), reset: () => {} });
    await expect(other.loadPage('mf_public', 'Missing')).rejects.toThrow(/no page named Missing/);
  });

  it('keeps remotes apart', async () => {
    const load = vi.fn(async (remote: string) => {
      if (remote === 'mf_community') throw new Error('down');
      return { default: { Landing } };
    });
    const loader = createRemoteLoader({ load, reset: () => {} });
    await expect(loader.load('mf_community')).rejects.toThrow('down');
    await expect(loader.loadPage('mf_public', 'Landing')).resolves.toBe(Landing);
  });
});
