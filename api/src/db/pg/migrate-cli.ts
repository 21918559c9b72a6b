/**
 * npm run db:migrate -w api: applies the committed PostgreSQL migrations (api/drizzle-pg) to DATABASE_URL
 * and exits (the API also does this at start, under the same advisory lock). For deploy pipelines that
 * migrate before starting replicas, and for the test run's template database.
 */
import { loadConfig } from '../../config.js';
import { createPgDb, describeUrl, migratePg, waitForServer } from './client.js';

const config = loadConfig();
if (!config.postgres) {
  console.error('DATABASE_URL is not set: the embedded SQLite database migrates itself when the API starts');
  process.exit(2);
}
const db = createPgDb({ url: config.postgres.url, poolSize: 1 });
try {
  await waitForServer(db, config.postgres.url, { info: (m) => console.log(m), warn: (m) => console.warn(m) }, config.postgres.startTimeoutMs);
  await migratePg(db);
  console.log(`Migrations applied to ${describeUrl(config.postgres.url)}`);
} finally {
  await db.close();
}
