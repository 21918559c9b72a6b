import { useState, type FormEvent } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAuth } from 'shared-auth';
import { notifyError, notifySuccess } from '../common/notify';
import { NS } from '../../i18n';
import { COMMENT_MAX_LENGTH, useCreateCommentMutation } from './comments-api';
import { validateComment, type CommentErrorKey } from './validate-comment';
import * as textStyles from '../common/text.module.css';

interface CommentFormProps {
  /** Called after a comment was posted (e.g. to scroll the wall to the top). */
  onPosted?: () => void;
}

/** The form to post a comment. The author is the signed-in account (the server takes it from the token). */
export function CommentForm({ onPosted }: CommentFormProps) {
  const { t } = useTranslation(NS.wall);
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [error, setError] = useState<CommentErrorKey | null>(null);
  const [createComment, { isLoading }] = useCreateCommentMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateComment(text);
    setError(problem);
    if (problem) return;
    try {
      const answer = await createComment({ comment: text.trim() }).unwrap();
      setText('');
      notifySuccess(answer?.message || t('form.posted'));
      onPosted?.();
    } catch (failure) {
      notifyError(errorMessage(failure, t('form.failed')));
    }
  }

  const nearLimit = text.length >= COMMENT_MAX_LENGTH * 0.9;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Textarea
        label={t('form.messageLabel')}
        placeholder={t('form.placeholder')}
        required
        autosize
        minRows={4}
        maxRows={10}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error ? t(error, { max: COMMENT_MAX_LENGTH }) : null}
        description={
          <Text
            component="span"
            size="xs"
            c={nearLimit ? undefined : 'dimmed'}
            className={nearLimit ? textStyles.warning : undefined}
            data-testid="comment-counter"
          >
            {t('form.counter', { length: text.length, max: COMMENT_MAX_LENGTH })}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        {user && (
          <Text size="xs" c="dimmed">
            {t('form.postingAs', { name: user.name })}
          </Text>
        )}
        <Button type="submit" loading={isLoading} leftSection={<IconSend size={16} aria-hidden />} ml="auto">
          {t('form.submit')}
        </Button>
      </Group>
    </form>
  );
}
