import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { approveRejectSchema, csvIdsQuery } from '../contents/schemas.js';
import { dbId, idParam } from '../input.js';
import { VALIDATION } from '../messages.js';
import { blocksToPlainText } from '../richtext/blocks.js';
import { richTextSchema } from '../richtext/schema.js';
import {
  BUSINESS_VALUES,
  CATALOG_LIMITS as L,
  CATALOG_PAGE_SIZES,
  CATALOG_STATUSES,
  COMPLEXITY_LEVELS,
  INNOVATION_CATEGORIES,
  USE_CASE_QUALITY_LEVELS,
  wordCount,
} from './constants.js';
import { CATALOG_MESSAGES as M } from './messages.js';

/** Request schemas of the use case and AI tool calls: the server validates with them, the forms reuse them. */

const noNul = { error: VALIDATION.nulCharacter };
const hasNul = (v: string) => v.includes('\u0000');
const MARKUP = /<\/?[a-z!][^>]*>/i;
const id = dbId();
const ids = (max: number, message: string) =>
  z.array(id, { error: VALIDATION.expectedList }).max(max, { error: message });

const oneLine = (max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(max, { error: VALIDATION.tooLong(max) })
    .refine((v) => !hasNul(v), noNul)
    .refine((v) => !MARKUP.test(v), { error: M.noMarkup });
/** Plain text with a 500-word limit (description, reason). */
const words = (max: number) =>
  z
    .string({ error: M.required })
    .max(L.textChars, { error: M.maxWords })
    .refine((v) => !hasNul(v), noNul)
    .refine((v) => wordCount(v) <= max, { error: M.maxWords });
const httpUrl = z
  .string({ error: M.invalidUrl })
  .trim()
  .max(L.url, { error: VALIDATION.tooLong(L.url) })
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: M.invalidUrl }));
const optionalUrl = z
  .union([z.literal(''), httpUrl])
  .nullable()
  .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.required });

/**
 * A use case description: rich text blocks (the editor, like resources) or plain text (older
 * clients, imports); either way at most 500 words of text, and some text.
 */
const richDescription = z.union(
  [
    words(L.descriptionWords).refine((v) => v.trim().length > 0, { error: M.required }),
    richTextSchema.superRefine((value, ctx) => {
      const text = blocksToPlainText(value.blocks).trim();
      if (text.length === 0) ctx.addIssue({ code: 'custom', message: M.required });
      else if (text.length > L.textChars || wordCount(text) > L.descriptionWords)
        ctx.addIssue({ code: 'custom', message: M.maxWords });
    }),
  ],
  { error: M.required },
);
export type UseCaseDescriptionInput = z.infer<typeof richDescription>;

const useCaseFields = {
  title: oneLine(L.title),
  description: richDescription,
  reason: words(L.reasonWords).nullable().optional(),
  /** The organization (or circle) the use case belongs to. */
  group: id,
  ai_tools: ids(L.aiTools, VALIDATION.invalidValue).optional(),
  /** Ids of uploads: an image, and a PDF (POST /uploads/); null removes them. */
  thumbnail_image: id.nullable().optional(),
  document: id.nullable().optional(),
  video_link: optionalUrl,
  topic_area: id.nullable().optional(),
  topics: ids(L.topics, M.maxTopics).optional(),
  career_stages: ids(L.careerStages, VALIDATION.invalidValue).optional(),
  professional_fields: ids(L.professionalFields, M.maxProfessionalFields).optional(),
  job_functions: ids(L.jobFunctions, M.maxJobFunctions).optional(),
  categories: ids(L.categories, M.maxCategories).optional(),
  roles: ids(L.roles, VALIDATION.invalidValue).optional(),
  business_value: choice(BUSINESS_VALUES),
  complexity: choice(COMPLEXITY_LEVELS),
  innovation_category: choice(INNOVATION_CATEGORIES),
};

/** POST /use-cases/. */
export const useCaseCreateSchema = z.strictObject(useCaseFields);
export type UseCaseCreate = z.output<typeof useCaseCreateSchema>;

/** PATCH /use-cases/{id}/: any of the fields, and the default training circle. */
export const useCaseUpdateSchema = z.strictObject({
  ...Object.fromEntries(Object.entries(useCaseFields).map(([k, v]) => [k, v.optional()])),
  default_group: id.nullable().optional(),
} as { [K in keyof typeof useCaseFields]: z.ZodOptional<(typeof useCaseFields)[K]> } & {
  default_group: z.ZodOptional<z.ZodNullable<typeof id>>;
});
export type UseCaseUpdate = z.output<typeof useCaseUpdateSchema>;

const aiToolFields = {
  name: oneLine(L.name),
  description: words(L.descriptionWords).refine((v) => v.trim().length > 0, { error: M.required }),
  group: id,
  /** Id of an uploaded image under 5 MB, or null. */
  logo: id.nullable().optional(),
  categories: ids(L.categories, M.maxCategories).optional(),
  website: optionalUrl,
  roles: ids(L.roles, VALIDATION.invalidValue).optional(),
};

/** POST /ai-tools/. */
export const aiToolCreateSchema = z.strictObject(aiToolFields);
export type AiToolCreate = z.output<typeof aiToolCreateSchema>;

/** PATCH /ai-tools/{id}/. */
export const aiToolUpdateSchema = z.strictObject({
  name: aiToolFields.name.optional(),
  description: aiToolFields.description.optional(),
  group: aiToolFields.group.optional(),
  logo: aiToolFields.logo,
  categories: aiToolFields.categories,
  website: aiToolFields.website,
  roles: aiToolFields.roles,
});
export type AiToolUpdate = z.output<typeof aiToolUpdateSchema>;

/** POST /use-cases/{id}/approve-reject/ and /ai-tools/{id}/approve-reject/. */
export const catalogDecisionSchema = approveRejectSchema;

const searchQuery = z
  .string()
  .max(L.searchMaxChars, { error: VALIDATION.tooLong(L.searchMaxChars) })
  .refine((v) => !hasNul(v), noNul)
  .transform((v) => {
    const t = v.trim();
    return t.length >= L.searchMinChars ? t : undefined;
  })
  .optional();
/** One of the offered values, or absent ('' and 'all' mean no filter). */
const choiceQuery = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(100)
    .transform((v, ctx) => {
      if (v === '' || v === 'all') return undefined;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: M.invalidChoice });
        return z.NEVER;
      }
      return v as T[number];
    })
    .optional();
/** agent_response={"quality_level":"high"} (with system_agent_id). */
const agentResponseQuery = z
  .string()
  .max(200)
  .transform((v, ctx) => {
    try {
      const parsed = JSON.parse(v) as unknown;
      const level =
        parsed && typeof parsed === 'object'
          ? (parsed as { quality_level?: unknown }).quality_level
          : undefined;
      if (typeof level === 'string' && (USE_CASE_QUALITY_LEVELS as readonly string[]).includes(level))
        return { quality_level: level as (typeof USE_CASE_QUALITY_LEVELS)[number] };
    } catch {
      // Reported below.
    }
    ctx.addIssue({ code: 'custom', message: M.invalidAgentResponse });
    return z.NEVER;
  })
  .optional();

/**
 * `admin=true`: the admin tables' queue, only the items the viewer may approve or reject (those of
 * their default organization and its circles; staff: all), in any status unless one is asked for.
 */
const adminQuery = z
  .enum(['true', 'false', '1', '0'], { error: VALIDATION.expectedBoolean })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** GET /use-cases/. Filters take comma-separated ids. */
export const useCaseListQuery = paginationQuery(CATALOG_PAGE_SIZES.useCases).extend({
  search: searchQuery,
  status: z.enum(CATALOG_STATUSES, { error: VALIDATION.invalidValue }).optional(),
  job_function: csvIdsQuery,
  professional_field: csvIdsQuery,
  career_stage: csvIdsQuery,
  category: csvIdsQuery,
  business_value: choiceQuery(BUSINESS_VALUES),
  complexity: choiceQuery(COMPLEXITY_LEVELS),
  innovation_category: choiceQuery(INNOVATION_CATEGORIES),
  ai_tool: idParam().optional(),
  group_id: idParam().optional(),
  /** `me`: the signed-in user's own items (any status). */
  created_by: z.literal('me', { error: VALIDATION.invalidValue }).optional(),
  system_agent_id: idParam().optional(),
  agent_response: agentResponseQuery,
  admin: adminQuery,
});
export type UseCaseListQuery = z.output<typeof useCaseListQuery>;

/** GET /ai-tools/. */
export const aiToolListQuery = paginationQuery(CATALOG_PAGE_SIZES.aiTools).extend({
  search: searchQuery,
  status: z.enum(CATALOG_STATUSES, { error: VALIDATION.invalidValue }).optional(),
  categories: csvIdsQuery,
  group_id: idParam().optional(),
  created_by: z.literal('me', { error: VALIDATION.invalidValue }).optional(),
  admin: adminQuery,
});
export type AiToolListQuery = z.output<typeof aiToolListQuery>;
