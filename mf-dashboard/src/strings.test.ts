import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkUnitStrings, flatten } from 'shared-auth/testing/strings';
import { NS } from './i18n';
import { ROUTES } from './routes';

describe('mf-dashboard strings', () => {
  it('every namespace in Bangla and English (same keys and placeholders), every key the code asks for, every route title and label in Bangla, route strings registered', () => {
    const unitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const features = Object.keys(NS);
    expect(Object.values(NS)).toEqual(features.map((f) => `dashboard-${f}`));
    expect(checkUnitStrings(unitDir, features, ROUTES)).toEqual([]);
    expect(ROUTES.some((r) => r.strings?.length)).toBe(true);
  });

  it('says nothing in Bangla in English (a Bangla file copied over an English one keeps every key)', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'locales', 'en');
    const bangla = fs
      .readdirSync(dir)
      .flatMap((file) => [...flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).entries()].map(([key, text]) => [`${file} ${key}`, text] as const))
      .filter(([, text]) => /[\u0980-\u09FF]/.test(text))
      .map(([where]) => where);
    expect(bangla).toEqual([]);
  });
});
