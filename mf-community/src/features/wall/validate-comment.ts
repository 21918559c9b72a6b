import { COMMENT_MAX_LENGTH } from './comments-api';

/** An error message for the comment field, or null when the comment may be sent. */
export function validateComment(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Please write a message before posting.';
  if (trimmed.length > COMMENT_MAX_LENGTH) return `A message can be at most ${COMMENT_MAX_LENGTH} characters.`;
  return null;
}
