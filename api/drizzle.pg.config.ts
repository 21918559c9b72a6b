import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate:pg` (drizzle-kit generate): turns src/db/pg/schema.ts into PostgreSQL
// migrations under ./drizzle-pg, which are committed and applied at start (src/db/pg/client.ts), under an
// advisory lock so replicas starting together migrate once.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/pg/schema.ts',
  out: './drizzle-pg',
});
