import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../lib/errors.js';
import { errorResponses, IdParams, MessageSchema, okMessageWith, okPage, PageQuery, pageOf } from '../lib/schemas.js';
import { assertOwnerOrAdmin, requireUser } from '../users/auth.js';
import { CommentSchema, CreateCommentBody } from './schema.js';

export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { comments } = app.repos;

  app.get(
    '/get-comments',
    {
      schema: {
        tags: ['comments'],
        operationId: 'listComments',
        summary: 'The gratitude wall: comments, newest first, paged (limit 1..100, default 100; offset)',
        querystring: PageQuery,
        response: { 200: okPage(CommentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await comments.list(pageOf(request.query));
      return { success: true as const, data: rows, total };
    },
  );

  app.post(
    '/create-comments',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['comments'],
        operationId: 'createComment',
        summary: 'Post a comment (signed in; the author comes from the token)',
        body: CreateCommentBody,
        response: { 201: okMessageWith(CommentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const comment = await comments.create({ userId: auth.id, name: auth.name, comment: request.body.comment.trim() });
      return reply.code(201).send({ success: true, message: request.t('comments.thanks'), data: comment });
    },
  );

  app.delete(
    '/delete-comment/:id',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['comments'],
        operationId: 'deleteComment',
        summary: 'Delete a comment (its author or an admin)',
        params: IdParams,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const comment = await comments.findById(Number(request.params.id));
      if (!comment) throw notFound('comments.notFound');
      assertOwnerOrAdmin(request, Number(comment.userId), 'comments.ownOnly');
      await comments.delete(Number(request.params.id), { id: request.auth!.id, name: request.auth!.name });
      return { success: true as const, message: request.t('comments.deleted') };
    },
  );
};
