/** npm run seed -w api: applies migrations and seeds the demo data into an empty database (DATABASE_PATH, or DATABASE_URL). */
import { loadConfig } from '../config.js';
import { closeDatabase, openDatabase } from './database.js';
import { describeUrl } from './pg/client.js';
import { seedIfEmptyPg } from './pg/seed.js';
import { seedIfEmpty } from './seed.js';

const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed demo accounts when NODE_ENV=production');
  process.exit(1);
}
const database = await openDatabase(config, { info: (m) => console.log(m), warn: (m) => console.warn(m) });
const where = config.postgres ? describeUrl(config.postgres.url) : config.databasePath;
try {
  const seeded = database.dialect === 'pg' ? await seedIfEmptyPg(database.pg, config.scryptLogN) : await seedIfEmpty(database.sqlite, config.scryptLogN);
  console.log(
    seeded
      ? `Seeded demo data into ${where} (admin@relief.test / relief-admin, user@relief.test / relief-user)`
      : `${where} already has data; nothing seeded (${config.postgres ? 'use an empty database' : 'delete the file'} to start over)`,
  );
} finally {
  await closeDatabase(database);
}
