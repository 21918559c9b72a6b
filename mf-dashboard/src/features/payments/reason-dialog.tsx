import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from 'api/rules';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from 'shared-auth/overlays';
import { Textarea } from 'shared-auth/forms';

export const REASON_MAX = LIMITS.reason;

/** Why a typed reason cannot be sent, or undefined when it can. */
export function reasonError(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return 'Give a reason';
  if (text.length > REASON_MAX) return `The reason can be at most ${REASON_MAX} characters (it has ${text.length})`;
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
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {describe}
          </Text>
          <Textarea
            label="Reason"
            description={`Kept with the gift and in the audit log. ${reason.trim().length}/${REASON_MAX} characters.`}
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
              Cancel
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
