import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { commentColumns as c } from '../db/row-schemas.js';
import { Text } from '../lib/schemas.js';

/** A comments row as answered: id → `_id` and user_id → `userId` as text, created_at → `time`. */
export const CommentSchema = Type.Object({
  _id: Type.String(),
  userId: Type.String({ description: 'The author\'s user id (compare with the token\'s sub to offer "delete own").' }),
  name: c.name,
  comment: c.comment,
  time: c.createdAt,
});

/** POST /create-comments body: name/email may be sent by the spec's client; they are ignored (the author comes from the token). */
export const CreateCommentBody = Type.Object({ comment: Text(LIMITS.comment) });
