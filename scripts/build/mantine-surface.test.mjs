import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, missingFromSurface, readSurface, ROOT, SURFACE_PACKAGES } from './mantine-surface.mjs';

describe('importedNames', () => {
  it('reads named imports and re-exports, leaving type-only ones out', () => {
    const code = `
      import { Button, Card as C, type MantineTheme } from '@mantine/core';
      import type { BoxProps } from '@mantine/core';
      import {
        Stack,
        Text,
      } from "@mantine/core";
      export { Group } from '@mantine/core';
      import { useDisclosure } from '@mantine/hooks';
    `;
    expect([...importedNames(code, '@mantine/core')].sort()).toEqual(['Button', 'Card', 'Group', 'Stack', 'Text']);
    expect([...importedNames(code, '@mantine/hooks')]).toEqual(['useDisclosure']);
  });

  it('reports a namespace or default import as *', () => {
    expect([...importedNames(`import * as M from '@mantine/core';`, '@mantine/core')]).toEqual(['*']);
    expect([...importedNames(`import core from '@mantine/core';`, '@mantine/core')]).toEqual(['*']);
  });
});

describe('the shared surface', () => {
  it('covers every export each front end uses (a build would fail otherwise)', () => {
    for (const unit of ['shell', 'mf-public', 'mf-dashboard', 'mf-community']) {
      expect({ unit, missing: missingFromSurface(path.join(ROOT, unit)) }).toEqual({ unit, missing: [] });
    }
  });

  it('lists each shared package, sorted and without duplicates', () => {
    const surface = readSurface();
    for (const pkg of SURFACE_PACKAGES) {
      const list = surface[pkg];
      expect(list.length).toBeGreaterThan(0);
      expect([...new Set(list)].sort()).toEqual(list);
    }
  });
});
