import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import './features/common/mantine-styles';

const CommunityPage = lazy(() => import(/* webpackChunkName: "page-community" */ './features/wall/community-page'));
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about-us" */ './features/about/about-page'));
const VolunteerPage = lazy(() => import(/* webpackChunkName: "page-volunteer" */ './features/volunteer/volunteer-page'));

function withLoading(Page: LazyExoticComponent<ComponentType>, label: string) {
  function Loaded() {
    return (
      <Suspense
        fallback={
          <Center mih={320} role="status" aria-label={label}>
            <Loader />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  }
  return Loaded;
}

/**
 * The module mf-community exposes: one component per route it owns. Each page is a lazily loaded
 * chunk named `page-<page name in kebab case>`, which the shell preloads for the opened page.
 */
const pages = {
  Community: withLoading(CommunityPage, 'Loading the community wall'),
  AboutUs: withLoading(AboutPage, 'Loading About us'),
  Volunteer: withLoading(VolunteerPage, 'Loading the volunteer sign-up'),
};

export default pages;
