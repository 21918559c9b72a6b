import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { ErrorState, LoadingState } from '../frame/page-states';
import { CampaignForm } from './campaign-form';
import { valuesOf } from './campaign-values';
import { useDashboardCampaignQuery } from './campaigns-api';
import { useSaveCampaignEdit } from './use-save-campaign-edit';

/** The page version of the campaign editor: sends all five fields, then back to the list. */
export function EditCampaignPage() {
  const { t } = useTranslation(NS.campaigns);
  useDocumentTitle(t('edit.title'));
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: campaign, isLoading, error, refetch } = useDashboardCampaignQuery(id, { refetchOnMountOrArgChange: true });
  const { save, saving } = useSaveCampaignEdit();

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/dashboard/donations" size="sm">
        {t('backToAll')}
      </Anchor>
      <Title order={2}>{t('edit.title')}</Title>
      {isLoading ? <LoadingState label={t('edit.loading')} /> : null}
      {error ? <ErrorState error={error} title={t('edit.loadFailed')} onRetry={refetch} /> : null}
      {campaign ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <CampaignForm
            key={campaign._id}
            idPrefix="edit-campaign"
            initial={valuesOf(campaign)}
            submitLabel={t('edit.submit')}
            busy={saving}
            onCancel={() => navigate('/dashboard/donations')}
            onSubmit={(values) => save(campaign._id, values, valuesOf(campaign), () => navigate('/dashboard/donations'))}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
