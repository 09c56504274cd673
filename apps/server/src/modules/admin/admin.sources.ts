import type { AdminRepository, TodoRow } from './admin.repository.js';

/** What a pending source is asked about: one organization, the groups under it, its counters. */
export interface OrgScope {
  orgId: number;
  groupIds: number[];
  counters: Record<string, number>;
  registrationAgentId: number | null;
}

/**
 * A queue awaiting the organization's administrators: its pending count (the metric's name in
 * the admin metrics) and its oldest items for the to-do list.
 */
export interface PendingSource {
  key: string;
  metric: string;
  count(scope: OrgScope): Promise<number>;
  oldest(scope: OrgScope, limit: number): Promise<TodoRow[]>;
}

export function pendingSources(repo: AdminRepository): PendingSource[] {
  return [
    {
      key: 'members',
      metric: 'total_pending_members',
      count: async (s) => Math.max(0, s.counters.members_pending ?? 0),
      oldest: (s, limit) => repo.pendingMembers(s.orgId, s.registrationAgentId, limit),
    },
    {
      key: 'jobs',
      metric: 'total_pending_jobs',
      count: (s) => repo.countJobs(s.groupIds, 'pending'),
      oldest: (s, limit) => repo.pendingJobs(s.groupIds, limit),
    },
    {
      key: 'resources',
      metric: 'total_pending_resources',
      count: (s) => repo.countPendingResources(s.groupIds),
      oldest: (s, limit) => repo.pendingResources(s.groupIds, limit),
    },
    {
      key: 'ai_tools',
      metric: 'total_pending_ai_tools',
      count: (s) => repo.countPendingCatalog('ai_tools', s.groupIds),
      oldest: (s, limit) => repo.pendingCatalog('ai_tools', s.groupIds, limit),
    },
    {
      key: 'use_cases',
      metric: 'total_pending_use_cases',
      count: (s) => repo.countPendingCatalog('use_cases', s.groupIds),
      oldest: (s, limit) => repo.pendingCatalog('use_cases', s.groupIds, limit),
    },
  ];
}
