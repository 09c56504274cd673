import { useQuery } from '@tanstack/react-query';
import type { GroupProfileInput, ProfileUpdate } from '@careerhub/shared';
import { api } from '../../lib/api';
import type { CareerAnswers } from './careerAnswers';

/** The parts of GET /users/profile/ the wizard and the preferences dialog read. */
export interface OwnProfile {
  id: number;
  name_slug: string;
  first_name: string;
  last_name: string;
  title: string | null;
  country: string | null;
  prefered_language: string | null;
  short_bio: string | null;
  resume: string | null;
  institution: number | null;
  institution_name: string | null;
  skills_detailed: Named[];
  topics_detailed: Named[];
  social_linkedin: string | null;
  social_twitter: string | null;
  social_google_scholar: string | null;
  social_research_gate: string | null;
  social_orcid: string | null;
  social_facebook: string | null;
  persona: string | null;
  focus_area: CareerAnswers['career_goal'];
  completion_percent: number;
  group_profile: StoredGroupProfile | null;
}

export interface Named {
  id: number;
  name: string;
}

export type StoredGroupProfile = Partial<CareerAnswers> & {
  id: number;
  group: number | null;
  institution: number | null;
  extra_info: Record<string, string | null | undefined>;
};

export const OWN_PROFILE_KEY = ['profile', 'own'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => api.get<OwnProfile>('/users/profile/', { signal }),
  });
}

export function updateProfile(body: ProfileUpdate) {
  return api.patch<{ message: string; data: OwnProfile }>('/users/profile/', body, { silent: true });
}

/** The first answers create the group profile; later steps update the same one. */
export function saveGroupProfile(id: number | null, body: GroupProfileInput) {
  return id
    ? api.patch<StoredGroupProfile>(`/group-profiles/${id}/`, body, { silent: true })
    : api.post<StoredGroupProfile>('/group-profiles/', body, { silent: true });
}

export interface SearchItem {
  id: number;
  type: string;
  name: string;
  description: string | null;
}

/** Verified groups of one kind for a picker (GET /search/). */
export function useGroupChoices(type: 'institution' | 'all_group', kinds: readonly string[]) {
  return useQuery({
    queryKey: ['search', 'choices', type, kinds],
    queryFn: async ({ signal }) => {
      const result = await api.get<{ data: SearchItem[] }>('/search/', {
        signal,
        silent: true,
        query: { type, page_size: 50, ...(type === 'all_group' ? { is_verified_group: true } : {}) },
      });
      return result.data.filter((item) => kinds.includes(item.type));
    },
  });
}
