import { i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** Audit actions the log may hold (each has its words in the audit strings: actions.<action>). */
export const ACTIONS = [
  'donation.confirm',
  'donation.reject',
  'donation.refund',
  'donation.offline',
  'statement.import',
  'campaign.create',
  'campaign.update',
  'campaign.delete',
  'user.role',
  'user.update',
  'comment.delete',
  'testimonial.delete',
  'volunteer.delete',
  'payment-account.create',
  'payment-account.delete',
] as const;

/** What an action is about (each has its words in the audit strings: targets.<type>). */
export const TARGET_TYPES = ['donation', 'statement', 'campaign', 'user', 'comment', 'testimonial', 'volunteer', 'payment-account'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** An action in words, in the page's language (an action this screen does not know: as the API names it). */
export function actionText(action: string): string {
  return isOneOf(ACTIONS, action) ? i18n.t(`actions.${action}`, { ns: NS.audit }) : action;
}

/** A target type in words, in the page's language (one this screen does not know: as the API names it). */
export function targetText(type: string): string {
  return isOneOf(TARGET_TYPES, type) ? i18n.t(`targets.${type}`, { ns: NS.audit }) : type;
}

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether an entry's before and after are both whole values (no keys): `changes` then gives one row, keyed "value". */
export const isWholeValue = (before: unknown, after: unknown): boolean => !isObject(before) && !isObject(after);

/** The keys whose value differs between before and after (every key when one side is empty), as text. */
export function changes(before: unknown, after: unknown): { key: string; before: string; after: string }[] {
  if (isWholeValue(before, after)) return [{ key: 'value', before: show(before), after: show(after) }];
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ key: k, before: show(b[k]), after: show(a[k]) }));
}
