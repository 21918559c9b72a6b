import { COMMENT_MAX_LENGTH } from './comments-api';

/** What can be wrong with a comment: keys of the wall's strings (`max` is COMMENT_MAX_LENGTH). */
export type CommentErrorKey = 'errors.empty' | 'errors.tooLong';

/** The key of the comment field's error (shown through t(key, { max })), or null when the comment may be sent. */
export function validateComment(text: string): CommentErrorKey | null {
  const trimmed = text.trim();
  if (!trimmed) return 'errors.empty';
  if (trimmed.length > COMMENT_MAX_LENGTH) return 'errors.tooLong';
  return null;
}
