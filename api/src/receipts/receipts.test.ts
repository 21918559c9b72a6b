/** The receipt and statement PDFs through the API: who may fetch them, and what is in them. */
import { describe, expect, it } from 'vitest';
import { call, giveConfirmed, newUser, useSignedInTestApp } from '../test/helpers.js';
import { pdfText } from '../test/pdf.js';

const t = useSignedInTestApp();

const textOf = (body: Buffer) => pdfText(body);
const fetchPdf = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /user-donations/{id}/receipt.pdf', () => {
  it('the donor and admins get the receipt of a confirmed gift; others, pending and refunded gifts do not', async () => {
    const donor = await newUser(t.app, 'Receipt Donor');
    const gift = await giveConfirmed(t.app, t.admin, { id: '2', donationAmount: '4321.09', channel: 'nagad', transactionId: 'RCPT0001', senderNumber: '01811111111' }, donor.token);
    const mine = await fetchPdf(`/user-donations/${gift._id}/receipt.pdf`, donor.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="relief-receipt-${gift.receiptNo}.pdf"`);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const text = await textOf(mine.rawPayload);
    for (const part of [gift.receiptNo!, 'Receipt Donor', 'Tk 4,321.09', 'Nagad', 'RCPT0001', `RLF-${gift._id}`, gift.title]) expect(text).toContain(part);
    expect((await fetchPdf(`/user-donations/${gift._id}/receipt.pdf`, t.admin)).statusCode).toBe(200);
    expect((await fetchPdf(`/user-donations/${gift._id}/receipt.pdf`, t.user)).statusCode).toBe(404);
    expect((await fetchPdf(`/user-donations/${gift._id}/receipt.pdf`)).statusCode).toBe(401);

    const pending = await call(t.app, 'POST', '/user-donation', { token: donor.token, body: { id: '2', donationAmount: 5 } });
    const early = await fetchPdf(`/user-donations/${pending.json.data._id}/receipt.pdf`, donor.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once the gift is confirmed/);
    await call(t.app, 'POST', `/user-donations/${gift._id}/refund`, { token: t.admin, body: { reason: 'Sent twice' } });
    expect((await fetchPdf(`/user-donations/${gift._id}/receipt.pdf`, donor.token)).json().message).toMatch(/refunded/);
  });
});

describe('GET /user-donations/{email}/statement.pdf', () => {
  it("lists the year's confirmed gifts with the exact total, for the account or an admin", async () => {
    const donor = await newUser(t.app, 'Statement Donor');
    for (const amount of ['0.10', '0.20', '999999.99']) await giveConfirmed(t.app, t.admin, { id: '3', donationAmount: amount }, donor.token);
    await call(t.app, 'POST', '/user-donation', { token: donor.token, body: { id: '3', donationAmount: 50 } }); // pending: not listed
    const year = new Date(Date.now() + 6 * 3_600_000).getUTCFullYear();
    const res = await fetchPdf(`/user-donations/${donor.email}/statement.pdf?year=${year}`, donor.token);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(`Donations in ${year}`);
    expect(text).toContain('Statement Donor');
    expect(text).toContain('Total Tk 1,000,000.29');
    expect(text).not.toContain('Tk 50');
    const empty = await textOf((await fetchPdf(`/user-donations/${donor.email}/statement.pdf?year=2001`, t.admin)).rawPayload);
    expect(empty).toContain('No confirmed gifts in this year.');
    expect((await fetchPdf(`/user-donations/${donor.email}/statement.pdf?year=${year}`, t.user)).statusCode).toBe(403);
    const bad = await fetchPdf(`/user-donations/${donor.email}/statement.pdf?year=abc`, donor.token);
    expect(bad.statusCode).toBe(400);
  });
});
