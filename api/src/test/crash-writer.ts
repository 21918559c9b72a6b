/**
 * Child process for the crash-safety test: pledges and confirms gifts (and now and then refunds one)
 * in a loop through the real repository until it is killed. Prints "progress <n>" lines to stdout.
 * Usage: node --import tsx src/test/crash-writer.ts <database file | postgres:// URL>
 */
import { closeDb, openDb } from '../db/client.js';
import { sqlRunner, type Database } from '../db/database.js';
import { createPgDb } from '../db/pg/client.js';
import { repositoriesFor } from '../db/repositories.js';

const target = process.argv[2];
if (!target) throw new Error('database argument missing');
const database: Database = /^postgres(ql)?:\/\//.test(target)
  ? { dialect: 'pg', pg: createPgDb({ url: target, poolSize: 2 }) }
  : { dialect: 'sqlite', sqlite: openDb(target) };
const sql = sqlRunner(database);
const repos = repositoriesFor(database);
let campaigns = (await repos.campaigns.list({})).rows.map((c) => Number(c._id));
if (campaigns.length === 0) {
  for (let i = 0; i < 3; i++) {
    const c = await repos.campaigns.create(
      { title: `Crash ${i}`, category: 'Flood', description: 'crash test', image: '/assets/campaigns/flood-sylhet.svg', targetPoisha: 1_000_000 },
      null,
    );
    campaigns.push(Number(c._id));
  }
}
campaigns = campaigns.slice(0, 3);
const adminId =
  ((await sql.value("SELECT id FROM users WHERE email = 'crash-admin@example.com'")) as number | undefined) ??
  ((await sql.value(
    "INSERT INTO users (name, email, password_hash, role, created_at) VALUES ('Crash Admin', 'crash-admin@example.com', 'x', 'admin', 0) RETURNING id",
  )) as number);
const actor = { id: adminId, name: 'Crash Admin' };
let n = ((await sql.value('SELECT count(*) FROM donations')) as number) + 1;
for (;;) {
  const amountPoisha = 1 + ((n * 7919) % 99_999);
  const pledged = await repos.donations.pledge({
    campaignId: campaigns[n % campaigns.length]!,
    amountPoisha,
    donorName: `Donor ${n % 17}`,
    donorEmail: `donor${n % 17}@example.com`,
    userId: null,
    anonymous: n % 5 === 0,
    channel: 'bkash',
    transactionId: `CRASH${n}`,
    senderNumber: '01712345678',
    mailInstructions: true,
  });
  const id = Number(pledged!.record._id);
  await repos.donations.confirm(id, actor);
  if (n % 7 === 0) await repos.donations.refund(id, actor, 'crash test refund');
  n++;
  if (n % 100 === 0) process.stdout.write(`progress ${n}\n`);
  if (n > 5_000_000) break;
}
if (database.dialect === 'pg') await database.pg.close();
else closeDb(database.sqlite);
