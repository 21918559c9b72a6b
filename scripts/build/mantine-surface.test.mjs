import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apartBundleOf,
  apartFiles,
  importedNames,
  checkMantineImports,
  missingFromSurface,
  reachedFiles,
  readSurface,
  ROOT,
  SHARED_APART,
  SHIPPED_WHOLE,
  SURFACE_PACKAGES,
} from './mantine-surface.mjs';

const CORE = path.join(ROOT, 'node_modules', '@mantine', 'core');

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
  it('offers every export the front ends use today (so no page here pays for its own copy)', () => {
    for (const unit of ['shell', 'mf-public', 'mf-dashboard', 'mf-community']) {
      expect({ unit, missing: missingFromSurface(path.join(ROOT, unit)) }).toEqual({ unit, missing: [] });
    }
  });

  it('lets a remote use an export the shell does not offer (it warns: the remote will use its own copy), refuses what no build may import', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', dependencies: {} }));
    try {
      fs.writeFileSync(path.join(dir, 'src', 'page.tsx'), "import { Rating, Button } from '@mantine/core';\n");
      const warnings = [];
      checkMantineImports(dir, 'mf_test', (message) => warnings.push(message));
      expect(warnings.join('')).toMatch(/Rating from @mantine\/core/);
      expect(warnings.join('')).toMatch(/no order between the two deploys/);
      expect(() => checkMantineImports(dir, 'shell', () => undefined)).toThrow(/the shell uses exports outside the list it provides/);
      fs.writeFileSync(path.join(dir, 'src', 'page.tsx'), "import * as M from '@mantine/core';\nimport { useParams } from 'react-router';\n");
      expect(() => checkMantineImports(dir, 'mf_test', () => undefined)).toThrow(/imports no build may make/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
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

describe('what the bundled @mantine code really reaches', () => {
  it('follows a package from the exports asked for, not the whole package', () => {
    const modal = reachedFiles(CORE, ['Modal']);
    expect(modal.some((f) => f.endsWith(path.join('components', 'Modal', 'Modal.mjs')))).toBe(true);
    // Modal → ModalBase → FocusTrap etc.: reached through relative imports.
    expect(modal.some((f) => f.includes(path.join('components', 'ModalBase')))).toBe(true);
    expect(modal.some((f) => f.includes(path.join('components', 'ColorPicker')))).toBe(false);
    // A namespace import reaches everything; an unknown name nothing.
    expect(reachedFiles(CORE, ['*']).some((f) => f.includes(path.join('components', 'ColorPicker')))).toBe(true);
    expect(reachedFiles(CORE, ['NoSuchExport'])).toEqual([]);
  });

  it('bundled @mantine packages count from the exports used, the ones shipped whole entirely', () => {
    const charts = path.join(ROOT, 'node_modules', '@mantine', 'charts');
    const donut = reachedFiles(charts, ['DonutChart']);
    expect(donut.some((f) => f.endsWith(path.join('DonutChart', 'DonutChart.mjs')))).toBe(true);
    expect(donut.some((f) => f.includes('Heatmap'))).toBe(false);
    /** @param {string[]} files */
    const coreNames = (files) => new Set(files.flatMap((f) => [...importedNames(fs.readFileSync(f, 'utf8'), '@mantine/core')]));
    expect(coreNames(reachedFiles(charts, ['Heatmap']))).toContain('Tooltip');
    expect(coreNames(donut)).not.toContain('Tooltip');
    const notifications = path.join(ROOT, 'node_modules', '@mantine', 'notifications');
    expect(reachedFiles(notifications, null)).toEqual(reachedFiles(notifications, ['*']));
    expect(reachedFiles(notifications, null).some((f) => f.endsWith('Notifications.mjs'))).toBe(true);
  });

  it('a dashboard-only chart does not put Tooltip (Popover, floating-ui) on every page', () => {
    expect(readSurface()['@mantine/core']).not.toContain('Tooltip');
  });

  it('dialogs, drawers, tables and a few form fields are shared apart, not in the surface', () => {
    expect(Object.keys(SHARED_APART).sort()).toEqual(['shared-auth/forms', 'shared-auth/overlays']);
    expect(SHARED_APART['shared-auth/forms']).toEqual(['PasswordInput', 'Textarea']);
    expect(SHARED_APART['shared-auth/overlays']).toContain('Checkbox');
    const surface = readSurface()['@mantine/core'];
    for (const name of ['Modal', 'Drawer', 'Table', 'NavLink', 'Checkbox', 'PasswordInput', 'Textarea']) expect(surface).not.toContain(name);
    // No component is in two bundles.
    const all = Object.values(SHARED_APART).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const [name, components] of Object.entries(SHARED_APART)) {
      const { typed, bundle } = apartFiles(name);
      expect(path.relative(ROOT, typed)).toBe(path.join('shared-auth', 'src', 'ui', `${name.split('/')[1]}.ts`));
      // The build-time module and the typed one export the same names.
      const bundled = [...fs.readFileSync(bundle, 'utf8').matchAll(/export \{ (\w+) \}/g)].map((m) => m[1]).sort();
      expect({ name, bundled }).toEqual({ name, bundled: [...components].sort() });
      expect({ name, typed: [...importedNames(fs.readFileSync(typed, 'utf8'), '@mantine/core')].sort() }).toEqual({ name, typed: [...components].sort() });
      // Each one's file exists where the bundle takes it from (the alias relief-mantine-esm → esm/).
      for (const m of fs.readFileSync(bundle, 'utf8').matchAll(/from 'relief-mantine-esm\/([^']+)'/g)) {
        expect(fs.existsSync(path.join(CORE, 'esm', m[1])), m[1]).toBe(true);
      }
      expect(apartBundleOf(components[0])).toBe(name);
    }
    expect(apartBundleOf('Button')).toBeUndefined();
  });

  it('the shell provides every bundle shared apart (shell/src/federation/provided.ts)', () => {
    const provided = fs.readFileSync(path.join(ROOT, 'shell', 'src', 'federation', 'provided.ts'), 'utf8');
    const imported = [...provided.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]).sort();
    expect(imported).toEqual(Object.keys(SHARED_APART).sort());
  });

  it('refuses a component shared apart imported from @mantine/core, saying where to take it from', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', dependencies: {} }));
    fs.writeFileSync(path.join(dir, 'src', 'page.tsx'), "import { Modal, Button } from '@mantine/core';\n");
    fs.writeFileSync(path.join(dir, 'src', 'form.tsx'), "import { Stack, PasswordInput, Textarea } from '@mantine/core';\n");
    // A unit test may take them from @mantine/core (the typed modules re-export them anyway).
    fs.writeFileSync(path.join(dir, 'src', 'form.test.tsx'), "import { Checkbox } from '@mantine/core';\n");
    try {
      const missing = missingFromSurface(dir)
        .filter((m) => !m.file.includes('shared-auth'))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(missing).toEqual([
        { pkg: '@mantine/core', name: 'Modal (import it from shared-auth/overlays)', file: expect.stringContaining('page.tsx') },
        { pkg: '@mantine/core', name: 'PasswordInput (import it from shared-auth/forms)', file: expect.stringContaining('form.tsx') },
        { pkg: '@mantine/core', name: 'Textarea (import it from shared-auth/forms)', file: expect.stringContaining('form.tsx') },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('SHIPPED_WHOLE names the @mantine singletons that are shared without tree-shaking (rspack-base.ts)', () => {
    const base = fs.readFileSync(path.join(ROOT, 'scripts', 'build', 'rspack-base.ts'), 'utf8');
    const list = /export const SINGLETONS = \[([\s\S]*?)\] as const/.exec(base);
    expect(list).not.toBeNull();
    const singletons = [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const mantineWhole = singletons.filter((name) => name.startsWith('@mantine/') && !SURFACE_PACKAGES.includes(name));
    expect(mantineWhole.sort()).toEqual([...SHIPPED_WHOLE].sort());
  });
});
