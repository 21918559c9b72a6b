import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import type { RemoteName, RemotesConfig } from './remotes-config';

let entries: RemotesConfig['remotes'] = {};

/** Register the remotes named in remotes.json with the MF runtime (nothing is fetched yet). */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  entries = { ...config.remotes };
  const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry: entry as string }));
  init({ name: 'shell', remotes });
}

/**
 * Remotes that import only the Mantine component styles they use (the shell's own bundle has
 * the global styles and the frame's components). The others get Mantine's whole stylesheet,
 * loaded before their code. To move a remote here: import '@mantine/core/styles/<Component>.css'
 * for every component it renders (see mf-public/src/features/common/*-styles.ts).
 */
const OWN_MANTINE_STYLES = new Set<RemoteName>(['mf_public']);

const runtime: FederationRuntime = {
  async load(remote: RemoteName) {
    if (!entries[remote]) throw new Error(`No address is configured for ${remote}`);
    if (!OWN_MANTINE_STYLES.has(remote)) await import('./full-mantine-styles');
    return loadRemote(`${remote}/pages`);
  },
  reset(remote: RemoteName) {
    const entry = entries[remote];
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  },
};

/** The shell's one remote loader. */
export const remoteLoader = createRemoteLoader(runtime);
