import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EmailParams, errorResponses, normaliseEmail, ok } from '../lib/schemas.js';
import { cachedReadRoute, notModifiedResponse, sendCached } from '../live/read-cache.js';
import { accountIdFor, requireAdmin, requireUser } from '../users/auth.js';
import { AdminStatsSchema, LeaderboardRowSchema, UserStatsSchema } from './schema.js';

export const LEADERBOARD_SIZE = 10;

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { stats } = app.repos;

  app.get(
    '/leaderboard',
    {
      ...cachedReadRoute,
      schema: {
        tags: ['stats'],
        operationId: 'getLeaderboard',
        summary: `Top ${LEADERBOARD_SIZE} donors by summed donations (anonymous giving shown as Anonymous)`,
        response: { 200: ok(Type.Array(LeaderboardRowSchema)), ...notModifiedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Built by the database (same shape as LeaderboardRowSchema; stats.test.ts compares both paths), once per data version.
      const answer = await app.readCache.get('leaderboard', async () => `{"success":true,"data":${await stats.leaderboardJson(LEADERBOARD_SIZE)}}`);
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/stats/admin',
    {
      preValidation: requireAdmin,
      schema: { tags: ['stats'], operationId: 'getAdminStats', summary: 'Platform totals (admin)', response: { 200: ok(AdminStatsSchema), ...errorResponses } },
    },
    async () => {
      // Pledges past their time are expired first (as the admin list does): they are not money pending.
      await app.repos.donations.expireStale();
      return { success: true as const, data: await stats.admin() };
    },
  );

  app.get(
    '/stats/user/:email',
    {
      preValidation: requireUser,
      schema: {
        tags: ['stats'],
        operationId: 'getUserStats',
        summary: "One account's donation totals, by account (own email or admin; 404 when no account uses the email)",
        params: EmailParams,
        response: { 200: ok(UserStatsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const userId = await accountIdFor(request, normaliseEmail(request.params.email));
      return { success: true as const, data: await stats.user(userId) };
    },
  );
};
