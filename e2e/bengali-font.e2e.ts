/**
 * The self-hosted Bengali font (shell/src/fonts.css, shell/scripts/bengali-font.mjs): a page that shows
 * Bengali text gets Noto Sans Bengali from the site itself (one WOFF2 of ~39 KB, nothing from outside
 * hosts) and draws that text with it; an English page never downloads it: the one Bengali word there,
 * the language switch's "বাংলা", comes from its own 1 KB cut of the font. Every Bengali text of a Bangla
 * page names the font, the monospace of code included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, startProduct, type Product } from './harness';

let product: Product;
let bengaliCampaign = '';
const TITLE = 'সিলেটে বন্যার্তদের জন্য শুকনো খাবার';

beforeAll(async () => {
  product = await startProduct();
  const api = product.origins.api;
  const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ACCOUNTS.admin) });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${api}/create-donation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: TITLE, amount: 250000, description: 'চিড়া, মুড়ি, গুড় আর বিশুদ্ধ পানি: বানভাসি পরিবারগুলোর জন্য।' }),
  });
  expect(created.status).toBe(201);
  bengaliCampaign = ((await created.json()) as { data: { _id: string } }).data._id;
});

afterAll(async () => {
  await product?.stop();
});

/** Opens a page on a phone and records every font it requests. */
async function open(pathname: string, content: string): Promise<{ page: Page; fonts: { url: string; bytes: number }[] }> {
  const page = await product.newPage({ width: 375, height: 812 });
  const fonts: { url: string; bytes: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'font') fonts.push({ url: res.url(), bytes: (await res.body()).length });
  });
  await page.goto(product.url(pathname));
  await page.locator(content).first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  return { page, fonts };
}

const faceStatus = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali').map((f) => f.status));

describe('the Bengali font', () => {
  it('is not downloaded by an English page: the switch\'s "বাংলা" comes from its own 1 KB font', async () => {
    const { page, fonts } = await open('/login', 'main form input[type="password"]');
    expect(await page.getByTestId('language-switch').textContent()).toBe('বাংলা');
    expect(fonts.map((f) => new URL(f.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/bangla-switch-label\.[0-9a-f]{8,}\.woff2$/)]);
    expect(fonts[0]!.bytes).toBeLessThan(2 * 1024);
    expect(await faceStatus(page)).toEqual(['unloaded']);
    expect(await page.evaluate(() => document.fonts.check('16px "Relief Bangla Switch"', 'বাংলা'))).toBe(true);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it('draws Bengali text with the self-hosted font, one small file from the site', async () => {
    const { page, fonts } = await open(`/donations/${bengaliCampaign}`, 'main h1');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(TITLE);
    expect(await faceStatus(page)).toEqual(['loaded']);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বন্যা'))).toBe(true);
    // This machine has no Bengali font of its own, so the page fetched ours: once, from the shell's origin
    // (and the switch's 1 KB label font, the page being English).
    expect(new Set(fonts.map((f) => new URL(f.url).origin))).toEqual(new Set([new URL(product.url('/')).origin]));
    const bengali = fonts.filter((f) => /\/noto-sans-bengali-400\.[0-9a-f]{8,}\.woff2$/.test(f.url));
    expect(bengali).toHaveLength(1);
    expect(bengali[0]!.bytes).toBeLessThan(45 * 1024);
    expect(fonts.length).toBeLessThanOrEqual(2);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
  });

  it('every Bengali text of a Bangla page names the font: the not-found screen\'s code too', async () => {
    for (const [pathname, content] of [
      ['/no-such-page?lang=bn', 'main code'],
      ['/?lang=bn', '[data-testid="featured-campaigns"] article'],
      ['/transparency?lang=bn', 'main h1'],
    ] as const) {
      const { page } = await open(pathname, content);
      // Elements whose own text is Bengali, drawn in a font list without Noto Sans Bengali (this machine
      // has no Bengali font, so such text shows as empty boxes).
      const without = await page.evaluate(() => {
        const found: string[] = [];
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const text = (node as Text).data;
          const element = node.parentElement;
          if (element && /[\u0980-\u09FF]/.test(text) && !getComputedStyle(element).fontFamily.includes('Noto Sans Bengali')) {
            found.push(`<${element.tagName.toLowerCase()}> ${text.trim().slice(0, 40)}`);
          }
        }
        return found;
      });
      expect(without, pathname).toEqual([]);
      expect(await page.evaluate(() => /[\u0980-\u09FF]/.test(document.querySelector('main')?.textContent ?? '')), `${pathname}: Bengali text`).toBe(true);
      await page.context().close();
    }
  });

  it('a Bangla first screen asks for the font with the page when the device has no Bengali font of its own, and not when it has one', async () => {
    const preloaded = (page: Page) => page.$$eval('link[rel="preload"][as="font"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // This machine has none: the page's script adds the preload, and the font comes once.
    const { page, fonts } = await open('/?lang=bn', '[data-testid="featured-campaigns"] article');
    expect(await preloaded(page)).toEqual([expect.stringMatching(/^\/assets\/noto-sans-bengali-400\.[0-9a-f]{8,}\.woff2$/)]);
    expect(fonts.filter((f) => /noto-sans-bengali-400/.test(f.url))).toHaveLength(1);
    expect(await faceStatus(page)).toEqual(['loaded']);
    expect(product.errors(page)).toEqual([]);
    await page.context().close();
    // A device with one (as most Android phones): the local font loads (played here by FontFace), so nothing is preloaded.
    const phone = await product.newPage({ width: 375, height: 812 });
    await phone.addInitScript(() => {
      const load = FontFace.prototype.load;
      FontFace.prototype.load = function (this: FontFace) {
        return this.family === 'relief-local-bengali' ? Promise.resolve(this) : load.call(this);
      };
    });
    await phone.goto(product.url('/?lang=bn'));
    await phone.locator('[data-testid="featured-campaigns"] article').first().waitFor();
    expect(await preloaded(phone)).toEqual([]);
    expect(product.errors(phone)).toEqual([]);
    await phone.context().close();
  });
});
