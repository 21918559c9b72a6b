import { Button, Group, Text } from '@mantine/core';
import { Modal } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import type { Comment } from 'api/types';
import { notifyError, notifySuccess } from '../common/notify';
import { useDeleteCommentMutation } from './comments-api';

interface DeleteCommentDialogProps {
  /** The comment to delete; the dialog is open while this is set. */
  comment: Comment | null;
  onClose: () => void;
  /** Called after the comment was deleted (its delete button no longer exists). */
  onDeleted?: () => void;
}

/** Confirmation before a comment is deleted. Keyboard usable; focus returns to the opener on cancel. */
export function DeleteCommentDialog({ comment, onClose, onDeleted }: DeleteCommentDialogProps) {
  const [deleteComment, { isLoading }] = useDeleteCommentMutation();

  async function confirm() {
    if (!comment) return;
    try {
      const answer = await deleteComment(comment._id).unwrap();
      notifySuccess(answer?.message || 'Comment deleted.');
      onClose();
      onDeleted?.();
    } catch (error) {
      notifyError(errorMessage(error, 'Could not delete the comment. Please try again.'));
      onClose();
    }
  }

  return (
    <Modal
      opened={comment !== null}
      onClose={isLoading ? () => undefined : onClose}
      title="Delete this comment?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        Are you sure you want to delete the comment by <strong>{comment?.name}</strong>? This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isLoading} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={isLoading}>
          Yes, delete
        </Button>
      </Group>
    </Modal>
  );
}
