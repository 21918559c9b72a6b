import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import { renderTags } from 'shared-auth/i18n';
import type { Comment } from 'api/types';
import { NS } from '../../i18n';
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
  const { t } = useTranslation(NS.wall);
  const [deleteComment, { isLoading }] = useDeleteCommentMutation();

  async function confirm() {
    if (!comment) return;
    try {
      const answer = await deleteComment(comment._id).unwrap();
      notifySuccess(answer?.message || t('dialog.deleted'));
      onClose();
      onDeleted?.();
    } catch (error) {
      notifyError(errorMessage(error, t('dialog.failed')));
      onClose();
    }
  }

  return (
    <Modal
      opened={comment !== null}
      onClose={isLoading ? () => undefined : onClose}
      title={t('dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Text size="sm">
        {renderTags(t('dialog.text'), { name: <strong>{comment?.name}</strong> })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isLoading} data-autofocus>
          {t('dialog.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={isLoading}>
          {t('dialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
