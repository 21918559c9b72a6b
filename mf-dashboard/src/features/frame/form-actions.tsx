import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** A form's buttons: Cancel (when the form can be left) and the submit button, busy while saving. */
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation(NS.common);
  return (
    <Group justify="flex-end" mt="xs">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      ) : null}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
