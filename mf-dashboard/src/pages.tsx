/**
 * The module mf-dashboard exposes to the shell: `{ Dashboard }`, mounted at /dashboard/*
 * (src/routes.ts). It brings Mantine's whole stylesheet with it (the shell has only the styles of
 * its own frame); the public pages never download it.
 */
import '@mantine/core/styles.css';
import { withMantineBridge } from 'shared-auth/mantine-bridge';
import type { RemotePages } from 'shared-auth/routes';
import { loadNamespaces } from 'shared-auth';
import { Dashboard } from './features/frame/dashboard';
import { NS } from './i18n';

// The frame's strings (top bar, menu, common words) start loading with this module, in the page's
// language, so the first render of the dashboard does not wait for them after its code.
void loadNamespaces([NS.common, NS.frame]);

export { Dashboard };
// Inside the bridge: it works with the shell's Mantine or, if that cannot serve this remote, with
// its own (see shared-auth/mantine-bridge).
export default withMantineBridge({ Dashboard }) satisfies RemotePages; // the contract the shell loads
