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

const runtime: FederationRuntime = {
  async load(remote: RemoteName) {
    if (!entries[remote]) throw new Error(`No address is configured for ${remote}`);
    return loadRemote(`${remote}/pages`);
  },
  reset(remote: RemoteName) {
    const entry = entries[remote];
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  },
};

/** The shell's one remote loader. */
export const remoteLoader = createRemoteLoader(runtime);
