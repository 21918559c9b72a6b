import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkUnitStrings } from 'shared-auth/testing/strings';
import { NS } from './i18n';

describe('mf-dashboard strings', () => {
  it('has every namespace in Bangla and English with the same keys and placeholders, and every key the code asks for', () => {
    const unitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const features = Object.values(NS).map((ns) => ns.slice('dashboard-'.length));
    expect(checkUnitStrings(unitDir, features)).toEqual([]);
  });
});

describe('route strings', () => {
  it('name only namespaces this unit registers (the build lists their files per language)', async () => {
    const { ROUTES } = await import('./routes');
    const features = new Set(Object.keys(NS));
    for (const route of ROUTES) for (const feature of route.strings ?? []) expect(features, `${route.path}: ${feature}`).toContain(feature);
    expect(ROUTES[0]?.strings?.length).toBeGreaterThan(0);
  });
});
