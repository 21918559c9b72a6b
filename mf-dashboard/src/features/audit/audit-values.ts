/** Audit actions in words, and the changes of an entry as rows. */
export const ACTIONS: Record<string, string> = {
  'donation.confirm': 'Confirmed a gift',
  'donation.reject': 'Rejected a gift',
  'donation.refund': 'Refunded a gift',
  'donation.offline': 'Recorded an offline gift',
  'statement.import': 'Imported a statement',
  'campaign.create': 'Created a campaign',
  'campaign.update': 'Edited a campaign',
  'campaign.delete': 'Deleted a campaign',
  'user.role': "Changed a user's role",
  'user.update': "Edited a user's profile",
  'comment.delete': 'Deleted a comment',
  'testimonial.delete': 'Deleted a testimonial',
  'volunteer.delete': 'Deleted a volunteer entry',
  'payment-account.create': 'Published a receiving account',
  'payment-account.delete': 'Retired a receiving account',
};

export const TARGET_TYPES = ['donation', 'statement', 'campaign', 'user', 'comment', 'testimonial', 'volunteer', 'payment-account'];

export const actionText = (action: string) => ACTIONS[action] ?? action;

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** The keys whose value differs between before and after (every key when one side is empty), as text. */
export function changes(before: unknown, after: unknown): { key: string; before: string; after: string }[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(before) && !isObject(after)) return [{ key: 'value', before: show(before), after: show(after) }];
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ key: k, before: show(b[k]), after: show(a[k]) }));
}
