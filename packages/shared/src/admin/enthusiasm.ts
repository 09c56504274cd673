import type { VerdictStatus } from './schemas.js';

/**
 * The ai_enthusiasm_ranking agent's levels, from weighted activity over the last 90 days
 * (decision 0040). A community manager reads them as: Champion — the people to ask for help,
 * Active — regulars, Curious — tried things once or twice, Dormant — nothing in 90 days.
 */
export const ENTHUSIASM_LEVELS = ['champion', 'active', 'curious', 'dormant'] as const;
export type EnthusiasmLevel = (typeof ENTHUSIASM_LEVELS)[number];

export const ENTHUSIASM_LABELS: Record<EnthusiasmLevel, string> = {
  champion: 'Champion',
  active: 'Active',
  curious: 'Curious',
  dormant: 'Dormant',
};

/**
 * The spec's per-member response (content-ai-admin.md 4: "registration approval and enthusiasm
 * ranking set per-member responses (accepted, rejected, pending)"), so the members filter works
 * unchanged: Champion and Active are accepted, Curious pending, Dormant rejected.
 */
export const ENTHUSIASM_STATUS: Record<EnthusiasmLevel, VerdictStatus> = {
  champion: 'accepted',
  active: 'accepted',
  curious: 'pending',
  dormant: 'rejected',
};

/** The level an administrator means by a plain status (an override sent with `status`). */
export const ENTHUSIASM_LEVEL_OF_STATUS: Record<VerdictStatus, EnthusiasmLevel> = {
  accepted: 'active',
  pending: 'curious',
  rejected: 'dormant',
};

/** The members filter's options for this agent: the spec's responses, named by their levels. */
export const ENTHUSIASM_FILTER_LABELS: Record<VerdictStatus, string> = {
  accepted: 'Champion or Active',
  pending: 'Curious',
  rejected: 'Dormant',
};

/** The reason codes of the ai_enthusiasm_ranking agent and what an administrator reads for each. */
export const ENTHUSIASM_REASONS = {
  ASSISTANT_REGULAR: 'Uses the AI assistant regularly (10 or more questions in 90 days).',
  ASSISTANT_TRIED: 'Has tried the AI assistant (1 to 9 questions in 90 days).',
  CONTRIBUTES_OFTEN:
    'Contributes often (5 or more posts, resources, use cases, AI tools or comments in 90 days).',
  CONTRIBUTES: 'Has contributed (posts, resources, use cases, AI tools or comments) in the last 90 days.',
  VOTES_OFTEN: 'Votes often (10 or more votes in 90 days).',
  VOTES: 'Has voted on content in the last 90 days.',
  JOINED_CIRCLES: "Joined one of the organization's circles in the last 90 days.",
  IN_CIRCLES: "Belongs to the organization's circles.",
  BROAD_ACTIVITY: 'Active in at least three kinds of activity (assistant, contributions, votes, circles).',
  RECENT_ACTIVITY: 'Was active in the last 30 days.',
  NO_RECENT_ACTIVITY: 'No activity in the last 90 days.',
  OVERRIDDEN_BY_ADMIN: 'An administrator set this level by hand.',
} as const;
export type EnthusiasmReason = keyof typeof ENTHUSIASM_REASONS;
