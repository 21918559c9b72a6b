import type { CampaignEnd } from './campaign-values';

/** Whether a campaign takes gifts no more: closed by an admin, or its end date has passed. */
export function isClosed(campaign: CampaignEnd, now = Date.now()): boolean {
  return Boolean(campaign.closed) || campaign.closedAt != null || (campaign.endsAt != null && campaign.endsAt <= now);
}

/** A campaign's last day, as a day of Dhaka (its end is the first moment of the next day there). */
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

/** The last day of an open campaign with an end date ("12 Dec 2026"), else null. */
export function lastDayText(campaign: CampaignEnd, now = Date.now()): string | null {
  return campaign.endsAt != null && !isClosed(campaign, now) ? DAY_FORMAT.format(campaign.endsAt - 1) : null;
}

/** A campaign's status in words: "Closed", "Open until 12 Dec 2026" or "Open". */
export function statusText(campaign: CampaignEnd, now = Date.now()): string {
  if (isClosed(campaign, now)) return 'Closed';
  const last = lastDayText(campaign, now);
  return last ? `Open until ${last}` : 'Open';
}
