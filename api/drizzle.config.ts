import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` (drizzle-kit generate): turns src/db/schema.ts into SQL
// migrations under ./drizzle, which are committed and applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
