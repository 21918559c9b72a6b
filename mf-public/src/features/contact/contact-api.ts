import { reliefApi } from 'shared-auth';
import type { ApiMessageWith, ContactMessage, ContactMessageInput } from 'api/types';

export const contactApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicSendContactMessage: build.mutation<ApiMessageWith<ContactMessage>, ContactMessageInput>({
      query: (body) => ({ url: 'contact-messages', method: 'POST', body }),
      invalidatesTags: ['messages'],
    }),
  }),
});

export const { usePublicSendContactMessageMutation } = contactApi;
