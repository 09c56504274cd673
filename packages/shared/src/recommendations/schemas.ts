import { z } from 'zod';
import { RECOMMENDATION_TYPE_ORDER } from '../constants.js';
import { idParam } from '../input.js';
import {
  GROUP_ADMIN_RECOMMENDATION_TYPES,
  GROUP_RECOMMENDATION_TYPES,
  RECOMMENDATION_ENTITY_TYPES,
  RECOMMENDATION_LIMITS as L,
  RECOMMENDATION_MESSAGES as M,
} from './constants.js';

const pageSize = z.coerce.number().int().min(1).max(L.cap).optional();

/**
 * The recommendation fetch (spec 7.9): for whom (`user_id`: yourself; staff may name anyone), what
 * (`entity_type`) and, optionally, only from one group (`group_from_user_to_be_included`).
 */
export const recommendedEntitiesQuery = z.object({
  user_id: idParam().optional(),
  entity_type: z.enum(RECOMMENDATION_ENTITY_TYPES, { error: M.entityTypeRequired }),
  group_from_user_to_be_included: idParam().optional(),
  page_size: pageSize,
});
export type RecommendedEntitiesQuery = z.output<typeof recommendedEntitiesQuery>;

export const userRecommendationsQuery = recommendedEntitiesQuery.omit({ entity_type: true });
export const groupRecommendationsQuery = recommendedEntitiesQuery.extend({
  entity_type: z.enum(GROUP_RECOMMENDATION_TYPES, { error: M.entityTypeRequired }).default('circle'),
});

/**
 * A group administrator's recommendations for the group in the path (its `group_id`): people to
 * collaborate with (research_collaboration) or groups to partner with (cross_group), optionally
 * only from one group (`group_from_user_to_be_included`: its members, or its circles and events).
 */
export const groupAdminRecommendationsQuery = z.object({
  entity_type: z.enum(GROUP_ADMIN_RECOMMENDATION_TYPES, { error: M.groupEntityTypeRequired }),
  group_from_user_to_be_included: idParam().optional(),
  page_size: pageSize,
});
export type GroupAdminRecommendationsQuery = z.output<typeof groupAdminRecommendationsQuery>;

/**
 * A recommendation card: the spec's Recommended item (type, sub_type, slug, title_slug, name_slug,
 * source, name, title, id, reason) plus what the card draws. `reason` is always built from the
 * facts that ranked the item ("Matches your skills Python and SQL").
 */
export const recommendationCardSchema = z.object({
  type: z.enum(RECOMMENDATION_TYPE_ORDER),
  kind: z.string(),
  sub_type: z.string().nullable(),
  id: z.number(),
  slug: z.string().nullable(),
  title_slug: z.string().nullable(),
  name_slug: z.string().nullable(),
  source: z.string().nullable(),
  title: z.string().nullable(),
  name: z.string().nullable(),
  reason: z.string(),
  /** Each fact behind the reason, strongest first. */
  reasons: z.array(z.string()),
  score: z.number(),
  image: z.string().nullable(),
  subtitle: z.string().nullable(),
  /** Users and groups: whether the reader follows it (a card is never one they already follow); null: no Follow button. */
  is_following: z.boolean().nullable(),
});
export type RecommendationCard = z.infer<typeof recommendationCardSchema>;

export const recommendationListSchema = z.object({ data: z.array(recommendationCardSchema) });
