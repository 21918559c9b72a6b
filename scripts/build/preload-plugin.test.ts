import { describe, expect, it } from 'vitest';
import { initialFiles, preloadTags } from './preload-plugin';

const chunk = (...files: string[]) => ({ files: new Set(files) });
// Modules as Rspack shows them: a type, and for shared ones one outgoing connection to the file
// behind them (a consume's fallback, a provide's provided module). No identifier text is read.
interface FakeModule {
  type: string;
  nameForCondition(): string;
  target?: FakeModule;
}
const file = (path: string): FakeModule => ({ type: 'javascript/auto', nameForCondition: () => path });
const module = file;
const libraries = new Map<string, FakeModule>();
const library = (key: string) => libraries.get(key) ?? libraries.set(key, file(`/x/${key}/index.js`)).get(key)!;
const consume = (key: string): FakeModule => ({ type: 'consume-shared-module', nameForCondition: () => '', target: library(key) });
const provide = (key: string): FakeModule => ({ type: 'provide-module', nameForCondition: () => '', target: library(key) });
const moduleGraph = {
  getIncomingConnections: () => [],
  getOutgoingConnections: (m: FakeModule) => (m.target ? [{ module: m.target }] : []),
};

describe('initialFiles', () => {
  // main.js → import('./bootstrap') → consumes react and shared-auth; shared-auth's provider
  // consumes react-redux and @scope/ui, and imports @mantine/notifications lazily.
  const main = chunk('main.js');
  const boot = chunk('boot.js', 'boot.css');
  const react = chunk('react.js');
  const auth = chunk('auth.js');
  const redux = chunk('redux.js');
  const ui = chunk('ui.js', 'ui.css');
  const lazyToasts = chunk('toasts.js');
  const notifications = chunk('notifications.js');
  const modules = new Map<unknown, FakeModule[]>([
    [boot, [module('./src/bootstrap.tsx'), consume('react'), consume('shared-auth')]],
    [auth, [module('./shared-auth/index.ts'), consume('react-redux'), consume('@scope/ui'), consume('react')]],
    [lazyToasts, [consume('@mantine/notifications')]],
  ]);
  const graph = {
    chunkGroups: [
      { origins: [{ request: './src/index.ts', module: null }], chunks: [main] },
      { origins: [{ request: './bootstrap', module: module('./src/index.ts') }], chunks: [boot] },
      { origins: [{ request: '', module: provide('react') }], chunks: [react] },
      { origins: [{ request: '', module: provide('shared-auth') }], chunks: [auth] },
      { origins: [{ request: '', module: provide('react-redux') }], chunks: [redux] },
      { origins: [{ request: '', module: provide('@scope/ui') }], chunks: [ui] },
      { origins: [{ request: './toast-container', module: module('./shared-auth/providers.tsx') }], chunks: [lazyToasts] },
      { origins: [{ request: '', module: provide('@mantine/notifications') }], chunks: [notifications] },
    ],
    chunkGraph: { getChunkModules: (c: unknown) => modules.get(c) ?? [] },
    moduleGraph,
  };

  it('lists the bootstrap chunks and the providers of what they consume, transitively', () => {
    const files = initialFiles(graph as never);
    expect(files.sort()).toEqual(['auth.js', 'boot.css', 'boot.js', 'react.js', 'redux.js', 'ui.css', 'ui.js'].sort());
  });

  it('leaves out the entry itself and lazily imported code', () => {
    const files = initialFiles(graph as never);
    expect(files).not.toContain('main.js');
    expect(files).not.toContain('toasts.js');
    expect(files).not.toContain('notifications.js');
  });

  it('finds nothing without a bootstrap import', () => {
    expect(initialFiles({ ...graph, chunkGroups: graph.chunkGroups.filter((g) => g.chunks[0] !== boot) } as never)).toEqual([]);
  });
});

describe('preloadTags', () => {
  it('preloads scripts as scripts and stylesheets as styles', () => {
    expect(preloadTags(['a.js', 'b.css'], '/')).toBe('<link rel="preload" href="/a.js" as="script"><link rel="preload" href="/b.css" as="style">');
  });
});
