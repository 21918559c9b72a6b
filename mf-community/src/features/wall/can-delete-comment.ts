import type { AuthUser } from 'shared-auth';
import type { Comment } from 'api/types';

/** Admins may delete any comment; a signed-in person may delete their own. */
export function canDeleteComment(comment: Pick<Comment, 'userId'>, user: Pick<AuthUser, 'sub' | 'role'> | null): boolean {
  if (!user) return false;
  return user.role === 'admin' || comment.userId === user.sub;
}
