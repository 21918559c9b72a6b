import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from 'api/rules';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n, formatCount } from 'shared-auth/i18n';
import { Modal } from 'shared-auth/overlays';
import { Textarea } from 'shared-auth/forms';
import { NS } from '../../i18n';

export const REASON_MAX = LIMITS.reason;

/** Why a typed reason cannot be sent, or undefined when it can. */
export function reasonError(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return i18n.t('reason.required', { ns: NS.payments });
  if (text.length > REASON_MAX) return i18n.t('reason.tooLong', { ns: NS.payments, max: formatCount(REASON_MAX), length: formatCount(text.length) });
  return undefined;
}

/**
 * Asks for the reason of a rejection (required, at most 500 characters). `onSubmit` resolves true
 * when done (the dialog then closes), false to keep it open (the call failed and said why).
 */
export function ReasonDialog({
  opened,
  title,
  describe,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What is being rejected, in words (e.g. "RLF-12, Tk 500 from Karim"). */
  describe: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation([NS.payments, NS.common]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(undefined);
    }
  }, [opened]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reasonError(reason);
    setError(found);
    if (found) return;
    if (await onSubmit(reason.trim())) onClose();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('dashboard-common:close') }} opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {describe}
          </Text>
          <Textarea
            label={t('reason.label')}
            description={t('reason.description', { used: formatCount(reason.trim().length), max: formatCount(REASON_MAX) })}
            required
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (error) setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('dashboard-common:cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
