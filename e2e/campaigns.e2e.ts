/**
 * Causes, campaign end dates, updates and closing (issue 18), in real Chromium against the built
 * product: an admin adds a cause and starts a campaign under it with an uploaded photo and an end
 * date; a donor gives and the admin confirms the gift; the admin posts an update with a photo, which
 * reaches the donor's inbox (with its unsubscribe link) and the public campaign page; the admin
 * closes the campaign: its page says Closed instead of offering Donate Now, and a donor whose page
 * was open before gets the API's refusal in the donate dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Campaign, CauseRecord } from 'api/types';
import { DEMO_ACCOUNTS, startProduct, type Product } from './harness';
import type { MailMessage } from './mail';
import { photoLikeJpeg } from './photo';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function api<T>(pathname: string): Promise<T> {
  const res = await fetch(`${product.origins.api}/${pathname.replace(/^\//, '')}`);
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function newPage(viewport = { width: 1280, height: 900 }) {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(45_000);
  return page;
}

/** Click a side-menu entry (the desktop one). */
async function menu(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
}

/** Upload a photo through an ImageField's "Upload a photo" button and wait for its address to fill the field. */
async function uploadInto(page: Page, fieldLabel: string, buffer: Buffer, name: string): Promise<string> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
  const field = page.getByLabel(fieldLabel);
  await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toMatch(/\/assets\/uploads\/[0-9a-f]{24}-1200\.webp$/);
  return field.inputValue();
}

/** yyyy-mm-dd of a day `days` from now in Dhaka (the platform's days). */
function dhakaDay(days: number): string {
  return new Date(Date.now() + 6 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const CAUSE = 'E2E Landslide';
const TITLE = 'E2E Chittagong hill landslide';
const UPDATE = 'The first 40 families have tarpaulins and rice.\n\nNext week: school kits for the children.';

describe('a cause, a campaign, its donor, its update and its close', () => {
  it('runs from a new cause to a closed campaign, with the update mailed to the donor and shown on the public page', async () => {
    // The admin adds a cause on the Causes page (reached from the dashboard menu).
    const admin = await newPage();
    await product.loginAs(admin, 'admin');
    await menu(admin, 'Causes');
    await admin.getByRole('heading', { name: 'Causes' }).waitFor();
    await admin.getByRole('table', { name: 'Causes' }).getByRole('row', { name: /Flood/ }).waitFor();
    await admin.getByLabel('New cause').fill('flood');
    await admin.getByRole('button', { name: 'Add cause' }).click();
    // A duplicate is refused, and the reason shows beside the field.
    await expect.poll(async () => (await admin.getByLabel('New cause').getAttribute('aria-invalid')) ?? '', { timeout: 10_000 }).toBe('true');
    await admin.getByLabel('New cause').fill(CAUSE);
    await admin.getByRole('button', { name: 'Add cause' }).click();
    const causeRow = admin.getByRole('table', { name: 'Causes' }).getByRole('row').filter({ hasText: CAUSE });
    await causeRow.waitFor();
    expect(await causeRow.innerText()).toMatch(/E2E Landslide\s+0\s+Active/i);

    // A campaign under the new cause, with an uploaded photo and an end date 20 days away.
    await menu(admin, 'Create Donation');
    await admin.getByRole('heading', { name: 'Create a New Donation' }).waitFor();
    const image = await uploadInto(admin, 'Image URL', await photoLikeJpeg(1600, 1000, 3), 'hills.jpg');
    await admin.getByLabel('Category').selectOption(CAUSE);
    await admin.getByLabel('Title').fill(TITLE);
    await admin.getByLabel('Amount (Tk)').fill('80000');
    await admin.getByLabel('Description').fill('Shelter and food for families whose homes slid down the hill.');
    await admin.getByLabel('End date').fill(dhakaDay(20));
    await admin.getByRole('button', { name: 'Create Donation' }).click();
    await admin.getByRole('alert').filter({ hasText: /created|added|success/i }).first().waitFor();
    const created = (await api<{ data: Campaign[] }>(`donations?q=${encodeURIComponent(TITLE)}`)).data.find((c) => c.title === TITLE)!;
    expect(created).toMatchObject({ category: CAUSE, image, closed: false });
    expect(created.endsAt).toBeGreaterThan(Date.now() + 19 * 86_400_000);
    const causes = (await api<{ data: CauseRecord[] }>('causes')).data;
    expect(causes.find((c) => c.name === CAUSE)).toMatchObject({ retired: false, campaignCount: 1 });

    // The public list filters by the new cause, and the card counts the days left.
    const visitor = await newPage({ width: 375, height: 812 });
    await visitor.goto(product.url('/donations'));
    await visitor.getByLabel('Category').selectOption(CAUSE);
    await visitor.waitForURL((u) => u.searchParams.get('category') === CAUSE);
    const card = visitor.locator('main article').filter({ hasText: TITLE });
    await card.waitFor();
    await expect.poll(() => visitor.locator('main article').count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByTestId('days-left').innerText()).toMatch(/^(19|20) days left$/);

    // A donor gives by bKash; the admin confirms the money arrived.
    const donor = await newPage();
    await product.loginAs(donor, 'user');
    await donor.goto(product.url(`/donations/${created._id}`));
    await donor.getByRole('button', { name: 'Donate Now' }).click();
    const dialog = donor.getByRole('dialog');
    await dialog.getByRole('list', { name: 'Receiving accounts' }).waitFor();
    await dialog.getByLabel('Amount (Tk)').fill('2500');
    const txn = `E2E${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByLabel(/Transaction ID/).fill(txn);
    await dialog.getByLabel(/Sent from/).fill('01712345678');
    await dialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await dialog.getByText('Pledge recorded — pending').waitFor();
    const reference = /Reference (RLF-\d+)/.exec(await dialog.getByRole('status').innerText())![1]!;
    await admin.goto(product.url('/dashboard/payments'));
    await admin.getByRole('button', { name: `Confirm ${reference}` }).click();
    await admin.getByRole('button', { name: `Confirm ${reference}` }).waitFor({ state: 'detached' });

    // The admin posts an update with a photo from the campaign list's Updates page.
    await admin.goto(product.url('/dashboard/donations'));
    await admin.getByRole('link', { name: `Updates of ${TITLE}` }).click();
    await admin.getByRole('heading', { name: `Updates: ${TITLE}` }).waitFor();
    await admin.getByRole('textbox', { name: 'Update', exact: true }).fill(UPDATE);
    const updateImage = await uploadInto(admin, 'Photo (optional)', await photoLikeJpeg(1200, 800, 9), 'tarpaulins.jpg');
    await admin.getByRole('button', { name: 'Post update' }).click();
    await admin.getByRole('alert').filter({ hasText: /Update posted; mailed to 1 donor/ }).first().waitFor();
    await admin.getByRole('list', { name: 'Posted updates' }).getByText('The first 40 families have tarpaulins and rice.').waitFor();

    // The donor's inbox has it, with the campaign's link and a one-click unsubscribe link.
    let mails: MailMessage[] = [];
    await expect
      .poll(
        async () => {
          mails = await product.mail(DEMO_ACCOUNTS.user.email, { timeoutMs: 1000 });
          return mails.map((m) => m.subject);
        },
        { timeout: 20_000 },
      )
      .toContain(`News from "${TITLE}"`);
    const news = mails.find((m) => m.subject === `News from "${TITLE}"`);
    expect(news!.text).toContain('The first 40 families have tarpaulins and rice.');
    expect(news!.text).toContain('Next week: school kits for the children.');
    expect(news!.links).toContain(product.url(`/donations/${created._id}`));
    expect(news!.links.some((l) => /unsubscribe\?token=/.test(l))).toBe(true);

    // The public campaign page lists the update, its photo at the upload's widths.
    await visitor.goto(product.url(`/donations/${created._id}`));
    const updates = visitor.getByTestId('campaign-updates');
    await updates.getByText('The first 40 families have tarpaulins and rice.').waitFor();
    const updateImg = updates.locator('img').first();
    expect(await updateImg.getAttribute('src')).toBe(updateImage);
    expect(await updateImg.getAttribute('srcset')).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
    expect(await visitor.getByTestId('days-left').innerText()).toMatch(/^(19|20) days left$/);
    await visitor.getByRole('button', { name: 'Donate Now', disabled: false }).waitFor();

    // A second donor has the page open while the admin closes the campaign.
    const late = await newPage();
    await late.goto(product.url(`/donations/${created._id}`));
    await late.getByRole('button', { name: 'Donate Now', disabled: false }).waitFor();

    await admin.goto(product.url('/dashboard/donations'));
    await admin.getByRole('button', { name: `Close ${TITLE}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Close campaign' });
    await confirm.getByText('It takes no new gifts from now on').waitFor();
    await confirm.getByRole('button', { name: 'Close campaign' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Campaign closed' }).first().waitFor();
    await admin.getByRole('button', { name: `Reopen ${TITLE}` }).waitFor();
    expect(await admin.getByRole('row').filter({ hasText: TITLE }).innerText()).toMatch(/\bClosed\b/i);

    // The public page: Closed in place of Donate Now, the totals still there.
    await visitor.goto(product.url(`/donations/${created._id}`));
    await visitor.getByRole('note').filter({ hasText: 'Closed. This campaign takes no new gifts.' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Donate Now' }).count()).toBe(0);
    expect(await visitor.getByTestId('days-left').innerText()).toBe('Closed');
    await visitor.getByText(/Tk 2,500 raised/).first().waitFor();
    await visitor.getByTestId('campaign-updates').waitFor();

    // The page opened before: its gift is refused with the API's message, and the page then says Closed.
    await late.getByRole('button', { name: 'Donate Now' }).click();
    const lateDialog = late.getByRole('dialog');
    await lateDialog.getByRole('list', { name: 'Receiving accounts' }).waitFor();
    await lateDialog.getByLabel('Amount (Tk)').fill('100');
    await lateDialog.getByLabel('Your name').fill('Late Donor');
    await lateDialog.getByLabel('Your email').fill('late@example.com');
    await lateDialog.getByRole('button', { name: 'Donate', exact: true }).click();
    await lateDialog.getByText('This campaign is closed and takes no new gifts.').waitFor();
    await late.keyboard.press('Escape');
    await late.getByRole('note').filter({ hasText: 'Closed.' }).waitFor();

    for (const p of [admin, visitor, donor, late]) expect(product.errors(p).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
