import { z } from 'zod';
import { dbId } from '../input.js';
import { CAREER_GOALS, LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { EMAIL_PATTERN, countWords } from '../text.js';

/** Profile request schemas: the server validates with them, the edit dialog and wizard reuse them. */

export const CAREER_ADVICE_MAX_CHARS = 2000;
export const REASON_EXTRA_MAX_CHARS = 50;

const optionalText = (max: number) =>
  z
    .string({ error: VALIDATION.invalidValue })
    .trim()
    .max(max, { error: VALIDATION.tooLong(max) })
    .nullable()
    .optional();

const words = (max: number, message: string) =>
  z
    .string({ error: VALIDATION.invalidValue })
    .nullable()
    .optional()
    .refine((v) => countWords(v) <= max, { error: message });

const url = z
  .string({ error: VALIDATION.invalidValue })
  .trim()
  .max(500, { error: VALIDATION.tooLong(500) })
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { error: 'Enter a valid URL.' })
  .nullable()
  .optional();

/** A topic or skill: an existing id, or a new name that is created first. */
export const topicRefSchema = z.union([dbId(), z.string().trim().min(1).max(80)]);

export const profileUpdateSchema = z.strictObject({
  first_name: z.string().trim().min(1, { error: VALIDATION.firstNameMin }).max(150).optional(),
  last_name: z.string().trim().min(1, { error: VALIDATION.lastNameMin }).max(150).optional(),
  title: optionalText(LIMITS.title),
  country: optionalText(100),
  location: optionalText(200),
  /** An institution id, or a new institution name that is created first. */
  institution: z
    .union([dbId(), z.string().trim().min(1).max(200)])
    .nullable()
    .optional(),
  batch: optionalText(20),
  prefered_language: optionalText(60),
  short_bio: words(LIMITS.bioWords, VALIDATION.max400Words),
  career_story: words(LIMITS.storyWords, VALIDATION.max400Words),
  career_advice: z
    .string()
    .max(CAREER_ADVICE_MAX_CHARS, { error: VALIDATION.maxChars(CAREER_ADVICE_MAX_CHARS) })
    .nullable()
    .optional(),
  calendy_url: url,
  specific_needs: z
    .string()
    .nullable()
    .optional()
    .refine((v) => (v ?? '').trim().length <= LIMITS.specificNeedsChars, { error: VALIDATION.max500Chars }),
  additional_career_information: words(LIMITS.additionalInfoWords, VALIDATION.max200Words),
  discipline: optionalText(200),
  skills: z.array(topicRefSchema).max(LIMITS.skills, { error: VALIDATION.maxSkills }).optional(),
  topics: z.array(topicRefSchema).max(LIMITS.topics, { error: VALIDATION.maxTopics }).optional(),
  interested_services: z.array(z.string().max(60)).max(20).optional(),
  social_linkedin: url,
  social_twitter: url,
  social_google_scholar: url,
  social_research_gate: url,
  social_orcid: url,
  social_facebook: url,
  alternate_email: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required, abort: true })
    .regex(EMAIL_PATTERN, { error: VALIDATION.emailInvalid })
    .nullable()
    .optional(),
  persona: optionalText(60),
  focus_area: z.enum(CAREER_GOALS, { error: VALIDATION.invalidValue }).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const extraInfoSchema = z.strictObject({
  affiliation: optionalText(200),
  department: optionalText(200),
  country_of_origin: optionalText(100),
  uni_batch: optionalText(20),
  college: optionalText(200),
});

const optionValue = z.number({ error: VALIDATION.required }).int({ error: VALIDATION.required });

export const groupProfileSchema = z.strictObject({
  group: dbId().nullable().optional(),
  current_role: optionValue.nullable().optional(),
  job_function: optionValue.nullable().optional(),
  career_stage: z
    .number({ error: VALIDATION.required })
    .int({ error: VALIDATION.required })
    .nullable()
    .optional(),
  career_stage_extra: z
    .string()
    .trim()
    .max(LIMITS.extraTextChars, { error: VALIDATION.max30Chars })
    .nullable()
    .optional(),
  reason_to_join: z.array(optionValue).max(20).optional(),
  reason_to_join_extra: z
    .string()
    .trim()
    .max(REASON_EXTRA_MAX_CHARS, { error: VALIDATION.max50Chars })
    .nullable()
    .optional(),
  professional_field: optionValue.nullable().optional(),
  professional_field_extra: z
    .string()
    .trim()
    .max(REASON_EXTRA_MAX_CHARS, { error: VALIDATION.max50Chars })
    .nullable()
    .optional(),
  ai_knowledge_level: z.number().int().min(0).max(5).nullable().optional(),
  career_goal: z.enum(CAREER_GOALS).nullable().optional(),
  institution: z
    .union([dbId(), z.string().trim().min(1).max(200)])
    .nullable()
    .optional(),
  extra_info: extraInfoSchema.optional(),
});
export type GroupProfileInput = z.infer<typeof groupProfileSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' })
  .nullable()
  .optional();

const careerEntryFields = z.strictObject({
  type: z.enum(['work', 'education'], { error: VALIDATION.required }),
  title: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(LIMITS.title),
  description: z
    .string()
    .max(LIMITS.body, { error: VALIDATION.maxChars(LIMITS.body) })
    .optional(),
  group: dbId().nullable().optional(),
  start_date: isoDate,
  end_date: isoDate,
  is_currently_working: z.boolean().optional(),
  batch: optionalText(20),
  institution: z
    .union([dbId(), z.string().trim().min(1).max(200)])
    .nullable()
    .optional(),
  skills: z.array(topicRefSchema).max(LIMITS.skills, { error: VALIDATION.maxSkills }).optional(),
  show_gps: z.boolean().optional(),
});

const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) => {
  if (v.start_date && v.end_date && v.end_date < v.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must be after the start date.',
    });
  }
};
export const careerEntrySchema = careerEntryFields.superRefine(datesInOrder);
export const careerEntryUpdateSchema = careerEntryFields.partial().superRefine(datesInOrder);

export const followSchema = z.strictObject({
  id: dbId(VALIDATION.required),
  type: z.enum(['user', 'organization', 'institution', 'circle', 'event'], {
    error: VALIDATION.invalidValue,
  }),
  action: z.enum(['follow', 'unfollow'], { error: VALIDATION.invalidValue }),
});

export const feedbackSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .max(LIMITS.title, { error: VALIDATION.tooLong(LIMITS.title) })
      .default(''),
    content: z
      .string()
      .trim()
      .max(LIMITS.body, { error: VALIDATION.maxChars(LIMITS.body) })
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.title || !v.content) ctx.addIssue({ code: 'custom', path: [], message: VALIDATION.feedbackBoth });
  });

export const topicCreateSchema = z.strictObject({
  name: z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }).max(80),
  topic_type: z.enum(['skill', 'general']).default('general'),
  topic_area: z.string().max(80).nullable().optional(),
});

export const SEARCH_TYPES = ['institution', 'user', 'all', 'all_group'] as const;
