import { z } from 'zod';
import { USE_CASE_QUALITY_LEVELS } from '../catalog/constants.js';
import { ADMIN_TABLE_PAGE_SIZES } from '../constants.js';
import { idParam } from '../input.js';
import { VALIDATION } from '../messages.js';
import { ENTHUSIASM_LEVELS } from './enthusiasm.js';
import { ADMIN_MESSAGES as M } from './text.js';

const groupId = idParam();
/** The admin tables' page sizes (content-ai-admin.md 9): 5, 25, 50, 100, 500, and the default 10. */
export const ADMIN_PAGE_SIZE_OPTIONS = [10, ...ADMIN_TABLE_PAGE_SIZES] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
const adminPageSize = z.coerce
  .number({ error: VALIDATION.expectedInteger })
  .int({ error: VALIDATION.expectedInteger })
  .refine((n) => (ADMIN_PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
    error: VALIDATION.invalidValue,
  })
  .default(ADMIN_DEFAULT_PAGE_SIZE);

/** GET admin/metrics/: the organization's counters, pending counts and weekly series. */
export const adminMetricsQuery = z.object({ group_id: groupId });
export type AdminMetricsQuery = z.output<typeof adminMetricsQuery>;

/** GET admin/todos/: everything awaiting the organization's administrators, oldest first. */
export const adminTodosQuery = z.object({
  group_id: groupId,
  page: z.coerce
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .min(1, { error: VALIDATION.invalidValue })
    .max(10_000, { error: VALIDATION.invalidValue })
    .default(1),
  page_size: adminPageSize,
});
export type AdminTodosQuery = z.output<typeof adminTodosQuery>;

export const SYSTEM_AGENT_TYPES = [
  'registration_approval',
  'ai_enthusiasm_ranking',
  'usecase_curation',
] as const;
export type SystemAgentType = (typeof SYSTEM_AGENT_TYPES)[number];
export const SYSTEM_AGENT_ENTITIES = ['user', 'use_case'] as const;
export const VERDICT_STATUSES = ['accepted', 'rejected', 'pending'] as const;
export type VerdictStatus = (typeof VERDICT_STATUSES)[number];

/** GET agents/system-agents/?group_id&entity=user. */
export const systemAgentsQuery = z.object({
  group_id: groupId,
  entity: z.enum(SYSTEM_AGENT_ENTITIES, { error: VALIDATION.invalidValue }).default('user'),
});

/** GET agents/system-agents/verdicts/?group_id&user_ids=1,2: the reasons behind the rows shown. */
export const agentVerdictsQuery = z.object({
  group_id: groupId,
  user_ids: z
    .string()
    .trim()
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: VALIDATION.invalidValue })
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n > 0 && n <= 2_147_483_647))
    .refine((ids) => ids.length <= 500, { error: VALIDATION.invalidValue }),
});

/** POST rerun-system-agent/ (content-ai-admin.md 7.1), with the organization the members are in. */
export const rerunSystemAgentSchema = z.strictObject({
  system_agent_id: z.number({ error: VALIDATION.expectedInteger }).int().min(1).max(2_147_483_647),
  content_type: z.enum(SYSTEM_AGENT_ENTITIES, { error: VALIDATION.invalidValue }),
  content_ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: VALIDATION.invalidValue })
    .min(1, { error: M.noUsersSelected })
    .max(500, { error: VALIDATION.invalidValue }),
  group_id: z
    .number({ error: M.organizationMissing })
    .int({ error: M.organizationMissing })
    .min(1, { error: M.organizationMissing })
    .max(2_147_483_647, { error: M.organizationMissing }),
});
export type RerunSystemAgentInput = z.output<typeof rerunSystemAgentSchema>;

const overrideBase = {
  system_agent_id: z.number({ error: VALIDATION.expectedInteger }).int().min(1).max(2_147_483_647),
  group_id: z.number({ error: M.organizationMissing }).int().min(1).max(2_147_483_647),
  note: z.string().trim().max(1000).optional(),
};
/** An administrator sets the registration review of a member. */
export const overrideMemberVerdictSchema = z.strictObject({
  ...overrideBase,
  user_id: z.number({ error: VALIDATION.expectedInteger }).int().min(1).max(2_147_483_647),
  status: z.enum(VERDICT_STATUSES, { error: VALIDATION.invalidValue }),
});
/** An administrator sets the curation quality of a use case of the organization. */
export const overrideUseCaseVerdictSchema = z.strictObject({
  ...overrideBase,
  use_case_id: z.number({ error: VALIDATION.expectedInteger }).int().min(1).max(2_147_483_647),
  quality_level: z.enum(USE_CASE_QUALITY_LEVELS, { error: VALIDATION.invalidValue }),
});
/** An administrator sets the enthusiasm level of a member (ai_enthusiasm_ranking). */
export const overrideEnthusiasmSchema = z.strictObject({
  ...overrideBase,
  user_id: z.number({ error: VALIDATION.expectedInteger }).int().min(1).max(2_147_483_647),
  level: z.enum(ENTHUSIASM_LEVELS, { error: VALIDATION.invalidValue }),
});
/** POST agents/system-agents/override/: a member's review or level, or a use case's quality, by hand. */
export const overrideVerdictSchema = z.union([
  overrideMemberVerdictSchema,
  overrideUseCaseVerdictSchema,
  overrideEnthusiasmSchema,
]);
export type OverrideVerdictInput = z.output<typeof overrideMemberVerdictSchema>;
export type OverrideUseCaseVerdictInput = z.output<typeof overrideUseCaseVerdictSchema>;
export type OverrideEnthusiasmInput = z.output<typeof overrideEnthusiasmSchema>;
