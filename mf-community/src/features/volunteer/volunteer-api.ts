import { reliefApi, type ApiMessage, type VolunteerInput } from 'shared-auth';

export const volunteerApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    createVolunteer: build.mutation<ApiMessage, VolunteerInput>({
      query: (body) => ({ url: 'create-volunteers', method: 'POST', body }),
      invalidatesTags: ['volunteers'],
    }),
  }),
});

export const { useCreateVolunteerMutation } = volunteerApi;
