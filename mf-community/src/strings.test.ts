import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkUnitStrings } from 'shared-auth/testing/strings';
import { NS } from './i18n';
import { ROUTES } from './routes';

describe('mf-community strings', () => {
  it('every namespace in Bangla and English (same keys and placeholders), every key the code asks for, every route title and label in Bangla, route strings registered', () => {
    const unitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const features = Object.keys(NS);
    expect(Object.values(NS)).toEqual(features.map((f) => `community-${f}`));
    expect(checkUnitStrings(unitDir, features, ROUTES)).toEqual([]);
    expect(ROUTES.some((r) => r.strings?.length)).toBe(true);
  });
});
