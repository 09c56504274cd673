import { z } from 'zod';
import { pageSchema, paginationQuery } from '../api.js';
import { LIMITS, PAGE_SIZES } from '../constants.js';
import { DB_INT_MAX, idParam } from '../input.js';
import { VALIDATION } from '../messages.js';
import { topicAreaSchema } from '../contents/responses.js';
import { CERTIFICATION_STATUSES, LEADERS_MESSAGES as M } from './text.js';

/* ---------- App configuration: the certification questions ---------- */

export const CERTIFICATION_QUESTION_TYPES = ['text', 'textarea', 'radio', 'selection'] as const;
/** One question of the leadership certification form (app configuration `certification_questions`). */
export const certificationQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,50}$/),
  label: z.string().min(1).max(300),
  type: z.enum(CERTIFICATION_QUESTION_TYPES),
  required: z.boolean(),
  /** The choices of radio and selection questions. */
  options: z.array(z.string().min(1).max(200)).max(20).default([]),
  placeholder: z.string().max(200).optional(),
});
export type CertificationQuestion = z.output<typeof certificationQuestionSchema>;

/* ---------- Directory queries ---------- */

const searchQuery = z
  .string()
  .max(100, { error: VALIDATION.tooLong(100) })
  .transform((v) => {
    const t = v.trim();
    return t.length >= LIMITS.searchMinChars ? t : undefined;
  })
  .optional();

/** An option value in the query (professional fields and job functions include 0, Other). */
const optionValueQuery = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { error: VALIDATION.expectedInteger })
  .transform(Number)
  .pipe(z.number().int().min(0).max(DB_INT_MAX, { error: VALIDATION.invalidValue }))
  .optional();

/** GET /leader-certifications/: search, topic_area, professional_field, job_function, 9 a page. */
export const leaderListQuery = paginationQuery(PAGE_SIZES.circleLeaders).extend({
  search: searchQuery,
  topic_area: idParam().optional(),
  professional_field: optionValueQuery,
  job_function: optionValueQuery,
});
export type LeaderListQuery = z.output<typeof leaderListQuery>;

/** GET /influential-people/ (16 a request) and /influential-organizations/ (16 a page). */
export const influentialPeopleQuery = paginationQuery(PAGE_SIZES.influentialPeople).extend({
  search: searchQuery,
});
export const influentialOrgsQuery = paginationQuery(PAGE_SIZES.influentialOrganizations).extend({
  search: searchQuery,
});

/* ---------- Directory records ---------- */

/** Spec section 3, Circle-leader record. */
export const circleLeaderSchema = z.object({
  id: z.number(),
  user: z.object({
    id: z.number(),
    image: z.string().nullable(),
    profile: z.object({
      name_slug: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      title: z.string().nullable(),
      short_bio: z.string().nullable(),
    }),
  }),
  certification_level: z.number().int(),
  certification_level_label: z.string(),
  topic_area_detailed: z.array(topicAreaSchema),
  no_of_circles_led: z.number().int(),
});
export type CircleLeader = z.infer<typeof circleLeaderSchema>;
export const circleLeaderPageSchema = pageSchema(circleLeaderSchema);

export const influentialPersonSchema = z.object({
  id: z.number(),
  name_slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  title: z.string().nullable(),
  short_bio: z.string().nullable(),
  country: z.string().nullable(),
  is_influencer: z.literal(true),
  is_certified: z.boolean(),
});
export type InfluentialPerson = z.infer<typeof influentialPersonSchema>;
export const influentialPersonPageSchema = pageSchema(influentialPersonSchema);

export const influentialOrgSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  country: z.string().nullable(),
  total_members: z.number().int(),
  is_influencer: z.literal(true),
});
export type InfluentialOrg = z.infer<typeof influentialOrgSchema>;
export const influentialOrgPageSchema = pageSchema(influentialOrgSchema);

/* ---------- Leadership certification ---------- */

/** POST /certification-application/: the answers by question id (blank optional answers may be left out). */
export const certificationApplySchema = z.strictObject({
  answers: z.record(
    z.string().max(50),
    z.string().max(LIMITS.textField, { error: VALIDATION.tooLong(LIMITS.textField) }),
  ),
});
export type CertificationApply = z.infer<typeof certificationApplySchema>;

export const certificationAnswerSchema = z.object({ id: z.string(), label: z.string(), answer: z.string() });
export type CertificationAnswer = z.infer<typeof certificationAnswerSchema>;

export const certificationApplicationSchema = z.object({
  id: z.number(),
  status: z.enum(CERTIFICATION_STATUSES),
  answers: z.array(certificationAnswerSchema),
  level: z.number().int().nullable(),
  review_note: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type CertificationApplication = z.infer<typeof certificationApplicationSchema>;

/** GET /certification-application/: the questions, my standing and my latest application. */
export const certificationStateSchema = z.object({
  questions: z.array(certificationQuestionSchema),
  is_certified: z.boolean(),
  certification_level: z.number().int().nullable(),
  application: certificationApplicationSchema.nullable(),
});
export type CertificationState = z.infer<typeof certificationStateSchema>;

export const certificationSubmittedSchema = z.object({
  message: z.string(),
  data: certificationApplicationSchema,
});

/** GET /certification-applications/ (staff): the queue, by status. */
export const certificationQueueQuery = paginationQuery(PAGE_SIZES.members).extend({
  status: z.enum(CERTIFICATION_STATUSES, { error: VALIDATION.invalidValue }).default('pending'),
});
export const certificationQueueItemSchema = certificationApplicationSchema.extend({
  user: z.object({
    id: z.number(),
    name: z.string(),
    name_slug: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    title: z.string().nullable(),
  }),
  reviewed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type CertificationQueueItem = z.infer<typeof certificationQueueItemSchema>;
export const certificationQueuePageSchema = pageSchema(certificationQueueItemSchema);

/** POST /certification-applications/{id}/review/: approve with a level, or reject with a note. */
export const certificationReviewSchema = z
  .strictObject({
    action: z.enum(['approve', 'reject'], { error: VALIDATION.invalidValue }),
    level: z.number({ error: M.levelRequired }).int({ error: M.levelRequired }).optional(),
    note: z
      .string()
      .max(1000, { error: VALIDATION.tooLong(1000) })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'approve' && !(body.level === 1 || body.level === 2 || body.level === 3))
      ctx.addIssue({ code: 'custom', path: ['level'], message: M.levelRequired });
    if (body.action === 'reject' && !body.note?.trim())
      ctx.addIssue({ code: 'custom', path: ['note'], message: M.noteRequired });
  });
export type CertificationReview = z.infer<typeof certificationReviewSchema>;
export const certificationReviewedSchema = z.object({
  message: z.string(),
  data: certificationQueueItemSchema,
});
