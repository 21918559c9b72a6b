import { Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage, useDocumentTitle } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { CampaignForm } from './campaign-form';
import { newCampaignBody } from './campaign-values';
import { useCreateCampaignMutation } from './campaigns-api';

/** Admins start a new campaign. The form clears after a success so the next one can follow. */
export function CreateCampaignPage() {
  useDocumentTitle('Create a New Donation');
  const [createCampaign, { isLoading }] = useCreateCampaignMutation();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>Create a New Donation</Title>
        <Text c="dimmed">Start a campaign that people can donate to.</Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <CampaignForm
          idPrefix="create-campaign"
          submitLabel="Create Donation"
          busy={isLoading}
          onSubmit={async (values) => {
            try {
              const answer = await createCampaign(newCampaignBody(values)).unwrap();
              notifySuccess(answer.message || 'Donation campaign created.');
              return true;
            } catch (error) {
              notifyError(errorMessage(error, 'The donation campaign could not be created.'), 'Could not create the donation');
              return false;
            }
          }}
        />
      </Paper>
    </Stack>
  );
}
