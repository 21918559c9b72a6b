/**
 * The ledger's referenceHash is keyed (HMAC-SHA-256 under a key derived from JWT_SECRET), so a short cheque
 * number or a known transaction ID cannot be found by hashing guesses; entries from before keep their plain
 * SHA-256, and the chain verifies across both (GET /ledger recomputed, `npm run ledger:verify`).
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useSignedInTestApp } from '../test/helpers.js';
import { allEntries, verifyCli } from '../test/ledger.js';
import { referenceHash, referenceHashKey, verifyEntries } from './chain.js';
import { ledgerRow } from './repository.js';

const t = useSignedInTestApp();
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * Entries as the API wrote them before keyed hashes (referenceHash = plain SHA-256 of the cheque number): a
 * cheque and its refund, so the campaign's total still matches the ledger (the CLI checks that too).
 */
async function appendPlainEntry(reference: string, kind: 'offline' | 'refund'): Promise<void> {
  const head = await t.app.sql.get<{ seq: number; hash: string }>('SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1');
  const r = ledgerRow(head, {
    kind,
    donationId: '1',
    campaignId: '1',
    campaignTitle: 'Old entry',
    donor: 'Anonymous',
    amountPoisha: 50_000,
    method: 'offline',
    channel: 'cheque',
    referenceHash: sha256(reference),
    time: Date.now() - 60_000,
  });
  await t.app.sql.run(
    `INSERT INTO ledger (seq, kind, donation_id, campaign_id, campaign_title, donor, amount_poisha, method, channel, reference_hash, time, prev_hash, hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [r.seq, r.kind, r.donationId, r.campaignId, r.campaignTitle, r.donor, r.amountPoisha, r.method, r.channel, r.referenceHash, r.time, r.prevHash, r.hash],
  );
}

describe('the reference hash', () => {
  it('is HMAC-SHA-256 under a key derived from the secret: not SHA-256, and another secret gives another hash', () => {
    const a = referenceHashKey('a'.repeat(32));
    const b = referenceHashKey('b'.repeat(32));
    expect(referenceHash('004217', a)).toMatch(/^[0-9a-f]{64}$/);
    expect(referenceHash('004217', a)).not.toBe(sha256('004217'));
    expect(referenceHash('004217', a)).toBe(referenceHash('004217', referenceHashKey('a'.repeat(32))));
    expect(referenceHash('004217', a)).not.toBe(referenceHash('004217', b));
    expect(referenceHash('004218', a)).not.toBe(referenceHash('004217', a));
    expect(referenceHash(null, a)).toBeNull();
  });

  it("new entries carry the keyed hash of the server's secret; the chain verifies across old plain and new keyed entries", async () => {
    const key = referenceHashKey(t.config.jwtSecret);
    await appendPlainEntry('004216', 'offline');
    await appendPlainEntry('004216', 'refund');
    // An offline cheque, as in the audit: a six-digit number.
    const offline = await call(t.app, 'POST', '/user-donations/offline', {
      token: t.admin,
      body: { campaignId: '1', donationAmount: '500', name: 'Cheque Donor', channel: 'cheque', reference: '004217' },
    });
    expect(offline.status).toBe(201);
    // A bKash transfer, confirmed and then refunded: both entries name its TrxID the same (keyed) way.
    const pledged = await call(t.app, 'POST', '/user-donation', {
      token: t.user,
      body: { id: '1', donationAmount: '250', method: 'transfer', channel: 'bkash', transactionId: 'BK9X4T2QZA', senderNumber: '01711000111' },
    });
    expect(pledged.status).toBe(201);
    expect((await call(t.app, 'POST', `/user-donations/${pledged.json.data._id}/confirm`, { token: t.admin, body: {} })).status).toBe(200);
    expect((await call(t.app, 'POST', `/user-donations/${pledged.json.data._id}/refund`, { token: t.admin, body: { reason: 'Sent twice' } })).status).toBe(200);

    const entries = await allEntries(t);
    const [cheque, confirm, refund] = entries.slice(-3);
    expect(cheque).toMatchObject({ kind: 'offline', donationId: offline.json.data._id });
    expect(cheque!.referenceHash).not.toBe(sha256('004217'));
    expect(cheque!.referenceHash).toBe(createHmac('sha256', key).update('004217').digest('hex'));
    expect(confirm).toMatchObject({ kind: 'confirm', donationId: pledged.json.data._id });
    expect(confirm!.referenceHash).not.toBe(sha256('BK9X4T2QZA'));
    expect(confirm!.referenceHash).toBe(referenceHash('BK9X4T2QZA', key));
    expect(refund).toMatchObject({ kind: 'refund', referenceHash: confirm!.referenceHash });
    // Brute force over every six-digit number finds nothing without the key.
    const published = new Set(entries.map((e) => e.referenceHash));
    let found = 0;
    for (let n = 4000; n < 5000; n += 1) if (published.has(sha256(String(n).padStart(6, '0')))) found += 1;
    expect(found).toBe(1); // only the old plain entries' 004216, as they were stored

    expect(entries.slice(-5, -3).map((e) => e.referenceHash)).toEqual([sha256('004216'), sha256('004216')]);
    const head = (await call(t.app, 'GET', '/ledger/head')).json;
    expect(verifyEntries(entries)).toEqual({ ok: true, head: head.head, next: entries.length + 1 });
    expect(await verifyCli(t)).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`Ledger verifies: ${entries.length} entries`)) });
  });
});
