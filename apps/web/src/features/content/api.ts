import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@careerhub/shared';
import { api } from '../../lib/api';
import type { Content, TopicArea } from './types';

export const CONTENTS_KEY = ['contents'] as const;

export type ContentQuery = Record<string, string | number | boolean | undefined>;

/** GET /contents/: posts, newsletters, resources and prompts, filtered by the query. */
export function useContentList(query: ContentQuery, enabled = true) {
  return useQuery({
    queryKey: [...CONTENTS_KEY, 'list', query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<Page<Content>>('/contents/', { signal, silent: true, query }),
  });
}

/** One item by slug: a post, newsletter, resource or prompt, or (`careerTip`) a career tip. */
export function useContentBySlug(slug: string | undefined, careerTip = false) {
  const path = careerTip ? '/all-career-tips/slug/' : '/contents/slug/';
  return useQuery({
    queryKey: [...CONTENTS_KEY, 'detail', careerTip, slug],
    enabled: Boolean(slug),
    retry: (count, error) => ![403, 404].includes((error as { status?: number }).status ?? 0) && count < 2,
    queryFn: ({ signal }) =>
      api
        .get<{ data: Content }>(`${path}${encodeURIComponent(slug!)}/`, { signal, silent: true })
        .then((answer) => answer.data),
  });
}

/** Create (no id) or update (id) a post, newsletter, resource or prompt. */
export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      id
        ? api.patch<{ message?: string; data: Content }>(`/contents/${id}/`, body, { silent: true })
        : api.post<{ message?: string; data: Content }>('/contents/', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENTS_KEY }),
  });
}

export function useDeleteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/contents/${id}/`, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENTS_KEY }),
  });
}

export function useApproveResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      api.post<{ message: string }>(`/contents/${id}/approve-reject/`, { action }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENTS_KEY }),
  });
}

/** GET /topic-areas/ (registered users only, content-ai-admin section 6). */
export function useTopicAreas(enabled = true) {
  return useQuery({
    queryKey: ['topic-areas'],
    enabled,
    staleTime: 30 * 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ data: TopicArea[] } | TopicArea[]>('/topic-areas/', { signal, silent: true })
        .then((answer) => (Array.isArray(answer) ? answer : answer.data)),
  });
}

/** GET /all-career-tips/ for the chosen topic areas (comma-separated ids). */
export function useCareerTips(topicAreas: number[], page: number) {
  return useQuery({
    queryKey: [...CONTENTS_KEY, 'career-tips', topicAreas.join(','), page],
    enabled: topicAreas.length > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<Content>>('/all-career-tips/', {
        signal,
        silent: true,
        query: { topic_areas: topicAreas.join(','), page, page_size: 15 },
      }),
  });
}
