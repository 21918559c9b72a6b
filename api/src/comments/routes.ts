import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound } from '../lib/errors.js';
import { errorResponses, IdParams, MessageSchema, ok, okMessageWith } from '../lib/schemas.js';
import { requireUser } from '../users/auth.js';
import { CommentSchema, CreateCommentBody } from './schema.js';

export const COMMENT_LIST_LIMIT = 200;

export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { comments } = app.repos;

  app.get(
    '/get-comments',
    {
      schema: {
        tags: ['comments'],
        summary: `The gratitude wall: latest ${COMMENT_LIST_LIMIT} comments, newest first`,
        response: { 200: ok(Type.Array(CommentSchema)), ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: await comments.list(COMMENT_LIST_LIMIT) }),
  );

  app.post(
    '/create-comments',
    {
      preValidation: requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Post a comment (signed in; the author comes from the token)',
        body: CreateCommentBody,
        response: { 201: okMessageWith(CommentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const comment = await comments.create({ userId: auth.id, name: auth.name, comment: request.body.comment.trim() });
      return reply.code(201).send({ success: true, message: 'Thank you for your words!', data: comment });
    },
  );

  app.delete(
    '/delete-comment/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment (its author or an admin)',
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const comment = await comments.findById(Number(request.params.id));
      if (!comment) throw notFound('Comment not found');
      if (auth.role !== 'admin' && comment.userId !== String(auth.id)) throw forbidden('You can only delete your own comments');
      await comments.delete(Number(request.params.id));
      return { success: true as const, message: 'Comment deleted' };
    },
  );
};
