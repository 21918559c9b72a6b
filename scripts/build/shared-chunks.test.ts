import { describe, expect, it } from 'vitest';
import { FRAMEWORK, FRAMEWORK_CHUNK, frameworkCacheGroup, inMantineCoreChunk, inSharedFamily, mantineCoreCacheGroup, MANTINE_CORE_CHUNK } from './shared-chunks';

// Modules as Rspack shows them (no identifier text is read): a type; a shared module's one outgoing
// connection leads to the file behind it, and a consume's incoming connection carries its request.
interface FakeModule {
  type: string;
  nameForCondition(): string;
  key?: string;
  target?: FakeModule;
}
const files = new Map<string, FakeModule>();
const library = (key: string) => files.get(key) ?? files.set(key, { type: 'javascript/auto', nameForCondition: () => `/x/${key}/index.js` }).get(key)!;
const consumeModule = (key: string): FakeModule => ({ type: 'consume-shared-module', nameForCondition: () => '', key, target: library(key) });
const origin = (module: FakeModule | null) => ({ module });
// The shell consumes each library it provides, except what it only provides (the bundles shared apart).
const consumes = new Map<string, FakeModule>();
const provide = (key: string) => {
  if (!key.startsWith('shared-auth/')) consumes.set(key, consumes.get(key) ?? consumeModule(key));
  return origin({ type: 'provide-module', nameForCondition: () => '', target: library(key) });
};
const consume = (key: string) => origin(consumes.get(key) ?? consumes.set(key, consumeModule(key)).get(key)!);
const moduleGraph = {
  getOutgoingConnections: (m: FakeModule) => (m.target ? [{ module: m.target }] : []),
  getIncomingConnections: (m: FakeModule) =>
    m.type === 'consume-shared-module'
      ? [{ dependency: { request: m.key } }]
      : [...consumes.values()].filter((c) => c.target === m).map((c) => ({ originModule: c, dependency: { request: 'consume shared fallback' } })),
};
const group = (...origins: ReturnType<typeof origin>[]) => ({ origins });
const chunk = (...groups: ReturnType<typeof group>[]) => ({ groupsIterable: new Set(groups) });

describe('the @mantine/core chunk of the shell', () => {
  const APART = { 'shared-auth/overlays': '/x/shared-auth/overlays/index.js', 'shared-auth/forms': '/x/shared-auth/forms/index.js' };
  const core = chunk(group(provide('@mantine/core')));
  const coreFallback = chunk(group(consume('@mantine/core')));
  const forms = chunk(group(provide('shared-auth/forms')));
  const overlays = chunk(group(provide('shared-auth/overlays')));
  const bootstrap = chunk(group(origin({ type: 'javascript/auto', nameForCondition: () => '/x/src/index.ts' })));
  const auth = chunk(group(provide('shared-auth')));
  const graph = (placement: Map<string, ReturnType<typeof chunk>[]>) => ({
    chunkGraph: { getModuleChunks: (module: never) => placement.get(module) ?? [] },
    moduleGraph,
  });
  const placement = new Map<string, ReturnType<typeof chunk>[]>([
    ['Button', [core, coreFallback]],
    ['Input', [core, coreFallback, forms]],
    ['Box', [core, coreFallback, forms, overlays]],
    ['PasswordInput', [forms]],
    ['Modal', [overlays]],
    ['useMediaQuery', [core, bootstrap]],
    ['clsx', [core, auth]],
  ]);

  it('takes what the core uses, also when a bundle shared apart uses it too', () => {
    for (const name of ['Button', 'Input', 'Box']) expect({ name, in: inMantineCoreChunk(name, graph(placement), APART) }).toEqual({ name, in: true });
  });

  it('leaves out what only the bundles shared apart use, and what code outside the family shares', () => {
    for (const name of ['PasswordInput', 'Modal', 'useMediaQuery', 'clsx', 'nowhere']) {
      expect({ name, in: inMantineCoreChunk(name, graph(placement), APART) }).toEqual({ name, in: false });
    }
  });

  it('is a named cache group of the async chunks that runs before the default ones', () => {
    const cacheGroup = mantineCoreCacheGroup(APART);
    expect(cacheGroup).toMatchObject({ chunks: 'async', name: MANTINE_CORE_CHUNK, enforce: true, priority: 10 });
    expect(cacheGroup.test('Input', graph(placement))).toBe(true);
    expect(mantineCoreCacheGroup({}).test('Input', graph(placement))).toBe(false);
  });
});

describe('the framework chunk of the shell', () => {
  const graph = (placement: Map<string, ReturnType<typeof chunk>[]>) => ({
    chunkGraph: { getModuleChunks: (module: never) => placement.get(module) ?? [] },
    moduleGraph,
  });
  const react = chunk(group(provide('react')));
  const redux = chunk(group(provide('react-redux')));
  const reactDom = chunk(group(provide('react-dom')));
  const toolkit = chunk(group(provide('@reduxjs/toolkit')));
  const router = chunk(group(provide('react-router-dom')));
  const bootstrap = chunk(group(origin({ type: 'javascript/auto', nameForCondition: () => '/x/src/index.ts' })));
  const placement = new Map<string, ReturnType<typeof chunk>[]>([
    ['react', [react, redux]],
    ['use-sync-external-store', [redux]],
    ['scheduler', [reactDom]],
    ['immer', [toolkit]],
    ['react-router', [router]],
    ['shell-code', [bootstrap, react]],
  ]);

  it('takes the modules only React and Redux providers use', () => {
    for (const name of ['react', 'use-sync-external-store', 'immer']) expect({ name, in: inSharedFamily(name, graph(placement), FRAMEWORK, null) }).toEqual({ name, in: true });
    for (const name of ['scheduler', 'react-router', 'shell-code', 'nowhere']) expect({ name, in: inSharedFamily(name, graph(placement), FRAMEWORK, null) }).toEqual({ name, in: false });
  });

  it('is a named cache group of the async chunks', () => {
    const cacheGroup = frameworkCacheGroup();
    expect(cacheGroup).toMatchObject({ chunks: 'async', name: FRAMEWORK_CHUNK, enforce: true });
    expect(cacheGroup.test('immer', graph(placement))).toBe(true);
    expect(FRAMEWORK).not.toContain('shared-auth');
    expect(FRAMEWORK).not.toContain('react-dom');
  });
});
