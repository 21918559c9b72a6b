import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { ConfirmDialog } from '../frame/confirm-dialog';
import { DateField } from '../frame/date-field';
import { today, type CampaignRow as Row } from './campaign-values';
import { useCloseCampaignMutation, useReopenCampaignMutation } from './campaigns-api';

/** Asks before closing a campaign to new gifts (its totals stay on its page). */
export function CloseCampaignDialog({ campaign, onClose }: { campaign: Row | null; onClose: () => void }) {
  const { t } = useTranslation(NS.campaigns);
  const [close, { isLoading }] = useCloseCampaignMutation();
  return (
    <ConfirmDialog
      item={campaign}
      title={t('closeDialog.title')}
      question={t('closeDialog.question')}
      describe={(c) => c.title}
      run={(c) => close(c._id).unwrap()}
      busy={isLoading}
      confirmLabel={t('closeDialog.confirm')}
      color="red.9"
      doneMessage={t('closeDialog.done')}
      failedTitle={t('closeDialog.failed')}
      onClose={onClose}
    />
  );
}

/** Asks before reopening a campaign; a new end date may go with it (needed when the old one has passed). */
export function ReopenCampaignDialog({ campaign, onClose }: { campaign: Row | null; onClose: () => void }) {
  const { t } = useTranslation(NS.campaigns);
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
      title={t('reopenDialog.title')}
      question={t('reopenDialog.question')}
      describe={(c) => c.title}
      run={(c) => reopen(endsOn ? { id: c._id, endsAt: endsOn } : { id: c._id }).unwrap()}
      busy={isLoading}
      confirmLabel={t('reopenDialog.confirm')}
      doneMessage={t('reopenDialog.done')}
      failedTitle={t('reopenDialog.failed')}
      onClose={done}
    >
      {ended ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('reopenDialog.ended')}
        </Text>
      ) : null}
      <DateField
        mt="sm"
        label={t('reopenDialog.endsOnLabel')}
        description={t('reopenDialog.endsOnDescription')}
        min={today()}
        value={endsOn}
        onChange={(e) => setEndsOn(e.currentTarget.value)}
        maw={260}
      />
    </ConfirmDialog>
  );
}
