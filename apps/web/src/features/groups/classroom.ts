import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassroomStatus, ClassroomSyncInput, ClassroomSyncResult } from '@careerhub/shared';
import { api } from '../../lib/api';
import { GROUPS_KEY } from './api';

export const CLASSROOM_KEY = ['classroom'] as const;
/** Where the callback page sends the admin back to (the group's People tab). */
export const CLASSROOM_RETURN_KEY = 'classroom_return_to';

export interface ClassroomCourse {
  id: string;
  name: string;
  section: string | null;
}
export interface ClassroomSync {
  id: number;
  course_name: string;
  role: 'student' | 'teacher';
  group_role: string;
  added: number;
  invited: number;
  already_members: number;
  without_email: number;
  created_at: string;
}

/** Whether Google Classroom is on for this site and the signed-in account is connected. */
export function useClassroomStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...CLASSROOM_KEY, 'status'],
    enabled,
    queryFn: ({ signal }) => api.get<ClassroomStatus>('/classroom/', { signal, silent: true }),
  });
}

export function useClassroomCourses(groupId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CLASSROOM_KEY, 'courses', groupId],
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<{ data: ClassroomCourse[] }>(`/groups/${groupId}/classroom/courses/`, { signal, silent: true }),
    select: (r) => r.data,
  });
}

export function useClassroomSyncs(groupId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CLASSROOM_KEY, 'syncs', groupId],
    enabled,
    queryFn: ({ signal }) =>
      api.get<{ data: ClassroomSync[] }>(`/groups/${groupId}/classroom/syncs/`, { signal, silent: true }),
    select: (r) => r.data,
  });
}

export function useClassroomSync(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassroomSyncInput) =>
      api.post<ClassroomSyncResult>(`/groups/${groupId}/classroom/sync-users/`, input, { silent: true }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [...CLASSROOM_KEY] });
      await client.invalidateQueries({ queryKey: [...GROUPS_KEY, groupId] });
    },
  });
}

export async function startClassroomConnect(groupId: number, returnTo: string) {
  const { authorization_url } = await api.post<{ authorization_url: string }>(
    `/groups/${groupId}/classroom/connect/`,
    {},
    { silent: true },
  );
  sessionStorage.setItem(CLASSROOM_RETURN_KEY, returnTo);
  window.location.assign(authorization_url);
}

export function useClassroomDisconnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>('/classroom/', { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: [...CLASSROOM_KEY] }),
  });
}
