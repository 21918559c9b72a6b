import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesNeedingFreshModules, frontEndTestConfig } from './vitest-config.mjs';

const dirs: string[] = [];
function pkg(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-vitest-config-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  'src/a/plain.test.tsx': "import { it } from 'vitest';\nit('renders', () => {});\n",
  'src/a/mocks.test.tsx': "vi.mock('./dialog', async (importOriginal) => ({}));\n",
  'src/b/deep/do-mock.test.ts': "vi.doMock('shared-auth', () => ({}));\n",
  'src/resets.test.ts': 'beforeEach(() => {\n  vi\n    .resetModules();\n});\n',
  'src/spies.test.ts': "vi.spyOn(console, 'error'); vi.fn(); // vi.mocked(x) is a type helper\nconst mock = vi.mocked(fetch);\n",
  'src/not-a-test.ts': "vi.mock('./x');\n",
};

describe('filesNeedingFreshModules', () => {
  it('lists the test files that replace or reset modules, by their path from the package, sorted', () => {
    expect(filesNeedingFreshModules(pkg(FILES))).toEqual(['src/a/mocks.test.tsx', 'src/b/deep/do-mock.test.ts', 'src/resets.test.ts']);
  });

  it('lists nothing for a package without src', () => {
    expect(filesNeedingFreshModules(pkg({ 'README.md': 'x' }))).toEqual([]);
  });
});

describe('frontEndTestConfig', () => {
  type Project = { extends: boolean; test: { name: string; include: string[]; exclude?: string[]; isolate: boolean } };
  const projects = (config: ReturnType<typeof frontEndTestConfig>) => (config as { test: { projects: Project[] } }).test.projects;

  it('shares loaded modules between most files and isolates the ones that need their own (found, or named)', () => {
    const root = pkg(FILES);
    const config = frontEndTestConfig({ testTimeout: 20_000 }, { root, isolated: ['src/a/plain.test.tsx'] });
    expect(config.test).toMatchObject({ environment: 'happy-dom', setupFiles: ['shared-auth/testing/setup'], testTimeout: 20_000 });
    const isolated = ['src/a/mocks.test.tsx', 'src/a/plain.test.tsx', 'src/b/deep/do-mock.test.ts', 'src/resets.test.ts'];
    expect(projects(config)).toEqual([
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ]);
  });

  it('has no isolated project when no file needs one', () => {
    const config = frontEndTestConfig({}, { root: pkg({ 'src/plain.test.ts': 'it()' }) });
    expect(projects(config).map((project) => project.test.name)).toEqual(['shared']);
  });
});
