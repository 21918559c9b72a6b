import { ActionIcon, Avatar, Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Comment } from 'api/types';
import { NS } from '../../i18n';
import { formatExactTime, formatRelativeTime } from './relative-time';

/** Initials in the ordinary text colour on the tinted background: readable in both schemes. */
const INITIALS_STYLES = { placeholder: { color: 'var(--mantine-color-text)' } };

interface CommentItemProps {
  comment: Comment;
  now: number;
  canDelete: boolean;
  onDelete: (comment: Comment) => void;
  /** Draw a separator above this item. */
  divided?: boolean;
}

/** One comment on the wall. The text is rendered as text: markup in it is shown, never run. */
export function CommentItem({ comment, now, canDelete, onDelete, divided }: CommentItemProps) {
  const { t } = useTranslation(NS.wall);
  const exact = formatExactTime(comment.time);
  const iso = Number.isFinite(comment.time) ? new Date(comment.time).toISOString() : undefined;
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="sm"
      data-testid="comment"
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Avatar name={comment.name} color="initials" styles={INITIALS_STYLES} radius="xl" aria-hidden />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {comment.name}
          </Text>
          {/* The exact time: a native tooltip (title) on hover, and read out after the relative
              time by screen readers (no Mantine Tooltip: it pulls floating-ui into the shared code). */}
          <Text component="span" size="xs" c="dimmed">
            <time dateTime={iso} title={exact || undefined}>
              {formatRelativeTime(t, comment.time, now)}
            </time>
            {exact && <VisuallyHidden>{` (${exact})`}</VisuallyHidden>}
          </Text>
        </Group>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-text">
          {comment.comment}
        </Text>
      </Box>
      {canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('item.delete', { name: comment.name })}
          title={t('item.deleteTitle')}
          onClick={() => onDelete(comment)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
