import type { ApiMessage, ApiOk, Comment, CommentInput } from 'api/types';
import { LIMITS } from 'api/rules';
import { reliefApi } from 'shared-auth';

/** Longest comment the server accepts. */
export const COMMENT_MAX_LENGTH = LIMITS.comment;

export const commentsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.query<Comment[], void>({
      query: () => 'get-comments',
      // Newest first, whatever order the server answers in.
      transformResponse: (answer: ApiOk<Comment[]>) => [...(answer.data ?? [])].sort((a, b) => b.time - a.time),
      providesTags: ['comments'],
    }),
    createComment: build.mutation<ApiMessage, CommentInput>({
      query: (body) => ({ url: 'create-comments', method: 'POST', body }),
      invalidatesTags: ['comments'],
    }),
    deleteComment: build.mutation<ApiMessage, string>({
      query: (id) => ({ url: `delete-comment/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['comments'],
    }),
  }),
});

export const { useGetCommentsQuery, useCreateCommentMutation, useDeleteCommentMutation } = commentsApi;
