import { Container, Group, Pagination, SimpleGrid, Stack, Text, Title, Button } from '@mantine/core';
import { useDocumentTitle } from 'shared-auth';
import { usePublicCampaignsQuery } from './campaigns-api';
import { PAGE_SIZE, useCampaignFilters } from './use-campaign-filters';
import { CampaignFiltersBar } from './campaign-filters-bar';
import { CampaignCard } from './campaign-card';
import { CampaignGridSkeleton } from './campaign-grid-skeleton';
import { ErrorBlock } from '../common/query-state';
import '../common/form-styles';
import '@mantine/core/styles/Pagination.css';
import '../common/page-styles';

/** /donations: every campaign, searchable, filterable, 12 per page; the filters live in the URL. */
export default function CampaignsPage() {
  useDocumentTitle('Active Campaigns');
  const { filters, update } = useCampaignFilters();
  const { data, error, isLoading, isFetching, refetch } = usePublicCampaignsQuery({
    q: filters.q,
    category: filters.category,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  });
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(filters.q.trim() || filters.category);

  return (
    <Container size={1200} py="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Active Campaigns</Title>
          <Text c="dimmed" mt={4}>
            Choose a relief effort to support. Every taka goes to the campaign you pick.
          </Text>
        </div>
        <CampaignFiltersBar filters={filters} onChange={update} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? `${total} campaign${total === 1 ? '' : 's'}${filtered ? ' found' : ''}` : '\u00a0'}
        </Text>
        {isLoading ? (
          <CampaignGridSkeleton count={6} />
        ) : error ? (
          <ErrorBlock error={error} title="Could not load the campaigns" onRetry={refetch} />
        ) : data && data.data.length === 0 ? (
          <Stack align="center" py="xl" gap="sm">
            <Text fw={600}>
              {total > 0 ? `There is no page ${filters.page}.` : filtered ? 'No campaigns match your search.' : 'No campaigns yet.'}
            </Text>
            {total > 0 ? (
              <Button variant="light" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            ) : filtered && (
              <Button variant="light" onClick={() => update({ q: '', category: '', page: 1 })}>
                Clear filters
              </Button>
            )}
          </Stack>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={isFetching}
          >
            {data?.data.map((c, i) => (
              <CampaignCard key={c._id} campaign={c} descriptionLength={80} eagerImage={i < 3} headingLevel={2} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
