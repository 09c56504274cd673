/** Recommendations (content-ai-admin 2.3, 7.9; groups-jobs-payments "job recommendations"). */

/** What the recommendation fetch may ask for (spec 7.9: ai_tool, use_case, circle, event, user and so on). */
export const RECOMMENDATION_ENTITY_TYPES = [
  'ai_tool',
  'use_case',
  'circle',
  'event',
  'user',
  'organization',
  'job',
  'resource',
] as const;
export type RecommendationEntityType = (typeof RECOMMENDATION_ENTITY_TYPES)[number];

/** group-recommendations/ answers groups only. */
export const GROUP_RECOMMENDATION_TYPES = ['circle', 'event', 'organization'] as const;

/** Card types that carry a Follow button (spec 4, "Follow button"). */
export const FOLLOWABLE_RECOMMENDATION_TYPES = ['user', 'circle', 'event', 'organization'] as const;

export const RECOMMENDATION_LIMITS = {
  /** "The cap is 8 items on this tool's lists." */
  cap: 8,
} as const;

export const RECOMMENDATION_MESSAGES = {
  heading: 'Recommendations for you',
  fetchFailed: 'Could not fetch recommendations',
  followFailed: 'Could not follow/unfollow',
  empty: 'No recommendations yet. Add skills and topics to your profile to get some.',
  entityTypeRequired:
    'Choose what to recommend: ai_tool, use_case, circle, event, user, organization, job or resource.',
  follow: 'Follow',
  following: 'Following',
} as const;
