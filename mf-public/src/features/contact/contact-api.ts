import { reliefApi, type ApiMessageWith, type ContactMessage, type ContactMessageInput } from 'shared-auth';

export const contactApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicSendContactMessage: build.mutation<ApiMessageWith<ContactMessage>, ContactMessageInput>({
      query: (body) => ({ url: 'contact-messages', method: 'POST', body }),
      invalidatesTags: ['messages'],
    }),
  }),
});

export const { usePublicSendContactMessageMutation } = contactApi;
