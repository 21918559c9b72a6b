/**
 * A gift's life through the API: pledged (pending, counted nowhere), then confirmed, rejected,
 * expired or refunded. Every state × every action × every role, and what each change moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, giveConfirmed, login, moneyCheck, MONEY_OK, newUser, outboxMails, snapshot, USER, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();
let campaignId: string;
let owner: Awaited<ReturnType<typeof newUser>>;
let stranger: Awaited<ReturnType<typeof newUser>>;
let txn = 0;
const nextTxn = () => `TXN${String(++txn).padStart(6, '0')}`;

const campaign = async () => (await call(t.app, 'GET', `/single-donation/${campaignId}`)).json.data;
const pledge = async (body: Record<string, unknown> = {}, token = owner.token) =>
  call(t.app, 'POST', '/user-donation', { token, body: { id: campaignId, donationAmount: '100.25', ...body } });

beforeAll(async () => {
  const created = await call(t.app, 'POST', '/create-donation', {
    token: t.admin,
    body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Lifecycle', amount: 50000, description: 'States and actions' },
  });
  campaignId = created.json.data._id;
  owner = await newUser(t.app, 'Gift Owner');
  stranger = await newUser(t.app, 'Stranger');
});

/** A gift of the owner's brought into `state` through the API (expired: by the sweeper, a week on). */
async function giftIn(state: 'pending' | 'confirmed' | 'rejected' | 'expired' | 'refunded'): Promise<string> {
  const res = await pledge({ channel: 'bkash', transactionId: nextTxn(), senderNumber: '01711111111' });
  expect(res.status).toBe(201);
  const id = res.json.data._id as string;
  if (state === 'confirmed' || state === 'refunded') await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: t.admin, body: {} });
  if (state === 'refunded') await call(t.app, 'POST', `/user-donations/${id}/refund`, { token: t.admin, body: { reason: 'asked back' } });
  if (state === 'rejected') await call(t.app, 'POST', `/user-donations/${id}/reject`, { token: t.admin, body: { reason: 'never paid' } });
  if (state === 'expired') {
    (await t.app.sql.run('UPDATE donations SET expires_at = ? WHERE id = ?', [Date.now() - 1, Number(id)]));
    await t.app.repos.donations.expireStale();
  }
  const status = (await t.app.sql.value('SELECT status FROM donations WHERE id = ?', [Number(id)]));
  expect(status).toBe(state);
  return id;
}

describe('pledging', () => {
  it('answers the id, status pending and payment instructions; nothing is counted; the instructions are mailed', async () => {
    const before = await campaign();
    const board = (await call(t.app, 'GET', '/leaderboard')).json.data;
    const stats = (await call(t.app, 'GET', '/stats/admin', { token: t.admin })).json.data;
    const res = await pledge({ donationAmount: 1234.5 }, t.user); // the demo user has confirmed their address
    expect(res.status).toBe(201);
    const d = res.json.data;
    expect(d).toMatchObject({ status: 'pending', method: 'transfer', donationAmount: 1234.5, reference: `RLF-${d._id}`, transactionId: null, receiptNo: null });
    expect(d.id).toBe(d._id);
    expect(d.expiresAt).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(d.instructions.amount).toBe(1234.5);
    expect(d.instructions.reference).toBe(d.reference);
    expect(d.instructions.accounts.map((a: { channel: string }) => a.channel)).toEqual(['bkash', 'nagad', 'rocket', 'bank']);
    expect(d.instructions.steps.join(' ')).toMatch(/Tk 1,234\.50.*RLF-\d+.*donation history/);
    expect(res.json.message).toMatch(/counts once the money is seen/);
    expect(await campaign()).toMatchObject({ totalDonationAmount: before.totalDonationAmount, donorCount: before.donorCount });
    expect((await call(t.app, 'GET', '/leaderboard')).json.data).toEqual(board);
    const after = (await call(t.app, 'GET', '/stats/admin', { token: t.admin })).json.data;
    expect(after).toMatchObject({ donationCount: stats.donationCount, totalAmount: stats.totalAmount, pendingCount: stats.pendingCount + 1 });
    const mail = (await outboxMails(t.app, 'pledge')).at(-1)!;
    expect(mail.to).toBe(USER.email);
    expect(mail.text).toContain(d.reference);
    expect(mail.text).toContain('01700000001');
  });

  it("uses a campaign's own receiving accounts when it has some", async () => {
    const koyra = (await t.app.sql.value('SELECT campaign_id FROM payment_accounts WHERE campaign_id IS NOT NULL')) as number;
    const res = await call(t.app, 'POST', '/user-donation', { token: owner.token, body: { id: String(koyra), donationAmount: 50 } });
    expect(res.json.data.instructions.accounts).toEqual([expect.objectContaining({ channel: 'bkash', number: '01700000011', campaignId: String(koyra) })]);
    const pub = await call(t.app, 'GET', `/payment-accounts?campaignId=${koyra}`);
    expect(pub.json.data).toHaveLength(1);
  });

  it('takes method, channel, transaction ID (normalised, once across the platform) and sender number', async () => {
    const res = await pledge({ method: 'transfer', channel: 'nagad', transactionId: ' ab12-cd34 ', senderNumber: '+880 1812-345678' });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ channel: 'nagad', transactionId: 'AB12-CD34', senderNumber: '01812345678' });
    expect(res.json.data.instructions.steps.join(' ')).toMatch(/We have your transaction ID AB12-CD34/);
    const before = (await snapshot(t.app));
    const again = await pledge({ channel: 'bkash', transactionId: 'AB12-CD34', senderNumber: '01711111111' }, stranger.token);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already been given/);
    expect((await snapshot(t.app))).toEqual(before);
  });

  it('refuses bad payment details and gifts over MAX_GIFT_TK with messages, writing nothing', async () => {
    const before = (await snapshot(t.app));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ transactionId: 'x!', senderNumber: '01711111111' }, /transactionId must be 4 to 40/],
      [{ transactionId: 'ABCD1234', senderNumber: '12345' }, /senderNumber must be a Bangladeshi mobile/],
      [{ channel: 'bank', transactionId: 'ABCD1235', senderNumber: '12' }, /bank account number/],
      [{ transactionId: 'ABCD1236' }, /senderNumber is required/],
      [{ channel: 'paypal' }, /channel must be one of bkash, nagad, rocket, bank/],
      [{ method: 'offline' }, /method must be .?transfer/],
      [{ donationAmount: '1000000.01' }, /no more than 1,000,000 Tk/],
    ];
    for (const [body, message] of cases) {
      const res = await pledge(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect((await pledge({ donationAmount: '1000000' })).status).toBe(201);
    expect((await snapshot(t.app)).donations).toBe(before.donations + 1);
  });

  it("a spec client's call (no method) still works as a transfer to complete later", async () => {
    const res = await call(t.app, 'POST', '/user-donation', { body: { id: campaignId, donationAmount: '20', name: 'Guest', email: 'guest@example.com' } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: 'pending', method: 'transfer', email: 'guest@example.com' });
    expect(res.json.data.instructions.steps.join(' ')).toMatch(/contact form/);
    // A typed address is not proof of anything: no mail goes to it for a mere pledge.
    expect((await outboxMails(t.app)).filter((m) => m.to === 'guest@example.com')).toEqual([]);
  });
});

describe('the lifecycle matrix: each state × each action × each role', () => {
  type State = 'pending' | 'confirmed' | 'rejected' | 'expired' | 'refunded';
  type Action = 'confirm' | 'reject' | 'refund' | 'transaction';
  const states: State[] = ['pending', 'confirmed', 'rejected', 'expired', 'refunded'];
  const actions: Action[] = ['confirm', 'reject', 'refund', 'transaction'];
  const roles = ['guest', 'stranger', 'owner', 'admin'] as const;
  const allowed: Record<Action, State[]> = {
    confirm: ['pending', 'expired'],
    reject: ['pending', 'expired'],
    refund: ['confirmed'],
    transaction: ['pending'],
  };
  const resultState: Record<Exclude<Action, 'transaction'>, State> = { confirm: 'confirmed', reject: 'rejected', refund: 'refunded' };

  function expected(state: State, action: Action, role: (typeof roles)[number]): number {
    if (role === 'guest') return 401;
    if (action === 'transaction') {
      if (role !== 'owner') return 404; // another person's gift does not exist for them (admins included)
      return allowed.transaction.includes(state) ? 200 : 409;
    }
    if (role !== 'admin') return 403;
    return allowed[action].includes(state) ? 200 : 409;
  }

  for (const state of states) {
    for (const action of actions) {
      it(`${state} × ${action}`, async () => {
        for (const role of roles) {
          const id = await giftIn(state);
          const token = { guest: undefined, stranger: stranger.token, owner: owner.token, admin: t.admin }[role];
          const body =
            action === 'transaction'
              ? { channel: 'rocket', transactionId: nextTxn(), senderNumber: '01911111111' }
              : action === 'confirm'
                ? {}
                : { reason: 'matrix' };
          const before = (await snapshot(t.app));
          const ledgerBefore = (await call(t.app, 'GET', '/ledger/head')).json.count;
          const res = await call(t.app, 'POST', `/user-donations/${id}/${action}`, { token, body });
          const want = expected(state, action, role);
          expect(res.status, `${role}: ${res.body}`).toBe(want);
          const ledgerAfter = (await call(t.app, 'GET', '/ledger/head')).json.count;
          if (want === 200) {
            if (action !== 'transaction') {
              expect(res.json.data.status).toBe(resultState[action]);
              expect(ledgerAfter).toBe(ledgerBefore + (action === 'reject' ? 0 : 1));
            } else {
              expect(res.json.data.transactionId).toBe(body.transactionId);
            }
          } else {
            expect(res.json.success).toBe(false);
            expect(res.json.message.length).toBeGreaterThan(5);
            expect((await snapshot(t.app))).toEqual(before);
            expect(ledgerAfter).toBe(ledgerBefore);
          }
        }
        expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
      });
    }
  }
});

describe('what each change moves', () => {
  it('confirming counts the gift everywhere, with a receipt mail and an audit entry; refunding takes it back out', async () => {
    const before = await campaign();
    const statsBefore = (await call(t.app, 'GET', '/stats/admin', { token: t.admin })).json.data;
    const pledged = await pledge({ donationAmount: '777.77', channel: 'bkash', transactionId: nextTxn(), senderNumber: '01711111111' });
    const id = pledged.json.data._id;
    const confirmed = await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: t.admin, body: {} });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ status: 'confirmed', receiptNo: expect.stringMatching(/^RCT-\d{6}$/), confirmedAt: expect.any(Number), expiresAt: null });
    const c = await campaign();
    expect(Math.round(c.totalDonationAmount * 100)).toBe(Math.round(before.totalDonationAmount * 100) + 77_777);
    expect(c.donorCount).toBe(before.donorCount + 1);
    expect(c.donations[0]).toMatchObject({ name: 'Gift Owner', donationAmount: 777.77 });
    const stats = (await call(t.app, 'GET', '/stats/admin', { token: t.admin })).json.data;
    expect(stats.donationCount).toBe(statsBefore.donationCount + 1);
    expect(stats.pendingCount).toBe(statsBefore.pendingCount);
    const mine = (await call(t.app, 'GET', `/stats/user/${owner.email}`, { token: owner.token })).json.data;
    expect(mine.totalAmount).toBeGreaterThanOrEqual(777.77);
    const receipt = (await outboxMails(t.app, 'receipt')).at(-1)!;
    expect(receipt.to).toBe(owner.email);
    expect(receipt.text).toContain(confirmed.json.data.receiptNo);
    expect(receipt.text).toContain('Tk 777.77');
    expect(receipt.text).toContain('bKash');
    const audit = (await call(t.app, 'GET', `/audit-log?targetType=donation&targetId=${id}`, { token: t.admin })).json.data;
    expect(audit[0]).toMatchObject({ action: 'donation.confirm', actorName: 'Relief Admin', before: { status: 'pending' }, after: { status: 'confirmed' } });
    const entry = (await call(t.app, 'GET', `/ledger?order=desc&limit=1`)).json.data[0];
    expect(entry).toMatchObject({ kind: 'confirm', donationId: id, donor: 'Gift Owner', amount: 777.77, amountPoisha: 77_777, method: 'transfer', channel: 'bkash' });
    expect(JSON.stringify(entry)).not.toContain('@');

    const refunded = await call(t.app, 'POST', `/user-donations/${id}/refund`, { token: t.admin, body: { reason: 'Duplicate transfer' } });
    expect(refunded.json.data).toMatchObject({ status: 'refunded', statusReason: 'Duplicate transfer', receiptNo: confirmed.json.data.receiptNo });
    expect(await campaign()).toMatchObject({ totalDonationAmount: before.totalDonationAmount, donorCount: before.donorCount });
    expect((await outboxMails(t.app, 'gift-refunded')).at(-1)!.text).toContain('Duplicate transfer');
    expect((await call(t.app, 'GET', `/ledger?order=desc&limit=1`)).json.data[0]).toMatchObject({ kind: 'refund', donationId: id, amountPoisha: 77_777 });
    expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
  });

  it('a rejected or expired gift frees its transaction ID; the donor is told why', async () => {
    const id = await giftIn('pending');
    const txId = (await t.app.sql.value('SELECT transaction_id FROM donations WHERE id = ?', [Number(id)]));
    expect((await pledge({ channel: 'bkash', transactionId: txId, senderNumber: '01711111111' }, stranger.token)).status).toBe(409);
    // The owner confirms their address: a rejection is mailed only to an address an account has verified.
    await t.app.sql.run('UPDATE users SET email_verified_at = ? WHERE email = ?', [Date.now(), owner.email]);
    await call(t.app, 'POST', `/user-donations/${id}/reject`, { token: t.admin, body: { reason: 'Wrong reference' } });
    expect((await outboxMails(t.app, 'gift-rejected')).at(-1)).toMatchObject({ to: owner.email, text: expect.stringContaining('Wrong reference') });
    expect((await pledge({ channel: 'bkash', transactionId: txId, senderNumber: '01711111111' }, stranger.token)).status).toBe(201);
  });

  it('the donor sees pending gifts in their history, and an expired pledge takes no transaction ID', async () => {
    const id = await giftIn('expired');
    const mine = (await call(t.app, 'GET', `/user-donations/${owner.email}`, { token: owner.token })).json.data;
    expect(mine.find((d: { _id: string }) => d._id === id)).toMatchObject({ status: 'expired', expiresAt: null });
    expect(mine.some((d: { status: string }) => d.status === 'pending')).toBe(true);
    const late = await call(t.app, 'POST', `/user-donations/${id}/transaction`, { token: owner.token, body: { channel: 'bkash', transactionId: nextTxn(), senderNumber: '01711111111' } });
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/expired/);
    // Late money can still be confirmed by an admin.
    expect((await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: t.admin, body: {} })).status).toBe(200);
  });

  it("confirming an expired gift whose transaction ID another pledge has since taken: 409 naming that gift, nothing changes; in bulk it is listed and the rest go ahead", async () => {
    const expired = await giftIn('expired');
    const txId = (await t.app.sql.value('SELECT transaction_id FROM donations WHERE id = ?', [Number(expired)])) as string;
    const taken = await pledge({ channel: 'bkash', transactionId: txId, senderNumber: '01711111111' }, stranger.token);
    expect(taken.status).toBe(201);
    const other = taken.json.data._id as string;
    const before = await snapshot(t.app);
    const ledger = (await call(t.app, 'GET', '/ledger/head')).json.count;
    const res = await call(t.app, 'POST', `/user-donations/${expired}/confirm`, { token: t.admin, body: {} });
    expect(res.status, res.body).toBe(409);
    expect(res.json.message).toBe(`Transaction ID ${txId} now belongs to gift RLF-${other}: confirm that gift if the money is for it, or reject this one`);
    const bn = await call(t.app, 'POST', `/user-donations/${expired}/confirm`, { token: t.admin, body: {}, headers: { 'accept-language': 'bn' } });
    expect(bn.status).toBe(409);
    expect(bn.json.message).toContain(`অনুদান RLF-${other}-এর`);
    expect(await snapshot(t.app)).toEqual(before);
    expect((await call(t.app, 'GET', '/ledger/head')).json.count).toBe(ledger);

    const p1 = await giftIn('pending');
    const p2 = await giftIn('pending');
    const bulk = await call(t.app, 'POST', '/user-donations/bulk', { token: t.admin, body: { action: 'confirm', ids: [p1, expired, p2] } });
    expect(bulk.status, bulk.body).toBe(200);
    expect(bulk.json.data).toEqual({ done: [p1, p2], failed: [{ id: expired, message: res.json.message }] });
    expect(await t.app.sql.value('SELECT status FROM donations WHERE id = ?', [Number(expired)])).toBe('expired');
    expect(await t.app.sql.value('SELECT status FROM donations WHERE id = ?', [Number(p2)])).toBe('confirmed');
    expect(await moneyCheck(t.app.sql)).toEqual(MONEY_OK);
  });

  it('admins filter the list by status, method, campaign and age', async () => {
    const pending = (await call(t.app, 'GET', `/user-donations?status=pending&campaignId=${campaignId}&limit=100`, { token: t.admin })).json;
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((d: { status: string; campaignId: string }) => d.status === 'pending' && d.campaignId === campaignId)).toBe(true);
    const old = (await call(t.app, 'GET', `/user-donations?status=pending&minAgeDays=2`, { token: t.admin })).json;
    expect(old.data.every((d: { time: number }) => d.time <= Date.now() - 2 * 86_400_000)).toBe(true);
    expect(old.total).toBe(2); // the demo's pledges of 50 and 100 hours ago
    const offline = (await call(t.app, 'GET', '/user-donations?method=offline&limit=5', { token: t.admin })).json;
    expect(offline.data.every((d: { method: string }) => d.method === 'offline')).toBe(true);
    const bad = await call(t.app, 'GET', '/user-donations?status=paid', { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/status must be one of/);
  });

  it('bulk confirm and reject: each gift on its own, failures listed', async () => {
    const a = await giftIn('pending');
    const b = await giftIn('pending');
    const done = await giftIn('refunded');
    const res = await call(t.app, 'POST', '/user-donations/bulk', { token: t.admin, body: { action: 'confirm', ids: [a, done, b, '999999'] } });
    expect(res.status).toBe(200);
    expect(res.json.data.done).toEqual([a, b]);
    expect(res.json.data.failed).toEqual([
      { id: done, message: 'A refunded gift cannot be confirmed again' },
      { id: '999999', message: 'Donation not found' },
    ]);
    const c = await giftIn('pending');
    expect((await call(t.app, 'POST', '/user-donations/bulk', { token: t.admin, body: { action: 'reject', ids: [c] } })).status).toBe(400);
    const rejected = await call(t.app, 'POST', '/user-donations/bulk', { token: t.admin, body: { action: 'reject', ids: [c], reason: 'No money' } });
    expect(rejected.json.data.done).toEqual([c]);
    expect((await call(t.app, 'POST', '/user-donations/bulk', { token: owner.token, body: { action: 'confirm', ids: [c] } })).status).toBe(403);
    expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
  });
});

describe('who is mailed about a gift', () => {
  const SCAM = 'Your bank account is locked, call 01999999999';
  const guestPledge = (email: string, name: string, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/user-donation', { body: { id: campaignId, donationAmount: '1', name, email, ...extra } });

  it("an admin rejecting guest pledges mails nobody: a typed address is not the donor's until money is seen", async () => {
    const victim = `victim-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await guestPledge(victim, SCAM)).json.data._id);
    const res = await call(t.app, 'POST', '/user-donations/bulk', { token: t.admin, body: { action: 'reject', ids, reason: 'Never paid' } });
    expect(res.json.data.done).toEqual(ids);
    expect((await outboxMails(t.app)).filter((m) => m.to === victim)).toEqual([]);
  });

  it('a guest who really paid gets the receipt and the refund notice, greeted as "Dear donor", never by the typed name', async () => {
    const guest = `paid-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const id = (await guestPledge(guest, SCAM, { channel: 'bkash', transactionId: nextTxn(), senderNumber: '01711111111' })).json.data._id;
    expect((await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: t.admin, body: {} })).status).toBe(200);
    expect((await call(t.app, 'POST', `/user-donations/${id}/refund`, { token: t.admin, body: { reason: 'Asked back' } })).status).toBe(200);
    const mails = (await outboxMails(t.app)).filter((m) => m.to === guest);
    expect(mails.map((m) => m.kind)).toEqual(['receipt', 'gift-refunded']);
    for (const m of mails) {
      expect(m.text).toMatch(/^Dear donor, /);
      expect(m.text + m.subject).not.toContain('bank account');
    }
    expect(mails[0]!.text).toContain(`RLF-${id}`);
  });

  it("a verified account's gift is mailed by name, rejection included; an admin's offline gift keeps the name the admin typed", async () => {
    const user = await login(t.app, USER.email, USER.password);
    const id = (await pledge({}, user)).json.data._id;
    await call(t.app, 'POST', `/user-donations/${id}/reject`, { token: t.admin, body: { reason: 'Never paid' } });
    expect((await outboxMails(t.app, 'gift-rejected')).at(-1)).toMatchObject({ to: USER.email, text: expect.stringMatching(/^Hello Nusrat Jahan, /) });
    const walkIn = `walkin-${crypto.randomUUID().slice(0, 8)}@example.org`;
    await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 500, name: 'Rahim Uddin', email: walkIn, channel: 'cash' } });
    expect((await outboxMails(t.app, 'receipt')).at(-1)).toMatchObject({ to: walkIn, text: expect.stringMatching(/^Hello Rahim Uddin, /) });
  });

  it("a guest gift typed with a verified account's address, not signed in, is mailed there as \"Dear donor\", never by the typed name", async () => {
    const before = (await outboxMails(t.app)).filter((m) => m.to === USER.email).length;
    const id = (await guestPledge(USER.email, SCAM)).json.data._id;
    // Pledge steps go only to a signed-in, confirmed donor.
    expect((await outboxMails(t.app)).filter((m) => m.to === USER.email)).toHaveLength(before);
    await call(t.app, 'POST', `/user-donations/${id}/reject`, { token: t.admin, body: { reason: 'Never paid' } });
    const rejected = (await outboxMails(t.app, 'gift-rejected')).at(-1)!;
    expect(rejected).toMatchObject({ to: USER.email, text: expect.stringMatching(/^Dear donor, /) });
    for (const m of (await outboxMails(t.app)).filter((m) => m.to === USER.email)) expect(m.text + m.subject).not.toContain('bank account');
  });

  it('mails follow the gift\'s language: Bangla greets "প্রিয় দাতা"', async () => {
    const guest = `bn-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const res = await call(t.app, 'POST', '/user-donation', {
      headers: { 'accept-language': 'bn' },
      body: { id: campaignId, donationAmount: '2', name: SCAM, email: guest, channel: 'bkash', transactionId: nextTxn(), senderNumber: '01711111111' },
    });
    await call(t.app, 'POST', `/user-donations/${res.json.data._id}/confirm`, { token: t.admin, body: {} });
    const mail = (await outboxMails(t.app, 'receipt')).at(-1)!;
    expect(mail).toMatchObject({ to: guest, text: expect.stringMatching(/^প্রিয় দাতা, /) });
    expect(mail.text).not.toContain('bank account');
  });
});

describe('offline gifts', () => {
  it('an admin records cash or a cheque: confirmed at once, ledger entry, receipt mail, audit; a confirmed account gets it in its history', async () => {
    const before = await campaign();
    const res = await call(t.app, 'POST', '/user-donations/offline', {
      token: t.admin,
      body: { campaignId, donationAmount: '5000.05', name: 'Nusrat Jahan', email: USER.email, channel: 'cheque', reference: 'chq-88812' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: 'confirmed', method: 'offline', channel: 'cheque', transactionId: 'CHQ-88812', receiptNo: expect.stringMatching(/^RCT-/) });
    expect(Math.round((await campaign()).totalDonationAmount * 100)).toBe(Math.round(before.totalDonationAmount * 100) + 500_005);
    expect((await outboxMails(t.app, 'receipt')).at(-1)).toMatchObject({ to: USER.email });
    expect((await call(t.app, 'GET', '/ledger?order=desc&limit=1')).json.data[0]).toMatchObject({ kind: 'offline', method: 'offline', channel: 'cheque' });
    const history = (await call(t.app, 'GET', `/user-donations/${USER.email}?limit=1`, { token: t.user })).json.data;
    expect(history[0]).toMatchObject({ _id: res.json.data._id, method: 'offline' });
    const audit = (await call(t.app, 'GET', '/audit-log?action=donation.offline&limit=1', { token: t.admin })).json.data[0];
    expect(audit).toMatchObject({ targetId: res.json.data._id, after: expect.objectContaining({ donationAmount: 5000.05 }) });
  });

  it('the same cash without a reference recorded twice within 10 minutes is refused (409, code offline-duplicate) unless duplicateOk says it is a second gift', async () => {
    const name = `Envelope ${crypto.randomUUID().slice(0, 6)}`;
    const cash = (extra: Record<string, unknown> = {}) =>
      call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: '750.50', name, channel: 'cash', ...extra } });
    const first = await cash();
    expect(first.status, first.body).toBe(201);
    const before = await snapshot(t.app);
    // The answer was lost on a weak link and the form sent again: nothing is counted twice.
    const again = await cash();
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      success: false,
      code: 'offline-duplicate',
      message: `The same gift (campaign, amount, donor and channel, without a reference) was recorded in the last 10 minutes as ${first.json.data.reference}. If this is a second gift, record it anyway.`,
    });
    const bn = await call(t.app, 'POST', '/user-donations/offline', {
      token: t.admin,
      headers: { 'accept-language': 'bn' },
      body: { campaignId, donationAmount: '750.50', name, channel: 'cash' },
    });
    expect(bn.json).toMatchObject({ code: 'offline-duplicate', message: expect.stringMatching(/^ঠিক এই অনুদানটি .*গত ১০ মিনিটে/) });
    expect(await snapshot(t.app)).toEqual(before);
    // Another amount, donor, channel or a reference is another gift.
    expect((await cash({ donationAmount: '750.51' })).status).toBe(201);
    expect((await cash({ channel: 'cheque' })).status).toBe(201);
    expect((await cash({ reference: `R-${Date.now()}` })).status).toBe(201);
    // A second, real gift: the admin says so.
    const second = await cash({ duplicateOk: true });
    expect(second.status, second.body).toBe(201);
    expect(second.json.data._id).not.toBe(first.json.data._id);
    // Older than 10 minutes: no longer taken for the same one.
    await t.app.sql.run('UPDATE donations SET confirmed_at = confirmed_at - ? WHERE donor_name = ?', [11 * 60_000, name]);
    expect((await cash()).status).toBe(201);
    // A refunded gift is not money held: recording it again is allowed.
    const envelope = `Refunded ${crypto.randomUUID().slice(0, 6)}`;
    const refunded = await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 20, name: envelope, channel: 'cash' } });
    expect((await call(t.app, 'POST', `/user-donations/${refunded.json.data._id}/refund`, { token: t.admin, body: { reason: 'Wrong campaign' } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 20, name: envelope, channel: 'cash' } })).status).toBe(201);
    expect(await moneyCheck(t.app.sql)).toEqual(MONEY_OK);
  });

  it('two recordings of one envelope at the same moment: one is counted', async () => {
    const name = `Same moment ${crypto.randomUUID().slice(0, 6)}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 90, name, channel: 'cash' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await t.app.sql.value('SELECT count(*) FROM donations WHERE donor_name = ?', [name])).toBe(1);
  });

  it("a transfer ID and a cheque or cash-receipt number are separate kinds: a guest's pledge cannot block a cheque; each kind is still unique", async () => {
    const ref = `0${String(Date.now()).slice(-7)}`;
    const offline = (channel: 'cash' | 'cheque', reference: string) =>
      call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 1000, name: 'Cheque Donor', channel, reference } });
    const guest = await call(t.app, 'POST', '/user-donation', {
      body: { id: campaignId, donationAmount: '1', name: 'Guest', email: 'blocker@example.com', channel: 'bkash', transactionId: ref, senderNumber: '01711111111' },
    });
    expect(guest.status).toBe(201);
    const cheque = await offline('cheque', ref);
    expect(cheque.status, cheque.body).toBe(201);
    expect(cheque.json.data).toMatchObject({ method: 'offline', channel: 'cheque', transactionId: ref, status: 'confirmed' });
    expect((await offline('cash', ref)).status).toBe(201);
    const before = await snapshot(t.app);
    const again = await offline('cheque', ref);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already been given/);
    expect((await pledge({ channel: 'nagad', transactionId: ref, senderNumber: '01811111111' }, stranger.token)).status).toBe(409);
    expect(await snapshot(t.app)).toEqual(before);
    // A statement line with that number is about the transfer, not the cheque.
    const res = await call(t.app, 'POST', '/payments/statement', { token: t.admin, body: { csv: `TrxID,Amount\r\n${ref},1\r\n` } });
    expect(res.json.data.confirmed).toEqual([expect.objectContaining({ donationId: guest.json.data._id })]);
    expect(await moneyCheck(t.app.sql)).toEqual(MONEY_OK);
  });

  it('without an address there is no mail; future dates, bad channels and non-admins are refused', async () => {
    const mails = (await outboxMails(t.app)).length;
    const cash = await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 300, name: 'Walk-in donor', channel: 'cash' } });
    expect(cash.status).toBe(201);
    expect((await outboxMails(t.app)).length).toBe(mails);
    const future = await call(t.app, 'POST', '/user-donations/offline', {
      token: t.admin,
      body: { campaignId, donationAmount: 300, name: 'X', channel: 'cash', receivedAt: Date.now() + 86_400_000 },
    });
    expect(future.status).toBe(400);
    expect(future.json.message).toMatch(/future/);
    expect((await call(t.app, 'POST', '/user-donations/offline', { token: t.admin, body: { campaignId, donationAmount: 300, name: 'X', channel: 'bkash' } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/user-donations/offline', { token: t.user, body: { campaignId, donationAmount: 300, name: 'X', channel: 'cash' } })).status).toBe(403);
  });
});

describe('200 parallel pledges and confirmations', () => {
  it('leave totals, leaderboard, ledger and mail exact', async () => {
    const created = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Rush of gifts', amount: 100000, description: 'Many at once' },
    });
    const id = created.json.data._id;
    const before = (await call(t.app, 'GET', '/ledger/head')).json.count;
    const amounts = Array.from({ length: 200 }, (_, i) => `${1 + (i % 50)}.${String((i * 7) % 100).padStart(2, '0')}`);
    const gifts = await Promise.all(
      amounts.map(async (amount, i) => {
        const res = await call(t.app, 'POST', '/user-donation', {
          token: i % 2 ? owner.token : undefined,
          body: { id, donationAmount: amount, name: `Guest ${i}`, email: `rush${i}@example.com`, channel: 'bkash', transactionId: `RUSH${i}X`, senderNumber: '01711111111' },
        });
        expect(res.status).toBe(201);
        return res.json.data._id as string;
      }),
    );
    const confirmations = await Promise.all(gifts.map((g) => call(t.app, 'POST', `/user-donations/${g}/confirm`, { token: t.admin, body: {} })));
    expect(confirmations.every((r) => r.status === 200)).toBe(true);
    // Confirming them all again, at once: not one is counted twice.
    const again = await Promise.all(gifts.map((g) => call(t.app, 'POST', `/user-donations/${g}/confirm`, { token: t.admin, body: {} })));
    expect(again.every((r) => r.status === 409)).toBe(true);
    const expected = amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
    const single = (await call(t.app, 'GET', `/single-donation/${id}`)).json.data;
    expect(Math.round(single.totalDonationAmount * 100)).toBe(expected);
    expect(single.donorCount).toBe(200);
    expect((await call(t.app, 'GET', '/ledger/head')).json.count).toBe(before + 200);
    const receipts = (await outboxMails(t.app, 'receipt')).filter((m) => /^rush\d+@/.test(m.to) || m.to === owner.email);
    expect(receipts.filter((m) => m.subject.includes('Rush of gifts'))).toHaveLength(200);
    expect((await moneyCheck(t.app.sql))).toEqual(MONEY_OK);
  }, 60_000);
});

describe('the consistency check itself', () => {
  it('notices a total, a leaderboard row or a receipt that disagrees with the rows', async () => {
    const sql = t.app.sql;
    // One leaderboard row, named by its key (portable: no rowid).
    const firstDonor = "(donor_key, anonymous) = (SELECT donor_key, anonymous FROM donor_totals ORDER BY donor_key, anonymous LIMIT 1)";
    expect(await moneyCheck(sql)).toEqual(MONEY_OK);
    await sql.run('UPDATE campaigns SET raised_poisha = raised_poisha + 1 WHERE id = ?', [Number(campaignId)]);
    expect(await moneyCheck(sql)).toMatchObject({ campaignDrift: 1, ledgerDrift: 1 });
    await sql.run('UPDATE campaigns SET raised_poisha = raised_poisha - 1 WHERE id = ?', [Number(campaignId)]);
    await sql.run(`UPDATE donor_totals SET total_poisha = total_poisha + 1 WHERE ${firstDonor}`);
    expect(await moneyCheck(sql)).toMatchObject({ donorDrift: 1 });
    await sql.run(`UPDATE donor_totals SET total_poisha = total_poisha - 1 WHERE ${firstDonor}`);
    await sql.run("UPDATE donations SET receipt_no = NULL WHERE id = (SELECT min(id) FROM donations WHERE status = 'confirmed')");
    expect(await moneyCheck(sql)).toMatchObject({ entriesPerGift: 1 });
  });
});
