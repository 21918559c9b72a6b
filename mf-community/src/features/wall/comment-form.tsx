import { useState, type FormEvent } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import { IconSend } from '@tabler/icons-react';
import { errorMessage, useAuth } from 'shared-auth';
import { notifyError, notifySuccess } from '../common/notify';
import { COMMENT_MAX_LENGTH, useCreateCommentMutation } from './comments-api';
import { validateComment } from './validate-comment';
import * as textStyles from '../common/text.module.css';

interface CommentFormProps {
  /** Called after a comment was posted (e.g. to scroll the wall to the top). */
  onPosted?: () => void;
}

/** The form to post a comment. The author is the signed-in account (the server takes it from the token). */
export function CommentForm({ onPosted }: CommentFormProps) {
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createComment, { isLoading }] = useCreateCommentMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateComment(text);
    setError(problem);
    if (problem) return;
    try {
      const answer = await createComment({ comment: text.trim() }).unwrap();
      setText('');
      notifySuccess(answer?.message || 'Thank you! Your message is on the wall.');
      onPosted?.();
    } catch (failure) {
      notifyError(errorMessage(failure, 'Could not post your message. Please try again.'));
    }
  }

  const nearLimit = text.length >= COMMENT_MAX_LENGTH * 0.9;
  return (
    <form onSubmit={submit} noValidate aria-label="Post a message">
      <Textarea
        label="Your message"
        placeholder="Say thank you to the volunteers, donors and relief teams…"
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
        error={error}
        description={
          <Text
            component="span"
            size="xs"
            c={nearLimit ? undefined : 'dimmed'}
            className={nearLimit ? textStyles.warning : undefined}
            data-testid="comment-counter"
          >
            {text.length} / {COMMENT_MAX_LENGTH} characters
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        {user && (
          <Text size="xs" c="dimmed">
            Posting as {user.name}
          </Text>
        )}
        <Button type="submit" loading={isLoading} leftSection={<IconSend size={16} aria-hidden />} ml="auto">
          Post message
        </Button>
      </Group>
    </form>
  );
}
