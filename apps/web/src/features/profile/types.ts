/** GET /users/profile/{slug}/ and /users/profile/ (the server's presentProfile). */
export interface Named {
  id: number;
  name: string;
}

export interface GroupProfile {
  id: number;
  group: number | null;
  current_role: number | null;
  job_function: number | null;
  career_stage: number | null;
  career_stage_extra: string | null;
  reason_to_join: number[];
  reason_to_join_extra: string | null;
  professional_field: number | null;
  professional_field_extra: string | null;
  institution: number | null;
  /** 0 (Not Set) to 5; null when never answered. */
  ai_knowledge_level?: number | null;
  /** learn_ai_skills, career_development or both. */
  career_goal?: string | null;
  extra_info: Record<string, string | null | undefined>;
}

export interface Profile {
  id: number;
  name_slug: string;
  first_name: string;
  last_name: string;
  email: string | null;
  alternate_email: string | null;
  is_alternate_email_verified: boolean;
  is_influencer: boolean;
  is_certified: boolean;
  picture: string | null;
  resume: string | null;
  video: string | null;
  country: string | null;
  location: string | null;
  completion_percent: number;
  title: string | null;
  institution: number | null;
  institution_name: string | null;
  prefered_language: string | null;
  short_bio: string | null;
  career_story: string | null;
  career_advice: string | null;
  specific_needs: string | null;
  additional_career_information: string | null;
  skills_detailed: Named[];
  topics_detailed: Named[];
  social_linkedin: string | null;
  social_twitter: string | null;
  social_google_scholar: string | null;
  social_research_gate: string | null;
  social_orcid: string | null;
  social_facebook: string | null;
  group_profile: GroupProfile | null;
  is_following: boolean;
  followers_count: number;
  following_count: number;
}

export interface CareerEntry {
  id: number;
  type: 'work' | 'education';
  title: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  is_currently_working: boolean;
  institution_name: string | null;
}

export interface Connection {
  id: number;
  type: string;
  name: string;
  name_slug: string;
}

/** GET /users/{id}/circles/: a circle the user is an accepted member of. */
export interface UserCircle {
  id: number;
  name: string;
  name_slug: string;
  circle_type: string | null;
  description: string;
  logo: string | null;
  start_date: string | null;
  end_date: string | null;
  total_members: number;
  organization: { id: number; name: string; name_slug: string } | null;
  membership_role: string;
}

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) =>
  `${p.first_name} ${p.last_name}`.trim();
