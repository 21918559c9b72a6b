import { reliefApi, type ApiMessage, type LoginAnswer, type LoginInput, type RegisterInput } from 'shared-auth';

export const authApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    publicLogin: build.mutation<LoginAnswer, LoginInput>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    publicRegister: build.mutation<ApiMessage, RegisterInput>({
      query: (body) => ({ url: 'register', method: 'POST', body: { ...body, role: 'user' } }),
    }),
  }),
});

export const { usePublicLoginMutation, usePublicRegisterMutation } = authApi;
