import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkUnitStrings } from 'shared-auth/testing/strings';
import { SHELL_NS } from './i18n';

describe('shell strings', () => {
  it('has its namespace in Bangla and English with the same keys and placeholders, and every key the code asks for', () => {
    const unitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    expect(checkUnitStrings(unitDir, [SHELL_NS])).toEqual([]);
  });
});
