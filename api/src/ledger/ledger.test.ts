/** The public ledger: chain, head, summary, no email; tampering found by the API's check and by `npm run ledger:verify`. */
import { describe, expect, it } from 'vitest';
import { call, giveConfirmed, useSignedInTestApp } from '../test/helpers.js';
import { allEntries, verifyCli } from '../test/ledger.js';
import { canonical, entryHash, LEDGER_GENESIS, verifyEntries, type ChainedEntry } from './chain.js';

const t = useSignedInTestApp();

describe('the public ledger', () => {
  it('the demo ledger is a chain that anyone can recompute from GET /ledger, ending at GET /ledger/head', async () => {
    const entries = await allEntries(t);
    expect(entries.length).toBeGreaterThan(50);
    expect(entries[0]!.prevHash).toBe(LEDGER_GENESIS);
    const head = (await call(t.app, 'GET', '/ledger/head')).json;
    const result = verifyEntries(entries);
    expect(result).toEqual({ ok: true, head: head.head, next: entries.length + 1 });
    expect(head).toEqual({ success: true, count: entries.length, head: entries.at(-1)!.hash });
    // The documented hash rule, spelled out once more by hand.
    const e = entries[3]!;
    const text = `{"amountPoisha":${e.amountPoisha},"campaignId":${JSON.stringify(e.campaignId)},"channel":${JSON.stringify(e.channel)},"donationId":"${e.donationId}","donor":${JSON.stringify(e.donor)},"kind":"${e.kind}","method":"${e.method}","referenceHash":${JSON.stringify(e.referenceHash)},"seq":${e.seq},"time":${e.time}}`;
    expect(canonical(e)).toBe(text);
    expect(entryHash(e.prevHash, e)).toBe(e.hash);
    expect(entries.some((x) => x.kind === 'refund')).toBe(true);
    expect(entries.some((x) => x.kind === 'offline')).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/@/);
  });

  it('pages newest first, filters by campaign, and sums each campaign in the summary as its total', async () => {
    const gift = await giveConfirmed(t.app, t.admin, { id: '1', donationAmount: '12.34' }, t.user);
    const newest = (await call(t.app, 'GET', '/ledger?order=desc&limit=1')).json.data[0];
    expect(newest).toMatchObject({ donationId: gift._id, amount: 12.34, donor: 'Nusrat Jahan' });
    const one = (await call(t.app, 'GET', '/ledger?campaignId=1&limit=100')).json;
    expect(one.data.every((e: { campaignId: string }) => e.campaignId === '1')).toBe(true);
    const summary = (await call(t.app, 'GET', '/ledger/summary')).json.data;
    const campaigns = (await call(t.app, 'GET', '/donations?limit=100')).json.data as { _id: string; totalDonationAmount: number }[];
    for (const c of campaigns) {
      const row = summary.campaigns.find((s: { campaignId: string }) => s.campaignId === c._id);
      expect(row?.net ?? 0, c._id).toBe(c.totalDonationAmount);
    }
    expect((await call(t.app, 'GET', '/ledger?limit=101')).status).toBe(400);
  });

  it('no call edits or deletes the ledger, and the database refuses it too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await call(t.app, method, '/ledger', { token: t.admin, body: {} });
      expect(res.status, method).toBe(404);
    }
    await expect(t.app.sql.run('UPDATE ledger SET amount_poisha = 1 WHERE seq = 1')).rejects.toThrow(/append-only/);
    await expect(t.app.sql.run('DELETE FROM ledger WHERE seq = 1')).rejects.toThrow(/append-only/);
  });

  it('an edit of a past entry made directly in the database is found by both checks, naming the first bad entry', async () => {
    expect(await verifyCli(t)).toMatchObject({ code: 0, out: expect.stringMatching(/Ledger verifies: \d+ entries/) });
    const sql = t.app.sql;
    // Someone with the database (file or superuser) can do this:
    await sql.run(sql.dialect === 'pg' ? 'DROP TRIGGER ledger_append_only_update ON ledger' : 'DROP TRIGGER ledger_append_only_update');
    await sql.run('UPDATE ledger SET amount_poisha = amount_poisha + 100000 WHERE seq = 7');
    const api = verifyEntries(await allEntries(t));
    expect(api).toMatchObject({ ok: false, seq: 7, problem: 'hash' });
    const cli = await verifyCli(t);
    expect(cli.code).toBe(1);
    expect(cli.out).toMatch(/First bad entry: #7 \(hash\)/);
    // Rewriting the entry's own hash too moves the failure to the link of the next one.
    const row = (await sql.get('SELECT * FROM ledger WHERE seq = 7')) as Record<string, unknown>;
    const fields = {
      seq: 7,
      kind: row.kind,
      donationId: String(row.donation_id),
      campaignId: row.campaign_id === null ? null : String(row.campaign_id),
      donor: row.donor,
      amountPoisha: row.amount_poisha,
      method: row.method,
      channel: row.channel,
      referenceHash: row.reference_hash,
      time: row.time,
    } as ChainedEntry;
    await sql.run('UPDATE ledger SET hash = ? WHERE seq = 7', [entryHash(row.prev_hash as string, fields)]);
    expect(verifyEntries(await allEntries(t))).toMatchObject({ ok: false, seq: 8, problem: 'link' });
    expect((await verifyCli(t)).out).toMatch(/First bad entry: #8 \(link\)/);
  });
});
