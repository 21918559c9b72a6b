/**
 * Child process for the crash-safety test: writes donations in a loop through the real
 * repository until it is killed. Prints "progress <n>" lines to stdout.
 * Usage: node --import tsx src/test/crash-writer.ts <database file>
 */
import { closeDb, openDb } from '../db/client.js';
import { createRepositories } from '../db/repositories.js';

const file = process.argv[2];
if (!file) throw new Error('database file argument missing');
const db = openDb(file);
const repos = createRepositories(db);
let campaigns = (await repos.campaigns.list({}, 0)).rows.map((c) => Number(c._id));
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
let n = 0;
for (;;) {
  const amountPoisha = 1 + ((n * 7919) % 99_999);
  await repos.donations.create({
    campaignId: campaigns[n % campaigns.length]!,
    amountPoisha,
    donorName: `Donor ${n % 17}`,
    donorEmail: `donor${n % 17}@example.com`,
    userId: null,
    anonymous: n % 5 === 0,
  });
  n++;
  if (n % 200 === 0) process.stdout.write(`progress ${n}\n`);
  if (n > 5_000_000) break;
}
closeDb(db);
