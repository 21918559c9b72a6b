import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { usePublicCampaignUpdatesQuery, type CampaignUpdate } from './campaigns-api';
import { CampaignImage } from './campaign-image';

/** Updates shown at first, and how many more each "Show more" adds. */
export const UPDATES_SHOWN = 5;
/** An update's picture: the column's width on a phone, at most 600 px beside. */
const UPDATE_IMAGE_SIZES = '(max-width: 48em) calc(100vw - 64px), 600px';

function UpdateItem({ update }: { update: CampaignUpdate }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" component="time" dateTime={new Date(update.createdAt).toISOString()}>
        {formatDate(update.createdAt, 'long')}
      </Text>
      <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {update.body}
      </Text>
      {update.image ? (
        <div style={{ marginTop: 12, maxWidth: 600 }}>
          <CampaignImage src={update.image} radius="var(--mantine-radius-sm)" sizes={UPDATE_IMAGE_SIZES} />
        </div>
      ) : null}
    </Paper>
  );
}

/** A campaign's updates from its organisers, newest first; nothing while there are none. */
export function CampaignUpdates({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation(NS.campaigns);
  const [limit, setLimit] = useState(UPDATES_SHOWN);
  const { data, isFetching } = usePublicCampaignUpdatesQuery({ id: campaignId, limit });
  if (!data || data.data.length === 0) return null;
  const more = data.total - data.data.length;
  const next = Math.min(more, 2 * UPDATES_SHOWN);
  return (
    <Stack gap="sm" maw={800} component="section" aria-labelledby="updates-title">
      <Title order={2} fz="xl" id="updates-title">
        {t('updates.title')}
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="campaign-updates">
        {data.data.map((u) => (
          <UpdateItem key={u.id} update={u} />
        ))}
      </Stack>
      {more > 0 ? (
        <Button variant="light" loading={isFetching} onClick={() => setLimit((n) => n + 2 * UPDATES_SHOWN)} style={{ alignSelf: 'flex-start' }}>
          {t('updates.more', { count: next, number: formatCount(next) })}
        </Button>
      ) : null}
    </Stack>
  );
}
