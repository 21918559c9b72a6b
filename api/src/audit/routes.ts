import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Id, MAX_PAGE, okPage, Pagination } from '../lib/schemas.js';
import { requireAdmin } from '../users/auth.js';
import { AuditEntrySchema } from './schema.js';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit-log',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['audit'],
        operationId: 'listAuditLog',
        summary: 'The audit log of admin actions, newest first (admin), paged, with filters. Append-only: no call edits or deletes it.',
        querystring: Type.Object({
          ...Pagination,
          action: Type.Optional(Type.String({ maxLength: 60 })),
          actorId: Type.Optional(Id),
          targetType: Type.Optional(Type.String({ maxLength: 60 })),
          targetId: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: okPage(AuditEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await app.repos.audit.list({
        action: q.action || undefined,
        actorId: q.actorId === undefined ? undefined : Number(q.actorId),
        targetType: q.targetType || undefined,
        targetId: q.targetId || undefined,
        limit: q.limit ?? MAX_PAGE,
        offset: q.offset ?? 0,
      });
      return { success: true as const, data: rows, total };
    },
  );
};
