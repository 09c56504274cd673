import { z } from 'zod';
import { dbId } from '../input.js';
import { CAREER_GOALS, LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { isCountryCode, isLanguageCode } from '../geo.js';
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

/** A code from a list (stored as given by `normalize`); an empty value clears the field. */
const codeFrom = (isCode: (v: string) => boolean, normalize: (v: string) => string, message: string) =>
  z
    .string({ error: VALIDATION.invalidValue })
    .trim()
    .transform(normalize)
    .refine((v) => v === '' || isCode(v), { error: message })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** ISO 3166-1 alpha-2 ("DE"). */
export const countryCodeSchema = codeFrom(isCountryCode, (v) => v.toUpperCase(), VALIDATION.countryFromList);
/** ISO 639-1 ("de"). */
export const languageCodeSchema = codeFrom(
  isLanguageCode,
  (v) => v.toLowerCase(),
  VALIDATION.languageFromList,
);

/** A topic or skill: an existing id, or a new name (2 characters or more) that is created first. */
export const topicRefSchema = z.union([
  dbId(),
  z
    .string()
    .trim()
    .min(2, { error: VALIDATION.tagMin })
    .max(80, { error: VALIDATION.tooLong(80) }),
]);

/** The first name (or id) that appears twice, comparing names without regard to case. */
export function duplicateTag(tags: ReadonlyArray<number | string>): string | null {
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = typeof tag === 'number' ? `#${tag}` : tag.trim().toLocaleLowerCase();
    if (seen.has(key)) return String(tag).trim();
    seen.add(key);
  }
  return null;
}

/** Topics or skills: at most `max`, each 2+ characters, none twice (by case). */
const tagList = (max: number, message: string) =>
  z
    .array(topicRefSchema)
    .max(max, { error: message })
    .superRefine((tags, ctx) => {
      const duplicate = duplicateTag(tags);
      if (duplicate !== null) ctx.addIssue({ code: 'custom', message: VALIDATION.tagDuplicate(duplicate) });
    })
    .optional();

export const profileUpdateSchema = z.strictObject({
  first_name: z.string().trim().min(1, { error: VALIDATION.firstNameMin }).max(150).optional(),
  last_name: z.string().trim().min(1, { error: VALIDATION.lastNameMin }).max(150).optional(),
  title: optionalText(LIMITS.title),
  country: countryCodeSchema,
  location: optionalText(200),
  /** An institution id, or a new institution name that is created first. */
  institution: z
    .union([dbId(), z.string().trim().min(1).max(200)])
    .nullable()
    .optional(),
  batch: optionalText(20),
  prefered_language: languageCodeSchema,
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
  skills: tagList(LIMITS.skills, VALIDATION.maxSkills),
  topics: tagList(LIMITS.topics, VALIDATION.maxTopics),
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
  skills: tagList(LIMITS.skills, VALIDATION.maxSkills),
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

/** A skill or topic as pickers list it (GET /topics/, POST /topics/). */
export const topicItemSchema = z.object({ id: z.number(), name: z.string() });
export type TopicItemResponse = z.infer<typeof topicItemSchema>;

/** POST /follow/: the toast's message, the new state and the followed item's count. */
export const followResultSchema = z.object({
  message: z.string(),
  is_following: z.boolean(),
  followers_count: z.number(),
});

export const topicCreateSchema = z.strictObject({
  name: z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }).max(80),
  topic_type: z.enum(['skill', 'general']).default('general'),
  topic_area: z.string().max(80).nullable().optional(),
});

export const SEARCH_TYPES = ['institution', 'user', 'all', 'all_group'] as const;
