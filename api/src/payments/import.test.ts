/** Statement import: matches, each kind of mismatch, re-import, a malformed file, and who may do it. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, moneyCheck, MONEY_OK, outboxMails, snapshot, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();
const demo = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-statement.csv'), 'utf8');
const upload = (csv: string, token: string | undefined = t.admin) =>
  call(t.app, 'POST', '/payments/statement', { token, body: { csv, fileName: 'bkash-2026-11-24.csv' } });
const statusOf = async (txn: string) => (await t.app.sql.value('SELECT status FROM donations WHERE transaction_id = ? ORDER BY id DESC', [txn]));

describe('POST /payments/statement', () => {
  it("confirms the demo statement's matching pending gifts and lists every mismatch", async () => {
    const expiredId = (await t.app.sql.value("SELECT id FROM donations WHERE status = 'expired' LIMIT 1")) as number;
    (await t.app.sql.run("UPDATE donations SET transaction_id = 'EXP1RED42' WHERE id = ?", [expiredId]));
    const receipts = (await outboxMails(t.app, 'receipt')).length;
    const res = await upload(demo + '2026-11-24 16:00:00,EXP1RED42,Payment Received,01711000000,10.00,"1.00"\r\n');
    expect(res.status, res.body).toBe(200);
    const { confirmed, unmatched, lines } = res.json.data;
    expect(lines).toBe(6); // the merchant-fee row is not an incoming payment
    expect(confirmed.map((c: { transactionId: string }) => c.transactionId)).toEqual(['BK7Q2M9XAD', 'NG4T8R1PZE']);
    expect(confirmed[1]).toMatchObject({ line: 3, amount: 2500.5 });
    expect(unmatched).toEqual([
      { line: 4, transactionId: 'BK3H6J2LQW', amount: 750, reason: 'amount-differs', donationId: expect.any(String), expectedAmount: 700 },
      { line: 5, transactionId: 'ZZ9Y8X7W6V', amount: 300, reason: 'unknown-id', donationId: null, expectedAmount: null },
      { line: 6, transactionId: 'SD0028T5', amount: 500, reason: 'already-used', donationId: expect.any(String), expectedAmount: null },
      { line: 8, transactionId: 'EXP1RED42', amount: 10, reason: 'expired', donationId: String(expiredId), expectedAmount: null },
    ]);
    expect((await statusOf('BK7Q2M9XAD'))).toBe('confirmed');
    expect((await statusOf('BK3H6J2LQW'))).toBe('pending');
    expect((await outboxMails(t.app, 'receipt')).length).toBe(receipts + 2);
    const audit = (await call(t.app, 'GET', '/audit-log?action=statement.import', { token: t.admin })).json.data[0];
    expect(audit).toMatchObject({ targetType: 'statement', targetId: 'bkash-2026-11-24.csv', after: { lines: 6, confirmed: confirmed.map((c: { donationId: string }) => c.donationId) } });
    expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
  });

  it('importing the same statement again confirms nothing twice', async () => {
    const before = (await snapshot(t.app));
    const ledger = (await call(t.app, 'GET', '/ledger/head')).json.count;
    const res = await upload(demo);
    expect(res.json.data.confirmed).toEqual([]);
    expect(res.json.data.unmatched.filter((u: { reason: string }) => u.reason === 'already-used').map((u: { transactionId: string }) => u.transactionId)).toEqual([
      'BK7Q2M9XAD',
      'NG4T8R1PZE',
      'SD0028T5',
    ]);
    expect((await snapshot(t.app))).toEqual(before);
    expect((await call(t.app, 'GET', '/ledger/head')).json.count).toBe(ledger);
  });

  it("a line whose sender is not the number the donor gave confirms nothing: sender-differs, left for an admin", async () => {
    const campaign = (await t.app.sql.value('SELECT min(id) FROM campaigns')) as number;
    const pledge = (transactionId: string, senderNumber: string) =>
      call(t.app, 'POST', '/user-donation', { token: t.user, body: { id: String(campaign), donationAmount: '5000', channel: 'bkash', transactionId, senderNumber } });
    const other = (await pledge('BKX7Q2M9LP', '01711111111')).json.data._id;
    const same = (await pledge('BKX7Q2M9LQ', '01711111111')).json.data._id;
    const masked = (await pledge('BKX7Q2M9LR', '01711111111')).json.data._id;
    const before = (await snapshot(t.app));
    const receipts = (await outboxMails(t.app, 'receipt')).length;
    const res = await upload(
      'Date,TrxID,Type,Sender,Amount\r\n' +
        '2025-01-05 10:00,BKX7Q2M9LP,Payment Received,01899999999,5000\r\n' +
        '2025-01-05 10:01,BKX7Q2M9LQ,Payment Received,+880 1711-111111,5000\r\n' +
        '2025-01-05 10:02,BKX7Q2M9LR,Payment Received,017XXXXX111,5000\r\n',
    );
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.unmatched).toEqual([{ line: 2, transactionId: 'BKX7Q2M9LP', amount: 5000, reason: 'sender-differs', donationId: other, expectedAmount: null }]);
    expect(res.json.data.confirmed.map((c: { donationId: string }) => c.donationId)).toEqual([same, masked]);
    expect(await statusOf('BKX7Q2M9LP')).toBe('pending');
    expect((await outboxMails(t.app, 'receipt')).length).toBe(receipts + 2);
    expect((await snapshot(t.app)).donations).toBe(before.donations);
    // The OpenAPI document names the new reason.
    expect(JSON.stringify((await call(t.app, 'GET', '/docs/json')).json)).toContain('"sender-differs"');
    expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
  });

  it('a malformed file gives a message naming the line and changes nothing', async () => {
    const before = (await snapshot(t.app));
    const pending = (await t.app.sql.get("SELECT transaction_id, amount_poisha FROM donations WHERE status = 'pending' AND transaction_id IS NOT NULL LIMIT 1")) as {
      transaction_id: string;
      amount_poisha: number;
    };
    const csv = `TrxID,Amount\r\n${pending.transaction_id},${pending.amount_poisha / 100}\r\nBAD LINE!,12\r\n`;
    const res = await upload(csv);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^line 3: /);
    expect((await snapshot(t.app))).toEqual(before);
    expect((await statusOf(pending.transaction_id))).toBe('pending');
    const noColumn = await upload('Date,Sender\r\n2026-11-24,0171\r\n');
    expect(noColumn.status).toBe(400);
    expect(noColumn.json.message).toMatch(/transaction/i);
  });

  it('only admins import; files over 5 MB are refused', async () => {
    expect((await upload(demo, t.user)).status).toBe(403);
    expect((await call(t.app, 'POST', '/payments/statement', { body: { csv: demo } })).status).toBe(401);
    const big = await upload('TrxID,Amount\n' + 'A'.repeat(5 * 1024 * 1024 + 10));
    expect(big.status).toBe(400);
  });
});
