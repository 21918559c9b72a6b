import { Container, Group, Pagination, SimpleGrid, Stack, Text, Title, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle, type AppDispatch } from 'shared-auth';
import { useAfterFirstPaint } from 'shared-auth/after-paint';
import { formatCount } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { campaignsApi, type ListedCampaign } from './campaigns-api';
import { PAGE_SIZE, readFilters, useCampaignFilters, type CampaignFilters } from './use-campaign-filters';
import { CampaignFiltersBar, categoryOptions, FiltersView } from './campaign-filters-bar';
import { CampaignCard } from './campaign-card';
import { CampaignGridSkeleton } from './campaign-grid-skeleton';
import { ErrorBlock } from '../common/query-state';
import { prefetchQuery, usePrefetchedQuery } from 'shared-auth/prefetch';
import '../common/form-styles';
import '@mantine/core/styles/Pagination.css';
import '../common/page-styles';

/** Cards in the page's first render (a row on a wide screen, more than a phone's screen); the rest follow right after its paint. */
export const FIRST_PAINT_CARDS = 3;

/** The list the filters ask for (the page's query, and its prefetch: the same cache entry). */
const listQuery = (filters: CampaignFilters) => ({ q: filters.q, category: filters.category, limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE });

/**
 * The page's first query, started before its first render (shared-auth's lazyPage): the list the
 * address asks for, so the first render shows the cards rather than their skeleton.
 */
export const prefetch = (dispatch: AppDispatch) =>
  prefetchQuery(dispatch(campaignsApi.endpoints.publicCampaigns.initiate(listQuery(readFilters(new URLSearchParams(window.location.search))))));

/** /donations: every campaign, searchable, filterable, 12 per page; the filters live in the URL. */
export default function CampaignsPage() {
  const { t } = useTranslation(NS.campaigns);
  useDocumentTitle(t('list.title'));
  const { filters, update } = useCampaignFilters();
  const painted = useAfterFirstPaint();
  const { data, error, isLoading, isFetching, refetch } = usePrefetchedQuery(campaignsApi.endpoints.publicCampaigns, listQuery(filters));
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(filters.q.trim() || filters.category);
  const pageControls = { first: t('list.firstPageControl'), previous: t('list.previousPage'), next: t('list.nextPage'), last: t('list.lastPage') };

  return (
    <Container size={1200} py="md" px={0}>
      <Stack gap="lg">
        <ListHead />
        <CampaignFiltersBar filters={filters} onChange={update} />
        <CountLine total={data ? total : undefined} filtered={filtered} />
        {isLoading ? (
          <CampaignGridSkeleton count={6} />
        ) : error ? (
          <ErrorBlock error={error} title={t('list.loadError')} onRetry={refetch} />
        ) : data && data.data.length === 0 ? (
          <Stack align="center" py="xl" gap="sm">
            <Text fw={600}>
              {total > 0 ? t('list.noPage', { page: formatCount(filters.page) }) : filtered ? t('list.noMatch') : t('list.none')}
            </Text>
            {total > 0 ? (
              <Button variant="light" onClick={() => update({ page: 1 })}>
                {t('list.firstPage')}
              </Button>
            ) : filtered && (
              <Button variant="light" onClick={() => update({ q: '', category: '', page: 1 })}>
                {t('list.clearFilters')}
              </Button>
            )}
          </Stack>
        ) : (
          <CardGrid campaigns={data?.data.slice(0, painted ? undefined : FIRST_PAINT_CARDS) ?? []} busy={isFetching} />
        )}
        {/* With all the cards (it would move down under the first paint's row otherwise). */}
        {pages > 1 && painted && (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              getControlProps={(control) => ({ 'aria-label': pageControls[control] })}
              // The number in the page's digits (১, ২, ৩ in Bangla), shown and named alike (WCAG 2.5.3).
              getItemProps={(page) => ({ children: formatCount(page), 'aria-label': t('list.page', { page: formatCount(page) }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}

function ListHead() {
  const { t } = useTranslation(NS.campaigns);
  return (
    <div>
      <Title order={1}>{t('list.title')}</Title>
      <Text c="dimmed" mt={4}>
        {t('list.intro')}
      </Text>
    </div>
  );
}

/** How many campaigns there are (or were found); a blank line of the same height before the answer. */
function CountLine({ total, filtered }: { total?: number; filtered: boolean }) {
  const { t } = useTranslation(NS.campaigns);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total === undefined ? '\u00a0' : t(filtered ? 'list.found' : 'list.count', { count: total, number: formatCount(total) })}
    </Text>
  );
}

function CardGrid({ campaigns, busy = false, testId }: { campaigns: ListedCampaign[]; busy?: boolean; testId?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={busy} data-testid={testId}>
      {campaigns.map((c, i) => (
        <CampaignCard key={c._id} campaign={c} descriptionLength={80} eagerImage={i < 3} headingLevel={2} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The list as its first screen (scripts/first-screen.tsx), drawn like the page's first render: the
 * heading, the filters as they open, the count and the first row of cards, from the `list`
 * mf-public's server fetched when it renders the screen live (server/render-screen.tsx), or the
 * cards' placeholders in the static screen written at build time. Only for the address without
 * filters (prerender.json's `search`): the page replaces it once it renders.
 */
export function CampaignsFirstScreen({ list }: { list?: { data: ListedCampaign[]; total: number } }) {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  return (
    <Container size={1200} py="md" px={0}>
      <Stack gap="lg">
        <ListHead />
        <FiltersView text="" category="" options={categoryOptions(t, [], '')} />
        <CountLine total={list?.total} filtered={false} />
        {!list ? (
          <CampaignGridSkeleton count={6} />
        ) : list.data.length === 0 ? (
          <Stack align="center" py="xl" gap="sm">
            <Text fw={600}>{t('list.none')}</Text>
          </Stack>
        ) : (
          // Its own test id: the page's grid (without one) is the sign the page's code runs.
          <CardGrid campaigns={list.data.slice(0, FIRST_PAINT_CARDS)} testId="campaigns-first-screen" />
        )}
      </Stack>
    </Container>
  );
}
