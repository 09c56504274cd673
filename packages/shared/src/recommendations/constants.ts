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

/**
 * A group administrator's recommendations (groups-jobs-payments 7, "Recommendations": group_id,
 * entity_type research_collaboration or cross_group, group_from_user_to_be_included): people whose
 * skills and interests match the group's topics, and other groups to partner with.
 */
export const GROUP_ADMIN_RECOMMENDATION_TYPES = ['research_collaboration', 'cross_group'] as const;
export type GroupAdminRecommendationType = (typeof GROUP_ADMIN_RECOMMENDATION_TYPES)[number];

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
  groupEntityTypeRequired: 'Choose what to recommend: research_collaboration or cross_group.',
  follow: 'Follow',
  following: 'Following',
} as const;

/** The Recommendations tab of a group's People tab (group administrators, leaders and staff). */
export const GROUP_RECOMMENDATIONS_TEXT = {
  heading: 'Recommendations',
  intro: 'People and groups that fit this group, each with the reason it was picked.',
  kinds: 'What to recommend',
  collaborators: 'Research collaborators',
  collaboratorsIntro: "Members of the community whose skills and interests match this group's topics.",
  partners: 'Partner groups',
  partnersIntro: 'Groups sharing topics or members with this group: partners for a joint event or programme.',
  pool: 'People from',
  partnersPool: 'Groups under',
  poolEveryone: 'Everyone in the community',
  partnersPoolEveryone: 'Any organization',
  noCollaborators: 'No research collaborators yet',
  noCollaboratorsText: 'Add topics to this group, or look in another group, to find people who match them.',
  noPartners: 'No partner groups yet',
  noPartnersText: 'Groups appear here when they share topics or members with this group.',
  fetchFailed: 'Could not fetch recommendations',
  tryAgain: 'Try again',
  invite: 'Invite',
  invited: 'Invited',
  couldNotInvite: 'Could not send the invitation',
  inviteName: (name: string) => `Invite ${name}`,
  viewGroup: (name: string) => `View ${name}`,
} as const;
