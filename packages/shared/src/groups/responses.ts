import { z } from 'zod';
import { GROUP_TYPES } from '../constants.js';
import { jobSchema } from '../jobs/responses.js';
import { blockSchema } from '../richtext/schema.js';
import { QUESTION_TYPES } from './constants.js';
import { LIFECYCLE_LABELS } from './messages.js';
import type { Lifecycle } from './rules.js';

/**
 * What the groups API answers (apps/server groups.presenter.ts, memberships, invitations,
 * classroom): the server serialises through these schemas and the web app's group types are
 * inferred from them.
 */

export const MEMBERSHIP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const GROUP_PAYMENT_STATUSES = ['pending', 'confirmed'] as const;
export type GroupPaymentStatus = (typeof GROUP_PAYMENT_STATUSES)[number];
const LIFECYCLES = Object.keys(LIFECYCLE_LABELS) as [Lifecycle, ...Lifecycle[]];

const named = z.object({ id: z.number(), name: z.string() });
const groupTypeSchema = z.enum(GROUP_TYPES);
const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);

/** A group on a list (GET /groups/, /circles/, /events/, the defaults): the card fields. */
export const groupCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  group_type: groupTypeSchema,
  type: groupTypeSchema,
  circle_type: z.string().nullable(),
  event_type: z.string().nullable(),
  description: z.string(),
  logo: z.string().nullable(),
  cover_image: z.string().nullable(),
  country: z.string().nullable(),
  countries: z.array(z.string()),
  topics: z.array(z.number()),
  relevant_sdgs: z.array(z.number()),
  relevant_sdgs_detailed: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
  parent_group: z.number().nullable(),
  is_verified: z.boolean(),
  is_paid: z.boolean(),
  price: z.number().nullable(),
  maximum_size: z.number().nullable(),
  total_members: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  application_open_date: z.string().nullable(),
  application_close_date: z.string().nullable(),
  is_external: z.boolean(),
  external_link: z.string().nullable(),
  lifecycle: z.enum(LIFECYCLES).nullable(),
  lifecycle_label: z.string().nullable(),
  registration_label: z.string().nullable(),
  has_limited_seats: z.boolean(),
  /** The signed-in viewer's own membership (null: none, or signed out). */
  membership_status: membershipStatusSchema.nullable(),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

export const groupPermissionsSchema = z.object({
  can_manage: z.boolean(),
  can_edit: z.boolean(),
  can_invite: z.boolean(),
  can_create_event: z.boolean(),
  can_create_circle: z.boolean(),
  can_create_resources: z.boolean(),
  can_sync_classroom: z.boolean(),
  can_post_jobs: z.boolean(),
});
export type GroupPermissionsResponse = z.infer<typeof groupPermissionsSchema>;

const groupQuestionResponseSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  options: z.string(),
});

/** A group's page (GET /groups/slug/{slug}/, /groups/{id}/, create and update). */
export const groupSchema = groupCardSchema.extend({
  level: z.number().nullable(),
  group_duration: z.string().nullable(),
  publicity: z.string(),
  visibility: z.number(),
  admission: z.string(),
  membership_type: z.string().nullable(),
  domain: z.string().nullable(),
  is_default: z.boolean(),
  location: z.string().nullable(),
  objective: z.string().nullable(),
  member_requirements: z.string().nullable(),
  impact: z.string().nullable(),
  topics_detailed: z.array(named),
  career_stages: z.array(z.number()),
  roles: z.array(z.number()),
  professional_fields: z.array(z.number()),
  job_functions: z.array(z.number()),
  categories: z.array(z.number()),
  business_value: z.string().nullable(),
  complexity: z.string().nullable(),
  innovation_category: z.string().nullable(),
  use_cases: z.array(z.number()),
  use_cases_detailed: z.array(z.object({ title: z.string(), description: z.string() })),
  paid_features: z.array(z.string()),
  discount: z.number().nullable(),
  extra_info: z.object({
    is_external: z.boolean(),
    external_link: z.string().nullable(),
    questions: z.array(groupQuestionResponseSchema),
  }),
  /** The description as rich text (sanitised blocks); null when it is plain text (`description`). */
  description_blocks: z.array(blockSchema).nullable(),
  google_classroom_id: z.string().nullable(),
  create_google_classroom: z.boolean(),
  has_classroom_access: z.boolean(),
  is_influencer: z.boolean(),
  is_certified: z.boolean(),
  /** The donation options' names and descriptions (their payment ids stay on the server). */
  donation_details: z.array(z.object({ name: z.string(), description: z.string() })),
  root_group: z.number(),
  total_circles: z.number(),
  total_events: z.number(),
  /** For managers only; null for everyone else. */
  pending_members_count: z.number().nullable(),
  rejected_members_count: z.number().nullable(),
  unverified_members_count: z.number().nullable(),
  created_at: z.string(),
  role: z.string().nullable(),
  payment_status: z.enum(GROUP_PAYMENT_STATUSES).nullable(),
  /** A manual payment's receipt is waiting for an administrator (payment-voucher). */
  payment_voucher_submitted: z.boolean(),
  is_following: z.boolean(),
  is_full: z.boolean(),
  can_join: z.boolean(),
  show_join_button: z.boolean(),
  /** What the join control says before the user applies (wait list, pay after acceptance). */
  join_message: z.string().nullable(),
  /** What the signed-in viewer may do; null when signed out. */
  permissions: groupPermissionsSchema.nullable(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupMetricsSchema = z.object({
  organizations: z.number(),
  institutions: z.number(),
  circles: z.number(),
  events: z.number(),
});
export const groupDefaultsSchema = z.object({ data: z.array(groupCardSchema) });
export const groupDefaultOrgSchema = z.object({ data: groupCardSchema.nullable() });
export const circleTypesSchema = z.object({ data: z.array(z.string()) });
export const groupSdgsSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string(), circles_count: z.number() })),
});
export const groupFollowResultSchema = z.object({ message: z.string(), is_following: z.boolean() });
export const groupImageResultSchema = z.object({
  message: z.string(),
  logo: z.string().optional(),
  cover_image: z.string().optional(),
});

/** A row of GET /groups/{id}/members/: the private fields are null (or empty) for non-managers. */
export const memberSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  institution_name: z.string().nullable(),
  country: z.string().nullable(),
  membership_type: z.string(),
  membership_role: z.string(),
  membership_status: membershipStatusSchema,
  is_verified: z.boolean(),
  joined_at: z.string().nullable(),
  payment_status: z.enum(GROUP_PAYMENT_STATUSES).nullable(),
  email: z.string().nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  agent_responses: z.record(z.string(), z.string()),
  extra_info: z.record(z.string(), z.unknown()),
  /** For managers: uploaded files among extra_info (file answers, abstract, voucher) by key. */
  files: z.record(z.string(), z.object({ id: z.number(), name: z.string(), url: z.string() })),
});
export type Member = z.infer<typeof memberSchema>;

/** POST /groups/{id}/join/ (and join-default, which adds the organization's domain). */
export const joinResultSchema = z.object({
  message: z.string(),
  membership_status: membershipStatusSchema,
  role: z.string(),
  wait_list: z.boolean(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;
export const joinDefaultResultSchema = joinResultSchema.extend({ domain: z.string().nullable() });
export const changeDefaultResultSchema = z.object({
  message: z.string(),
  domain: z.string().nullable(),
  id: z.number(),
});
export const groupMessageSchema = z.object({ message: z.string() });
/** Accepting or rejecting join requests or payments: the users it applied to. */
export const membersRespondedSchema = z.object({ message: z.string(), users: z.array(z.number()) });
export const voucherResultSchema = z.object({
  message: z.string(),
  payment_status: z.literal('pending'),
});
export const followupResultSchema = z.object({ message: z.string(), sent: z.number() });

export const inviteResultSchema = z.object({ message: z.string(), invited: z.number() });
const invitationStateSchema = z.object({
  id: z.string(),
  status: z.string(),
  expires_at: z.string(),
  message: z.string(),
});
export type InvitationState = z.infer<typeof invitationStateSchema>;
/** GET /invitation/{id}/: the invited group's card, or the invited job as the board shows it. */
export const invitationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('group'),
    results: groupCardSchema.extend({ invitation: invitationStateSchema }),
  }),
  z.object({ type: z.literal('job'), results: jobSchema.extend({ invitation: invitationStateSchema }) }),
]);
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResultSchema = z.object({ data: invitationSchema });
/** POST /invitation/{id}/: where accepting leads. */
export const invitationAnswerSchema = z.object({
  message: z.string(),
  data: z.discriminatedUnion('type', [
    z.object({ type: z.literal('group'), group_type: groupTypeSchema, name_slug: z.string() }),
    z.object({ type: z.literal('job'), slug: z.string() }),
  ]),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;
