import { i18n, formatDate } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import type { CampaignEnd } from './campaign-values';

/** Translates in the page's language, at the time of the call. */
const t = i18n.getFixedT(null, NS.campaigns);

/** Whether a campaign takes gifts no more: closed by an admin, or its end date has passed. */
export function isClosed(campaign: CampaignEnd, now = Date.now()): boolean {
  return Boolean(campaign.closed) || campaign.closedAt != null || (campaign.endsAt != null && campaign.endsAt <= now);
}

/**
 * The last day of an open campaign with an end date ("12 Dec 2026", in the page's language), else
 * null: a day of Dhaka (its end is the first moment of the next day there).
 */
export function lastDayText(campaign: CampaignEnd, now = Date.now()): string | null {
  return campaign.endsAt != null && !isClosed(campaign, now) ? formatDate(campaign.endsAt - 1, 'short') : null;
}

/** A campaign's status in words: "Closed", "Open until 12 Dec 2026" or "Open". */
export function statusText(campaign: CampaignEnd, now = Date.now()): string {
  if (isClosed(campaign, now)) return t('status.closed');
  const last = lastDayText(campaign, now);
  return last ? t('status.openUntil', { date: last }) : t('status.open');
}
