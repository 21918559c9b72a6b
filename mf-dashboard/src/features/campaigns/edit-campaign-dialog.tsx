import { Anchor, Modal, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { errorMessage, type Campaign } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { CampaignForm } from './campaign-form';
import { campaignBody, valuesOf } from './campaign-values';
import { useEditCampaignMutation } from './campaigns-api';

/** Edit a campaign in a dialog; it closes on save or cancel (focus returns to the Edit button). */
export function EditCampaignDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const [editCampaign, { isLoading }] = useEditCampaignMutation();
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={campaign !== null} onClose={onClose} title="Edit Donation" size="lg" centered>
      {campaign ? (
        <>
          <CampaignForm
            key={campaign._id}
            idPrefix="edit-campaign-dialog"
            initial={valuesOf(campaign)}
            submitLabel="Save changes"
            busy={isLoading}
            onCancel={onClose}
            onSubmit={async (values) => {
              try {
                const answer = await editCampaign({ id: campaign._id, body: campaignBody(values) }).unwrap();
                notifySuccess(answer.message || 'Donation campaign updated.');
                onClose();
              } catch (error) {
                notifyError(errorMessage(error, 'The changes could not be saved.'), 'Could not update the donation');
              }
            }}
          />
          <Text size="sm" mt="md" c="dimmed">
            Prefer a full page?{' '}
            <Anchor component={Link} to={`/dashboard/donations/edit/${campaign._id}`} size="sm" underline="always">
              Open the edit page
            </Anchor>
          </Text>
        </>
      ) : null}
    </Modal>
  );
}
