import { z } from 'zod';
import { uiSettingsSchema } from './brands.js';
import { certificationQuestionSchema } from './leaders/schemas.js';

export const optionItemSchema = z.object({
  value: z.union([z.number(), z.string()]),
  label: z.string(),
  description: z.string().optional(),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

export const OPTION_LIST_KEYS = [
  'career_stages',
  'interested_services',
  'professional_fields',
  'organization_types',
  'reason_to_join',
  'career_commitment',
  'current_roles',
  'job_functions',
  'usecase_categories',
  'aitool_categories',
] as const;
export type OptionListKey = (typeof OPTION_LIST_KEYS)[number];
export const OPTION_MAP_KEYS = ['career_reason_map', 'role_stage_map'] as const;
export type OptionMapKey = (typeof OPTION_MAP_KEYS)[number];
/** Forms whose questions the deployment configures (the leadership certification form). */
export const OPTION_FORM_KEYS = ['certification_questions'] as const;
export const OPTION_KEYS = [...OPTION_LIST_KEYS, ...OPTION_MAP_KEYS, ...OPTION_FORM_KEYS] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

/** Maps a choice's value (as a string key) to the values allowed with it. */
const valueMapSchema = z.record(z.string(), z.array(z.union([z.number(), z.string()])));

export const optionsSchema = z.object({
  career_stages: z.array(optionItemSchema),
  interested_services: z.array(optionItemSchema),
  professional_fields: z.array(optionItemSchema),
  organization_types: z.array(optionItemSchema),
  reason_to_join: z.array(optionItemSchema),
  career_commitment: z.array(optionItemSchema),
  current_roles: z.array(optionItemSchema),
  job_functions: z.array(optionItemSchema),
  usecase_categories: z.array(optionItemSchema),
  aitool_categories: z.array(optionItemSchema),
  career_reason_map: valueMapSchema,
  role_stage_map: valueMapSchema,
  /** The leadership certification questions (content-ai-admin.md 2.8: "from app configuration"). */
  certification_questions: z.array(certificationQuestionSchema).optional(),
});
export type Options = z.infer<typeof optionsSchema>;

export const optionsConfigSchema = z.object({ options: optionsSchema, ui: uiSettingsSchema });
export type OptionsConfig = z.infer<typeof optionsConfigSchema>;
