import { describe, expect, it } from 'vitest';
import { FRAMEWORK, FRAMEWORK_CHUNK, frameworkCacheGroup, inMantineCoreChunk, inSharedFamily, mantineCoreCacheGroup, MANTINE_CORE_CHUNK } from './shared-chunks';

const origin = (id: string | null) => ({ module: id === null ? null : { identifier: () => id } });
const provide = (key: string) => origin(`provide shared module (default) ${key}@1.0.0 = /x/${key}/index.js`);
const consume = (key: string) => origin(`consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x/${key}/index.js)`);
const group = (...origins: ReturnType<typeof origin>[]) => ({ origins });
const chunk = (...groups: ReturnType<typeof group>[]) => ({ groupsIterable: new Set(groups) });

describe('the @mantine/core chunk of the shell', () => {
  const APART = ['shared-auth/overlays', 'shared-auth/forms'];
  const core = chunk(group(provide('@mantine/core')));
  const coreFallback = chunk(group(consume('@mantine/core')));
  const forms = chunk(group(provide('shared-auth/forms')));
  const overlays = chunk(group(provide('shared-auth/overlays')));
  const bootstrap = chunk(group(origin('./src/index.ts')));
  const auth = chunk(group(provide('shared-auth')));
  const graph = (placement: Map<string, ReturnType<typeof chunk>[]>) => ({
    getModuleChunks: (module: never) => placement.get(module) ?? [],
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
    expect(cacheGroup.test('Input', { chunkGraph: graph(placement) })).toBe(true);
    expect(mantineCoreCacheGroup([]).test('Input', { chunkGraph: graph(placement) })).toBe(false);
  });
});

describe('the framework chunk of the shell', () => {
  const graph = (placement: Map<string, ReturnType<typeof chunk>[]>) => ({
    getModuleChunks: (module: never) => placement.get(module) ?? [],
  });
  const react = chunk(group(provide('react')));
  const redux = chunk(group(provide('react-redux')));
  const reactDom = chunk(group(provide('react-dom')));
  const toolkit = chunk(group(provide('@reduxjs/toolkit')));
  const router = chunk(group(provide('react-router-dom')));
  const bootstrap = chunk(group(origin('./src/index.ts')));
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
    expect(cacheGroup.test('immer', { chunkGraph: graph(placement) })).toBe(true);
    expect(FRAMEWORK).not.toContain('shared-auth');
    expect(FRAMEWORK).not.toContain('react-dom');
  });
});
