/** What the API answers about a campaign's end (GET /donations, GET /single-donation/{id}). */
export interface CampaignEnd {
  /** The last moment gifts are taken (ms), or null: open until an admin closes it. */
  endsAt?: number | null;
  closedAt?: number | null;
  closed?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch of a moment's calendar day in the browser's time zone. */
function dayNumber(ms: number): number {
  const d = new Date(ms);
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
}

/** Whether a campaign takes gifts no more: closed by an admin, or its end has passed. */
export function isClosed(campaign: CampaignEnd, now = Date.now()): boolean {
  return Boolean(campaign.closed) || campaign.closedAt != null || (campaign.endsAt != null && campaign.endsAt <= now);
}

/**
 * The time a campaign has left, as its card and page say it: "Closed", "Last day" (it ends
 * today), "1 day left", "12 days left", counted in calendar days of the browser's time zone; null
 * when it has no end date and is open.
 */
export function daysLeft(campaign: CampaignEnd, now = Date.now()): string | null {
  if (isClosed(campaign, now)) return 'Closed';
  if (campaign.endsAt == null) return null;
  const days = dayNumber(campaign.endsAt) - dayNumber(now);
  if (days <= 0) return 'Last day';
  return `${days} day${days === 1 ? '' : 's'} left`;
}
