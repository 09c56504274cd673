import { z } from 'zod';
import { engagementFieldsSchema } from '../engagement/responses.js';
import { QUESTION_TYPES } from '../groups/constants.js';
import { JOB_APPLICATION_STATUSES } from './constants.js';

/**
 * What the jobs API answers (apps/server jobs.presenter.ts): the server serialises through these
 * schemas and the web app's job types are inferred from them.
 */

const questionSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  options: z.string(),
});

export const jobSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  job_type: z.string(),
  job_location: z.string(),
  address: z.string().nullable(),
  /** pending (draft) or approved (published). */
  job_status: z.string(),
  /** The viewer's application: null when they have not applied. */
  status: z.enum(JOB_APPLICATION_STATUSES).nullable(),
  is_featured: z.boolean(),
  is_administrator: z.boolean(),
  is_open: z.boolean(),
  application_open_date: z.string().nullable(),
  application_close_date: z.string(),
  created_at: z.string(),
  skills: z.array(z.number()),
  skills_detailed: z.array(z.object({ id: z.number(), name: z.string() })),
  countries: z.array(z.string()),
  career_stages: z.array(z.number()),
  job_functions: z.array(z.number()),
  professional_fields: z.array(z.number()),
  group: z
    .object({
      id: z.number(),
      name: z.string(),
      name_slug: z.string(),
      image: z.string().nullable(),
      group_type: z.string(),
    })
    .nullable(),
  extra_info: z.object({ questions: z.array(questionSchema) }),
  /** Applicant counts, for the job's administrators only. */
  accepted_members_count: z.number().nullable(),
  pending_members_count: z.number().nullable(),
  rejected_members_count: z.number().nullable(),
  /** The reader's bookmark (engagement module; anonymous: false). Jobs take no votes: score 0. */
  ...engagementFieldsSchema.shape,
});
export type Job = z.infer<typeof jobSchema>;

export const jobResultSchema = z.object({ data: jobSchema });
export const jobWrittenSchema = z.object({ message: z.string(), data: jobSchema });
export const jobMessageSchema = z.object({ message: z.string() });
export const jobApplyResultSchema = z.object({
  message: z.string(),
  status: z.enum(JOB_APPLICATION_STATUSES).nullable(),
});
export const applicantStatusResultSchema = z.object({
  message: z.string(),
  user_id: z.number(),
  status: z.enum(JOB_APPLICATION_STATUSES),
});

/** A row of GET /jobs/{id}/applications/: answers, e-mail and resume are for administrators only. */
export const jobApplicantSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  institution_name: z.string().nullable(),
  country: z.string().nullable(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  email: z.string().nullable(),
  resume: z.string().nullable(),
  extra_info: z.record(z.string(), z.unknown()),
  applied_at: z.string(),
});
export type JobApplicant = z.infer<typeof jobApplicantSchema>;

/** GET /job-recommendations/: jobs with the score and the reason that ranked them. */
export const recommendedJobSchema = jobSchema.extend({ score: z.number(), reason: z.string() });
/** GET /applicant-recommendations/: people with the score and the reason that ranked them. */
export const recommendedApplicantSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  institution_name: z.string().nullable(),
  status: z.null(),
  score: z.number(),
  reason: z.string(),
});
export type RecommendedApplicant = z.infer<typeof recommendedApplicantSchema>;
