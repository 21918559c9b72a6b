/**
 * The module mf-dashboard exposes to the shell: `{ Dashboard }`, mounted at /dashboard/*
 * (src/routes.ts). It brings Mantine's whole stylesheet with it (the shell has only the styles of
 * its own frame); the public pages never download it.
 */
import '@mantine/core/styles.css';
import { withMantineBridge } from 'shared-auth/mantine-bridge';
import type { RemotePages } from 'shared-auth/routes';
import { loadNamespaces, translatedPages } from 'shared-auth/i18n';
import { Dashboard } from './features/frame/dashboard';
import { NS } from './i18n';
import { ROUTES } from './routes';

// The strings the route names (the frame's and the overview's) start loading with this module, in
// the page's language (the shell has preloaded their files), so the first render does not wait
// for them after its code.
void loadNamespaces((ROUTES[0]?.strings ?? []).map((feature) => NS[feature as keyof typeof NS]));

export { Dashboard };
// Inside the bridge: it works with the shell's Mantine or, if that cannot serve this remote, with
// its own (see shared-auth/mantine-bridge).
export default withMantineBridge(translatedPages({ Dashboard })) satisfies RemotePages; // the contract the shell loads
