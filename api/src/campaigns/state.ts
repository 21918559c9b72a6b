/** Whether a campaign takes gifts (no imports: the donations code reads it too). */

/** Closed: by hand or by the sweep (closed_at), or its end date has passed (so nothing slips in between sweeps). */
export const isClosed = (r: { ends_at: number | null; closed_at: number | null }, now: number): boolean =>
  r.closed_at !== null || (r.ends_at !== null && r.ends_at <= now);
