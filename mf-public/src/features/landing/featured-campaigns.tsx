import { Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { usePublicCampaignsQuery } from '../campaigns/campaigns-api';
import { CampaignCard } from '../campaigns/campaign-card';
import { CampaignGridSkeleton } from '../campaigns/campaign-grid-skeleton';
import { ErrorBlock } from '../common/query-state';
import { SectionHeading } from './section-heading';
import { FEATURED_COUNT } from '../campaigns/sizes';

export { FEATURED_COUNT };

/**
 * The first six campaigns, descriptions cut at 100 characters. `firstScreen`: the section as the
 * page's static first screen has it (scripts/first-screen.tsx), its heading and the link to every
 * campaign, without the campaigns (they come with the page's code and data).
 */
export function FeaturedCampaigns({ firstScreen = false }: { firstScreen?: boolean }) {
  const { t } = useTranslation(NS.landing);
  return (
    <Container component="section" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="featured-title">
      <SectionHeading id="featured-title" title={t('featured.title')} subtitle={t('featured.subtitle')} />
      {firstScreen ? (
        <Stack>
          <SeeAll />
        </Stack>
      ) : (
        <FeaturedList />
      )}
    </Container>
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
  const { data, error, isLoading, refetch } = usePublicCampaignsQuery({ limit: FEATURED_COUNT, offset: 0 });
  if (isLoading) return <CampaignGridSkeleton count={3} />;
  if (error) return <ErrorBlock error={error} title={t('featured.loadError')} onRetry={refetch} />;
  if (!data || data.data.length === 0) {
    return (
      <Text ta="center" c="dimmed">
        {t('featured.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="featured-campaigns">
        {data.data.slice(0, FEATURED_COUNT).map((c) => (
          <CampaignCard key={c._id} campaign={c} descriptionLength={100} />
        ))}
      </SimpleGrid>
      <SeeAll />
    </Stack>
  );
}
