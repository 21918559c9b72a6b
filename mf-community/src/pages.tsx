import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyPage } from 'shared-auth';
import { withMantineBridge } from 'shared-auth/mantine-bridge';
import { translatedPages } from 'shared-auth/i18n';
import type { RemotePages } from 'shared-auth/routes';
import './features/common/mantine-styles';
import { NS } from './i18n';
import { ROUTES } from './routes';

type LoadingPage = 'community' | 'about' | 'volunteer';

/**
 * A page's placeholder while its code and strings load. It never waits for strings itself (a
 * fallback that suspended would hand the wait to the shell's boundary): its name shows once
 * the common strings are there, which load alongside every page.
 */
function PageLoading({ page }: { page: LoadingPage }) {
  const { t, ready } = useTranslation(NS.common, { useSuspense: false });
  const labels: Record<LoadingPage, string> = {
    community: t('loadingPage.community'),
    about: t('loadingPage.about'),
    volunteer: t('loadingPage.volunteer'),
  };
  return (
    <Center mih={320} role="status" aria-label={ready ? labels[page] : undefined}>
      <Loader />
    </Center>
  );
}

/**
 * The module mf-community exposes: one component per route it owns. Each page is a lazily loaded
 * chunk named `page-<page name in kebab case>`, which the shell preloads for the opened page
 * (and runs, through the page's `preload()`, before its first render: shared-auth's lazyPage).
 */
/** The namespaces a page's first render needs, as its route names them (`strings`, src/routes.ts). */
const strings = (page: string): string[] =>
  (ROUTES.find((r) => r.page === page)?.strings ?? []).map((feature) => NS[feature as keyof typeof NS]);

const pages = {
  Community: lazyPage(
    () => import(/* webpackChunkName: "page-community" */ './features/wall/community-page'),
    <PageLoading page="community" />,
    strings('Community'),
  ),
  AboutUs: lazyPage(
    () => import(/* webpackChunkName: "page-about-us" */ './features/about/about-page'),
    <PageLoading page="about" />,
    strings('AboutUs'),
  ),
  Volunteer: lazyPage(
    () => import(/* webpackChunkName: "page-volunteer" */ './features/volunteer/volunteer-page'),
    <PageLoading page="volunteer" />,
    strings('Volunteer'),
  ),
};

// Each page inside the bridge: it works with the shell's Mantine or, if that cannot serve this
// remote, with its own (see shared-auth/mantine-bridge); and with the shell's translation or, under
// a shell from before translations, its own (shared-auth/i18n).
export default withMantineBridge(translatedPages(pages)) satisfies RemotePages; // the contract the shell loads
