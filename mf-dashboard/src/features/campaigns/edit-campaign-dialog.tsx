import { Anchor, Text } from '@mantine/core';
import { Modal } from 'shared-auth/overlays';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { CampaignSummary } from 'api/types';
import { CampaignForm } from './campaign-form';
import { valuesOf } from './campaign-values';
import { useSaveCampaignEdit } from './use-save-campaign-edit';

/** Edit a campaign in a dialog; it closes on save or cancel (focus returns to the Edit button). */
export function EditCampaignDialog({ campaign, onClose }: { campaign: CampaignSummary | null; onClose: () => void }) {
  const { t } = useTranslation(NS.campaigns);
  const { save, saving } = useSaveCampaignEdit();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('close') }} opened={campaign !== null} onClose={onClose} title={t('edit.title')} size="lg" centered>
      {campaign ? (
        <>
          <CampaignForm
            key={campaign._id}
            idPrefix="edit-campaign-dialog"
            initial={valuesOf(campaign)}
            submitLabel={t('edit.saveChanges')}
            busy={saving}
            onCancel={onClose}
            onSubmit={(values) => save(campaign._id, values, valuesOf(campaign), onClose)}
          />
          <Text size="sm" mt="md" c="dimmed">
            {t('edit.preferPage')}{' '}
            <Anchor component={Link} to={`/dashboard/donations/edit/${campaign._id}`} size="sm" underline="always">
              {t('edit.openPage')}
            </Anchor>
          </Text>
        </>
      ) : null}
    </Modal>
  );
}
