import { dbId, idParam } from '../input.js';
import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { EMPLOYMENT_TYPES, LIMITS, MAX_PAGE_SIZE, PAGE_SIZES, WORK_MODES } from '../constants.js';
import { groupQuestionSchema } from '../groups/schemas.js';
import { VALIDATION } from '../messages.js';
import {
  APPLICANT_RECOMMENDATIONS_LIMIT,
  JOB_APPLICATION_STATUSES,
  JOB_LOCATIONS_WITH_ADDRESS,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_STATUS_FILTERS,
  DEFAULT_APPLICANT_STATUS,
} from './constants.js';
import { JOB_MESSAGES as M } from './messages.js';

/** Request schemas of the job calls: the server validates with them, the job form reuses them. */

/** PostgreSQL text cannot hold NUL: refused as a field error instead of failing in the database. */
const hasNul = (v: string) => v.includes('\u0000');
const noNul = { error: VALIDATION.invalidValue };
const id = dbId();
const longText = z
  .string({ error: VALIDATION.invalidValue })
  .max(LIMITS.textField, { error: M.maxText })
  .refine((v) => !hasNul(v), noNul);
const dateField = z
  .string({ error: VALIDATION.invalidValue })
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: VALIDATION.invalidValue })
  .transform((s) => new Date(s))
  .nullable()
  .optional();

const jobFields = z.strictObject({
  title: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(LIMITS.title, { error: VALIDATION.tooLong(LIMITS.title) })
    .refine((v) => !hasNul(v), noNul),
  description: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(LIMITS.textField, { error: M.maxText })
    .refine((v) => !hasNul(v), noNul),
  requirements: longText.nullable().optional(),
  job_type: z.enum(EMPLOYMENT_TYPES, { error: M.required }),
  job_location: z.enum(WORK_MODES, { error: M.required }),
  address: z
    .string()
    .trim()
    .max(500, { error: VALIDATION.tooLong(500) })
    .nullable()
    .optional(),
  /** Save as Draft sends pending, Publish sends approved. */
  job_status: z.enum(JOB_STATUSES, { error: VALIDATION.invalidValue }).default('pending'),
  group: id.optional(),
  application_open_date: dateField,
  application_close_date: dateField,
  skills: z
    .array(id, { error: VALIDATION.expectedList })
    .max(LIMITS.skills, { error: M.maxSkills })
    .optional(),
  career_stages: z.array(id, { error: VALIDATION.expectedList }).max(20).optional(),
  countries: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .refine((v) => !hasNul(v), noNul),
    )
    .max(300)
    .optional(),
  job_functions: z.array(id, { error: VALIDATION.expectedList }).max(LIMITS.jobFunctions).optional(),
  professional_fields: z
    .array(id, { error: VALIDATION.expectedList })
    .max(LIMITS.professionalFields)
    .optional(),
  extra_info: z.strictObject({ questions: z.array(groupQuestionSchema).max(50).default([]) }).optional(),
});
type JobFields = z.output<typeof jobFields>;

/** Rules that tie fields together (section 5), shared by create and the merged result of an update. */
export function jobFormIssues(form: Partial<JobFields>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const needsAddress = (JOB_LOCATIONS_WITH_ADDRESS as readonly string[]).includes(form.job_location ?? '');
  if (needsAddress && !form.address?.trim()) errors.address = [M.required];
  if (
    form.application_open_date &&
    form.application_close_date &&
    form.application_close_date < form.application_open_date
  )
    errors.application_close_date = [M.closeBeforeOpen];
  for (const [i, q] of (form.extra_info?.questions ?? []).entries()) {
    if ((q.type === 'radio' || q.type === 'selection') && q.options.trim() === '')
      errors[`extra_info.questions.${i}.options`] = [M.required];
  }
  return errors;
}

/** POST /jobs/: the job form; `group` is required unless the screen fixes it (the server always needs it). */
export const jobFormSchema = jobFields.superRefine((form, ctx) => {
  if (!form.group) ctx.addIssue({ code: 'custom', path: ['group'], message: M.required });
  for (const [path, messages] of Object.entries(jobFormIssues(form)))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
});
export type JobForm = z.output<typeof jobFormSchema>;
export type JobFormInput = z.input<typeof jobFormSchema>;
/** PATCH /jobs/{id}/: any fields; the server checks the merged job with jobFormIssues. */
export const jobPatchSchema = jobFields
  .omit({ job_status: true, group: true })
  .partial()
  .extend({
    job_status: z.enum(JOB_STATUSES, { error: VALIDATION.invalidValue }).optional(),
  });
export type JobPatch = z.output<typeof jobPatchSchema>;

const csvIds = z
  .string()
  .max(200)
  .transform((v, ctx) => {
    if (v === '' || v === 'all') return [];
    const parts = v.split(',').map((p) => Number(p.trim()));
    if (parts.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    return parts;
  })
  .optional();
const csvStrings = z
  .string()
  .max(500)
  .refine((v) => !hasNul(v), noNul)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .optional();
const boolQuery = z
  .enum(['true', 'false', '1', '0'], { error: VALIDATION.expectedBoolean })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** The `filters` parameter: a JSON object with the same keys as the flat filters. */
const filtersObject = z.strictObject({
  job_type: z.array(z.enum(EMPLOYMENT_TYPES)).max(4).optional(),
  job_location: z.array(z.enum(WORK_MODES)).max(3).optional(),
  career_stages: z.array(id).max(20).optional(),
  skills: z.array(id).max(20).optional(),
  countries: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
});
const filtersJson = z
  .string()
  .max(2000)
  .refine((v) => !hasNul(v) && !v.includes('\\u0000'), noNul)
  .transform((v, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    const result = filtersObject.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    return result.data;
  })
  .optional();
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(200)
    .transform((v, ctx) => {
      const parts = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.some((p) => !values.includes(p))) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
        return z.NEVER;
      }
      return parts as T[number][];
    })
    .optional();

/** GET /jobs/: board (9 a page) or one group's jobs (organization jobs, 12 a page). */
export const jobListQuery = z.object({
  page: paginationQuery().shape.page,
  page_size: z.coerce
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .min(1, { error: VALIDATION.invalidValue })
    // The admin Job Management table offers up to 500 rows a page.
    .max(MAX_PAGE_SIZE, { error: VALIDATION.invalidValue })
    .optional(),
  group_id: idParam().optional(),
  view_all: boolQuery,
  /** Sent only from 2 characters; a shorter text is ignored. */
  search: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !hasNul(v), noNul)
    .optional(),
  job_status: z.enum(JOB_STATUS_FILTERS, { error: VALIDATION.invalidValue }).optional(),
  job_type: enumList(EMPLOYMENT_TYPES),
  job_location: enumList(WORK_MODES),
  career_stages: csvIds,
  skills: csvIds,
  countries: csvStrings,
  filters: filtersJson,
  sort_by: z.enum(JOB_SORTS, { error: VALIDATION.invalidValue }).default('recent'),
});
export type JobListQuery = z.output<typeof jobListQuery>;
export const jobListPageSize = (q: Pick<JobListQuery, 'page_size' | 'group_id'>) =>
  q.page_size ?? (q.group_id ? PAGE_SIZES.organizationJobs : PAGE_SIZES.jobBoard);

/** POST /jobs/{id}/apply/: answers to the job's questions and, optionally, an uploaded resume id. */
export const jobApplySchema = z.strictObject({
  answers: z.record(z.string(), z.unknown()).optional(),
  /** The join call's name for the same answers. */
  extra_info: z.record(z.string(), z.unknown()).optional(),
  resume: id.nullable().optional(),
});
export type JobApply = z.output<typeof jobApplySchema>;

export const jobApplicantStatusSchema = z.strictObject({
  user_id: id,
  status: z.enum(['accepted', 'rejected'], { error: VALIDATION.invalidValue }),
});

export const jobApplicationsQuery = paginationQuery(PAGE_SIZES.jobApplicants).extend({
  status: z
    .enum(JOB_APPLICATION_STATUSES, { error: VALIDATION.invalidValue })
    .default(DEFAULT_APPLICANT_STATUS),
  /** The applicants tab's q (search by name), from 2 characters. */
  q: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !hasNul(v), noNul)
    .optional(),
  search: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !hasNul(v), noNul)
    .optional(),
});
export type JobApplicationsQuery = z.output<typeof jobApplicationsQuery>;
export const jobExportQuery = z.object({
  status: z.enum(JOB_APPLICATION_STATUSES, { error: VALIDATION.invalidValue }).optional(),
});

const extraInfoFilter = z
  .string()
  .max(1000)
  .refine((v) => !hasNul(v) && !v.includes('\\u0000'), noNul)
  .transform((v, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    const result = z
      .strictObject({
        uni_batch: z
          .union([z.string().max(100), z.number()])
          .nullable()
          .optional(),
        department: z.string().max(200).nullable().optional(),
        affiliation: z.string().max(200).nullable().optional(),
      })
      .safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    return Object.fromEntries(
      Object.entries(result.data).filter(
        ([, value]) => value !== null && value !== undefined && value !== '',
      ),
    ) as Record<string, string | number>;
  })
  .optional();

/** GET /applicant-recommendations/: people of a group who fit the job, best first. */
export const applicantRecommendationsQuery = z.object({
  job_id: idParam(),
  group_from_user_to_be_included: idParam().optional(),
  extra_info_filter: extraInfoFilter,
  page_size: z.coerce.number().int().min(1).max(50).default(APPLICANT_RECOMMENDATIONS_LIMIT),
});
export type ApplicantRecommendationsQuery = z.output<typeof applicantRecommendationsQuery>;
export const jobRecommendationsQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});
