import type { ApiMessage, Testimonial, TestimonialInput } from 'api/types';
import { reliefApi } from 'shared-auth';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export const dashboardTestimonialsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardCreateTestimonial: build.mutation<ApiMessage, TestimonialInput>({
      query: (body) => ({ url: 'create-testimonials', method: 'POST', body }),
      invalidatesTags: ['testimonials'],
    }),
    /** GET /get-testimonials, one page (newest first) and the total. */
    dashboardTestimonials: build.query<Paged<Testimonial>, PageArgs>({
      query: (args) => pagedUrl('get-testimonials', args),
      transformResponse: (answer: PagedAnswer<Testimonial>, _meta, args) => toPaged(answer, args),
      providesTags: ['testimonials'],
    }),
    /** DELETE /delete-testimonial/{id} (admin or its author). */
    dashboardDeleteTestimonial: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `delete-testimonial/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['testimonials'],
    }),
  }),
});

export const { useDashboardCreateTestimonialMutation, useDashboardTestimonialsQuery, useDashboardDeleteTestimonialMutation } =
  dashboardTestimonialsApi;
