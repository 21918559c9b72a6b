import { currentLanguage, SHARED_NS } from './i18n/i18n';
import { i18n } from './i18n/instance';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from './config';
import { loggedOut, selectToken, SESSION_ENDED_MESSAGE, type AuthState } from './auth-slice';
import { fetchWithEarlyAnswers } from './early-answers';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: 20_000,
  // The opened page's first call may already be on its way (early-answers.ts).
  fetchFn: (input) => fetchWithEarlyAnswers(input as Request),
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as { auth: AuthState });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The API's messages (errors, mails, receipts) in the page's language.
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

function withBase(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${getRuntimeConfig().apiBaseUrl}/${url.replace(/^\/+/, '')}`;
}

/** Calls whose 401 means "wrong credentials", not "your session is over". */
const SIGN_IN_CALL = /^\/?login$/;

/** Base query: the API's base URL is read at call time from the run-time configuration,
 *  and a 401 on a call that carried a token signs the person out (the token expired, or the
 *  password was changed elsewhere and the token's version is no longer accepted); the failed
 *  call's error then says the session ended, whatever the server wrote. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const hadToken = selectToken(api.getState() as { auth: AuthState }) !== null;
  const url = typeof args === 'string' ? args : args.url;
  const request = typeof args === 'string' ? withBase(args) : { ...args, url: withBase(args.url) };
  const result = await rawBaseQuery(request, api, extra);
  if (result.error?.status === 401 && hadToken && !SIGN_IN_CALL.test(url)) {
    api.dispatch(loggedOut({ sessionEnded: true }));
    // The cache goes once this call has settled: reset now, it would abort this very call and
    // its caller would show "Aborted" instead of the message below.
    setTimeout(() => api.dispatch(reliefApi.util.resetApiState()), 0);
    return { error: { status: 401, data: { success: false, message: i18n.t('errors.sessionEnded', { ns: SHARED_NS, defaultValue: SESSION_ENDED_MESSAGE }) } }, meta: result.meta };
  }
  return result;
};

export const TAG_TYPES = [
  'donations',
  'testimonials',
  'comments',
  'volunteers',
  'users',
  'userDonations',
  'stats',
  'leaderboard',
  'messages',
  'me',
  'payments',
  'paymentAccounts',
  'ledger',
  'audit',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one RTK Query api of the product. Remotes add their endpoints with injectEndpoints. */
export const reliefApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
