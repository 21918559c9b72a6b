import { describe, expect, it } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, containerRuntime, freshFederation, provideBundlerRuntime } from './bundler-runtime-global.mjs';

describe('the shared bundler runtime', () => {
  it('gives each container its own federation object, with initContainerEntry', () => {
    const target = {};
    provideBundlerRuntime(target);
    const a = target[BUNDLER_RUNTIME_GLOBAL];
    const b = target[BUNDLER_RUNTIME_GLOBAL];
    expect(a).not.toBe(b);
    expect(a.bundlerRuntimeOptions).not.toBe(b.bundlerRuntimeOptions);
    expect(a.bundlerRuntime.S).not.toBe(b.bundlerRuntime.S);
    expect(a.runtime).not.toBe(b.runtime);
    for (const f of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init']) {
      expect(typeof a.bundlerRuntime[f], f).toBe('function');
    }
    // The same functions underneath.
    expect(a.bundlerRuntime.consumes).toBe(b.bundlerRuntime.consumes);
    // Defined once.
    provideBundlerRuntime(target);
    expect(Object.getOwnPropertyDescriptor(target, BUNDLER_RUNTIME_GLOBAL)?.get).toBeTypeOf('function');
  });

  it('each container initialises and uses its own federation instance', () => {
    const shell = containerRuntime();
    const remote = containerRuntime();
    expect(() => remote.loadRemote('x/y')).toThrow(/before its init/);
    const hostInstance = shell.init({ name: 'test_shell', remotes: [] });
    const remoteInstance = remote.init({ name: 'test_remote', remotes: [] });
    expect(hostInstance.options.name).toBe('test_shell');
    expect(remoteInstance.options.name).toBe('test_remote');
    expect(remoteInstance).not.toBe(hostInstance);
    expect(remote.getInstance()).toBe(remoteInstance);
    // A second init of the same container (name) reuses its instance.
    expect(containerRuntime().init({ name: 'test_remote', remotes: [] })).toBe(remoteInstance);
    expect(freshFederation().runtime.getInstance()).toBeNull();
  });
});
