/** axe-core in a page, the wait for a settled page and a look for texts cut short, for the accessibility checks (a11y, i18n, public). */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { runToolScript } from './harness';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe findings on the whole page (frame, content and any open dialog). */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await runToolScript(page, axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
  });
}

/** Network quiet, then no opening transition still running (mid-fade colours are not the real ones). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Texts cut short on screen: an element that ends its text in an ellipsis (text-overflow) or clamps it
 * to a few lines, and has more than it shows. axe does not see them: a squeezed table column once
 * showed "OP…" for a badge's "Open", and a chart's legend "Cyclone Shelter Rep…" on a phone.
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        if (!el.textContent?.trim() || el.closest('.mantine-VisuallyHidden-root')) return false;
        const style = getComputedStyle(el);
        const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth;
        const clamp = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && el.scrollHeight > el.clientHeight + 1;
        return ellipsis || clamp;
      })
      .map((el) => el.textContent!.trim().slice(0, 60)),
  );
}
