import { reliefApi, type ApiMessage, type ApiOk, type Volunteer, type VolunteerInput } from 'shared-auth';

/** The signed-in person's own volunteer entry (GET /my-volunteer), phone included. */
export interface MyVolunteer extends Volunteer {
  phone: string;
}

/** What a signed-in volunteer may change in their entry (POST /edit-volunteer). */
export type VolunteerUpdate = Pick<VolunteerInput, 'phone' | 'location' | 'profession' | 'image'>;

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
    editVolunteer: build.mutation<ApiMessage, VolunteerUpdate>({
      query: (body) => ({ url: 'edit-volunteer', method: 'POST', body }),
      invalidatesTags: ['volunteers'],
    }),
  }),
});

export const { useCreateVolunteerMutation, useGetMyVolunteerQuery, useEditVolunteerMutation } = volunteerApi;
