import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * A message a person can read for a failed call: the server's own message when it sent one,
 * otherwise a description of the transport failure, otherwise the fallback.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as FetchBaseQueryError | SerializedError;
  if ('status' in e) {
    const data = (e as { data?: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
    switch (e.status) {
      case 'FETCH_ERROR':
        return 'Cannot reach the server. Check your connection and try again.';
      case 'TIMEOUT_ERROR':
        return 'The server took too long to answer. Please try again.';
      case 'PARSING_ERROR':
        return 'The server sent an answer we could not read. Please try again.';
      default:
        return fallback;
    }
  }
  if ('message' in e && typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}
