import { reliefApi } from 'shared-auth';
import type { ContactMessage } from 'api/types';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export const messagesApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /contact-messages (admin): one page, newest first, and the total. */
    contactMessages: build.query<Paged<ContactMessage>, PageArgs>({
      query: (args) => pagedUrl('contact-messages', args),
      transformResponse: (answer: PagedAnswer<ContactMessage>, _meta, args) => toPaged(answer, args),
      providesTags: ['messages'],
    }),
  }),
});

export const { useContactMessagesQuery } = messagesApi;
