/**
 * mf-dashboard in real Chromium against the built product (see e2e/harness.ts):
 * campaign management reflected on the public list, overview figures against the API's own
 * data, profile round-trip, role enforcement, CSV export, phone drawer, accessibility scan.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Campaign, DonationRecord, User } from 'api/types';
import { DEMO_ACCOUNTS, startProduct, type Product } from './harness';
import { OWN_CARD } from './routes';
import { photoLikeJpeg } from './photo';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

/** A token straight from the API, for reading the data the screens should agree with. */
async function apiToken(who: 'admin' | 'user'): Promise<string> {
  const res = await fetch(`${product.origins.api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS[who]),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

async function apiGet<T>(path: string, token?: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${product.origins.api}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data: T };
  return { status: res.status, data: body.data };
}

/** "Tk 50,417.25" → 50417.25 */
function money(text: string): number {
  return Number(text.replace(/^\s*Tk\.?\s*/, '').replace(/,/g, ''));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

async function statValue(page: Page, label: string): Promise<string> {
  const card = page.getByRole('group', { name: label });
  await card.getByTestId('stat-value').filter({ hasNotText: '…' }).waitFor();
  return (await card.getByTestId('stat-value').innerText()).trim();
}

/** Click a side-menu entry (the desktop one). */
async function menu(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
}

async function rowsOf(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
  );
}

/** The public campaign list, reached through the navbar (same SPA, same API cache). */
async function publicTitles(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Donations' }).click();
  await page.waitForURL((u) => u.pathname === '/donations');
  await page.getByRole('heading', { name: 'Active Campaigns' }).waitFor();
  await page.locator('main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('main h2').allInnerTexts();
}

/** Sign in and wait until the session is stored (a full page load right after must keep it). */
async function signIn(page: Page, who: 'admin' | 'user') {
  await product.loginAs(page, who);
  await page.waitForFunction(() => {
    const raw = localStorage.getItem('donation-auth');
    return raw !== null && JSON.parse(raw).token !== 'null';
  });
}

async function backToDashboard(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await menu(page, label);
}

describe('admin manages campaigns', () => {
  it('uploads a photo for a new campaign; its card offers the widths and a 412 px phone downloads a small one', async () => {
    const page = await product.newPage();
    await signIn(page, 'admin');
    await menu(page, 'Create Donation');
    await page.getByRole('heading', { name: 'Create a New Donation' }).waitFor();
    const photo = await photoLikeJpeg();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload a photo' }).click();
    await (await chooser).setFiles({ name: 'haor.jpg', mimeType: 'image/jpeg', buffer: photo });
    const image = page.getByLabel('Image URL');
    // The stored picture's address fills the field (absolute, from the API's origin).
    await expect.poll(() => image.inputValue(), { timeout: 15_000 }).toMatch(/\/assets\/uploads\/[0-9a-f]{24}-1200\.webp$/);
    const stored = await image.inputValue();
    await page.getByLabel('Category').selectOption('Flood');
    await page.getByLabel('Title').fill('E2E Photo Campaign');
    await page.getByLabel('Amount (Tk)').fill('50000');
    await page.getByLabel('Description').fill('Made with an uploaded photo.');
    await page.getByRole('button', { name: 'Create Donation' }).click();
    await page.getByRole('alert').filter({ hasText: /created|added|success/i }).first().waitFor();
    const created = (await apiGet<Campaign[]>('/donations')).data.find((c) => c.title === 'E2E Photo Campaign')!;
    expect(created.image).toBe(stored);
    await page.context().close();

    // A donor on a 412 px phone: the card's picture comes from srcset, at the narrow width.
    const phone = await product.newPage({ width: 412, height: 900 });
    const pictures: { url: string; bytes: number }[] = [];
    phone.on('response', async (res) => {
      if (res.url().includes('/assets/uploads/')) pictures.push({ url: res.url(), bytes: (await res.body()).length });
    });
    await phone.goto(product.url('/donations'));
    const card = phone.locator(OWN_CARD).filter({ hasText: 'E2E Photo Campaign' }).first();
    const img = card.locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await phone.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    expect(await img.getAttribute('srcset')).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
    expect(pictures.map((p) => p.url.split('/').pop()), JSON.stringify(pictures)).toHaveLength(1);
    expect(pictures[0]!.url).toMatch(/-400\.webp$/);
    // The aim: at most about 30 KB per card picture on a phone.
    expect(pictures[0]!.bytes).toBeLessThanOrEqual(30 * 1024);
    console.log(`card picture on a 412 px phone: ${pictures[0]!.url.split('/').pop()} ${(pictures[0]!.bytes / 1024).toFixed(1)} KB (the 2400 px JPEG was ${(photo.length / 1024).toFixed(0)} KB)`);
    await phone.context().close();
  });

  it('creates, edits (dialog and page) and deletes a campaign; the public list follows each change', async () => {
    const page = await product.newPage();
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD', exact: true }).waitFor();

    // Create.
    await menu(page, 'Create Donation');
    await page.getByRole('heading', { name: 'Create a New Donation' }).waitFor();
    // Empty submit: every field says what is missing, nothing is sent.
    await page.getByRole('button', { name: 'Create Donation' }).click();
    await page.getByText('Title is required').waitFor();
    await expect(page.getByLabel('Image URL').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByLabel('Image URL').fill('/assets/campaigns/flood-homes.svg');
    // The category is a native select: the empty submit marked it too.
    const category = page.getByLabel('Category');
    await expect(category.getAttribute('aria-invalid')).resolves.toBe('true');
    await category.selectOption('Flood');
    await expect(category.inputValue()).resolves.toBe('Flood');
    await page.getByLabel('Title').fill('E2E Haor Flood Boats');
    await page.getByLabel('Amount (Tk)').fill('abc');
    await page.getByLabel('Description').fill('Boats for families cut off by the haor flood.');
    await page.getByRole('button', { name: 'Create Donation' }).click();
    await page.getByText('Amount must be a positive number with at most 2 decimals').waitFor();
    await page.getByLabel('Amount (Tk)').fill('75000');
    await page.getByRole('button', { name: 'Create Donation' }).click();
    await page.getByRole('alert').filter({ hasText: /created|added|success/i }).first().waitFor();
    await expect(page.getByLabel('Title').inputValue()).resolves.toBe('');

    expect(await publicTitles(page)).toContain('E2E Haor Flood Boats');
    const created = (await apiGet<Campaign[]>('/donations')).data.find((c) => c.title === 'E2E Haor Flood Boats')!;
    expect(created).toMatchObject({ category: 'Flood', amount: 75000, totalDonationAmount: 0, image: `${new URL(product.origins.api).origin}/assets/campaigns/flood-homes.svg` });

    // Edit in the dialog.
    await backToDashboard(page, 'Donation Services');
    await page.getByRole('heading', { name: 'All Donations' }).waitFor();
    const editButton = page.getByRole('button', { name: 'Edit E2E Haor Flood Boats' });
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Donation' });
    await expect(dialog.getByLabel('Title').inputValue()).resolves.toBe('E2E Haor Flood Boats');
    await expect(dialog.getByLabel('Amount (Tk)').inputValue()).resolves.toBe('75000');
    await dialog.getByLabel('Title').fill('E2E Haor Flood Boats (dialog)');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'E2E Haor Flood Boats (dialog)', exact: true }).waitFor();
    // Focus went back to the button that opened the dialog.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toMatch(/^Edit E2E Haor Flood Boats/);

    // Cancel closes the dialog without a change.
    await page.getByRole('button', { name: 'Edit E2E Haor Flood Boats (dialog)' }).click();
    await dialog.getByLabel('Title').fill('Should not be saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await publicTitles(page)).toContain('E2E Haor Flood Boats (dialog)');

    // Edit on the page: every field is really sent.
    await page.goto(product.url(`/dashboard/donations/edit/${created._id}`));
    await page.getByRole('heading', { name: 'Edit Donation' }).waitFor();
    await expect(page.getByLabel('Title').inputValue()).resolves.toBe('E2E Haor Flood Boats (dialog)');
    await page.getByLabel('Title').fill('E2E Haor Flood Boats (page)');
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('Flood');
    await page.getByLabel('Category').selectOption('Cyclone');
    await page.getByLabel('Amount (Tk)').fill('80000.50');
    await page.getByLabel('Description').fill('Edited on the page.');
    await page.getByLabel('Image URL').fill('/assets/campaigns/cyclone-coast.svg');
    await page.getByRole('button', { name: 'Update Donation' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/donations');
    await page.getByRole('cell', { name: 'E2E Haor Flood Boats (page)', exact: true }).waitFor();
    const edited = (await apiGet<Campaign>(`/single-donation/${created._id}`)).data;
    expect(edited).toMatchObject({
      title: 'E2E Haor Flood Boats (page)',
      category: 'Cyclone',
      amount: 80000.5,
      description: 'Edited on the page.',
      image: `${new URL(product.origins.api).origin}/assets/campaigns/cyclone-coast.svg`,
    });
    expect(await publicTitles(page)).toContain('E2E Haor Flood Boats (page)');

    // Delete: Cancel first, then Yes, delete.
    await backToDashboard(page, 'Donation Services');
    await page.getByRole('button', { name: 'Delete E2E Haor Flood Boats (page)' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete this donation?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'E2E Haor Flood Boats (page)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete E2E Haor Flood Boats (page)' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('cell', { name: 'E2E Haor Flood Boats (page)', exact: true }).waitFor({ state: 'detached' });
    expect(await publicTitles(page)).not.toContain('E2E Haor Flood Boats (page)');
    expect((await apiGet<Campaign>(`/single-donation/${created._id}`)).status).toBe(404);

    expect(product.errors(page).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

describe('overviews agree with the data', () => {
  it('admin overview: counts, total and average are the sums of the seeded data', async () => {
    const token = await apiToken('admin');
    // The figures count confirmed money only (pending, rejected, expired and refunded gifts are not money).
    const donations = (await apiGet<DonationRecord[]>('/user-donations', token)).data.filter((d) => d.status === 'confirmed');
    const campaigns = (await apiGet<Campaign[]>('/donations')).data;
    expect(donations.length).toBeGreaterThan(0);
    const total = round2(donations.reduce((s, d) => s + d.donationAmount, 0));

    const page = await product.newPage();
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    await page.getByText('Overview of donation activities across the platform').waitFor();
    expect(Number(await statValue(page, 'Total Donations Services'))).toBe(campaigns.length);
    expect(Number(await statValue(page, 'Total Users Donations'))).toBe(donations.length);
    expect(money(await statValue(page, 'Total Donation Amount'))).toBe(total);
    const avg = await statValue(page, 'Avg. Donation Amount');
    expect(avg).toMatch(/\.\d\d$/);
    expect(money(avg)).toBe(round2(total / donations.length));

    // The pie chart is drawn, with one legend line per titled amount.
    await page.getByRole('heading', { name: 'Donation Breakdown by Title' }).waitFor();
    await page.locator('.recharts-pie-sector').first().waitFor();
    const titles = new Set(donations.map((d) => d.title));
    await expect(page.locator('section[aria-labelledby="breakdown-title"] li').count()).resolves.toBe(titles.size);
  });

  it("user overview and My donations match the user's own donations", async () => {
    const token = await apiToken('user');
    const mine = (await apiGet<DonationRecord[]>(`/user-donations/${DEMO_ACCOUNTS.user.email}`, token)).data;
    const counted = mine.filter((d) => d.status === 'confirmed');
    expect(counted.length).toBeGreaterThan(0);
    const total = round2(counted.reduce((s, d) => s + d.donationAmount, 0));
    const max = counted.reduce((a, b) => (b.donationAmount > a.donationAmount ? b : a));

    const page = await product.newPage();
    await signIn(page, 'user');
    await page.getByRole('heading', { name: 'USER DASHBOARD', exact: true }).waitFor();
    expect(Number(await statValue(page, 'Number Of Donations'))).toBe(counted.length);
    expect(money(await statValue(page, 'Total Donation'))).toBe(total);
    const avg = await statValue(page, 'Average Donation');
    expect(avg).toMatch(/\.\d\d$/);
    expect(money(avg)).toBe(round2(total / counted.length));
    expect(money(await statValue(page, 'Maximum Donation'))).toBe(max.donationAmount);
    await page.getByRole('group', { name: 'Maximum Donation' }).getByText(max.title).waitFor();
    await page.locator('.recharts-pie-sector').first().waitFor();

    // The user's menu: Overview and Donations only.
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link').allInnerTexts()).resolves.toEqual(['Overview', 'Donations']);
    await menu(page, 'Donations');
    await page.getByRole('heading', { name: 'Number Of Donations' }).waitFor();
    await expect(page.getByTestId('my-donations-count').innerText()).resolves.toBe(String(mine.length));
    const table = page.getByRole('table');
    const rows = await rowsOf(table);
    expect(rows.map((r) => [r[1], money(r[2]!)])).toEqual(mine.map((d) => [d.title, d.donationAmount]));
  });
});

describe('profile', () => {
  it('edit round-trip: prefilled form, server message, back to the profile with the new values', async () => {
    const page = await product.newPage();
    await signIn(page, 'user');
    // The account menu is a disclosure: Escape closes it and returns focus; Profile goes there and closes it.
    const account = page.getByRole('button', { name: 'Account menu' });
    await account.click();
    await expect(account.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: 'Profile' }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect(account.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(account.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await account.click();
    await panel.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/profile');
    await panel.waitFor({ state: 'hidden' });
    const token = await apiToken('user');
    const me = (await apiGet<User>(`/single-user/${DEMO_ACCOUNTS.user.email}`, token)).data;
    await page.getByText(me.profession).waitFor();

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL((u) => u.pathname === `/dashboard/edit-profile/${me._id}`);
    await page.getByRole('heading', { name: 'Edit Your Profile' }).waitFor();
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe(me.name);
    await expect(page.getByLabel('Image URL').inputValue()).resolves.toBe(me.image);
    await expect(page.getByLabel('Profession').inputValue()).resolves.toBe(me.profession);
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe(me.address);

    await page.getByLabel('Profession').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profession is required').waitFor();

    await page.getByLabel('Profession').fill('Relief logistics volunteer');
    await page.getByLabel('Address').fill('Mirpur 10, Dhaka');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/profile');
    await page.getByRole('alert').first().waitFor();
    await page.getByText('Relief logistics volunteer').waitFor();
    await page.getByText('Mirpur 10, Dhaka').waitFor();

    const after = (await apiGet<User>(`/single-user/${DEMO_ACCOUNTS.user.email}`, token)).data;
    expect(after).toMatchObject({ profession: 'Relief logistics volunteer', address: 'Mirpur 10, Dhaka', name: me.name, role: 'user' });
  });
});

describe('roles', () => {
  it('a user who types an admin URL sees "not allowed", and the API refuses the data', async () => {
    const page = await product.newPage();
    await signIn(page, 'user');
    for (const path of ['/dashboard/users', '/dashboard/donations', '/dashboard/create-donation', '/dashboard/user-donations', '/dashboard/messages']) {
      await page.goto(product.url(path));
      await page
        .getByRole('heading', { name: 'You are not allowed to see this page' })
        .waitFor()
        .catch(async (error: unknown) => {
          await page.screenshot({ path: '/tmp/dash-run/roles-fail.png' });
          throw new Error(`${path}: ${String(error)} ${page.url()} ${product.errors(page).join(' | ')}`);
        });
      await expect(page.getByRole('table').count()).resolves.toBe(0);
    }
    const token = await apiToken('user');
    for (const path of ['/users', '/user-donations', '/stats/admin', '/contact-messages', '/user-donations/admin@relief.test']) {
      expect((await apiGet(path, token)).status, path).toBe(403);
    }
  });
});

describe('testimonials and messages', () => {
  it('Share Your Experience: sent under the signed-in name, then the landing page shows it', async () => {
    const page = await product.newPage();
    await signIn(page, 'admin');
    await menu(page, 'Create Testimonial');
    await page.getByRole('heading', { name: 'Share Your Experience' }).waitFor();
    await page.getByLabel('Title').fill('E2E: relief reached us');
    await page.getByLabel('Testimonial').fill('The volunteers arrived with boats the day after the flood.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const all = (await apiGet<{ title: string; name: string; userId: string | null }[]>('/get-testimonials')).data;
    const mine = all.find((t) => t.title === 'E2E: relief reached us')!;
    expect(mine).toMatchObject({ name: 'Relief Admin' });
    expect(mine).not.toHaveProperty('email'); // public answers carry no email
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.getByText('E2E: relief reached us').first().waitFor({ state: 'attached' });
  });

  it('Messages: the contact-form inbox, newest first, exportable', async () => {
    for (const subject of ['E2E older message', 'E2E newer message']) {
      const res = await fetch(`${product.origins.api}/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Rina Das', subject, message: `Body of ${subject}`, email: 'rina@example.com', phone: '+8801711000000' }),
      });
      expect(res.status, await res.text()).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 20));
    }
    const page = await product.newPage();
    await signIn(page, 'admin');
    await menu(page, 'Messages');
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'E2E newer message', exact: true }).waitFor();
    const subjects = (await rowsOf(table)).map((r) => r[2]);
    expect(subjects.indexOf('E2E newer message')).toBeLessThan(subjects.indexOf('E2E older message'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('E2E newer message');
    expect(text).toContain("'+8801711000000");
  });
});

describe('CSV export', () => {
  it('downloads exactly the rows shown after the search filter', async () => {
    const page = await product.newPage();
    await signIn(page, 'admin');
    await menu(page, 'Users Donation');
    await page.getByRole('heading', { name: 'Total Donations' }).waitFor();
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    const all = await rowsOf(table);

    await page.getByRole('searchbox', { name: 'Search the table on this page' }).fill('flood');
    const shown = await rowsOf(table);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.length);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^relief-user-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const text = fs.readFileSync(file!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Title","Amount (Tk)","Date","Anonymous","Status","Method","Channel","Transaction ID","Reference","Receipt"'); // every cell quoted
    expect(lines).toHaveLength(shown.length + 1);
    // Same rows, same order: name, email, title and amount of each row shown.
    const parsed = lines.slice(1).map(parseCsvLine);
    expect(parsed.map((c) => [c[0], c[1], c[2], Number(c[3])])).toEqual(
      shown.map((r) => [r[1]!.replace(/\s*anonymous$/, ''), r[2], r[3], money(r[4]!)]),
    );
  });
});

describe('phones', () => {
  it('the side menu is a drawer that closes after a choice', async () => {
    const page = await product.newPage({ width: 375, height: 800 });
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await drawer.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/users');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Total Number of Users' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('the top bar: the account button beside the title where no table needs the search box, and nothing cut, at 375 and 320 px', async () => {
    for (const width of [375, 320]) {
      const page = await product.newPage({ width, height: 800 });
      await signIn(page, 'admin');
      await page.getByRole('heading', { name: 'Admin Dashboard', exact: true }).waitFor();
      const account = page.getByRole('button', { name: 'Account menu' });
      const title = page.getByRole('heading', { level: 1, name: 'ADMIN DASHBOARD', exact: true });
      const [a, t] = [(await account.boundingBox())!, (await title.boundingBox())!];
      // At 375 px the button is on the title's row (it took a row of its own); at 320 px the title's
      // longest word leaves it no room, and it may move below.
      if (width === 375) expect(a.y, 'account button on the title row').toBeLessThan(t.y + t.height);
      expect(t.x + t.width, 'title within the screen').toBeLessThanOrEqual(width);
      expect(a.x + a.width, 'account button within the screen').toBeLessThanOrEqual(width);
      if (a.y < t.y + t.height) expect(a.x, 'the title and the button do not overlap').toBeGreaterThanOrEqual(t.x + t.width);
      await expect(title.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });

  it('Payments: a card per gift with its checkbox and its Confirm and Reject buttons in view, the select-all with the bulk buttons; the receiving accounts as cards too', async () => {
    // A pledge of the demo user's, so there is a pending gift whatever the other tests confirmed.
    const transactionId = `PHONE${Date.now().toString(36).toUpperCase()}`;
    const campaignId = await product.firstCampaignId();
    const res = await fetch(`${product.origins.api}/user-donation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${await apiToken('user')}` },
      body: JSON.stringify({ id: campaignId, donationAmount: '101739.50', channel: 'bkash', transactionId, senderNumber: '01712345678' }),
    });
    expect(res.status, await res.text()).toBeLessThan(300);
    const page = await product.newPage({ width: 375, height: 800 });
    await signIn(page, 'admin');
    await page.goto(product.url('/dashboard/payments'));
    const card = page.getByRole('list', { name: 'Pending gifts' }).getByRole('listitem').filter({ hasText: transactionId });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    /** Whether an element is wholly inside the 375 px width, its text not cut (a squeezed button hides part of its label). */
    const inView = (el: Locator) =>
      el.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && [node, ...node.querySelectorAll('*')].every((e) => e.scrollWidth <= e.clientWidth);
      });
    const confirm = card.getByRole('button', { name: /^Confirm RLF-/ });
    const reference = ((await confirm.getAttribute('aria-label')) ?? '').replace('Confirm ', '');
    for (const el of [confirm, card.getByRole('button', { name: `Reject ${reference}` }), card.getByRole('checkbox', { name: `Select ${reference}` })]) {
      await expect(inView(el), await el.getAttribute('aria-label') ?? '').resolves.toBe(true);
    }
    await card.getByRole('checkbox', { name: `Select ${reference}` }).check();
    await expect(page.getByTestId('selected-count').innerText()).resolves.toBe('1 selected');
    const selectAll = page.getByRole('checkbox', { name: 'Select every gift on this page' });
    await expect(inView(selectAll)).resolves.toBe(true);
    await selectAll.check();
    const cards = await page.getByRole('list', { name: 'Pending gifts' }).getByRole('listitem').count();
    await expect(page.getByTestId('selected-count').innerText()).resolves.toBe(`${cards} selected`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Receiving accounts' }).click();
    const platform = page.getByRole('list', { name: 'Platform' });
    await platform.getByRole('listitem').first().waitFor();
    const retire = page.getByRole('button', { name: /^Retire / });
    expect(await retire.count()).toBeGreaterThan(0);
    for (const button of await retire.all()) await expect(inView(button), await button.getAttribute('aria-label') ?? '').resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
  });
});

// Accessibility (axe on every dashboard screen and dialog, light and dark) lives in e2e/a11y.e2e.ts.

/** One CSV line (RFC 4180 quoting; fields here hold no line breaks). */
function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}
