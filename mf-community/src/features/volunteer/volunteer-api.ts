import type { ApiMessage, ApiOk, MyVolunteer, VolunteerInput, VolunteerUpdateInput } from 'api/types';
import { reliefApi } from 'shared-auth';

export const volunteerApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    createVolunteer: build.mutation<ApiMessage, VolunteerInput>({
      query: (body) => ({ url: 'create-volunteers', method: 'POST', body }),
      invalidatesTags: ['volunteers'],
    }),
    /** null when the signed-in person has not signed up yet (the API answers data null; a 404 from an older API means the same). */
    getMyVolunteer: build.query<MyVolunteer | null, string>({
      // The argument (the account id) keys the cache per account.
      queryFn: async (_userId, _api, _extra, baseQuery) => {
        const result = await baseQuery('my-volunteer');
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: (result.data as ApiOk<MyVolunteer>).data };
      },
      providesTags: ['volunteers'],
    }),
    editVolunteer: build.mutation<ApiMessage, VolunteerUpdateInput>({
      query: (body) => ({ url: 'edit-volunteer', method: 'POST', body }),
      invalidatesTags: ['volunteers'],
    }),
  }),
});

export const { useCreateVolunteerMutation, useGetMyVolunteerQuery, useEditVolunteerMutation } = volunteerApi;
