/**
 * Money you can trust, in real Chromium against the built product: a donor pledges by bKash with
 * the transaction ID, sees the gift pending; an admin confirms it on the Payments page; the total
 * moves by exactly that; the receipt mail is in the outbox and the receipt PDF downloads; the
 * transparency page recomputes the ledger's chain in the browser and it verifies.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, settle } from './axe';
import { DEMO_ACCOUNTS, ROOT, startProduct, type Product } from './harness';
import type { Campaign, DonationRecord } from 'api/types';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function api<T>(pathname: string, token?: string): Promise<T> {
  const res = await fetch(`${product.origins.api}/${pathname.replace(/^\//, '')}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('donation-auth')!).token) as string);

async function newPage(viewport?: { width: number; height: number }) {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(45_000);
  return page;
}

describe('a gift from pledge to receipt', () => {
  it('pledged by bKash: pending and uncounted; confirmed by an admin: counted, mailed, in the ledger, and the chain verifies', async () => {
    const campaigns = (await api<{ data: Campaign[] }>('donations?limit=3')).data;
    const target = campaigns[2]!;
    const before = (await api<{ data: Campaign }>(`single-donation/${target._id}`)).data;
    const txn = `E2E${Date.now().toString(36).toUpperCase()}`;

    // The donor (demo user, address confirmed) pledges and gives the transfer's ID and number.
    const donor = await newPage({ width: 1280, height: 900 });
    await product.loginAs(donor, 'user');
    await donor.goto(product.url(`/donations/${target._id}`));
    await donor.getByRole('button', { name: 'Donate Now' }).click();
    const dialog = donor.getByRole('dialog');
    await dialog.getByRole('list', { name: 'Receiving accounts' }).waitFor();
    expect(await dialog.getByRole('list', { name: 'Receiving accounts' }).innerText()).toContain('01700000001');
    await dialog.getByLabel('Amount (Tk)').fill('1234.56');
    await dialog.getByLabel(/Transaction ID/).fill(txn.toLowerCase());
    await dialog.getByLabel(/Sent from/).fill('01712345678');
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await dialog.getByText('Pledge recorded — pending').waitFor();
    const reference = /Reference (RLF-\d+)/.exec(await dialog.getByRole('status').innerText())![1]!;
    expect(await dialog.getByRole('list', { name: 'Next steps' }).innerText()).toContain(`We have your transaction ID ${txn}`);
    const pledgeMail = (await product.mail(DEMO_ACCOUNTS.user.email, { timeoutMs: 10_000 })).find((m) => m.subject.includes(reference))!;
    expect(pledgeMail.text).toContain('01700000001');
    // Nothing is counted yet.
    expect((await api<{ data: Campaign }>(`single-donation/${target._id}`)).data.totalDonationAmount).toBe(before.totalDonationAmount);

    // The donor's history shows it pending, waiting for the money to be seen.
    await dialog.getByRole('link', { name: 'My donations' }).click();
    await donor.waitForURL((u) => u.pathname.startsWith('/dashboard/user-donations/'));
    const mineRow = donor.getByRole('row').filter({ hasText: `Waiting for confirmation (transaction ID ${txn})` });
    await mineRow.waitFor();
    expect(await mineRow.innerText()).toMatch(/pending/i);

    // An admin confirms it on the Payments page.
    const admin = await newPage({ width: 1280, height: 900 });
    await product.loginAs(admin, 'admin');
    await admin.goto(product.url('/dashboard/payments'));
    await admin.getByRole('button', { name: `Confirm ${reference}` }).click();
    await admin.getByRole('button', { name: `Confirm ${reference}` }).waitFor({ state: 'detached' });

    // The total moved by exactly the amount, and the campaign page says so.
    const after = (await api<{ data: Campaign }>(`single-donation/${target._id}`)).data;
    expect(Math.round((after.totalDonationAmount - before.totalDonationAmount) * 100)).toBe(123456);
    expect(after.donorCount).toBe(before.donorCount + 1);
    await donor.goto(product.url(`/donations/${target._id}`));
    await donor.getByText(new RegExp(`Tk ${after.totalDonationAmount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}.*raised`)).first().waitFor();

    // The receipt mail, through the outbox.
    const receipt = (await product.mail(DEMO_ACCOUNTS.user.email, { atLeast: 2, timeoutMs: 10_000 })).find((m) => m.subject.startsWith('Receipt RCT-'))!;
    expect(receipt.subject).toContain('Tk 1,234.56');
    expect(receipt.text).toContain(reference);
    expect(receipt.text).toContain(txn);
    const receiptNo = /Receipt (RCT-\d+)/.exec(receipt.subject)![1]!;

    // The donor's history: confirmed, and the receipt PDF downloads.
    const token = await tokenOf(donor);
    const gift = (await api<{ data: DonationRecord[] }>(`user-donations/${DEMO_ACCOUNTS.user.email}`, token)).data.find((d) => d.reference === reference)!;
    expect(gift).toMatchObject({ status: 'confirmed', receiptNo, transactionId: txn });
    await donor.goto(product.url(`/dashboard/user-donations/${encodeURIComponent(DEMO_ACCOUNTS.user.email)}`));
    const [download] = await Promise.all([
      donor.waitForEvent('download'),
      donor.getByRole('button', { name: `Receipt ${receiptNo} (PDF) for ${reference}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`relief-receipt-${receiptNo}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

    // The public ledger has the entry (no email), and the browser recomputes the whole chain.
    const latest = (await api<{ data: { donationId: string; amount: number; donor: string }[] }>('ledger?order=desc&limit=1')).data[0]!;
    expect(latest).toMatchObject({ donationId: gift._id, amount: 1234.56 });
    const page = await newPage({ width: 375, height: 800 });
    await page.goto(product.url('/transparency'));
    await page.getByRole('heading', { name: 'Transparency' }).waitFor();
    const head = (await api<{ count: number; head: string }>('ledger/head')).head;
    expect(await page.getByTestId('ledger-head').innerText()).toBe(head);
    await page.getByRole('button', { name: 'Verify' }).click();
    const ok = page.getByText(/^All [\d,]+ entries verify; head/);
    await ok.waitFor();
    expect(await ok.innerText()).toContain(head);
    expect(await page.content()).not.toContain('@relief.test');
    for (const p of [donor, admin, page]) expect(product.errors(p).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

describe('reconciliation', () => {
  it("an admin uploads the account's statement: matching pending gifts are confirmed, the rest listed; a second upload confirms nothing", async () => {
    const admin = await newPage({ width: 1280, height: 900 });
    await product.loginAs(admin, 'admin');
    const file = path.join(ROOT, 'api/src/payments/demo-statement.csv');
    const upload = async () => {
      await admin.goto(product.url('/dashboard/payments?tab=statement'));
      await admin.getByLabel(/Statement file/).setInputFiles(file);
      await admin.getByRole('button', { name: 'Import statement' }).click();
    };
    await upload();
    await admin.getByText(/demo-statement\.csv: 2 confirmed, 3 unmatched of 5 lines/).waitFor();
    const unmatched = await admin.getByRole('table', { name: /unmatched/i }).innerText();
    expect(unmatched).toContain('BK3H6J2LQW');
    expect(unmatched).toMatch(/Amount differs/);
    expect(unmatched).toMatch(/Unknown transaction ID/);
    expect(unmatched).toMatch(/Already used/);
    await upload();
    await admin.getByText(/demo-statement\.csv: 0 confirmed, 5 unmatched of 5 lines/).waitFor();
    expect(product.errors(admin).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

describe('cash recorded twice', () => {
  it('the same envelope again is held back with a warning (axe clean) and counted only when the admin records it anyway', async () => {
    const admin = await newPage({ width: 375, height: 812 });
    await product.loginAs(admin, 'admin');
    const [target] = (await api<{ data: Campaign[] }>('donations?limit=1')).data;
    const before = (await api<{ data: Campaign }>(`single-donation/${target!._id}`)).data.totalDonationAmount;
    await admin.goto(product.url('/dashboard/payments?tab=offline'));
    const fill = async () => {
      const campaign = admin.getByRole('combobox', { name: /Campaign/ });
      await expect.poll(() => campaign.locator('option').count()).toBeGreaterThan(1);
      await campaign.selectOption(target!._id);
      await admin.getByRole('textbox', { name: /Amount/ }).fill('120.25');
      await admin.getByRole('textbox', { name: /Donor name/ }).fill('Envelope at the camp');
      await admin.getByRole('button', { name: 'Record gift' }).click();
    };
    await fill();
    await admin.getByText(/recorded and confirmed/).first().waitFor();
    // The form is empty again; the same envelope typed in again (a second admin, or a lost answer).
    await fill();
    const warning = admin.getByRole('alert').filter({ hasText: 'This gift may be recorded already' });
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(/was recorded in the last 10 minutes as RLF-\d+/);
    await settle(admin);
    expect(await seriousViolations(admin)).toEqual([]);
    const total = async () => (await api<{ data: Campaign }>(`single-donation/${target!._id}`)).data.totalDonationAmount;
    expect(Math.round((await total()) * 100)).toBe(Math.round(before * 100) + 12_025);
    await admin.getByRole('button', { name: 'Record it anyway' }).click();
    await expect.poll(async () => Math.round((await total()) * 100)).toBe(Math.round(before * 100) + 24_050);
    await warning.waitFor({ state: 'detached' });
    expect(product.errors(admin).filter((e) => !/status of 409/.test(e))).toEqual([]);
  });
});

describe('tampering', () => {
  // Last in this file: it edits the database under the running API.
  it('an edit of a past ledger row made directly in the database is found by the browser check, which names the entry', async () => {
    const db = new Database(product.databasePath);
    try {
      db.exec('DROP TRIGGER ledger_append_only_update'); // someone with the database file can do this
      db.prepare('UPDATE ledger SET amount_poisha = amount_poisha + 100000 WHERE seq = 5').run();
    } finally {
      db.close();
    }
    const page = await newPage({ width: 1280, height: 900 });
    await page.goto(product.url('/transparency'));
    await page.getByTestId('ledger-head').waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The chain does NOT verify' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Entry #5 does not verify: its hash broke');
  });
});

