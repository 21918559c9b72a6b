import { reliefApi } from 'shared-auth';
import type { ApiMessageWith, UploadedImage } from 'api/types';

export const uploadsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /uploads/images: one picture as multipart/form-data (the browser sets the boundary). */
    uploadImage: build.mutation<ApiMessageWith<UploadedImage>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: 'uploads/images', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
