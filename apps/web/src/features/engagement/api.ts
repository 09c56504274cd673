import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookmarkResult,
  BookmarkableType,
  EngagementItem,
  MyFavourites,
  MyItems,
  Page,
  VoteResult,
  VoteType,
  VotableType,
} from '@careerhub/shared';
import { api } from '../../lib/api';

export const ENGAGEMENT_KEY = ['engagement'] as const;

/** POST votes/: the server answers the item's score and the voter's vote now. */
export function useVote() {
  return useMutation({
    mutationFn: (body: { content_type: VotableType; object_id: number; vote_type: VoteType }) =>
      api.post<VoteResult>('/votes/', body, { silent: true }),
  });
}

/** Adds (bookmark/…) or removes (unbookmark/…) a favourite; Favorites are read again after. */
export function useBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, save }: { type: BookmarkableType; id: number; save: boolean }) =>
      save
        ? api.post<BookmarkResult>(`/bookmark/${type}/${id}/`, {}, { silent: true })
        : api.delete<BookmarkResult>(`/unbookmark/${type}/${id}/`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ENGAGEMENT_KEY }),
  });
}

export function useMyFavourites() {
  return useQuery({
    queryKey: [...ENGAGEMENT_KEY, 'favourites'],
    queryFn: ({ signal }) =>
      api.get<{ data: MyFavourites }>('/my-favourites/', { signal, silent: true }).then((a) => a.data),
  });
}

export function useMyItems() {
  return useQuery({
    queryKey: [...ENGAGEMENT_KEY, 'my-items'],
    queryFn: ({ signal }) =>
      api.get<{ data: MyItems }>('/my-items/', { signal, silent: true }).then((a) => a.data),
  });
}

/** A page (10) of a Favorites or My Items table: GET bookmark/{type}/ or {type}/me/. */
export function useEngagementPage(path: string, page: number, query: Record<string, string> = {}) {
  return useQuery({
    queryKey: [...ENGAGEMENT_KEY, 'page', path, page, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<EngagementItem>>(path, { signal, silent: true, query: { ...query, page } }),
  });
}
