import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { canonical, chainProblemText, entryHash, verifyEntries, verifyLedger, LEDGER_GENESIS, type ChainEntry } from './verify-chain';

/** What the page says about a failed check, in English. */
const say = (result: { ok: true } | ({ ok: false } & Parameters<typeof chainProblemText>[1])) => (result.ok ? '' : chainProblemText(i18n.getFixedT('en', NS.transparency), result));

/** A valid chain of n entries, hashed with node:crypto by the documented rule (independent of the module). */
function chain(n: number): ChainEntry[] {
  const out: ChainEntry[] = [];
  let prev = LEDGER_GENESIS;
  for (let i = 1; i <= n; i++) {
    const fields = {
      seq: i,
      kind: (i % 5 === 0 ? 'refund' : i % 3 === 0 ? 'offline' : 'confirm') as ChainEntry['kind'],
      donationId: String(100 + i),
      campaignId: i % 4 === 0 ? null : String(i % 3),
      donor: i % 2 ? 'রহিম উদ্দিন "R"' : 'Anonymous',
      amountPoisha: 1000 * i + 25,
      method: (i % 3 === 0 ? 'offline' : 'transfer') as ChainEntry['method'],
      channel: (i % 3 === 0 ? 'cash' : null) as ChainEntry['channel'],
      referenceHash: i % 2 ? createHash('sha256').update(`TX${i}`).digest('hex') : null,
      time: 1_764_000_000_000 + i,
    };
    const text = `{"amountPoisha":${fields.amountPoisha},"campaignId":${JSON.stringify(fields.campaignId)},"channel":${JSON.stringify(fields.channel)},"donationId":"${fields.donationId}","donor":${JSON.stringify(fields.donor)},"kind":"${fields.kind}","method":"${fields.method}","referenceHash":${JSON.stringify(fields.referenceHash)},"seq":${i},"time":${fields.time}}`;
    const hash = createHash('sha256').update(prev + text, 'utf8').digest('hex');
    out.push({ ...fields, prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

describe('the browser chain check', () => {
  it('hashes exactly the documented canonical form', async () => {
    const [first] = chain(1);
    expect(canonical(first!)).toBe(
      `{"amountPoisha":1025,"campaignId":"1","channel":null,"donationId":"101","donor":"রহিম উদ্দিন \\"R\\"","kind":"confirm","method":"transfer","referenceHash":"${first!.referenceHash}","seq":1,"time":1764000000001}`,
    );
    expect(await entryHash(LEDGER_GENESIS, first!)).toBe(first!.hash);
  });

  it('verifies a valid chain, also page by page', async () => {
    const entries = chain(25);
    expect(await verifyEntries(entries, { prevHash: LEDGER_GENESIS, expectedSeq: 1 })).toEqual({ ok: true, head: entries[24]!.hash, next: 26 });
    const firstPage = await verifyEntries(entries.slice(0, 10), { prevHash: LEDGER_GENESIS, expectedSeq: 1 });
    if (!firstPage.ok) throw new Error('first page');
    expect(await verifyEntries(entries.slice(10), { prevHash: firstPage.head, expectedSeq: firstPage.next })).toMatchObject({ ok: true, head: entries[24]!.hash });
  });

  it('names the first entry whose content was changed', async () => {
    const entries = chain(12);
    entries[6] = { ...entries[6]!, amountPoisha: entries[6]!.amountPoisha + 100 };
    const result = await verifyEntries(entries, { prevHash: LEDGER_GENESIS, expectedSeq: 1 });
    expect(result).toMatchObject({ ok: false, seq: 7, problem: 'hash' });
    expect(say(result)).toMatch(/^Entry #7 does not verify: its hash broke/);
  });

  it('names the entry whose link broke, and missing entries', async () => {
    const entries = chain(12);
    entries[4] = { ...entries[4]!, prevHash: 'f'.repeat(64) };
    const result = await verifyEntries(entries, { prevHash: LEDGER_GENESIS, expectedSeq: 1 });
    expect(result).toMatchObject({ ok: false, seq: 5, problem: 'link' });
    expect(say(result)).toBe(`Entry #5 does not verify: its link broke. It names ffffffffffffffff… as the hash before it, but entry #4's hash is ${entries[3]!.hash.slice(0, 16)}….`);
    const first = chain(3);
    first[0] = { ...first[0]!, prevHash: 'f'.repeat(64) };
    expect(say(await verifyEntries(first, { prevHash: LEDGER_GENESIS, expectedSeq: 1 }))).toBe(
      'Entry #1 does not verify: its link broke. It names ffffffffffffffff… as the hash before it, but the chain starts at 64 zeros.',
    );
    const gap = chain(6).filter((e) => e.seq !== 3);
    const missing = await verifyEntries(gap, { prevHash: LEDGER_GENESIS, expectedSeq: 1 });
    expect(missing).toMatchObject({ ok: false, seq: 4, problem: 'sequence' });
    expect(say(missing)).toBe('Entry #4 does not verify: it follows #2, so entries are missing or out of order.');
  });

  describe('verifyLedger (page by page against the published head)', () => {
    const pages = (entries: ChainEntry[], size = 10) => async (offset: number) => entries.slice(offset, offset + size);

    it('verifies every page, reports progress, and agrees with the head', async () => {
      const entries = chain(25);
      const progress: string[] = [];
      const result = await verifyLedger({ count: 25, head: entries[24]!.hash }, pages(entries), (done, total) => progress.push(`${done}/${total}`));
      expect(result).toEqual({ ok: true, count: 25, head: entries[24]!.hash });
      expect(progress).toEqual(['10/25', '20/25', '25/25']);
    });

    it('an empty ledger verifies against the genesis head', async () => {
      expect(await verifyLedger({ count: 0, head: LEDGER_GENESIS }, pages([]))).toEqual({ ok: true, count: 0, head: LEDGER_GENESIS });
    });

    it('ignores entries appended after the head was read', async () => {
      const entries = chain(25);
      expect(await verifyLedger({ count: 23, head: entries[22]!.hash }, pages(entries))).toEqual({ ok: true, count: 23, head: entries[22]!.hash });
    });

    it('names a tampered entry on a later page', async () => {
      const entries = chain(25);
      entries[17] = { ...entries[17]!, donor: 'Someone else' };
      expect(await verifyLedger({ count: 25, head: entries[24]!.hash }, pages(entries))).toMatchObject({ ok: false, seq: 18, problem: 'hash' });
    });

    it('refuses a chain that does not end at the published head, or is shorter than it says', async () => {
      const entries = chain(12);
      const other = await verifyLedger({ count: 12, head: 'a'.repeat(64) }, pages(entries));
      expect(other).toMatchObject({ ok: false, problem: 'head' });
      expect(say(other)).toMatch(/^Entry #12 does not verify against the published head/);
      const short = await verifyLedger({ count: 15, head: entries[11]!.hash }, pages(entries));
      expect(short).toMatchObject({ ok: false, problem: 'head' });
      expect(say(short)).toBe('The ledger says it has 15 entries, but only 12 could be read.');
    });
  });
});
