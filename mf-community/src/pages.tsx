import { Center, Loader } from '@mantine/core';
import { lazyPage } from 'shared-auth';
import { withMantineBridge } from 'shared-auth/mantine-bridge';
import type { RemotePages } from 'shared-auth/routes';
import './features/common/mantine-styles';

function loading(label: string) {
  return (
    <Center mih={320} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/**
 * The module mf-community exposes: one component per route it owns. Each page is a lazily loaded
 * chunk named `page-<page name in kebab case>`, which the shell preloads for the opened page
 * (and runs, through the page's `preload()`, before its first render: shared-auth's lazyPage).
 */
const pages = {
  Community: lazyPage(() => import(/* webpackChunkName: "page-community" */ './features/wall/community-page'), loading('Loading the community wall')),
  AboutUs: lazyPage(() => import(/* webpackChunkName: "page-about-us" */ './features/about/about-page'), loading('Loading About us')),
  Volunteer: lazyPage(() => import(/* webpackChunkName: "page-volunteer" */ './features/volunteer/volunteer-page'), loading('Loading the volunteer sign-up')),
};

// Each page inside the bridge: it works with the shell's Mantine or, if that cannot serve this
// remote, with its own (see shared-auth/mantine-bridge).
export default withMantineBridge(pages) satisfies RemotePages; // the contract the shell loads
