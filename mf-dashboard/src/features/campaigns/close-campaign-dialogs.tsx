import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { ConfirmDialog } from '../frame/confirm-dialog';
import { today, type CampaignRow as Row } from './campaign-values';
import { useCloseCampaignMutation, useReopenCampaignMutation } from './campaigns-api';

/** Asks before closing a campaign to new gifts (its totals stay on its page). */
export function CloseCampaignDialog({ campaign, onClose }: { campaign: Row | null; onClose: () => void }) {
  const [close, { isLoading }] = useCloseCampaignMutation();
  return (
    <ConfirmDialog
      item={campaign}
      title="Close campaign"
      question="Close this campaign? It takes no new gifts from now on; what it raised stays on its page."
      describe={(c) => c.title}
      run={(c) => close(c._id).unwrap()}
      busy={isLoading}
      confirmLabel="Close campaign"
      color="red.9"
      doneMessage="Campaign closed."
      failedTitle="Could not close the campaign"
      onClose={onClose}
    />
  );
}

/** Asks before reopening a campaign; a new end date may go with it (needed when the old one has passed). */
export function ReopenCampaignDialog({ campaign, onClose }: { campaign: Row | null; onClose: () => void }) {
  const [reopen, { isLoading }] = useReopenCampaignMutation();
  const [endsOn, setEndsOn] = useState('');
  const done = () => {
    setEndsOn('');
    onClose();
  };
  const ended = campaign?.endsAt != null && campaign.endsAt <= Date.now();
  return (
    <ConfirmDialog
      item={campaign}
      title="Reopen campaign"
      question="Reopen this campaign? It takes gifts again."
      describe={(c) => c.title}
      run={(c) => reopen(endsOn ? { id: c._id, endsAt: endsOn } : { id: c._id }).unwrap()}
      busy={isLoading}
      confirmLabel="Reopen campaign"
      doneMessage="Campaign reopened."
      failedTitle="Could not reopen the campaign"
      onClose={done}
    >
      {ended ? (
        <Text size="sm" c="dimmed" mt="sm">
          Its end date has passed: choose a new one.
        </Text>
      ) : null}
      <TextInput
        mt="sm"
        type="date"
        label="New end date"
        description="Optional: the last day gifts are taken."
        min={today()}
        value={endsOn}
        onChange={(e) => setEndsOn(e.currentTarget.value)}
        maw={260}
      />
    </ConfirmDialog>
  );
}
