import { describe, expect, it } from 'vitest';
import * as sharedAuth from '../index';
import * as unit from './unit';
import { pageInstance } from './i18n';

describe('shared-auth/i18n beside this shared-auth', () => {
  it("translates through the shell's shared-auth: its instance, its namespaces", async () => {
    expect(unit.translatedBy).toBe('shell');
    expect(pageInstance()).toBe(sharedAuth.i18n);
    unit.registerNamespaces({ 'unit-test': { en: async () => ({ hi: 'Hi' }), bn: async () => ({ hi: 'হাই' }) } });
    expect(sharedAuth.registeredNamespaces()).toContain('unit-test');
    expect(unit.formatTk(1250)).toBe(sharedAuth.formatTk(1250));
    await unit.loadNamespaces(['unit-test']);
    expect(unit.i18n.t('hi', { ns: 'unit-test' })).toBe('Hi');
    const t = unit.i18n.getFixedT(null, 'unit-test');
    await sharedAuth.setLanguage('bn');
    expect(t('hi')).toBe('হাই');
    await sharedAuth.setLanguage('en');
  });
});
