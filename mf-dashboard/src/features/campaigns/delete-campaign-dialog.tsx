import { Button, Group, Text } from '@mantine/core';
import { Modal } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import type { Campaign } from 'api/types';
import { notifyError, notifySuccess } from '../frame/notify';
import { useDeleteCampaignMutation } from './campaigns-api';

/** Asks before deleting a campaign; closes on confirm or cancel. */
export function DeleteCampaignDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const [deleteCampaign, { isLoading }] = useDeleteCampaignMutation();

  const confirm = async () => {
    if (!campaign) return;
    try {
      const answer = await deleteCampaign(campaign._id).unwrap();
      notifySuccess(answer.message || 'Donation campaign deleted.');
    } catch (error) {
      notifyError(errorMessage(error, 'Please try again.'), 'Failed to delete donation.');
    }
    onClose();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={campaign !== null} onClose={onClose} title="Delete donation" centered>
      <Text>Are you sure you want to delete this donation?</Text>
      {campaign ? (
        <Text fw={600} mt="xs">
          {campaign.title}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isLoading} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={confirm} loading={isLoading}>
          Yes, delete
        </Button>
      </Group>
    </Modal>
  );
}
