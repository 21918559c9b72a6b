/**
 * The pages are locked down (issue 13): every route of the product, opened in real Chromium the
 * way a person gets there (a full page load), answers with the Content-Security-Policy (scripts
 * from the page, the remotes and its nonce; never framed) and runs without a single violation:
 * no `securitypolicyviolation` event, no "Content Security Policy" message in the console, no
 * console error at all.
 *
 * The routes come from the shell's route table (the federation contract) and, under /dashboard,
 * from the dashboard's own menu for each role, so a new route is covered without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { menuItems } from 'mf-dashboard/menu-items';
import { readRemoteRoutes, type RemoteRoute } from 'shared-auth/routes';
import { DEMO_ACCOUNTS, startProduct, type Product } from './harness';

let product: Product;
let campaignId = '';
/** Every page the running remotes publish (their manifests, as the shell reads them). */
let published: RemoteRoute[] = [];

beforeAll(async () => {
  product = await startProduct();
  campaignId = await product.firstCampaignId();
  for (const origin of Object.values(product.origins.remotes)) {
    published.push(...readRemoteRoutes(await (await fetch(`${origin}/mf-manifest.json`)).json()));
  }
});

afterAll(async () => {
  await product?.stop();
});

/** A concrete address for each route pattern of the shell (its parameters filled in). */
function concrete(pattern: string): string | null {
  if (pattern.endsWith('/*')) return null; // the dashboard's routes come from its menu
  return pattern.replace(':donationId', campaignId);
}

/** A page that records every CSP violation (from before any of its scripts run) and every console message about one. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]>; consoleCsp: string[] }> {
  const page = await product.newPage();
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    page,
    consoleCsp,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []),
  };
}

/** Opens a route with a full page load and checks the answer's policy and the page's conduct. */
async function openAndCheck(watched: Awaited<ReturnType<typeof watchedPage>>, path: string) {
  const { page } = watched;
  const response = await page.goto(product.url(path), { waitUntil: 'load' });
  // An address no remote publishes: the not-found page, with 404 (and the same headers).
  expect(response?.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toMatch(/script-src 'self'[^;]* 'nonce-[^']+'/);
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBeTruthy();
  expect(headers['permissions-policy'], path).toBeTruthy();
  // The route's page has rendered (its remote's code ran under the policy) and the network is quiet.
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  expect(await watched.violations(), path).toEqual([]);
}

describe('Content-Security-Policy on every route', () => {
  it('public routes, as a guest', async () => {
    const watched = await watchedPage();
    const paths = published.filter((r) => !r.guarded).map((r) => concrete(r.path)).filter((p): p is string => p !== null);
    expect(paths).toEqual(expect.arrayContaining(['/', '/donations', `/donations/${campaignId}`, '/login', '/register', '/verify-email', '/reset-password', '/about-us', '/volunteer']));
    for (const path of [...paths, '/no/such/page']) await openAndCheck(watched, path);
    expect(watched.consoleCsp).toEqual([]);
    expect(product.errors(watched.page).filter((e) => !/status of 400/.test(e))).toEqual([]); // /verify-email without a token shows its error only
  });

  for (const who of ['user', 'admin'] as const) {
    it(`signed-in routes and every dashboard page, as ${who}`, async () => {
      const watched = await watchedPage();
      await product.loginAs(watched.page, who);
      const guarded = published.filter((r) => r.guarded).map((r) => concrete(r.path)).filter((p): p is string => p !== null);
      const dashboard = menuItems(who, DEMO_ACCOUNTS[who].email).map((item) => item.to);
      // Pages reached from inside the dashboard rather than its menu, and its own not-found page.
      const extra = ['/dashboard/profile', '/dashboard/security', '/dashboard/no-such-page'];
      if (who === 'admin') {
        extra.push(`/dashboard/donations/edit/${campaignId}`, `/dashboard/user-donations/${encodeURIComponent(DEMO_ACCOUNTS.user.email)}`);
      }
      const paths = [...new Set([...guarded, ...dashboard, ...extra])];
      expect(paths.length).toBeGreaterThan(3);
      for (const path of paths) await openAndCheck(watched, path);
      // The profile editor's address carries the account's id: taken from the profile page's link.
      await openAndCheck(watched, '/dashboard/profile');
      const editProfile = await watched.page.locator('a[href^="/dashboard/edit-profile/"]').first().getAttribute('href');
      expect(editProfile).toBeTruthy();
      await openAndCheck(watched, editProfile!);
      expect(watched.consoleCsp).toEqual([]);
      expect(product.errors(watched.page)).toEqual([]);
    });
  }

  it('the policy really blocks: a script from an outside host and an injected inline script do not run', async () => {
    const watched = await watchedPage();
    await openAndCheck(watched, '/');
    const ran = await watched.page.evaluate(async () => {
      const w = window as unknown as { __inlineRan?: boolean };
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true';
      document.head.appendChild(inline);
      const outside = document.createElement('script');
      outside.src = 'https://evil.example.org/x.js';
      const blocked = new Promise<boolean>((resolve) => {
        outside.onerror = () => resolve(true);
        outside.onload = () => resolve(false);
      });
      document.head.appendChild(outside);
      return { inline: w.__inlineRan === true, outsideBlocked: await blocked };
    });
    expect(ran).toEqual({ inline: false, outsideBlocked: true });
    expect((await watched.violations()).join('\n')).toMatch(/script-src/);
  });

  it("style-src keeps 'unsafe-inline' only because Mantine writes <style> elements (without it: style-src-elem violations)", async () => {
    const watched = await watchedPage();
    const response = await watched.page.goto(product.url('/'), { waitUntil: 'load' });
    await watched.page.locator('main').first().waitFor();
    expect(response!.headers()['content-security-policy']).toMatch(/style-src [^;]*'unsafe-inline'/);
    // If Mantine (or the shell, through MantineProvider's getStyleNonce) stops needing it, this
    // fails and the policy can drop 'unsafe-inline' for styles (scripts/lib/csp.mjs).
    const inlineStyles = await watched.page.evaluate(
      () => [...document.querySelectorAll('style')].filter((s) => !s.nonce && s.hasAttribute('data-mantine-styles')).length,
    );
    expect(inlineStyles).toBeGreaterThan(0);
  });
});
