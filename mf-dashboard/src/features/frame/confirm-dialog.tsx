import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from './notify';

export interface ConfirmDialogProps<T> {
  /** The item the action is about; null when the dialog is closed. */
  item: T | null;
  title: string;
  question: string;
  /** What the dialog names the item by (its title, a person's name). */
  describe: (item: T) => string;
  /** Runs the change (an RTK Query mutation's `unwrap()`); its message is toasted. */
  run: (item: T) => Promise<{ message?: string }>;
  busy: boolean;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be undone. */
  color?: string;
  doneMessage: string;
  failedTitle: string;
  onClose: () => void;
  /** More to show or ask between the question and the buttons. */
  children?: ReactNode;
}

/**
 * Asks before a change to one item of a list; on confirm runs `run`, toasts the server's answer
 * (or what went wrong) and closes. The list refreshes through the mutation's cache tags.
 */
export function ConfirmDialog<T>({
  item,
  title,
  question,
  describe,
  run,
  busy,
  confirmLabel,
  color,
  doneMessage,
  failedTitle,
  onClose,
  children,
}: ConfirmDialogProps<T>) {
  const { t } = useTranslation(NS.common);
  const confirm = async () => {
    if (item === null) return;
    try {
      const answer = await run(item);
      notifySuccess(answer.message || doneMessage);
    } catch (error) {
      notifyError(errorMessage(error, t('pleaseTryAgain')), failedTitle);
    }
    onClose();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('close') }} opened={item !== null} onClose={onClose} title={title} centered>
      <Text>{question}</Text>
      {item !== null ? (
        <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {describe(item)}
        </Text>
      ) : null}
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color={color} onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
