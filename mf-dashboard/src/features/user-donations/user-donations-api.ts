import { reliefApi } from 'shared-auth';
import type { DonationRecord, DonationStatus } from 'api/types';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export const userDonationsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user-donations (admin): one page of every donation, newest first, and the total. */
    allUserDonations: build.query<Paged<DonationRecord>, PageArgs & { status?: DonationStatus }>({
      query: ({ status, ...page }) => pagedUrl('user-donations', page) + (status ? `&status=${status}` : ''),
      transformResponse: (answer: PagedAnswer<DonationRecord>, _meta, args) => toPaged(answer, args),
      providesTags: [{ type: 'userDonations', id: 'ALL' }],
    }),
    /** GET /user-donations/{email}: one page of that account's donations and the total. */
    donationsOfUser: build.query<Paged<DonationRecord>, { email: string } & PageArgs>({
      query: ({ email, ...page }) => pagedUrl(`user-donations/${encodeURIComponent(email)}`, page),
      transformResponse: (answer: PagedAnswer<DonationRecord>, _meta, args) => toPaged(answer, args),
      providesTags: (_r, _e, { email }) => [{ type: 'userDonations', id: email.toLowerCase() }],
    }),
  }),
});

export const { useAllUserDonationsQuery, useDonationsOfUserQuery } = userDonationsApi;
