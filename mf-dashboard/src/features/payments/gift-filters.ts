import type { PaymentMethod } from 'api/types';
import type { PageArgs } from '../frame/paging';

/**
 * The pending-gifts filters. They live in the address (`?status=expired&method=transfer&campaign=3&age=7`),
 * like the page number, so reload, Back and a shared link keep them.
 */

/** The statuses the page works on: gifts waiting for their money, and expired ones whose money came late. */
export const GIFT_STATUSES = ['pending', 'expired'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** "Older than" choices, in days. */
export const AGE_CHOICES = [1, 3, 7] as const;

export interface GiftFilters {
  status: GiftStatus;
  /** null: any method. */
  method: PaymentMethod | null;
  /** null: any campaign. */
  campaignId: string | null;
  /** null: any age. */
  minAgeDays: number | null;
}

export const DEFAULT_FILTERS: GiftFilters = { status: 'pending', method: null, campaignId: null, minAgeDays: null };

/** The filters an address names; anything unknown falls back to the default. */
export function filtersFrom(params: URLSearchParams): GiftFilters {
  const status = params.get('status');
  const method = params.get('method');
  const campaign = params.get('campaign')?.trim();
  const age = Number(params.get('age'));
  return {
    status: (GIFT_STATUSES as readonly string[]).includes(status ?? '') ? (status as GiftStatus) : 'pending',
    method: method === 'transfer' || method === 'offline' ? method : null,
    campaignId: campaign ? campaign : null,
    minAgeDays: (AGE_CHOICES as readonly number[]).includes(age) ? age : null,
  };
}

/** The address's query with `filters` in it (defaults left out) and the page reset to the first. */
export function withFilters(params: URLSearchParams, filters: GiftFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put('status', filters.status === 'pending' ? null : filters.status);
  put('method', filters.method);
  put('campaign', filters.campaignId);
  put('age', filters.minAgeDays === null ? null : String(filters.minAgeDays));
  next.delete('page');
  return next;
}

/** The query string of GET /user-donations for these filters and this page. */
export function giftQuery({ status, method, campaignId, minAgeDays, limit, offset }: GiftFilters & PageArgs): string {
  const query = new URLSearchParams({ status });
  if (method) query.set('method', method);
  if (campaignId) query.set('campaignId', campaignId);
  if (minAgeDays !== null) query.set('minAgeDays', String(minAgeDays));
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return query.toString();
}
