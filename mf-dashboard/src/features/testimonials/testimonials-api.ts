import { reliefApi, type ApiMessage } from 'shared-auth';

export const dashboardTestimonialsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardCreateTestimonial: build.mutation<ApiMessage, { title: string; testimonial: string }>({
      query: (body) => ({ url: 'create-testimonials', method: 'POST', body }),
      invalidatesTags: ['testimonials'],
    }),
  }),
});

export const { useDashboardCreateTestimonialMutation } = dashboardTestimonialsApi;
