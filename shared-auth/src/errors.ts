import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { SHARED_NS } from './i18n/i18n';
import { i18n } from './i18n/instance';

const text = (key: string) => i18n.t(key, { ns: SHARED_NS });

/**
 * A message a person can read for a failed call: the server's own message when it sent one,
 * otherwise a description of the transport failure, otherwise the fallback.
 */
export function errorMessage(error: unknown, fallback = text('errors.generic')): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as FetchBaseQueryError | SerializedError;
  if ('status' in e) {
    const data = (e as { data?: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
    switch (e.status) {
      case 'FETCH_ERROR':
        return text('errors.unreachable');
      case 'TIMEOUT_ERROR':
        return text('errors.timeout');
      case 'PARSING_ERROR':
        return text('errors.unreadable');
      default:
        return fallback;
    }
  }
  if ('message' in e && typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}
