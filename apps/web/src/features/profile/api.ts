import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type GroupProfileInput,
  type Page,
  type ProfileUpdate,
  type CareerEntry,
  type Connection,
  type GroupProfile,
  type Named,
  type Profile,
  type UserCircle,
} from '@careerhub/shared';
import { api } from '../../lib/api';

export const profileKey = (slug: string) => ['profile', 'slug', slug] as const;
export const PROFILE_KEY_ROOT = ['profile'] as const;

export function useProfile(slug: string) {
  return useQuery({
    queryKey: profileKey(slug),
    queryFn: ({ signal }) =>
      api.get<Profile>(`/users/profile/${encodeURIComponent(slug)}/`, { signal, silent: true }),
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
}

export function useCareerEntries(userId: number, type: 'work' | 'education') {
  return useQuery({
    queryKey: ['career-entries', userId, type],
    queryFn: ({ signal }) =>
      api.get<{ data: CareerEntry[] }>('/career-profiles/', {
        signal,
        silent: true,
        query: { user: userId, type },
      }),
    select: (r) => r.data,
  });
}

export function useConnections(userId: number) {
  return useQuery({
    queryKey: ['connections', userId],
    queryFn: ({ signal }) =>
      api.get<Page<Connection>>(`/connections/user/${userId}/`, {
        signal,
        silent: true,
        query: { type: 'user', page_size: 40 },
      }),
  });
}

export function useCircles(userId: number, page: number) {
  return useQuery({
    queryKey: ['circles', userId, page],
    queryFn: ({ signal }) =>
      api.get<Page<UserCircle>>(`/users/${userId}/circles/`, {
        signal,
        silent: true,
        query: { page, page_size: PAGE_SIZES.connectionsCircles },
      }),
    placeholderData: keepPreviousData,
  });
}

export function updateProfile(body: ProfileUpdate) {
  return api.patch<{ message: string; data: Profile }>('/users/profile/', body, { silent: true });
}

/** The first career answers create the group profile; later saves update the same one. */
export function saveGroupProfile(id: number | null, body: GroupProfileInput) {
  return id
    ? api.patch<GroupProfile>(`/group-profiles/${id}/`, body, { silent: true })
    : api.post<GroupProfile>('/group-profiles/', body, { silent: true });
}

export function setFollow(id: number, action: 'follow' | 'unfollow') {
  return api.post<{ message: string; is_following: boolean; followers_count: number }>(
    '/follow/',
    { id, type: 'user', action },
    { silent: true },
  );
}

export async function searchTopics(topicType: 'skill' | 'general', search: string, signal: AbortSignal) {
  const page = await api.get<Page<Named>>('/topics/', {
    signal,
    silent: true,
    query: { topic_type: topicType, search, page_size: 8 },
  });
  return page.data;
}

export function createTopic(name: string, topicType: 'skill' | 'general') {
  return api.post<Named>('/topics/', { name, topic_type: topicType }, { silent: true });
}

export async function searchInstitutions(search: string, signal: AbortSignal) {
  const page = await api.get<Page<Named & { type: string }>>('/search/', {
    signal,
    silent: true,
    query: { type: 'institution', search, page_size: 8 },
  });
  return page.data.map(({ id, name }) => ({ id, name }));
}

export const verifyAlternateOtp = (otp: string) =>
  api.post<{ message: string }>('/verify-otp/', { otp, type: 'alternate_email' }, { silent: true });
export const resendAlternateOtp = () =>
  api.post<{ message: string }>('/resend-otp/', { type: 'alternate_email' }, { silent: true });
export const switchToAlternateEmail = () =>
  api.post<{ message: string; email: string }>('/switch-email/', {}, { silent: true });
export const deletePicture = () =>
  api.delete<{ message: string }>('/profiles/me/delete-picture/', { silent: true });
