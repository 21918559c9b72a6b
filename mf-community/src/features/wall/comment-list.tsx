import { useRef, useState, type RefObject } from 'react';
import { Alert, Box, Button, EmptyState, Paper } from '@mantine/core';
import { IconAlertCircle, IconMessageHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAuth } from 'shared-auth';
import type { Comment } from 'api/types';
import { NS } from '../../i18n';
import { canDeleteComment } from './can-delete-comment';
import { CommentItem } from './comment-item';
import { useGetCommentsQuery } from './comments-api';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { LoadingComments } from './loading-comments';
import { useShowNewest } from './use-show-newest';
import { useNow } from './use-now';

export const WALL_HEIGHT = 400;

interface CommentListProps {
  scrollRef?: RefObject<HTMLDivElement | null>;
  /** When this changes (a comment was posted), the next list shown is scrolled to its newest
   *  comment and the wall brought into view. */
  showNewestKey?: number;
}

/** The wall: a scrolling list of comments, newest first, 400 px high. */
export function CommentList({ scrollRef, showNewestKey = 0 }: CommentListProps) {
  const { t } = useTranslation([NS.wall, NS.common]);
  const ownRef = useRef<HTMLDivElement>(null);
  const wallRef = scrollRef ?? ownRef;
  const { user } = useAuth();
  const now = useNow();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetCommentsQuery();
  const [pending, setPending] = useState<Comment | null>(null);
  useShowNewest(wallRef, showNewestKey, data);

  let content;
  if (isLoading) {
    content = <LoadingComments />;
  } else if (isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('list.errorTitle')} m="md">
        {errorMessage(error, t('list.errorFallback'))}
        <Box mt="sm">
          <Button size="xs" variant="light" color="red" onClick={() => refetch()} loading={isFetching}>
            {t('community-common:tryAgain')}
          </Button>
        </Box>
      </Alert>
    );
  } else if (!data || data.length === 0) {
    content = (
      <EmptyState
        h="100%"
        p="md"
        icon={<IconMessageHeart size={32} aria-hidden />}
        withIndicatorBackground
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
      />
    );
  } else {
    content = (
      <Box component="ul" m={0} px="md" style={{ listStyle: 'none' }} aria-label={t('list.label')}>
        {data.map((comment, index) => (
          <CommentItem
            key={comment._id}
            divided={index > 0}
            comment={comment}
            now={now}
            canDelete={canDeleteComment(comment, user)}
            onDelete={setPending}
          />
        ))}
      </Box>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Box
        ref={wallRef}
        h={WALL_HEIGHT}
        // scrollMarginTop: clear of the shell's sticky navbar when scrolled into view.
        style={{ overflowY: 'auto', display: 'flex', flexDirection: 'column', scrollMarginTop: 88 }}
        tabIndex={0}
        role="region"
        aria-label={t('list.region')}
        data-testid="comment-wall"
      >
        {content}
      </Box>
      <DeleteCommentDialog
        comment={pending}
        onClose={() => setPending(null)}
        onDeleted={() => wallRef.current?.focus()}
      />
    </Paper>
  );
}
