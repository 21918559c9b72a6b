import { reliefApi } from 'shared-auth';
import type { ApiOk, Testimonial } from 'api/types';

export const testimonialsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicTestimonials: build.query<Testimonial[], void>({
      query: () => 'get-testimonials',
      transformResponse: (answer: ApiOk<Testimonial[]>) => answer.data,
      providesTags: ['testimonials'],
    }),
  }),
});

export const { usePublicTestimonialsQuery } = testimonialsApi;
