import { blockSchema } from '../richtext/schema.js';
import { z } from 'zod';
import { CATALOG_STATUSES, USE_CASE_QUALITY_LEVELS } from './constants.js';

/**
 * What the use case and AI tool calls answer (apps/server usecases/aitools presenters): the server
 * serialises through these schemas and the web app's types are inferred from them.
 */

const named = z.object({ id: z.number(), name: z.string() });
const fileRef = z.object({ id: z.number(), file: z.string(), name: z.string(), mime_type: z.string() });
export type CatalogFile = z.infer<typeof fileRef>;

/** The reader's votes and bookmarks (the engagement module's lookup). */
const engagement = {
  vote_score: z.number(),
  user_vote_type: z.enum(['upvote', 'downvote']).nullable(),
  is_bookmarked: z.boolean(),
};
export type Engagement = {
  vote_score: number;
  user_vote_type: 'upvote' | 'downvote' | null;
  is_bookmarked: boolean;
};

const groupDetail = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.string(),
  logo: z.string().nullable(),
});
const person = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
});

export const aiToolCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.number().nullable(),
  logo_url: z.string().nullable(),
  categories: z.array(z.number()),
});
export type AiToolCard = z.infer<typeof aiToolCardSchema>;

export const agentResponseSchema = z.object({
  agent_id: z.number(),
  response: z.object({
    quality_level: z.enum(USE_CASE_QUALITY_LEVELS).nullable(),
    last_run_at: z.string().nullable(),
    /** The usecase_curation agent's reason codes and confidence (see reasonText). */
    reasons: z.array(z.string()),
    confidence: z.number().nullable(),
    overridden: z.boolean(),
  }),
});

export const useCaseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** Plain text of the description (cards, search, older clients). */
  description: z.string(),
  /** The description as written in the editor; null when it was sent as plain text. */
  description_blocks: z.array(blockSchema).nullable(),
  reason: z.string().nullable(),
  group: z.number().nullable(),
  group_detail: groupDetail.nullable(),
  ai_tools: z.array(z.number()),
  ai_tools_detailed: z.array(aiToolCardSchema),
  thumbnail_image: fileRef.nullable(),
  document: fileRef.nullable(),
  video_link: z.string().nullable(),
  topics: z.array(z.number()),
  topics_detailed: z.array(named),
  topic_area: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  career_stages: z.array(z.number()),
  professional_fields: z.array(z.number()),
  job_functions: z.array(z.number()),
  categories: z.array(z.number()),
  roles: z.array(z.number()),
  business_value: z.string().nullable(),
  complexity: z.string().nullable(),
  innovation_category: z.string().nullable(),
  ...engagement,
  created_by: z.number().nullable(),
  created_by_detail: person.nullable(),
  default_group: z.number().nullable(),
  default_group_detail: z
    .object({
      id: z.number(),
      name: z.string(),
      name_slug: z.string(),
      /** The viewer's membership of the circle: null (not applied), pending (Requested), accepted. */
      membership_status: z.string().nullable(),
      /** The circle asks questions before an application. */
      has_questions: z.boolean(),
    })
    .nullable(),
  status: z.enum(CATALOG_STATUSES),
  agent_responses: z.array(agentResponseSchema),
  created_at: z.string(),
  modified_at: z.string(),
  can_edit: z.boolean(),
  can_approve: z.boolean(),
  can_reject: z.boolean(),
  /** The viewer may add a default training circle (circle leaders, certified users, staff). */
  can_set_default_group: z.boolean(),
  /** Staff see and set the classification fields (topic area, topics, career stages, professional fields). */
  can_classify: z.boolean(),
});
export type UseCase = z.infer<typeof useCaseSchema>;
export const useCaseResultSchema = z.object({ data: useCaseSchema });
export const useCaseWrittenSchema = z.object({ message: z.string(), data: useCaseSchema });

export const relatedCircleSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  logo: z.string().nullable(),
  cover_image: z.string().nullable(),
  start_date: z.string().nullable(),
});
export type RelatedCircle = z.infer<typeof relatedCircleSchema>;
export const relatedCirclesSchema = z.object({ data: z.array(relatedCircleSchema) });

export const aiToolSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.number().nullable(),
  logo_url: z.string().nullable(),
  categories: z.array(z.number()),
  group: z.number().nullable(),
  group_detail: groupDetail.nullable(),
  status: z.enum(CATALOG_STATUSES),
  created_by: person.nullable(),
  created_at: z.string(),
  website: z.string().nullable(),
  roles: z.array(z.number()),
  ...engagement,
  /** The approved use cases that use the tool (detail only; empty on lists). */
  use_cases: z.array(
    z.object({ id: z.number(), slug: z.string(), title: z.string(), description: z.string() }),
  ),
  can_edit: z.boolean(),
  can_approve: z.boolean(),
  can_reject: z.boolean(),
});
export type AiTool = z.infer<typeof aiToolSchema>;
export const aiToolResultSchema = z.object({ data: aiToolSchema });
export const aiToolWrittenSchema = z.object({ message: z.string(), data: aiToolSchema });
