import { Button, Group, Text } from '@mantine/core';
import { Modal } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import { notifyError, notifySuccess } from './notify';

/**
 * Asks before deleting one item of a list; on "Yes, delete" runs `remove` (an RTK Query mutation's
 * `unwrap()`), toasts the server's answer (or what went wrong) and closes. The list refreshes
 * through the mutation's cache tags.
 */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  question,
  describe,
  remove,
  busy,
  doneMessage,
  failedTitle,
  onClose,
}: {
  /** The item to delete; null when the dialog is closed. */
  item: T | null;
  title: string;
  question: string;
  /** What the dialog names the item by (its title, a person's name). */
  describe: (item: T) => string;
  remove: (item: T) => Promise<{ message?: string }>;
  busy: boolean;
  doneMessage: string;
  failedTitle: string;
  onClose: () => void;
}) {
  const confirm = async () => {
    if (item === null) return;
    try {
      const answer = await remove(item);
      notifySuccess(answer.message || doneMessage);
    } catch (error) {
      notifyError(errorMessage(error, 'Please try again.'), failedTitle);
    }
    onClose();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={item !== null} onClose={onClose} title={title} centered>
      <Text>{question}</Text>
      {item !== null ? (
        <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {describe(item)}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={confirm} loading={busy}>
          Yes, delete
        </Button>
      </Group>
    </Modal>
  );
}
