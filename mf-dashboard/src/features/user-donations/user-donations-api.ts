import { reliefApi, type ApiOk, type DonationRecord } from 'shared-auth';

export const userDonationsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    allUserDonations: build.query<DonationRecord[], void>({
      query: () => 'user-donations',
      transformResponse: (answer: ApiOk<DonationRecord[]>) => answer.data,
      providesTags: [{ type: 'userDonations', id: 'ALL' }],
    }),
    donationsOfUser: build.query<DonationRecord[], string>({
      query: (email) => `user-donations/${encodeURIComponent(email)}`,
      transformResponse: (answer: ApiOk<DonationRecord[]>) => answer.data,
      providesTags: (_r, _e, email) => [{ type: 'userDonations', id: email.toLowerCase() }],
    }),
  }),
});

export const { useAllUserDonationsQuery, useDonationsOfUserQuery } = userDonationsApi;
