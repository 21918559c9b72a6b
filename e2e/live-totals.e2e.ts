/**
 * Live totals in real Chromium against the built product: pages showing a campaign's total (the
 * campaign list, its detail page), the leaderboard and the admin overview are open; an admin confirms
 * a pending gift through the API; within 2 s every page shows the new figures, equal to the API's,
 * without a reload and without asking for the campaigns again (the event's totals are copied into the
 * cached answers). One EventSource per tab, opened after the load event; a stream refused with 503 is
 * opened again with backoff.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { AdminStats, Campaign, CampaignList, LeaderboardRow } from 'api/types';
import { DEMO_ACCOUNTS, runToolScript, startProduct, type Product } from './harness';
import { OWN_CARD } from './routes';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

const LIVE_WITHIN_MS = 2000;

async function api<T>(method: 'GET' | 'POST', pathname: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${product.origins.api}/${pathname.replace(/^\//, '')}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const tokenOf = async (who: 'admin' | 'user') => (await api<{ token: string }>('POST', 'login', { body: DEMO_ACCOUNTS[who] })).token;
const campaignNow = async (id: string) => (await api<{ data: Campaign }>('GET', `single-donation/${id}`)).data;

let txn = 0;
/** A bKash pledge by the demo user (pending: it counts nowhere yet); its id. */
async function pledge(campaignId: string, amount: string, userToken: string): Promise<string> {
  const res = await api<{ data: { _id: string } }>('POST', 'user-donation', {
    token: userToken,
    body: { id: campaignId, donationAmount: amount, channel: 'bkash', transactionId: `LIVE${Date.now().toString(36).toUpperCase()}${++txn}`, senderNumber: '01712345678' },
  });
  return res.data._id;
}

/** As the pages write money (shared-auth formatTk). */
function formatTk(amount: number, prefix = 'Tk'): string {
  const digits = Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
  return `${prefix} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

const isEvents = (url: string) => new URL(url).pathname.endsWith('/api/v1/events');

interface Watched {
  page: Page;
  /** Every request to the API, in order. */
  apiCalls: string[];
  /** Requests for the event stream. */
  streams: string[];
  /** Main-frame navigations (a reload would be one). */
  navigations: number;
  loadedAt: number;
  streamAt: number;
}

async function watch(viewport = { width: 1280, height: 900 }): Promise<Watched> {
  const page = await product.newPage(viewport);
  page.setDefaultTimeout(30_000);
  const w: Watched = { page, apiCalls: [], streams: [], navigations: 0, loadedAt: 0, streamAt: 0 };
  page.on('request', (r: Request) => {
    if (!r.url().startsWith(product.origins.api)) return;
    w.apiCalls.push(r.url());
    if (isEvents(r.url())) {
      w.streams.push(r.url());
      w.streamAt ||= Date.now();
    }
  });
  page.on('load', () => (w.loadedAt = Date.now()));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) w.navigations += 1;
  });
  return w;
}

/** Waits until the page's stream is open (its answer's headers arrived). */
const streamOpen = (page: Page) => page.waitForResponse((r) => isEvents(r.url()) && r.status() === 200, { timeout: 20_000 });

/** Resolves when `check` passes, failing if that takes longer than LIVE_WITHIN_MS after `since`. */
async function liveBy(since: number, what: string, check: () => Promise<void>) {
  await expect.poll(async () => check().then(() => true, () => false), { timeout: Math.max(1, since + LIVE_WITHIN_MS - Date.now()), interval: 50, message: what }).toBe(true);
  return Date.now() - since;
}

describe('live totals', () => {
  it('a confirmed gift moves the totals on open pages within 2 s, without a reload, equal to the API', async () => {
    const [admin, user] = [await tokenOf('admin'), await tokenOf('user')];
    const listed = (await api<CampaignList>('GET', 'donations?limit=12&offset=0')).data;
    const target = listed[1]!;
    const gift = await pledge(target._id, '777.77', user);

    const list = await watch();
    const detail = await watch({ width: 375, height: 812 });
    const board = await watch();
    const overview = await watch();
    await product.loginAs(overview.page, 'admin');
    await Promise.all([
      Promise.all([streamOpen(list.page), list.page.goto(product.url('/donations'))]),
      Promise.all([streamOpen(detail.page), detail.page.goto(product.url(`/donations/${target._id}`))]),
      Promise.all([streamOpen(board.page), board.page.goto(product.url('/leaderboard'))]),
      Promise.all([streamOpen(overview.page), overview.page.getByRole('group', { name: 'Total Donation Amount' }).getByTestId('stat-value').waitFor()]),
    ]);
    const card = list.page.locator(OWN_CARD).filter({ hasText: target.title });
    expect(await card.innerText()).toContain(`${formatTk(target.totalDonationAmount)} raised`);
    // Opened after the load event, never during first paint.
    for (const w of [list, detail, board]) expect(w.streamAt).toBeGreaterThan(w.loadedAt);
    const before = { list: list.apiCalls.length, detail: detail.apiCalls.length, board: board.apiCalls.length, navigations: [list, detail, board, overview].map((w) => w.navigations) };

    // The admin confirms the gift (through the API: another admin, another device).
    const since = Date.now();
    await api('POST', `user-donations/${gift}/confirm`, { token: admin });
    const after = await campaignNow(target._id);
    expect(Math.round((after.totalDonationAmount - target.totalDonationAmount) * 100)).toBe(77777);
    const raised = `${formatTk(after.totalDonationAmount)} raised`;

    const took = await Promise.all([
      liveBy(since, 'the campaign card', async () => expect(await card.innerText()).toContain(raised)),
      liveBy(since, 'the detail page', async () => {
        const text = await detail.page.locator('main').innerText();
        expect(text).toContain(raised);
        expect(text).toContain(`${after.donorCount} donations so far`);
      }),
      liveBy(since, 'the leaderboard', async () => {
        const rows = (await api<{ data: LeaderboardRow[] }>('GET', 'leaderboard')).data;
        const shown = await board.page.getByTestId('leaderboard-row').allInnerTexts();
        expect(shown.length).toBe(rows.length);
        rows.forEach((row, i) => expect(shown[i]).toContain(formatTk(row.totalAmount)));
      }),
      liveBy(since, 'the admin overview', async () => {
        const stats = (await api<{ data: AdminStats }>('GET', 'stats/admin', { token: admin })).data;
        const value = overview.page.getByRole('group', { name: 'Total Donation Amount' }).getByTestId('stat-value');
        expect((await value.innerText()).trim()).toBe(formatTk(stats.totalAmount));
      }),
    ]);
    console.log(`live after (ms): card ${took[0]}, detail ${took[1]}, leaderboard ${took[2]}, overview ${took[3]}`);
    // No reload; the campaigns were patched, not asked again; the leaderboard was asked once more.
    expect([list, detail, board, overview].map((w) => w.navigations)).toEqual(before.navigations);
    expect(list.apiCalls.slice(before.list)).toEqual([]);
    expect(detail.apiCalls.slice(before.detail)).toEqual([]);
    expect(board.apiCalls.slice(before.board).map((u) => new URL(u).pathname)).toEqual(['/api/v1/leaderboard']);

    // One stream per tab: going from the list to the campaign's page keeps it.
    await card.getByRole('link', { name: `View details of ${target.title}` }).click();
    await list.page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    expect(await list.page.locator('main').innerText()).toContain(raised);
    expect(list.streams).toHaveLength(1);
    for (const w of [detail, board, overview]) expect(w.streams).toHaveLength(1);
    for (const w of [list, detail, board, overview]) expect(product.errors(w.page)).toEqual([]);
    for (const w of [list, detail, board, overview]) await w.page.context().close();
  });

  it('a stream refused with 503 is opened again with a growing delay, and then the page is live', async () => {
    const [admin, user] = [await tokenOf('admin'), await tokenOf('user')];
    const target = (await api<CampaignList>('GET', 'donations?limit=12&offset=0')).data[2]!;
    const gift = await pledge(target._id, '12.34', user);
    const w = await watch();
    const asked: number[] = [];
    let refused = 0;
    await w.page.route(
      (url) => isEvents(url.href),
      async (route) => {
        asked.push(Date.now());
        if (refused++ < 2) {
          await route.fulfill({ status: 503, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"success":false,"message":"busy"}' });
        } else await route.continue();
      },
    );
    await Promise.all([streamOpen(w.page), w.page.goto(product.url(`/donations/${target._id}`))]);
    expect(asked).toHaveLength(3);
    // No version was ever seen, so the new stream starts fresh ('ready'): what changed meanwhile is not
    // coming, and the page's campaign is asked again, once.
    expect(w.streams.every((u) => !new URL(u).searchParams.has('lastEventId'))).toBe(true);
    const campaignCalls = () => w.apiCalls.filter((u) => new URL(u).pathname.endsWith(`/single-donation/${target._id}`)).length;
    await expect.poll(campaignCalls, { timeout: 3000 }).toBe(2);
    const gaps = [asked[1]! - asked[0]!, asked[2]! - asked[1]!];
    // 1 s, then 2 s, each ±25 %.
    expect(gaps[0]).toBeGreaterThanOrEqual(700);
    expect(gaps[1]).toBeGreaterThanOrEqual(1450);
    // The note is only for a long loss.
    expect(await w.page.getByText('Live totals paused').count()).toBe(0);

    const navigations = w.navigations;
    const since = Date.now();
    await api('POST', `user-donations/${gift}/confirm`, { token: admin });
    const after = await campaignNow(target._id);
    await liveBy(since, 'the detail page', async () => expect(await w.page.locator('main').innerText()).toContain(`${formatTk(after.totalDonationAmount)} raised`));
    expect(w.navigations).toBe(navigations);
    expect(product.errors(w.page).filter((e) => !/503|EventSource/.test(e))).toEqual([]);
    await w.page.context().close();
  });

  it('says so, unobtrusively, only when the stream is lost for more than 30 s, and stops saying it when it is back', async () => {
    const w = await watch({ width: 375, height: 812 });
    // Page time under the test's control (it otherwise flows as usual).
    await w.page.clock.install();
    let refuse = true;
    const asked: string[] = [];
    await w.page.route(
      (url) => isEvents(url.href),
      async (route) => {
        asked.push(route.request().url());
        if (refuse) await route.fulfill({ status: 503, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"success":false,"message":"busy"}' });
        else await route.continue();
      },
    );
    await w.page.goto(product.url('/donations'));
    await w.page.locator(OWN_CARD).first().waitFor();
    const note = w.page.getByRole('status').filter({ hasText: 'Live totals paused: reconnecting…' });
    await w.page.clock.runFor(5_000); // 3 s after load, then the first attempt; its retry 1 s later
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1);
    await w.page.clock.runFor(20_000);
    expect(await note.count()).toBe(0);
    await w.page.clock.runFor(15_000); // lost for more than 30 s now
    await note.waitFor();
    const box = (await note.boundingBox())!;
    expect(box.height).toBeLessThan(40); // a small note, not a banner
    // Readable (axe, light and dark): no serious or critical finding on the note.
    await runToolScript(w.page, fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    for (const dark of [false, true]) {
      await w.page.evaluate((d) => document.documentElement.setAttribute('data-mantine-color-scheme', d ? 'dark' : 'light'), dark);
      const found = await w.page.evaluate(async () => {
        type Result = { violations: { id: string; impact: string }[] };
        const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
        const el = [...document.querySelectorAll('[role="status"]')].find((n) => n.textContent?.startsWith('Live totals paused'));
        return (await axe.run(el, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(found, dark ? 'dark' : 'light').toEqual([]);
    }
    refuse = false;
    const attempts = asked.length;
    await Promise.all([streamOpen(w.page), w.page.clock.runFor(60_000)]);
    expect(asked.length).toBeGreaterThan(attempts);
    await note.waitFor({ state: 'detached' });
    expect(product.errors(w.page).filter((e) => !/503|EventSource/.test(e))).toEqual([]);
    await w.page.context().close();
  });
});
