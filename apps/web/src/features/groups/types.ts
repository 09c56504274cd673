import type { Block, GroupQuestion } from '@careerhub/shared';

/** A group as GET /groups/slug/{slug}/ presents it (apps/server groups.presenter.ts). */
export interface Group {
  id: number;
  name: string;
  name_slug: string;
  group_type: 'organization' | 'institution' | 'circle' | 'event';
  circle_type: string | null;
  event_type: string | null;
  description: string;
  logo: string | null;
  cover_image: string | null;
  country: string | null;
  countries: string[];
  topics: number[];
  relevant_sdgs: number[];
  relevant_sdgs_detailed: Array<{ id: number; name: string; logo: string }>;
  parent_group: number | null;
  is_verified: boolean;
  is_paid: boolean;
  price: number | null;
  maximum_size: number | null;
  total_members: number;
  start_date: string | null;
  end_date: string | null;
  application_open_date: string | null;
  application_close_date: string | null;
  is_external: boolean;
  external_link: string | null;
  lifecycle: string | null;
  lifecycle_label: string | null;
  registration_label: string | null;
  has_limited_seats: boolean;
  publicity: string | null;
  visibility: number;
  admission: string;
  objective: string | null;
  member_requirements: string | null;
  impact: string | null;
  location: string | null;
  group_duration: string | null;
  topics_detailed: Array<{ id: number; name: string }>;
  career_stages: number[];
  professional_fields: number[];
  job_functions: number[];
  categories: number[];
  business_value: string | null;
  complexity: string | null;
  innovation_category: string | null;
  use_cases: number[];
  use_cases_detailed: Array<{ title: string; description: string }>;
  paid_features: string[];
  discount: number | null;
  extra_info: { is_external: boolean; external_link: string | null; questions: GroupQuestion[] };
  /** The description as rich text; null when it is plain text (`description`). */
  description_blocks?: Block[] | null;
  is_influencer: boolean;
  is_default: boolean;
  is_certified: boolean;
  donation_details: Array<{ name: string; description: string }> | null;
  total_circles: number;
  total_events: number;
  pending_members_count: number | null;
  rejected_members_count: number | null;
  unverified_members_count: number | null;
  membership_status: 'pending' | 'accepted' | 'rejected' | null;
  role: string | null;
  payment_status: 'pending' | 'confirmed' | null;
  payment_voucher_submitted: boolean;
  is_following: boolean;
  is_full: boolean;
  can_join: boolean;
  show_join_button: boolean;
  join_message: string | null;
  permissions: {
    can_manage: boolean;
    can_edit: boolean;
    can_invite: boolean;
    can_create_event: boolean;
    can_create_circle: boolean;
    can_create_resources: boolean;
    can_post_jobs: boolean;
  } | null;
}

/** A list card (GET /groups/, /circles/, /events/). */
export type GroupCard = Pick<
  Group,
  | 'id'
  | 'name'
  | 'name_slug'
  | 'group_type'
  | 'circle_type'
  | 'event_type'
  | 'description'
  | 'logo'
  | 'cover_image'
  | 'country'
  | 'countries'
  | 'is_paid'
  | 'price'
  | 'maximum_size'
  | 'total_members'
  | 'start_date'
  | 'end_date'
  | 'application_open_date'
  | 'application_close_date'
  | 'is_external'
  | 'lifecycle_label'
  | 'registration_label'
  | 'has_limited_seats'
> & {
  /** The signed-in viewer's own membership (null: none, or signed out). */
  membership_status?: 'pending' | 'accepted' | 'rejected' | null;
};

/** A row of GET /groups/{id}/members/ (private fields are null for non-managers). */
export interface Member {
  id: number;
  name: string;
  name_slug: string;
  image: string | null;
  institution_name: string | null;
  country: string | null;
  membership_type: string;
  membership_role: string;
  membership_status: 'pending' | 'accepted' | 'rejected';
  is_verified: boolean;
  joined_at: string | null;
  payment_status: string | null;
  email: string | null;
  reason: string | null;
  notes: string | null;
  extra_info: Record<string, unknown>;
  /** For managers: uploaded files among extra_info (file answers, abstract, voucher) by key. */
  files?: Record<string, { id: number; name: string; url: string }>;
}

/** Where a group's page lives (spec: /org/{slug} default, /circle/{slug}, /event/{slug}). */
export function groupPath(group: Pick<Group, 'group_type' | 'name_slug'>): string {
  if (group.group_type === 'circle') return `/circle/${group.name_slug}`;
  if (group.group_type === 'event') return `/event/${group.name_slug}`;
  return `/org/${group.name_slug}`;
}

export const groupTypeLabel = (type: string) =>
  type === 'user' ? 'Person' : type.charAt(0).toUpperCase() + type.slice(1);
