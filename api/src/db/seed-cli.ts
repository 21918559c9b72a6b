/** npm run seed -w api: applies migrations and seeds the demo data into an empty database. */
import { loadConfig } from '../config.js';
import { closeDb, openDb } from './client.js';
import { seedIfEmpty } from './seed.js';

const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed demo accounts when NODE_ENV=production');
  process.exit(1);
}
const db = openDb(config.databasePath);
try {
  const seeded = await seedIfEmpty(db, config.scryptLogN);
  console.log(
    seeded
      ? `Seeded demo data into ${config.databasePath} (admin@relief.test / relief-admin, user@relief.test / relief-user)`
      : `${config.databasePath} already has data; nothing seeded (delete the file to start over)`,
  );
} finally {
  closeDb(db);
}
