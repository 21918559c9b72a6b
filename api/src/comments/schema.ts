import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { Text } from '../lib/schemas.js';

export const CommentSchema = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  comment: Type.String(),
  time: Type.Number(),
});

/** name/email may be sent by the spec's client; they are ignored (the author comes from the token). */
export const CreateCommentBody = Type.Object({ comment: Text(LIMITS.comment) });
