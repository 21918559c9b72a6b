import { reliefApi } from 'shared-auth';
import type { ApiMessage, Volunteer } from 'api/types';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export const dashboardVolunteersApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /get-volunteers, one page (newest first) and the total. */
    dashboardVolunteers: build.query<Paged<Volunteer>, PageArgs>({
      query: (args) => pagedUrl('get-volunteers', args),
      transformResponse: (answer: PagedAnswer<Volunteer>, _meta, args) => toPaged(answer, args),
      providesTags: ['volunteers'],
    }),
    /** DELETE /delete-volunteer/{id} (admin or the volunteer). */
    dashboardDeleteVolunteer: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `delete-volunteer/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['volunteers'],
    }),
  }),
});

export const { useDashboardVolunteersQuery, useDashboardDeleteVolunteerMutation } = dashboardVolunteersApi;
