import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from '../frame/notify';
import { CampaignForm } from './campaign-form';
import { newCampaignBody } from './campaign-values';
import { useCreateCampaignMutation } from './campaigns-api';

/** Admins start a new campaign. The form clears after a success so the next one can follow. */
export function CreateCampaignPage() {
  const { t } = useTranslation(NS.campaigns);
  useDocumentTitle(t('create.title'));
  const [createCampaign, { isLoading }] = useCreateCampaignMutation();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>{t('create.title')}</Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <CampaignForm
          idPrefix="create-campaign"
          submitLabel={t('create.submit')}
          busy={isLoading}
          onSubmit={async (values) => {
            try {
              const answer = await createCampaign(newCampaignBody(values)).unwrap();
              notifySuccess(answer.message || t('create.done'));
              return true;
            } catch (error) {
              notifyError(errorMessage(error, t('create.failed')), t('create.failedTitle'));
              return false;
            }
          }}
        />
      </Paper>
    </Stack>
  );
}
