import type { CampaignEnd } from './campaign-values';

/** Whether a campaign takes gifts no more: closed by an admin, or its end date has passed. */
export function isClosed(campaign: CampaignEnd, now = Date.now()): boolean {
  return Boolean(campaign.closed) || campaign.closedAt != null || (campaign.endsAt != null && campaign.endsAt <= now);
}

/** A campaign's last day, as a day of Dhaka (its end is the first moment of the next day there). */
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

/** The admin table's status of a campaign: "Closed", "Open until 12 Dec 2026" or "Open". */
export function statusText(campaign: CampaignEnd, now = Date.now()): string {
  if (isClosed(campaign, now)) return 'Closed';
  return campaign.endsAt != null ? `Open until ${DAY_FORMAT.format(campaign.endsAt - 1)}` : 'Open';
}
