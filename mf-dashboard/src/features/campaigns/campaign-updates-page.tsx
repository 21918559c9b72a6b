import { Anchor, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiOrigin, assetUrl, useDocumentTitle } from 'shared-auth';
import { formatDate } from 'shared-auth/i18n';
import { uploadSrcSet } from 'api/uploads';
import { NS } from '../../i18n';
import { ErrorState, LoadingState } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { statusText } from './campaign-status';
import { useDashboardCampaignQuery } from './campaigns-api';
import { PostUpdateForm } from './post-update-form';
import { useDashboardCampaignUpdatesQuery, type CampaignUpdate } from './updates-api';

/** Updates per page. */
export const UPDATES_PAGE_SIZE = 10;

/** An uploaded picture at its stored widths (the API answers it absolute, on its own origin); null for another image. */
function srcSetOf(image: string): string | null {
  const origin = apiOrigin();
  return uploadSrcSet(origin && image.startsWith(`${origin}/assets/`) ? image.slice(origin.length) : image, assetUrl);
}

function UpdateItem({ update }: { update: CampaignUpdate }) {
  const srcSet = update.image ? srcSetOf(update.image) : null;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" component="time" dateTime={new Date(update.createdAt).toISOString()}>
        {formatDate(update.createdAt, 'dateTime')}
      </Text>
      <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {update.body}
      </Text>
      {update.image ? (
        <img src={assetUrl(update.image)} {...(srcSet ? { srcSet, sizes: '(max-width: 48em) calc(100vw - 64px), 320px' } : {})} alt="" width={320} height={200} loading="lazy" style={{ display: 'block', marginTop: 8, maxWidth: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: 6 }} />
      ) : null}
    </Card>
  );
}

/** /dashboard/donations/{id}/updates: post an update to a campaign and see those posted, newest first. */
export function CampaignUpdatesPage() {
  const { t } = useTranslation(NS.campaigns);
  const { id = '' } = useParams();
  const campaign = useDashboardCampaignQuery(id);
  const paging = usePaging(UPDATES_PAGE_SIZE);
  const updates = useDashboardCampaignUpdatesQuery({ id, ...paging.args });
  const title = campaign.data ? t('updates.pageTitleOf', { title: campaign.data.title }) : t('updates.pageTitle');
  useDocumentTitle(title);

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/dashboard/donations" size="sm">
        {t('backToAll')}
      </Anchor>
      <div>
        <Title order={2}>{title}</Title>
        {campaign.data ? (
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {statusText(campaign.data)} ·
            </Text>
            <Anchor component={Link} to={`/donations/${id}`} size="sm">
              {t('updates.seePublicPage')}
            </Anchor>
          </Group>
        ) : null}
      </div>
      {campaign.error ? <ErrorState error={campaign.error} title={t('updates.loadFailed')} onRetry={campaign.refetch} /> : null}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Title order={3} fz="lg" mb="sm">
          {t('updates.postHeading')}
        </Title>
        <PostUpdateForm campaignId={id} />
      </Paper>
      <Title order={3} fz="lg">
        {t('updates.postedHeading')}
      </Title>
      {updates.isLoading ? <LoadingState label={t('updates.loading')} /> : null}
      {updates.error ? <ErrorState error={updates.error} title={t('updates.loadUpdatesFailed')} onRetry={updates.refetch} /> : null}
      {updates.data && updates.data.rows.length === 0 ? <Text c="dimmed">{t('updates.none')}</Text> : null}
      {updates.data && updates.data.rows.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('updates.postedHeading')} aria-busy={updates.isFetching || undefined}>
          {updates.data.rows.map((u) => (
            <UpdateItem key={u.id} update={u} />
          ))}
        </Stack>
      ) : null}
      <ListPaging paging={paging} total={updates.data?.total} noun={(count) => t('updates.pagingNoun', { count })} />
    </Stack>
  );
}
