import { Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { usePrefetchedQuery } from 'shared-auth/prefetch';
import { campaignsApi } from '../campaigns/campaigns-api';
import { CampaignCard } from '../campaigns/campaign-card';
import { CampaignGridSkeleton } from '../campaigns/campaign-grid-skeleton';
import { ErrorBlock } from '../common/query-state';
import { SectionHeading } from './section-heading';
import { FEATURED_COUNT } from '../campaigns/sizes';
import type { ListedCampaign } from '../campaigns/campaigns-api';

export { FEATURED_COUNT };

/**
 * The first six campaigns, descriptions cut at 100 characters. `firstScreen`: the section as the
 * page's first screen has it (scripts/first-screen.tsx), its heading and the link to every campaign,
 * with the `campaigns` the mf-public server fetched when it renders the screen live (server/), or
 * without any in the static screen written at build time (they come with the page's code and data).
 */
export function FeaturedCampaigns({ firstScreen = false, campaigns }: { firstScreen?: boolean; campaigns?: ListedCampaign[] }) {
  const { t } = useTranslation(NS.landing);
  return (
    <Container component="section" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="featured-title">
      <SectionHeading id="featured-title" title={t('featured.title')} subtitle={t('featured.subtitle')} />
      {firstScreen ? (
        campaigns && campaigns.length > 0 ? (
          // Its own test id: the live page's grid ("featured-campaigns") is the sign the page's code runs.
          <FeaturedGrid campaigns={campaigns} testId="featured-campaigns-first-screen" />
        ) : (
          <Stack>
            <SeeAll />
          </Stack>
        )
      ) : (
        <FeaturedList />
      )}
    </Container>
  );
}

function FeaturedGrid({ campaigns, testId }: { campaigns: ListedCampaign[]; testId: string }) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid={testId}>
        {campaigns.slice(0, FEATURED_COUNT).map((c) => (
          <CampaignCard key={c._id} campaign={c} descriptionLength={100} />
        ))}
      </SimpleGrid>
      <SeeAll />
    </Stack>
  );
}

function SeeAll() {
  const { t } = useTranslation(NS.landing);
  return (
    <Button component={Link} to="/donations" variant="outline" style={{ alignSelf: 'center' }}>
      {t('featured.seeAll')}
    </Button>
  );
}

function FeaturedList() {
  const { t } = useTranslation(NS.landing);
  const { data, error, isLoading, refetch } = usePrefetchedQuery(campaignsApi.endpoints.publicCampaigns, { limit: FEATURED_COUNT, offset: 0 }); // the landing page's prefetch
  if (isLoading) return <CampaignGridSkeleton count={3} />;
  if (error) return <ErrorBlock error={error} title={t('featured.loadError')} onRetry={refetch} />;
  if (!data || data.data.length === 0) {
    return (
      <Text ta="center" c="dimmed">
        {t('featured.none')}
      </Text>
    );
  }
  return <FeaturedGrid campaigns={data.data} testId="featured-campaigns" />;
}
