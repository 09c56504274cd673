import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMetrics,
  AdminTodo,
  AgentVerdict,
  EnthusiasmLevel,
  Page,
  SystemAgent,
} from '@careerhub/shared';
import { api } from '../../lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  metrics: (orgId: number | undefined) => ['admin', 'metrics', orgId] as const,
  todos: (orgId: number | undefined, page: number, pageSize: number) =>
    ['admin', 'todos', orgId, page, pageSize] as const,
  agents: (orgId: number | undefined, entity: string) => ['admin', 'agents', orgId, entity] as const,
  verdicts: (orgId: number | undefined, ids: number[]) =>
    ['admin', 'verdicts', orgId, ids.join(',')] as const,
};

/** GET admin/metrics/: counters, pending counts and the weekly series of the organization. */
export function useAdminMetrics(orgId: number | undefined) {
  return useQuery({
    queryKey: adminKeys.metrics(orgId),
    enabled: Boolean(orgId),
    queryFn: ({ signal }) =>
      api.get<AdminMetrics>('/admin/metrics/', { signal, silent: true, query: { group_id: orgId! } }),
  });
}

/** GET admin/todos/: everything awaiting the admin, oldest first. */
export function useAdminTodos(orgId: number | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.todos(orgId, page, pageSize),
    enabled: Boolean(orgId),
    queryFn: ({ signal }) =>
      api.get<Page<AdminTodo>>('/admin/todos/', {
        signal,
        silent: true,
        query: { group_id: orgId!, page, page_size: pageSize },
      }),
  });
}

export function useSystemAgents(orgId: number | undefined, entity: 'user' | 'use_case' = 'user') {
  return useQuery({
    queryKey: adminKeys.agents(orgId, entity),
    enabled: Boolean(orgId),
    queryFn: ({ signal }) =>
      api.get<{ data: SystemAgent[] }>('/agents/system-agents/', {
        signal,
        silent: true,
        query: { group_id: orgId!, entity },
      }),
    select: (answer) => answer.data,
  });
}

export function useVerdicts(orgId: number | undefined, userIds: number[]) {
  return useQuery({
    queryKey: adminKeys.verdicts(orgId, userIds),
    enabled: Boolean(orgId) && userIds.length > 0,
    queryFn: ({ signal }) =>
      api.get<{ data: AgentVerdict[] }>('/agents/system-agents/verdicts/', {
        signal,
        silent: true,
        query: { group_id: orgId!, user_ids: userIds.join(',') },
      }),
    select: (answer) => answer.data,
  });
}

/** Drops every admin answer (counts, to-dos, verdicts) after an action. */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

/** POST rerun-system-agent/. */
export function useRerunAgent(orgId: number | undefined) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: { agentId: number; userIds: number[]; contentType?: 'user' | 'use_case' }) =>
      api.post<{ message: string; queued: number }>(
        '/rerun-system-agent/',
        {
          system_agent_id: input.agentId,
          content_type: input.contentType ?? 'user',
          content_ids: input.userIds,
          group_id: orgId,
        },
        { silent: true },
      ),
    onSettled: () => void refresh(),
  });
}

/** POST agents/system-agents/override/: the administrator sets a member's review or level (audited). */
export function useOverrideVerdict(orgId: number | undefined) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({
      agentId,
      userId,
      ...answer
    }: { agentId: number; userId: number } & (
      { status: 'accepted' | 'rejected' | 'pending' } | { level: EnthusiasmLevel }
    )) =>
      api.post<{ message: string }>(
        '/agents/system-agents/override/',
        { system_agent_id: agentId, group_id: orgId, user_id: userId, ...answer },
        { silent: true },
      ),
    onSettled: () => void refresh(),
  });
}

/** POST agents/system-agents/override/ for a use case: the administrator sets its quality (audited). */
export function useOverrideQuality(orgId: number | undefined) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: {
      agentId: number;
      useCaseId: number;
      quality: 'high' | 'medium' | 'low' | 'reject';
    }) =>
      api.post<{ message: string }>(
        '/agents/system-agents/override/',
        {
          system_agent_id: input.agentId,
          group_id: orgId,
          use_case_id: input.useCaseId,
          quality_level: input.quality,
        },
        { silent: true },
      ),
    onSettled: () => void refresh(),
  });
}
