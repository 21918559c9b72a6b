import { reliefApi, type ApiOk, type ContactMessage } from 'shared-auth';

export const messagesApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    contactMessages: build.query<ContactMessage[], void>({
      query: () => 'contact-messages',
      transformResponse: (answer: ApiOk<ContactMessage[]>) => answer.data,
      providesTags: ['messages'],
    }),
  }),
});

export const { useContactMessagesQuery } = messagesApi;
