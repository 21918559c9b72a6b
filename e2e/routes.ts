/**
 * The public routes the page-wide checks visit (a11y, i18n), each with what shows its content: the
 * page's own (rendered by its code), not the first screen the server wrote in before it.
 */
import type { Page } from 'playwright-core';

/**
 * A campaign card the list page rendered itself: not one of the first screen the server wrote in
 * before the page's code (its grid is marked campaigns-first-screen), which a test meaning "the
 * page works" must not take for it.
 */
export const OWN_CARD = 'main article:not([data-testid="campaigns-first-screen"] *)';

export function publicRoutes(campaignId: string): [path: string, content: string][] {
  return [
    ['/', '[data-testid="featured-campaigns"] article'],
    ['/donations', OWN_CARD],
    [`/donations/${campaignId}`, 'main h1:not([data-testid="campaign-first-screen"] *)'],
    ['/leaderboard', '[data-testid="leaderboard-row"]'],
    ['/login', 'main form'],
    ['/register', 'main form'],
    // Without a token: the error state, with no call (a refused link is a 400 in the console).
    ['/verify-email', 'main [role="alert"]'],
    ['/reset-password', 'main form'],
    ['/reset-password?token=not-a-real-link', 'main form'],
    ['/transparency', '[data-testid="ledger-head"]'],
    ['/about-us', 'main h1'],
    ['/volunteer', 'main form'],
    ['/no/such/page', 'main h1'],
  ];
}

/** Scrolls the landing page down so that every lazily loaded section comes in. */
export async function bringInLandingSections(page: Page): Promise<void> {
  for (let i = 0; i < 14; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await page.getByTestId('clothing-strip').waitFor();
}
