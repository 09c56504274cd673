import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiTool, Page, RelatedCircle, UseCase } from '@careerhub/shared';
import { api } from '../../lib/api';

export const USE_CASES_KEY = ['use-cases'] as const;
export const AI_TOOLS_KEY = ['ai-tools'] as const;

export type CatalogQuery = Record<string, string | number | undefined>;

const noRetryOn404 = (count: number, error: unknown) =>
  ![403, 404].includes((error as { status?: number }).status ?? 0) && count < 2;

/** GET /use-cases/ with the list's filters. */
export function useUseCases(query: CatalogQuery) {
  return useQuery({
    queryKey: [...USE_CASES_KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<Page<UseCase>>('/use-cases/', { signal, silent: true, query }),
  });
}

export function useUseCase(slug: string | undefined) {
  return useQuery({
    queryKey: [...USE_CASES_KEY, 'detail', slug],
    enabled: Boolean(slug),
    retry: noRetryOn404,
    queryFn: ({ signal }) =>
      api
        .get<{ data: UseCase }>(`/use-cases/slug/${encodeURIComponent(slug!)}/`, { signal, silent: true })
        .then((answer) => answer.data),
  });
}

export function useRelatedCircles(id: number | undefined) {
  return useQuery({
    queryKey: [...USE_CASES_KEY, 'related-circles', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      api
        .get<{ data: RelatedCircle[] }>(`/use-cases/${id}/related-circles/`, { signal, silent: true })
        .then((answer) => answer.data),
  });
}

/** Create (no id) or update (id) a use case. */
export function useSaveUseCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      id
        ? api.patch<{ message: string; data: UseCase }>(`/use-cases/${id}/`, body, { silent: true })
        : api.post<{ message: string; data: UseCase }>('/use-cases/', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: USE_CASES_KEY }),
  });
}

export function useDecideUseCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      api.post<{ message: string }>(`/use-cases/${id}/approve-reject/`, { action }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: USE_CASES_KEY }),
  });
}

/** GET /ai-tools/ (search, categories). */
export function useAiTools(query: CatalogQuery, enabled = true) {
  return useQuery({
    queryKey: [...AI_TOOLS_KEY, 'list', query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<Page<AiTool>>('/ai-tools/', { signal, silent: true, query }),
  });
}

export function useAiTool(slug: string | undefined) {
  return useQuery({
    queryKey: [...AI_TOOLS_KEY, 'detail', slug],
    enabled: Boolean(slug),
    retry: noRetryOn404,
    queryFn: ({ signal }) =>
      api
        .get<{ data: AiTool }>(`/ai-tools/slug/${encodeURIComponent(slug!)}/`, { signal, silent: true })
        .then((answer) => answer.data),
  });
}

export function useSaveAiTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      id
        ? api.patch<{ message: string; data: AiTool }>(`/ai-tools/${id}/`, body, { silent: true })
        : api.post<{ message: string; data: AiTool }>('/ai-tools/', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: AI_TOOLS_KEY }),
  });
}

export function useDecideAiTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      api.post<{ message: string }>(`/ai-tools/${id}/approve-reject/`, { action }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: AI_TOOLS_KEY }),
  });
}
