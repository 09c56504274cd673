import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GROUP_MESSAGES,
  PAGE_SIZES,
  type Group,
  type GroupCard,
  type GroupFormInput,
  type Invitation,
  type InvitationAnswer,
  type JoinResult,
  type Member,
  type Page,
} from '@careerhub/shared';
import { API_BASE, api } from '../../lib/api';
import { downloadWithToken } from '../../lib/api/download';
import { IDENTITY_KEY } from '../auth/identity';

export const GROUPS_KEY = ['groups'] as const;

/** A group by slug; 404 means the slug is unknown (the page shows the spec's message). */
export function useGroupBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'slug', slug],
    enabled: Boolean(slug),
    queryFn: ({ signal }) =>
      api.get<Group>(`/groups/slug/${encodeURIComponent(slug!)}/`, { signal, silent: true }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export interface MemberFilters {
  status: 'accepted' | 'pending' | 'rejected' | 'unverified';
  search: string;
  country: string;
  professionalField: string;
  page: number;
  /** The registration agent's answer (accepted, rejected, pending) and the agent's id. */
  agentResponse?: string;
  systemAgentId?: number;
}

export function useMembers(groupId: number, filters: MemberFilters, enabled = true) {
  return useQuery({
    queryKey: [...GROUPS_KEY, groupId, 'members', filters],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<Page<Member>>(`/groups/${groupId}/members/`, {
        signal,
        silent: true,
        query: {
          status: filters.status,
          page: filters.page,
          page_size: PAGE_SIZES.members,
          search: filters.search.length >= 2 ? filters.search : undefined,
          country: filters.country || undefined,
          system_agent_id: filters.agentResponse ? filters.systemAgentId : undefined,
          agent_response: filters.agentResponse || undefined,
          professional_fields: filters.professionalField || undefined,
        },
      }),
  });
}

export type GroupListKind = 'circles' | 'events' | 'groups';

export function useGroupList(
  kind: GroupListKind,
  query: Record<string, string | number | undefined>,
  enabled = true,
) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'list', kind, query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<Page<GroupCard>>(`/${kind}/`, { signal, silent: true, query }),
  });
}

/** After any membership change the group, its lists and the identity (organizations) are stale. */
export function useInvalidateGroups() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: GROUPS_KEY });
    void client.invalidateQueries({ queryKey: IDENTITY_KEY });
  };
}

type Message = { message: string };

export function useJoinGroup(group: Pick<Group, 'id'>) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: { role?: string; extra_info?: Record<string, unknown> }) =>
      api.post<JoinResult>(`/groups/${group.id}/join/`, body, { silent: true }),
    onSuccess: done,
  });
}

export function useLeaveGroup(group: Pick<Group, 'id'>) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: () => api.post<Message>(`/groups/${group.id}/leave/`, {}, { silent: true }),
    onSuccess: done,
  });
}

export function useFollowGroup(group: Pick<Group, 'id'>) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (action: 'follow' | 'unfollow') =>
      api.post<Message & { is_following: boolean }>(
        `/groups/${group.id}/follow/`,
        { action },
        { silent: true },
      ),
    onSuccess: done,
  });
}

/** A member's receipt for a manual payment (an uploaded file id). */
export function useSubmitVoucher(group: Pick<Group, 'id'>) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (voucher: number) =>
      api.post<Message>(`/groups/${group.id}/payment-voucher/`, { voucher }, { silent: true }),
    onSuccess: done,
  });
}

/** Managers mark accepted members of a paid group paid (accept) or unpaid (reject). */
export function useRespondPayment(groupId: number) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: { users: number[]; action: 'accept' | 'reject' }) =>
      api.post<Message>(`/groups/${groupId}/payment-confirmation/`, body, { silent: true }),
    onSuccess: done,
  });
}

export function useRespondJoinRequest(groupId: number) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: { users: number[]; action: 'accept' | 'reject'; notes?: string }) =>
      api.post<Message>(`/groups/${groupId}/respond-join-request/`, body, { silent: true }),
    onSuccess: done,
  });
}

export function useRemoveMember(groupId: number) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: { user: number; reason?: string }) =>
      api.post<Message>(`/groups/${groupId}/remove-member/`, body, { silent: true }),
    onSuccess: done,
  });
}

export function useFollowupUnverified(groupId: number) {
  return useMutation({
    mutationFn: (userIds: number[]) =>
      api.post<Message & { sent: number }>(
        `/groups/${groupId}/followup-email-unverified/`,
        { user_ids: userIds },
        { silent: true },
      ),
  });
}

export function useSaveGroup(groupId: number | null) {
  const done = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: GroupFormInput | Partial<GroupFormInput>) =>
      groupId === null
        ? api.post<Group>('/groups/', body, { silent: true })
        : api.patch<Group>(`/groups/${groupId}/`, body, { silent: true }),
    onSuccess: done,
  });
}

export function useInviteUsers() {
  return useMutation({
    mutationFn: (body: { object_id: number; content_type: 'group'; emails: string[]; users: number[] }) =>
      api.post<Message & { invited: number }>('/invite-users/', body, { silent: true }),
  });
}

/** GET /invitation/{id}/: the invited group's card, or the invited job as the board shows it. */
export type { Invitation, InvitationState } from '@careerhub/shared';

export function useInvitation(key: string | undefined) {
  return useQuery({
    queryKey: ['invitation', key],
    enabled: Boolean(key),
    retry: false,
    queryFn: ({ signal }) =>
      api.get<{ data: Invitation }>(`/invitation/${encodeURIComponent(key!)}/`, { signal, silent: true }),
    select: (answer) => answer.data,
  });
}

export function useRespondInvitation(key: string) {
  const done = useInvalidateGroups();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'accept' | 'reject') =>
      api.post<InvitationAnswer>(`/invitation/${encodeURIComponent(key)}/`, { action }, { silent: true }),
    onSuccess: () => {
      done();
      void client.invalidateQueries({ queryKey: ['invitation', key] });
    },
  });
}

/** The members CSV, downloaded with the bearer token. */
export async function downloadMembers(group: Pick<Group, 'id' | 'name_slug'>, status?: string) {
  try {
    await downloadWithToken(
      `/groups/${group.id}/export-group-membership/${status ? `?status=${status}` : ''}`,
      `${group.name_slug}-members.csv`,
    );
  } catch {
    throw new Error(GROUP_MESSAGES.couldNotDownload);
  }
}

/** The CSV's address, for the link's href (opened with the token by downloadMembers). */
export const exportMembersPath = (groupId: number) =>
  `${API_BASE}/groups/${groupId}/export-group-membership/`;
