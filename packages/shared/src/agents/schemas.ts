import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { dbId, idParam } from '../input.js';
import { VALIDATION } from '../messages.js';
import {
  AGENT_MESSAGES,
  AGENT_ACCESS_REASONS,
  AGENT_ENGINES,
  AGENT_INPUT_TYPES,
  AGENT_LIMITS as L,
  AGENT_QUESTION_TYPES,
  AGENT_TYPES,
} from './constants.js';

const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .max(max, { error: VALIDATION.tooLong(max) })
    .refine(noNul, { error: VALIDATION.nulCharacter });

/** A custom form question (spec 3): options as a list, or a comma-separated string. */
export const agentQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(AGENT_QUESTION_TYPES),
  label: z.string(),
  required: z.boolean(),
  placeholder: z.string().nullable().optional(),
  rows: z.number().nullable().optional(),
  cols: z.number().nullable().optional(),
  options: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .optional(),
});
export type AgentQuestion = z.infer<typeof agentQuestionSchema>;

/** A group checklist option (spec 3): value is the string "true" or "false". */
export const checklistOptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.enum(['true', 'false']),
  note: z.string().nullable().optional(),
  resource: z
    .object({ type: z.enum(['internal', 'external']), link: z.string(), link_text: z.string() })
    .nullable()
    .optional(),
});
export const checklistSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  options: z.array(checklistOptionSchema),
  additional_resources: z.array(z.object({ title: z.string(), link: z.string() })).optional(),
});
export type ChecklistSection = z.infer<typeof checklistSectionSchema>;

/** One screen of a step: what the user fills in before Next. */
export const agentInputStepSchema = z.object({
  type: z.enum(AGENT_INPUT_TYPES),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  questions: z.array(agentQuestionSchema).optional(),
  sections: z.array(checklistSectionSchema).optional(),
});
export type AgentInputStep = z.infer<typeof agentInputStepSchema>;

export const agentStepExtraInfoSchema = z.object({
  input_steps: z.object({
    authenticated: z.array(agentInputStepSchema),
    unauthenticated: z.array(agentInputStepSchema),
  }),
  show_stepper: z.boolean(),
});
export type AgentStepExtraInfo = z.infer<typeof agentStepExtraInfoSchema>;

/** An agent step (spec 3 "Agent step"); user_prompt is shown to staff only (null otherwise). */
export const agentStepSchema = z.object({
  id: z.number(),
  order: z.number(),
  type: z.enum(AGENT_INPUT_TYPES),
  header_text: z.string(),
  loading_text: z.string(),
  description: z.string(),
  next_text: z.string(),
  user_prompt: z.string().nullable(),
  extra_info: agentStepExtraInfoSchema,
});
export type AgentStep = z.infer<typeof agentStepSchema>;

export const agentAccessSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(AGENT_ACCESS_REASONS).nullable(),
  message: z.string().nullable(),
});

export const agentSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_slug: z.string(),
  agent_type: z.enum(AGENT_TYPES),
  engine: z.enum(AGENT_ENGINES),
  description: z.string(),
  can_chat: z.boolean(),
  is_premium: z.boolean(),
  is_published: z.boolean(),
  /** Completed runs of this agent, by everyone. */
  usage_count: z.number(),
  extra_info: z.object({ prompts: z.array(z.string()), credit: z.string().nullable() }),
  /** Whether the viewer may run it, and why not. */
  access: agentAccessSchema,
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const agentDetailSchema = agentSummarySchema.extend({ steps: z.array(agentStepSchema) });
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const agentsQuery = paginationQuery(L.agentsPageSize).extend({
  agent_type: z.enum(AGENT_TYPES).optional(),
});

export const agentMetricsSchema = z.object({
  usage_count: z.number(),
  usage_limit: z.number().nullable(),
  remaining: z.number().nullable(),
  window_days: z.number(),
  can_use_premium_agents: z.boolean(),
  reports_count: z.number(),
});
export type AgentMetrics = z.infer<typeof agentMetricsSchema>;

/** One answer: a number (radio position), text, a checklist tick, or a list (selection). */
const answerSchema = z.union([
  z.number().finite(),
  text(L.answerText),
  z.boolean(),
  z.array(text(200)).max(50),
]);

export const agentProcessParams = z.object({ agent: idParam(), step: idParam() });

/** POST agents/process/{agent}/{step}/ (spec 7.1): the stage's answers at its final input step. */
export const agentProcessSchema = z.object({
  user_response: z
    .record(z.string().max(64), answerSchema)
    .refine((r) => Object.keys(r).length <= L.answers, { error: VALIDATION.invalidValue }),
  user_prompt: text(L.userPrompt).optional(),
  /** A beneficiary: staff run an agent for another member ("Run Agent"). */
  user_id: dbId().nullable().optional(),
  /** The run's key, kept by the client: a retry with it never makes a second report. */
  session: z
    .string({ error: VALIDATION.required })
    .regex(/^[A-Za-z0-9_-]+$/, { error: VALIDATION.invalidValue })
    .min(L.sessionMin, { error: VALIDATION.invalidValue })
    .max(L.sessionMax, { error: VALIDATION.invalidValue }),
});
export type AgentProcessInput = z.infer<typeof agentProcessSchema>;

export const scaleScoreSchema = z.object({
  key: z.string(),
  label: z.string(),
  score: z.number(),
  max: z.number(),
  /** Where it stands between the lowest and highest possible score, 0 to 100. */
  percent: z.number(),
  level: z.string().nullable(),
});
export type ScaleScore = z.infer<typeof scaleScoreSchema>;

export const reportMatchSchema = z.object({
  type: z.enum([
    'circle',
    'event',
    'resource',
    'external_resource',
    'internal_resource',
    'user',
    'job',
    'organization',
  ]),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** The link inside the app. */
  link: z.string(),
  reason: z.string(),
});
export type ReportMatch = z.infer<typeof reportMatchSchema>;

export const careerPathSchema = z.object({
  code: z.string(),
  title: z.string(),
  reason: z.string(),
  occupations: z.array(z.object({ title: z.string(), onet_code: z.string() })),
});

export const planItemSchema = z.object({ text: z.string(), link: z.string().nullable() });
export const planPeriodSchema = z.object({ title: z.string(), items: z.array(planItemSchema) });

/** A report's output (spec 3 "Agent report": output_data with its message). */
export const agentOutputSchema = z.object({
  message: z.string(),
  engine: z.string(),
  /** The computed result's headline: a Holland code (SIA), or a readiness level. */
  headline: z.string(),
  scores: z.array(scaleScoreSchema),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  career_paths: z.array(careerPathSchema),
  matches: z.array(reportMatchSchema),
  plan: z.array(planPeriodSchema),
  credit: z.string().nullable(),
});
export type AgentOutput = z.infer<typeof agentOutputSchema>;

export const reportUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
});

export const agentLogMessageSchema = z.object({
  type: z.string(),
  content: z.string(),
  tool_calls: z.array(z.unknown()),
  usage_metadata: z.record(z.string(), z.unknown()).nullable(),
  artifact: z.unknown().nullable(),
});

export const agentReportSchema = z.object({
  id: z.number(),
  slug: z.string(),
  agent_name: z.string(),
  agent_slug: z.string(),
  created_at: z.string(),
  output_data: agentOutputSchema,
  user: reportUserSchema.nullable(),
  /** The viewer owns it: download and share are theirs. */
  is_owner: z.boolean(),
  feedback: z.object({ rating: z.number(), feedback: z.string() }).nullable(),
  /** Staff only (spec 2.12); null for everyone else. */
  log: z.object({ messages: z.array(agentLogMessageSchema) }).nullable(),
});
export type AgentReport = z.infer<typeof agentReportSchema>;

export const agentReportListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  agent_name: z.string(),
  agent_slug: z.string(),
  created_at: z.string(),
  headline: z.string(),
  message: z.string(),
  user: reportUserSchema.nullable(),
});
export type AgentReportListItem = z.infer<typeof agentReportListItemSchema>;

export const agentReportsQuery = paginationQuery(L.reportsPageSize).extend({
  user_id: idParam().optional(),
  created_by: idParam().optional(),
});

export const agentProcessResultSchema = z.object({
  step: z.number(),
  status: z.enum(['in_progress', 'completed']),
  report_slug: z.string(),
  next_step: z.number().nullable(),
  /** The step's output: scores after an assessment stage, the report after the last one. */
  data: z.record(z.string(), z.unknown()),
});
export type AgentProcessResult = z.infer<typeof agentProcessResultSchema>;

/** POST agents/feedback/ (spec 7.1). */
export const agentFeedbackSchema = z.object({
  response_id: dbId(),
  rating: z.number({ error: VALIDATION.required }).int().min(1).max(5),
  feedback: text(L.feedbackText).optional().default(''),
});
export type AgentFeedbackInput = z.input<typeof agentFeedbackSchema>;
export type AgentFeedback = z.output<typeof agentFeedbackSchema>;
export const agentFeedbackResultSchema = z.object({
  response_id: z.number(),
  rating: z.number(),
  feedback: z.string(),
  message: z.string(),
});

/** Staff: PATCH agents/{id}/ edits an agent without a deploy. */
export const agentPatchSchema = z
  .object({
    name: text(200).trim().min(1, { error: VALIDATION.required }),
    description: text(4000),
    is_premium: z.boolean(),
    is_published: z.boolean(),
    can_chat: z.boolean(),
  })
  .partial();
/** Staff: PATCH agents/steps/{id}/ edits a step's texts and its user prompt. */
export const agentStepPatchSchema = z
  .object({
    header_text: text(300).trim().min(1, { error: VALIDATION.required }),
    loading_text: text(300),
    description: text(4000),
    next_text: text(100),
    user_prompt: text(L.userPrompt),
  })
  .partial();

const upToFive = (message: string) => z.array(dbId()).max(5, { error: message }).optional().default([]);
/** Staff: POST recommendation-package/{id}/ (spec 3 "Recommendation package email", 5 limits). */
export const recommendationPackageSchema = z.object({
  subject: text(200).trim().min(1, { error: VALIDATION.required }),
  body: text(10_000).trim().min(1, { error: VALIDATION.required }),
  footer: text(2000).optional().default(''),
  users: upToFive(AGENT_MESSAGES.packageUsers),
  groups: upToFive(AGENT_MESSAGES.packageGroups),
  internal_resources: upToFive(AGENT_MESSAGES.packageResources),
  external_resources: upToFive(AGENT_MESSAGES.packageResources),
  agent_reports: upToFive(AGENT_MESSAGES.packageReports),
});
export type RecommendationPackageInput = z.input<typeof recommendationPackageSchema>;
export type RecommendationPackage = z.output<typeof recommendationPackageSchema>;
export const recommendationPackageResultSchema = z.object({ message: z.string(), items: z.number() });
