import { z } from 'zod';
import { CAREER_GOALS } from '../constants.js';
import { groupCardSchema } from '../groups/responses.js';
import { identityCareerEntrySchema } from './auth.js';

/**
 * What the profiles, search, feedback and user-services API answers (apps/server
 * profiles.presenter.ts, search.service.ts, feedback.routes.ts): the server serialises through
 * these schemas and the web app's profile types are inferred from them.
 */

export const namedSchema = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

/** A user's career answers within an organization (GET/POST/PATCH /group-profiles/). */
export const groupProfileResponseSchema = z.object({
  id: z.number(),
  group: z.number().nullable(),
  current_role: z.number().nullable(),
  job_function: z.number().nullable(),
  career_stage: z.number().nullable(),
  career_stage_extra: z.string().nullable(),
  reason_to_join: z.array(z.number()),
  reason_to_join_extra: z.string().nullable(),
  professional_field: z.number().nullable(),
  professional_field_extra: z.string().nullable(),
  /** 0 (Not Set) to 5; null when never answered. */
  ai_knowledge_level: z.number().nullable(),
  /** learn_ai_skills, career_development or both. */
  career_goal: z.enum(CAREER_GOALS).nullable(),
  is_certified: z.boolean(),
  institution: z.number().nullable(),
  /** affiliation, department, country_of_origin, uni_batch, college. */
  extra_info: z.record(z.string(), z.string().nullable()),
});
export type GroupProfile = z.infer<typeof groupProfileResponseSchema>;
export const groupProfilesSchema = z.object({ data: z.array(groupProfileResponseSchema) });

/**
 * A profile (GET /users/profile/, /users/profile/{slug}/). The private fields (e-mail addresses,
 * résumé, specific needs) are null unless the viewer is the owner or staff.
 */
export const profileSchema = z.object({
  id: z.number(),
  name_slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  alternate_email: z.string().nullable(),
  is_alternate_email_verified: z.boolean(),
  is_verified: z.boolean(),
  is_influencer: z.boolean(),
  is_certified: z.boolean(),
  picture: z.string().nullable(),
  resume: z.string().nullable(),
  video: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  completion_percent: z.number(),
  title: z.string().nullable(),
  institution: z.number().nullable(),
  institution_name: z.string().nullable(),
  institution_detailed: namedSchema.nullable(),
  batch: z.string().nullable(),
  prefered_language: z.string().nullable(),
  short_bio: z.string().nullable(),
  career_story: z.string().nullable(),
  career_advice: z.string().nullable(),
  calendy_url: z.string().nullable(),
  specific_needs: z.string().nullable(),
  additional_career_information: z.string().nullable(),
  discipline: z.string().nullable(),
  skills: z.array(z.number()),
  skills_detailed: z.array(namedSchema),
  topics: z.array(z.number()),
  topics_detailed: z.array(namedSchema),
  interested_services: z.array(z.string()),
  social_linkedin: z.string().nullable(),
  social_twitter: z.string().nullable(),
  social_google_scholar: z.string().nullable(),
  social_research_gate: z.string().nullable(),
  social_orcid: z.string().nullable(),
  social_facebook: z.string().nullable(),
  leadership_certification_details: z.unknown(),
  persona: z.string().nullable(),
  focus_area: z.enum(CAREER_GOALS),
  group_profile: groupProfileResponseSchema.nullable(),
  is_following: z.boolean(),
  followers_count: z.number(),
  following_count: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileWrittenSchema = z.object({ message: z.string(), data: profileSchema });

/** A work or education entry (GET/POST/PATCH /career-profiles/): the identity's entry. */
export const CAREER_ENTRY_TYPES = ['work', 'education'] as const;
export type CareerEntryType = (typeof CAREER_ENTRY_TYPES)[number];
export const careerEntryResponseSchema = identityCareerEntrySchema.extend({
  type: z.enum(CAREER_ENTRY_TYPES),
});
export type CareerEntry = z.infer<typeof careerEntryResponseSchema>;
export const careerEntriesSchema = z.object({ data: z.array(careerEntryResponseSchema) });

/** A group a user is an accepted member of: the card, its organization and the member's role. */
export const userCircleSchema = groupCardSchema.extend({
  organization: z.object({ id: z.number(), name: z.string(), name_slug: z.string() }).nullable(),
  membership_role: z.string(),
  membership_status: z.literal('accepted'),
  joined_at: z.string().nullable(),
});
export type UserCircle = z.infer<typeof userCircleSchema>;

/** A person the user follows (GET /connections/?type=user). */
export const userConnectionSchema = z.object({
  id: z.number(),
  type: z.literal('user'),
  name: z.string(),
  name_slug: z.string(),
});
export type Connection = z.infer<typeof userConnectionSchema>;
/** GET /connections/: people followed, or the groups of one type the user is a member of. */
export const connectionSchema = z.union([userCircleSchema, userConnectionSchema]);

/** A hit of GET /search/: a person or a group. */
export const searchResultSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  reason: z.string().nullable(),
  institution_name: z.string().nullable(),
  country: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /feedback/ (staff): what was sent, from which site and by whom. */
export const feedbackItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  host: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
});

/** GET /user-services/: the brand's services and whether the user joined each. */
export const userServicesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      membership_type: z.literal('member').nullable(),
    }),
  ),
});
export const messageResultSchema = z.object({ message: z.string() });
