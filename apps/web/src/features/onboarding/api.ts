import { useQuery } from '@tanstack/react-query';
import type {
  GroupProfile,
  GroupProfileInput,
  Profile,
  ProfileUpdate,
  SearchResult,
} from '@careerhub/shared';
import { api } from '../../lib/api';

export const OWN_PROFILE_KEY = ['profile', 'own'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => api.get<Profile>('/users/profile/', { signal }),
  });
}

export function updateProfile(body: ProfileUpdate) {
  return api.patch<{ message: string; data: Profile }>('/users/profile/', body, { silent: true });
}

/** The first answers create the group profile; later steps update the same one. */
export function saveGroupProfile(id: number | null, body: GroupProfileInput) {
  return id
    ? api.patch<GroupProfile>(`/group-profiles/${id}/`, body, { silent: true })
    : api.post<GroupProfile>('/group-profiles/', body, { silent: true });
}

/** Verified groups of one kind for a picker (GET /search/). */
export function useGroupChoices(type: 'institution' | 'all_group', kinds: readonly string[]) {
  return useQuery({
    queryKey: ['search', 'choices', type, kinds],
    queryFn: async ({ signal }) => {
      const result = await api.get<{ data: SearchResult[] }>('/search/', {
        signal,
        silent: true,
        query: { type, page_size: 50, ...(type === 'all_group' ? { is_verified_group: true } : {}) },
      });
      return result.data.filter((item) => kinds.includes(item.type));
    },
  });
}
