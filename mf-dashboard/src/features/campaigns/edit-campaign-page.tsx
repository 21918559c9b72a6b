import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { ErrorState, LoadingState } from '../frame/page-states';
import { CampaignForm } from './campaign-form';
import { campaignBody, valuesOf } from './campaign-values';
import { useDashboardCampaignQuery, useEditCampaignMutation } from './campaigns-api';

/** The page version of the campaign editor: sends all five fields, then back to the list. */
export function EditCampaignPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: campaign, isLoading, error, refetch } = useDashboardCampaignQuery(id, { refetchOnMountOrArgChange: true });
  const [editCampaign, { isLoading: saving }] = useEditCampaignMutation();

  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/dashboard/donations" size="sm">
        ← Back to all donations
      </Anchor>
      <Title order={2}>Edit Donation</Title>
      {isLoading ? <LoadingState label="Loading the donation..." /> : null}
      {error ? <ErrorState error={error} title="Could not load this donation" onRetry={refetch} /> : null}
      {campaign ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <CampaignForm
            key={campaign._id}
            idPrefix="edit-campaign"
            initial={valuesOf(campaign)}
            submitLabel="Update Donation"
            busy={saving}
            onCancel={() => navigate('/dashboard/donations')}
            onSubmit={async (values) => {
              try {
                const answer = await editCampaign({ id: campaign._id, body: campaignBody(values) }).unwrap();
                notifySuccess(answer.message || 'Donation campaign updated.');
                navigate('/dashboard/donations');
              } catch (err) {
                notifyError(errorMessage(err, 'The changes could not be saved.'), 'Could not update the donation');
              }
            }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
