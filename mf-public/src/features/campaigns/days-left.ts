import type { TFunction } from 'i18next';
import type { Campaign } from 'api/types';
import { formatCount } from 'shared-auth/i18n';

/** What the API answers about a campaign's end (GET /donations, GET /single-donation/{id}). */
export type CampaignEnd = Partial<Pick<Campaign, 'endsAt' | 'closedAt' | 'closed'>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Campaign days are days of the platform's time zone, Dhaka (UTC+6, no daylight saving): a campaign
 * ending on 10 December takes gifts until midnight there, and the API answers its endsAt as that moment.
 */
// api/rules' DHAKA_OFFSET_MS, kept here: importing api/rules would bring the whole module (~1 KB) into the campaign cards.
const DHAKA_OFFSET_MS = 6 * 3600_000;

/** Days since the epoch of a moment's calendar day in Dhaka. */
function dayNumber(ms: number): number {
  return Math.floor((ms + DHAKA_OFFSET_MS) / DAY_MS);
}

/** Whether a campaign takes gifts no more: closed by an admin, or its end has passed. */
export function isClosed(campaign: CampaignEnd, now = Date.now()): boolean {
  return Boolean(campaign.closed) || campaign.closedAt != null || (campaign.endsAt != null && campaign.endsAt <= now);
}

/** The time a campaign has left: closed, its last day (today), or a number of days (1 or more). */
export type DaysLeft = 'closed' | 'lastDay' | number;

/**
 * The time a campaign has left, counted in calendar days of Dhaka; null when it has no end date
 * and is open. `daysLeftText` says it as its card and page do.
 */
export function daysLeft(campaign: CampaignEnd, now = Date.now()): DaysLeft | null {
  if (isClosed(campaign, now)) return 'closed';
  if (campaign.endsAt == null) return null;
  // endsAt is the first moment after the last day.
  const days = dayNumber(campaign.endsAt - 1) - dayNumber(now);
  return days <= 0 ? 'lastDay' : days;
}

/** "Closed", "Last day" (today is its last day), "1 day left", "12 days left", in the page's language. */
export function daysLeftText(t: TFunction, left: DaysLeft): string {
  if (left === 'closed') return t('public-campaigns:days.closed');
  if (left === 'lastDay') return t('public-campaigns:days.lastDay');
  return t('public-campaigns:days.left', { count: left, number: formatCount(left) });
}
