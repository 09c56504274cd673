import { z } from 'zod';
import { pageSchema } from '../api.js';
import { USE_CASE_QUALITY_LEVELS } from '../catalog/constants.js';
import { ENTHUSIASM_LEVELS } from './enthusiasm.js';
import { SYSTEM_AGENT_ENTITIES, SYSTEM_AGENT_TYPES, VERDICT_STATUSES } from './schemas.js';

export const weeklyPointSchema = z.object({
  week: z.string(),
  new_members: z.number().int(),
  applications: z.number().int(),
  posts: z.number().int(),
  active_members: z.number().int(),
});
export type WeeklyPoint = z.infer<typeof weeklyPointSchema>;

/** Organization counters and admin metrics (content-ai-admin.md 3, Counters and metrics). */
export const adminMetricsSchema = z.object({
  total_members: z.number().int(),
  total_circles: z.number().int(),
  total_jobs: z.number().int(),
  /** One entry per pending source (members, jobs, resources; AI tools and use cases when built). */
  pending: z.record(z.string(), z.number().int()),
  total_pending_members: z.number().int(),
  total_pending_jobs: z.number().int(),
  total_pending_resources: z.number().int(),
  total_pending_ai_tools: z.number().int(),
  total_pending_use_cases: z.number().int(),
  weekly: z.array(weeklyPointSchema),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

export const TODO_TYPES = ['member', 'job', 'resource'] as const;
export const todoSchema = z.object({
  type: z.string(),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  created_at: z.string(),
  link: z.string(),
  /** The registration agent's verdict on a pending member, when it has run. */
  verdict: z.enum(VERDICT_STATUSES).nullable(),
  reasons: z.array(z.string()),
});
export type AdminTodo = z.infer<typeof todoSchema>;
export const adminTodosPageSchema = pageSchema(todoSchema);

export const systemAgentSchema = z.object({
  id: z.number().int(),
  agent_type: z.enum(SYSTEM_AGENT_TYPES),
  name: z.string(),
  entity: z.enum(SYSTEM_AGENT_ENTITIES),
});
export type SystemAgent = z.infer<typeof systemAgentSchema>;
export const systemAgentsListSchema = z.object({ data: z.array(systemAgentSchema) });

export const verdictSchema = z.object({
  system_agent_id: z.number().int(),
  agent_type: z.enum(SYSTEM_AGENT_TYPES),
  user_id: z.number().int(),
  status: z.enum(VERDICT_STATUSES),
  /** ai_enthusiasm_ranking only: Champion, Active, Curious or Dormant (null for other agents). */
  level: z.enum(ENTHUSIASM_LEVELS).nullable(),
  confidence: z.number(),
  reasons: z.array(z.string()),
  signals: z.record(z.string(), z.unknown()),
  rationale: z.string().nullable(),
  overridden: z.boolean(),
  run_at: z.string(),
});
export type AgentVerdict = z.infer<typeof verdictSchema>;
export const verdictListSchema = z.object({ data: z.array(verdictSchema) });
export const rerunAnswerSchema = z.object({ message: z.string(), queued: z.number().int() });
/** The usecase_curation agent's verdict on one use case. */
export const useCaseVerdictSchema = z.object({
  system_agent_id: z.number().int(),
  agent_type: z.literal('usecase_curation'),
  use_case_id: z.number().int(),
  quality_level: z.enum(USE_CASE_QUALITY_LEVELS),
  confidence: z.number(),
  reasons: z.array(z.string()),
  signals: z.record(z.string(), z.unknown()),
  overridden: z.boolean(),
  run_at: z.string(),
});
export type UseCaseVerdict = z.infer<typeof useCaseVerdictSchema>;
export const overrideAnswerSchema = z.object({
  message: z.string(),
  data: z.union([verdictSchema, useCaseVerdictSchema]),
});
