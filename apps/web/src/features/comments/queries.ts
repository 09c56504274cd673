import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE, type Comment, type CommentCreate, type CommentPage } from '@careerhub/shared';
import { api } from '../../lib/api';

export const commentsKey = (contentId: number) => ['comments', contentId] as const;

/** An item's comments, page after page ("Show more comments" fetches the next). */
export function useComments(contentId: number) {
  return useInfiniteQuery({
    queryKey: commentsKey(contentId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentPage>(`/contents/${contentId}/comments/`, {
        query: { page: pageParam, page_size: COMMENTS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
  });
}

interface Written {
  message: string;
  data: Comment;
}

/** Writes refetch the thread: replies, placeholders and counts come back as the server has them. */
export function useCommentMutations(contentId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: commentsKey(contentId) });
  return {
    create: useMutation({
      mutationFn: (body: CommentCreate) =>
        api.post<Written>(`/contents/${contentId}/comments/`, body, { silent: true }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        api.patch<Written>(`/comments/${id}/`, { body }, { silent: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ message: string }>(`/comments/${id}/`, { silent: true }),
      onSuccess: refresh,
    }),
  };
}
