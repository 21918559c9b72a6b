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

/** The first six campaigns, descriptions cut at 100 characters. */
export function FeaturedCampaigns() {
  const { t } = useTranslation(NS.landing);
  const { data, error, isLoading, refetch } = usePublicCampaignsQuery({ limit: FEATURED_COUNT, offset: 0 });
  return (
    <Container component="section" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="featured-title">
      <SectionHeading id="featured-title" title={t('featured.title')} subtitle={t('featured.subtitle')} />
      {isLoading ? (
        <CampaignGridSkeleton count={3} />
      ) : error ? (
        <ErrorBlock error={error} title={t('featured.loadError')} onRetry={refetch} />
      ) : !data || data.data.length === 0 ? (
        <Text ta="center" c="dimmed">
          {t('featured.none')}
        </Text>
      ) : (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="featured-campaigns">
            {data.data.slice(0, FEATURED_COUNT).map((c) => (
              <CampaignCard key={c._id} campaign={c} descriptionLength={100} />
            ))}
          </SimpleGrid>
          <Button component={Link} to="/donations" variant="outline" style={{ alignSelf: 'center' }}>
            {t('featured.seeAll')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
