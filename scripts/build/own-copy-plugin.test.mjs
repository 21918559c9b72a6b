import { describe, expect, it, vi } from 'vitest';
import ownCopyWhenNeeded, { apartUnusable, declaredExports, meets, unusableBecause } from './own-copy-plugin.mjs';

const moduleWith = (...names) => () => Object.fromEntries(names.map((n) => [n, () => null]));

describe('meets', () => {
  it('reads the ranges the builds write', () => {
    expect(meets('9.7.3', '^9.7.3')).toBe(true);
    expect(meets('9.8.0', '^9.7.3')).toBe(true);
    expect(meets('9.7.2', '^9.7.3')).toBe(false);
    expect(meets('10.0.0', '^9.7.3')).toBe(false);
    expect(meets('19.3.1', '^19.0.0')).toBe(true);
    expect(meets('18.3.1', '^19.0.0')).toBe(false);
    expect(meets('0.3.1', '^0.2.0')).toBe(false);
    expect(meets('1.0.0', '*')).toBe(true);
    expect(meets('1.0.0', '>=2')).toBe(true); // not a form the builds write: not refused
  });
});

describe('unusableBecause', () => {
  it('accepts a copy in range that has every export the remote uses', () => {
    expect(unusableBecause({ version: '9.7.3', requiredVersion: '^9.7.3', needs: ['Button', 'Card'], lib: moduleWith('Button', 'Card', 'Text') })).toBeUndefined();
  });

  it('refuses a copy outside the range, or lacking an export', () => {
    expect(unusableBecause({ version: '9.7.3', requiredVersion: '^9.7.4' })).toBe('version 9.7.3 is outside ^9.7.4');
    expect(unusableBecause({ version: '18.3.1', requiredVersion: '^19.0.0' })).toMatch(/outside/);
    expect(unusableBecause({ version: '9.7.3', requiredVersion: '^9.7.3', needs: ['Button', 'Rating'], lib: moduleWith('Button') })).toBe('it lacks Rating');
  });

  it('cannot judge the exports of a copy not loaded yet (takes it)', () => {
    expect(unusableBecause({ version: '9.7.3', requiredVersion: '^9.7.3', needs: ['Rating'], lib: undefined })).toBeUndefined();
  });
});

describe('the resolveShare hook', () => {
  const shell = { version: '9.7.3', lib: moduleWith('Button') };
  const args = (needs) => ({
    pkgName: '@mantine/core',
    version: '9.7.3',
    shareInfo: { from: 'mf_public', shareConfig: { requiredVersion: '^9.7.3' } },
    resolver: () => ({ shared: shell, useTreesShaking: false }),
    needs,
  });

  it("hands over the shell's copy when it serves", () => {
    const plugin = ownCopyWhenNeeded({ needs: { '@mantine/core': ['Button'] }, log: vi.fn() });
    expect(plugin.resolveShare(args()).resolver()).toEqual({ shared: shell, useTreesShaking: false });
  });

  it('gives nothing (the runtime then loads the remote\'s own copy) when the shell\'s copy lacks an export, and says why', () => {
    const log = vi.fn();
    const plugin = ownCopyWhenNeeded({ needs: { '@mantine/core': ['Button', 'Rating'] }, log });
    expect(plugin.resolveShare(args()).resolver()).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[mf_public] uses its own @mantine/core: it lacks Rating');
  });

  it('checks the tree-shaken variant when that is what the runtime would hand over', () => {
    const plugin = ownCopyWhenNeeded({ needs: { '@mantine/core': ['Card'] }, log: vi.fn() });
    const withVariant = { ...args(), resolver: () => ({ shared: { ...shell, treeShaking: { lib: moduleWith('Card') } }, useTreesShaking: true }) };
    expect(plugin.resolveShare(withVariant).resolver()).toBeTruthy();
  });
});

describe('bundles shared apart (the shell declares their contents in the version)', () => {
  const FORMS = 'shared-auth/forms';
  const scope = (formsVersion) => ({ [FORMS]: { [formsVersion]: { version: formsVersion }, '0.0.0': { version: '0.0.0' } } });

  it('reads the declared exports from the build metadata', () => {
    expect([...(declaredExports('1.0.0+PasswordInput.Textarea') ?? [])]).toEqual(['PasswordInput', 'Textarea']);
    expect(declaredExports('1.0.0')).toBeNull();
    expect(declaredExports(undefined)).toBeNull();
  });

  it('judges a declared copy before it is loaded, and reads the range without the metadata', () => {
    expect(unusableBecause({ version: '1.0.0+PasswordInput.Textarea', requiredVersion: '*', needs: ['Textarea'] })).toBeUndefined();
    expect(unusableBecause({ version: '1.0.0+Textarea', requiredVersion: '*', needs: ['PasswordInput', 'Textarea'] })).toBe('it lacks PasswordInput');
    expect(unusableBecause({ version: '1.2.0+Textarea', requiredVersion: '^1.1.0' })).toBeUndefined();
  });

  it('finds the bundle the remote cannot use in the share scope (the remote\'s own 0.0.0 declares nothing)', () => {
    expect(apartUnusable(scope('1.0.0+PasswordInput.Textarea'), { [FORMS]: ['PasswordInput'] })).toBeUndefined();
    expect(apartUnusable(scope('1.0.0+Textarea'), { [FORMS]: ['PasswordInput'] })).toBe('shared-auth/forms it lacks PasswordInput');
    expect(apartUnusable(scope('1.0.0+Textarea'), {})).toBeUndefined();
    expect(apartUnusable({}, { [FORMS]: ['PasswordInput'] })).toBeUndefined();
    // Libraries that declare nothing (the shell's @mantine/core, tree-shaken) are judged when loaded, not here.
    expect(apartUnusable({ '@mantine/core': { '9.7.3': {} } }, { '@mantine/core': ['Rating'] })).toBeUndefined();
  });

  it("refuses the bundle, and the shell's @mantine/core with it (the bundle's own copy is built on its own core)", () => {
    const log = vi.fn();
    const plugin = ownCopyWhenNeeded({ needs: { '@mantine/core': ['Button'], [FORMS]: ['PasswordInput'] }, log });
    const shellCore = { version: '9.7.3', lib: moduleWith('Button') };
    const coreArgs = (formsVersion) => ({
      pkgName: '@mantine/core',
      version: '9.7.3',
      scope: 'default',
      shareScopeMap: { default: scope(formsVersion) },
      shareInfo: { from: 'mf_public', shareConfig: { requiredVersion: '^9.7.3' } },
      resolver: () => ({ shared: shellCore, useTreesShaking: false }),
    });
    expect(plugin.resolveShare(coreArgs('1.0.0+Textarea')).resolver()).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[mf_public] uses its own @mantine/core: shared-auth/forms it lacks PasswordInput');
    const forms = { ...coreArgs('1.0.0+Textarea'), pkgName: FORMS, version: '1.0.0+Textarea', shareInfo: { from: 'mf_public', shareConfig: { requiredVersion: '*' } }, resolver: () => ({ shared: { version: '1.0.0+Textarea' } }) };
    expect(plugin.resolveShare(forms).resolver()).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[mf_public] uses its own shared-auth/forms: it lacks PasswordInput');
    // With the component there, both are the shell's.
    expect(plugin.resolveShare(coreArgs('1.0.0+PasswordInput.Textarea')).resolver()).toEqual({ shared: shellCore, useTreesShaking: false });
  });
});
