import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake, IconLock, IconShare } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { campaignsApi, type PublicCampaign } from './campaigns-api';
import { CampaignImage } from './campaign-image';
import { CampaignProgress } from './campaign-progress';
import { RecentDonors } from './recent-donors';
import { CampaignUpdates } from './campaign-updates';
import { isClosed } from './days-left';
import { DaysLeft } from './days-left-text';
import { ShareButton } from './share-button';
import { DETAIL_SIZES } from './sizes';
import { DonateNow } from '../donate/donate-now';
import { ErrorBlock } from '../common/query-state';
import { lastSegment } from '../common/prefetch';
import { prefetchQuery, usePrefetchedQuery } from 'shared-auth/prefetch';
import { isApiId } from 'shared-auth/routes';
import { useDocumentTitle, type AppDispatch } from 'shared-auth';
import { causeLabel, formatCount, formatTk, renderTags } from 'shared-auth/i18n';
import '../common/page-styles';

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}

function BackLink() {
  const { t } = useTranslation(NS.campaigns);
  return (
    <Anchor component={Link} to="/donations" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> {t('detail.back')}
      </Group>
    </Anchor>
  );
}

/** In place of Donate Now on a campaign that takes no more gifts. */
function ClosedNote() {
  const { t } = useTranslation(NS.campaigns);
  return (
    <Group gap="xs" wrap="nowrap" mt="xs" p="sm" role="note" style={{ borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-default-hover)' }}>
      <IconLock size={20} aria-hidden />
      <Text size="sm">
        {renderTags(t('detail.closedNote'), { closed: <b>{t('detail.closed')}</b> })}
      </Text>
    </Group>
  );
}

/**
 * The page's first query, started before its first render (shared-auth's lazyPage): the campaign of
 * the address; none at an address whose id is none the API can have (the page says "not found").
 */
export const prefetch = async (dispatch: AppDispatch) => {
  const id = lastSegment(window.location.pathname);
  if (isApiId(id)) await prefetchQuery(dispatch(campaignsApi.endpoints.publicCampaign.initiate(id)));
};

/** What an address whose id is none the API can have shows: not found (as the API's 404). */
const NO_SUCH_ID = { status: 404 } as const;

/**
 * The campaign of the address, asked for once (a failure of the prefetch is shown as it is:
 * shared-auth/prefetch). An id the API cannot have (/donations/abc) names no campaign: not found,
 * nothing asked.
 */
function useCampaign(donationId: string) {
  const valid = isApiId(donationId);
  const query = usePrefetchedQuery(campaignsApi.endpoints.publicCampaign, donationId, { skip: !valid });
  if (!valid) return { campaign: undefined, error: NO_SUCH_ID, isLoading: false, refetch: () => undefined };
  return { campaign: query.data, error: query.error, isLoading: query.isLoading, refetch: query.refetch };
}

/** /donations/:donationId: one campaign, its progress and Donate Now (or Closed), its updates. */
export default function CampaignDetailPage() {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  const { donationId = '' } = useParams();
  const { campaign, error, isLoading, refetch } = useCampaign(donationId);
  const [donating, setDonating] = useState(false);
  // As the heading shown below: "Campaign" while loading (and when it could not be loaded).
  let heading = t('detail.heading');
  if (!isLoading && !error && campaign) heading = campaign.title;
  else if (!isLoading && isNotFound(error)) heading = t('detail.notFound');
  useDocumentTitle(heading);

  if (isLoading) return <DetailLoading />;

  if (error || !campaign) {
    return (
      <Container size={1200} py="md" px={0}>
        <Stack gap="md" align="flex-start">
          <BackLink />
          {isNotFound(error) ? (
            <Paper withBorder p="xl" radius="md" w="100%">
              <Title order={1} fz="xl">
                {t('detail.notFound')}
              </Title>
              <Text c="dimmed" mt="xs">
                {t('detail.notFoundText')}
              </Text>
              <Button component={Link} to="/donations" mt="md" variant="light">
                {t('detail.seeAll')}
              </Button>
            </Paper>
          ) : (
            <ErrorBlock error={error} title={t('detail.loadError')} onRetry={refetch} />
          )}
        </Stack>
      </Container>
    );
  }

  return (
    <CampaignView
      campaign={campaign}
      actions={
        <>
          {/* A gift refused because the campaign closed meanwhile: the dialog stays to say so; Closed shows once it is shut. */}
          {isClosed(campaign) && !donating ? <ClosedNote /> : <DonateNow campaign={campaign} onOpenChange={setDonating} />}
          <ShareButton campaignId={campaign._id} title={campaign.title} />
        </>
      }
      updates={<CampaignUpdates campaignId={campaign._id} />}
    />
  );
}

/** The campaign's placeholders while it loads. */
function DetailLoading() {
  const { t } = useTranslation(NS.campaigns);
  return (
    <Container size={1200} py="md" px={0} role="status" aria-label={t('detail.loading')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
          <Skeleton style={{ aspectRatio: '16 / 10' }} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
          <Skeleton height={20} width="30%" />
          <Skeleton height={36} mt="md" />
          <Skeleton height={120} mt="md" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** A campaign as the page shows it: `actions` under its progress (Donate Now or Closed, Share), `updates` after its text. */
function CampaignView({ campaign, actions, updates, testId }: { campaign: PublicCampaign; actions: ReactNode; updates?: ReactNode; testId?: string }) {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  return (
    <Container size={1200} py="md" px={0} data-testid={testId}>
      <Stack gap="md">
        <BackLink />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
            <CampaignImage src={campaign.image} eager radius="var(--mantine-radius-md)" sizes={DETAIL_SIZES} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Badge variant="light" color="pink" size="lg">
                  {causeLabel(campaign.category)}
                </Badge>
                <DaysLeft campaign={campaign} />
              </Group>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {campaign.title}
              </Title>
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Text size="sm" c="dimmed">
                    {renderTags(t('detail.target'), { amount: <b>{formatTk(campaign.amount)}</b> })}
                  </Text>
                  <CampaignProgress raised={campaign.totalDonationAmount} target={campaign.amount} />
                  <Text size="sm" c="dimmed">
                    {t('detail.donations', { count: campaign.donorCount, number: formatCount(campaign.donorCount) })}
                  </Text>
                  {actions}
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
        <Title order={2} fz="xl" mt="md">
          {t('detail.about')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }} maw={800}>
          {campaign.description}
        </Text>
        {updates}
        <RecentDonors donors={campaign.donations} />
      </Stack>
    </Container>
  );
}

/**
 * The page as its first screen (scripts/first-screen.tsx): the `campaign` mf-public's server fetched
 * when it renders the screen live (server/render-screen.tsx), or its placeholders. Its buttons are
 * shown disabled: a tap on them would do nothing until the page's code has come (the page then
 * replaces the screen with working ones); its updates come with the page.
 */
export function CampaignDetailFirstScreen({ campaign }: { campaign?: PublicCampaign }) {
  const { t } = useTranslation(NS.campaigns);
  if (!campaign) return <DetailLoading />;
  return (
    <CampaignView
      campaign={campaign}
      testId="campaign-first-screen"
      actions={
        isClosed(campaign) ? (
          <ClosedNote />
        ) : (
          <>
            <Button size="md" color="pink" leftSection={<IconHeartHandshake size={20} aria-hidden />} mt="xs" disabled>
              {t('donateNow.button')}
            </Button>
            <Button variant="default" fullWidth leftSection={<IconShare size={18} aria-hidden />} disabled>
              {t('share.button')}
            </Button>
          </>
        )
      }
    />
  );
}
