import { PROFILE_COMPLETION_PARTS } from '../profileCompletion.js';
import { AGENT_LIMITS, type AgentAccessReason } from './constants.js';

/** Who asks to run an agent: null for a visitor who is not signed in. */
export interface AgentViewer {
  isStaff: boolean;
  /** Signed in with a full account (a trial account counts as unregistered). */
  isRegistered: boolean;
  canUsePremiumAgents: boolean;
  /** Completed runs in the current usage window. */
  usageCount: number;
  /** Runs allowed per window; null = no limit. */
  usageLimit: number | null;
}

export type AgentAccess = { allowed: true; reason: null } | { allowed: false; reason: AgentAccessReason };

const allow: AgentAccess = { allowed: true, reason: null };
const deny = (reason: AgentAccessReason): AgentAccess => ({ allowed: false, reason });

/**
 * CareerGPS access (spec content-ai-admin 4), one table:
 * - staff: always;
 * - visitors (and trial accounts): non-premium agents only, no usage limit (they sign up at the end);
 * - members: premium agents need can_use_premium_agents; every agent counts against the usage limit.
 */
export function agentAccess(viewer: AgentViewer | null, agent: { isPremium: boolean }): AgentAccess {
  if (viewer?.isStaff) return allow;
  if (!viewer || !viewer.isRegistered)
    return agent.isPremium ? deny('UNREGISTERED_PREMIUM_RESTRICTED') : allow;
  if (agent.isPremium && !viewer.canUsePremiumAgents) return deny('NO_PREMIUM_SUBSCRIPTION');
  if (viewer.usageLimit !== null && viewer.usageCount >= viewer.usageLimit)
    return deny('USAGE_LIMIT_REACHED');
  return allow;
}

/** Runs a membership tier allows per usage window; null = no limit. */
export function agentUsageLimit(tier: number): number | null {
  const limits = AGENT_LIMITS.usageByTier;
  return tier in limits ? (limits[tier] ?? null) : (limits[0] ?? null);
}

/**
 * Runs a member may make per window: their plan's own limit when it sets one, else the tier's
 * default (AGENT_LIMITS.usageByTier); null = no limit.
 */
export function agentUsageLimitOf(tier: number, planLimit: number | null | undefined): number | null {
  return planLimit === null || planLimit === undefined ? agentUsageLimit(tier) : planLimit;
}

/** Profile completion as a percent of the wizard's parts (identity.profile_completion.missing). */
export function profileCompletionPercent(completion: { missing: readonly unknown[] }): number {
  const total = PROFILE_COMPLETION_PARTS.length;
  return Math.round(((total - completion.missing.length) / total) * 100);
}
