import { dbId, idParam } from '../input.js';
import { z } from 'zod';
import {
  GROUP_TYPES,
  LIMITS,
  PAGE_SIZES,
  PARTICIPANT_TYPES,
  PROGRAM_TYPES,
  PUBLICATION_OPTIONS,
  SUBMISSION_TYPES,
  DIETARY_OPTIONS,
} from '../constants.js';
import { paginationQuery } from '../api.js';
import { VALIDATION } from '../messages.js';
import { EMAIL_PATTERN, countWords } from '../text.js';
import {
  AGENT_RESPONSES,
  EVENT_TYPES,
  MEMBER_ACTIONS,
  MEMBER_STATUS_FILTERS,
  PUBLICITY,
  QUESTION_TYPES,
  SDGS,
} from './constants.js';
import { GROUP_MESSAGES as M, INVITATION_MESSAGES } from './messages.js';
import { blocksToPlainText } from '../richtext/blocks.js';
import { richTextSchema } from '../richtext/schema.js';

/** Request schemas of the groups calls: the server validates with them, the web forms reuse them. */

const text = (max: number = LIMITS.textField) =>
  z
    .string({ error: VALIDATION.invalidValue })
    .max(max, { error: max === LIMITS.textField ? M.maxText : VALIDATION.tooLong(max) });
const optionalText = (max: number = LIMITS.textField) => text(max).nullable().optional();
const id = dbId();
const ids = (max?: number, message?: string) => {
  const list = z.array(id, { error: VALIDATION.expectedList });
  return max ? list.max(max, { error: message ?? VALIDATION.maxItems(max) }) : list;
};
const dateField = z
  .string({ error: VALIDATION.invalidValue })
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: VALIDATION.invalidValue })
  .transform((s) => new Date(s))
  .nullable()
  .optional();

export const groupQuestionSchema = z.strictObject({
  id: z.string().trim().min(1).max(64).optional(),
  label: z.string({ error: M.required }).trim().min(1, { error: M.required }).max(LIMITS.title),
  type: z.enum(QUESTION_TYPES, { error: VALIDATION.invalidValue }),
  required: z.boolean().default(false),
  /** One option per line (radio and selection). */
  options: z.string().max(LIMITS.textField).default(''),
});
export type GroupQuestionInput = z.input<typeof groupQuestionSchema>;
export type GroupQuestion = z.output<typeof groupQuestionSchema> & { id: string };

export const groupExtraInfoSchema = z.strictObject({
  is_external: z.boolean().default(false),
  external_link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { error: 'Enter a valid URL.' })
    .nullable()
    .optional(),
  questions: z.array(groupQuestionSchema).max(50).default([]),
});

const sdgIds = z
  .array(z.number().int().min(1, { error: M.unknownOption }).max(SDGS.length, { error: M.unknownOption }), {
    error: VALIDATION.expectedList,
  })
  .max(LIMITS.sdgs, { error: M.maxSdgs });

/** Fields of the group form (section 5), without the rules that tie fields together. */
const groupFields = z.strictObject({
  name: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .max(LIMITS.title, { error: VALIDATION.tooLong(LIMITS.title) }),
  group_type: z.enum(GROUP_TYPES, { error: M.required }),
  /** Plain text (older clients, imports) or rich text blocks; both limited to 4,000 characters of text. */
  description: z.union(
    [
      z
        .string({ error: M.required })
        .trim()
        .min(1, { error: M.required })
        .max(LIMITS.textField, { error: M.maxText }),
      richTextSchema.superRefine((value, ctx) => {
        const length = blocksToPlainText(value.blocks).trim().length;
        if (length === 0) ctx.addIssue({ code: 'custom', message: M.required });
        else if (length > LIMITS.textField) ctx.addIssue({ code: 'custom', message: M.maxText });
      }),
    ],
    { error: M.required },
  ),
  objective: optionalText(),
  member_requirements: optionalText(),
  impact: optionalText(),
  level: z.number().int().min(0).max(10).nullable().optional(),
  location: optionalText(200),
  country: optionalText(100),
  group_duration: z.enum(['time_limited'], { error: M.required }).nullable().optional(),
  circle_type: optionalText(100),
  event_type: z.enum(EVENT_TYPES, { error: M.required }).nullable().optional(),
  publicity: z.enum(PUBLICITY, { error: M.required }).nullable().optional(),
  visibility: z.union([z.literal(0), z.literal(20)], { error: VALIDATION.invalidValue }).optional(),
  admission: z.enum(['open', 'closed'], { error: VALIDATION.invalidValue }).optional(),
  topics: ids(LIMITS.topics, M.maxTopics).optional(),
  countries: z.array(z.string().trim().min(1).max(100)).max(300).optional(),
  career_stages: ids(10).optional(),
  roles: ids(20).optional(),
  professional_fields: ids(LIMITS.professionalFields).optional(),
  job_functions: ids(LIMITS.jobFunctions).optional(),
  categories: ids(LIMITS.categories).optional(),
  relevant_sdgs: sdgIds.optional(),
  business_value: optionalText(200),
  complexity: optionalText(200),
  innovation_category: optionalText(200),
  use_cases: ids(50).optional(),
  maximum_size: z
    .number({ error: VALIDATION.expectedInteger })
    .int({ error: VALIDATION.expectedInteger })
    .min(0, { error: M.positiveOnly })
    .nullable()
    .optional(),
  start_date: dateField,
  end_date: dateField,
  application_open_date: dateField,
  application_close_date: dateField,
  is_paid: z.boolean().optional(),
  price: z.number({ error: VALIDATION.expectedNumber }).nullable().optional(),
  paid_features: z
    .array(z.string().trim().min(1).max(200))
    .max(LIMITS.paidFeatures, { error: M.maxPaidFeatures })
    .optional(),
  discount: z
    .number({ error: VALIDATION.expectedNumber })
    .min(0, { error: M.discountNegative })
    .max(100, { error: M.discountOver100 })
    .nullable()
    .optional(),
  parent_group: id.nullable().optional(),
  extra_info: groupExtraInfoSchema.optional(),
  create_google_classroom: z.boolean().optional(),
});
export type GroupFields = z.output<typeof groupFields>;

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The rules of section 5 that depend on the group type and on other fields. */
function checkGroupForm(form: GroupFields, issue: (path: string, message: string) => void) {
  const timed = form.group_type === 'circle' || form.group_type === 'event';
  const need = (field: keyof GroupFields) => {
    if (blank(form[field])) issue(field, M.required);
  };
  if (timed) {
    need('topics');
    for (const field of [
      'group_duration',
      'career_stages',
      'start_date',
      'end_date',
      'publicity',
      'application_open_date',
      'application_close_date',
      'parent_group',
    ] as const)
      need(field);
  } else {
    need('country');
  }
  if (form.group_type === 'circle') {
    need('relevant_sdgs');
    need('circle_type');
    need('use_cases');
  }
  if (form.group_type === 'event') need('event_type');
  if (form.is_paid) {
    if (form.price === null || form.price === undefined) issue('price', M.required);
    else if (form.price <= 0) issue('price', M.greaterThanZero);
  }
  if (form.start_date && form.end_date && form.end_date < form.start_date)
    issue('end_date', M.endBeforeStart);
  if (
    form.application_open_date &&
    form.application_close_date &&
    form.application_close_date < form.application_open_date
  ) {
    issue('application_close_date', M.closeBeforeOpen);
  }
  for (const [i, q] of (form.extra_info?.questions ?? []).entries()) {
    if ((q.type === 'radio' || q.type === 'selection') && q.options.trim() === '')
      issue(`extra_info.questions.${i}.options`, M.required);
  }
}

/** POST /groups/: the full group form. */
export const groupFormSchema = groupFields.superRefine((form, ctx) =>
  checkGroupForm(form, (path, message) => ctx.addIssue({ code: 'custom', path: path.split('.'), message })),
);
export type GroupForm = z.output<typeof groupFormSchema>;
export type GroupFormInput = z.input<typeof groupFormSchema>;

/** PATCH /groups/{id}/: any form fields; the server checks the merged group with groupFormSchema's rules. */
export const groupPatchSchema = groupFields.partial();
export type GroupPatch = z.output<typeof groupPatchSchema>;
/** The cross-field rules on their own, for the merged result of a PATCH. */
export function groupFormIssues(form: GroupFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  checkGroupForm(form, (path, message) => (errors[path] ??= []).push(message));
  return errors;
}

const boolQuery = z
  .enum(['true', 'false', '1', '0'], { error: VALIDATION.expectedBoolean })
  .transform((v) => v === 'true' || v === '1')
  .optional();
const csvIds = z
  .string()
  .max(200)
  .transform((v, ctx) => {
    if (v === '' || v === 'all') return [];
    const parts = v.split(',').map((p) => Number(p.trim()));
    if (parts.some((n) => !Number.isInteger(n) || n <= 0)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    return parts;
  })
  .optional();
const searchText = z.string().trim().max(100).optional();

export const groupListQuery = paginationQuery(PAGE_SIZES.search).extend({
  search: searchText,
  group_type: z.enum(GROUP_TYPES, { error: VALIDATION.invalidValue }).optional(),
  is_verified: boolQuery,
  parent_group: idParam().optional(),
});
export const circleListQuery = paginationQuery(PAGE_SIZES.connectionsCircles).extend({
  search: searchText,
  parent_group: idParam().optional(),
  circle_type: z.string().trim().max(100).optional(),
  sdg: z.coerce.number().int().min(1).max(SDGS.length).optional(),
  is_active: boolQuery,
  country: z.string().trim().max(100).optional(),
});
export const eventListQuery = paginationQuery(PAGE_SIZES.connectionsEvents).extend({
  search: searchText,
  parent_group: idParam().optional(),
  event_type: z.enum(EVENT_TYPES, { error: VALIDATION.invalidValue }).optional(),
  is_active: boolQuery,
  country: z.string().trim().max(100).optional(),
});
export const defaultGroupsQuery = z.object({
  domain: z.string().trim().min(1).max(253).optional(),
  countries: z.string().trim().max(500).optional(),
});

export const membersQuery = paginationQuery(PAGE_SIZES.members).extend({
  role: z.string().trim().max(40).optional(),
  country: z.string().trim().max(100).optional(),
  professional_fields: csvIds,
  is_verified: boolQuery,
  status: z.enum(MEMBER_STATUS_FILTERS, { error: VALIDATION.invalidValue }).default('accepted'),
  search: searchText,
  system_agent_id: idParam().optional(),
  agent_response: z.enum(AGENT_RESPONSES, { error: VALIDATION.invalidValue }).optional(),
});
export type MembersQuery = z.output<typeof membersQuery>;

/** Conference registration (section 3), checked as the join's extra_info of a conference event. */
export const conferenceRegistrationSchema = z.strictObject({
  phone_number: z.string().trim().max(40).nullable().optional(),
  alternative_phone_number: z.string().trim().max(40).nullable().optional(),
  participant_type: z.enum(PARTICIPANT_TYPES, { error: M.required }).optional(),
  submission_type: z.enum(SUBMISSION_TYPES, { error: M.unknownOption }).nullable().optional(),
  program_type: z.enum(PROGRAM_TYPES, { error: M.unknownOption }).nullable().optional(),
  title: z.string().trim().max(LIMITS.title).nullable().optional(),
  abstract: z
    .string()
    .max(LIMITS.textField, { error: M.maxText })
    .nullable()
    .optional()
    .refine((v) => countWords(v) <= LIMITS.abstractWords, { error: M.maxAbstractWords }),
  /** An uploaded PDF (id from /file-upload/). */
  abstract_file: id.nullable().optional(),
  publication: z.enum(PUBLICATION_OPTIONS, { error: M.unknownOption }).nullable().optional(),
  dietary: z.enum(DIETARY_OPTIONS, { error: M.unknownOption }).nullable().optional(),
});
export type ConferenceRegistration = z.output<typeof conferenceRegistrationSchema>;

/** Presenters need submission type, program type, title, publication and an abstract or its PDF. */
export function conferenceRegistrationIssues(
  role: string,
  form: ConferenceRegistration,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (role !== 'presenter') return errors;
  for (const field of ['submission_type', 'program_type', 'title', 'publication'] as const) {
    if (blank(form[field])) errors[`extra_info.${field}`] = [M.required];
  }
  if (blank(form.abstract) && !form.abstract_file) errors['extra_info.abstract'] = [M.abstractOrFile];
  return errors;
}

export const joinSchema = z.strictObject({
  role: z.string().trim().min(1).max(40).optional(),
  /** Answers keyed by question id, or the conference registration form. */
  extra_info: z.record(z.string().max(64), z.unknown()).optional(),
});
export const leaveSchema = z.strictObject({ user: id.optional() });
export const followGroupSchema = z.strictObject({ action: z.enum(['follow', 'unfollow']).default('follow') });
export const addMemberSchema = z.strictObject({
  user: id,
  role: z.string({ error: M.required }).trim().min(1, { error: M.required }).max(40),
});
export const removeMemberSchema = z.strictObject({ user: id, reason: optionalText() });
export const respondJoinRequestSchema = z.strictObject({
  users: z.array(id, { error: M.selectMember }).min(1, { error: M.selectMember }).max(500),
  action: z.enum(MEMBER_ACTIONS, { error: M.selectAction }),
  notes: optionalText(),
});
/** An administrator marks accepted members of a paid group as paid (accept) or unpaid (reject). */
export const paymentConfirmationSchema = z.strictObject({
  users: z.array(id, { error: M.selectMember }).min(1, { error: M.selectMember }).max(500),
  action: z.enum(MEMBER_ACTIONS, { error: M.selectAction }),
});
/** A member's proof of a manual payment (bank transfer receipt): an uploaded image or PDF. */
export const paymentVoucherSchema = z.strictObject({
  voucher: id,
});
export const followupEmailSchema = z.strictObject({
  user_ids: z.array(id, { error: M.selectMember }).min(1, { error: M.selectMember }).max(500),
});

/** POST /invite-users/ (section 5 Invite). */
export const inviteUsersSchema = z
  .strictObject({
    object_id: id,
    content_type: z.enum(['group', 'job'], { error: VALIDATION.invalidValue }),
    emails: z.array(z.string().trim().max(254)).max(100).default([]),
    users: z.array(id).max(100).default([]),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.emails.forEach((email, i) => {
      if (!EMAIL_PATTERN.test(email))
        ctx.addIssue({ code: 'custom', path: ['emails', i], message: INVITATION_MESSAGES.emailInvalid });
      else if (seen.has(email.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['emails', i], message: INVITATION_MESSAGES.emailDuplicate });
      seen.add(email.toLowerCase());
    });
    if (form.emails.length === 0 && form.users.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['emails'], message: INVITATION_MESSAGES.atLeastOne });
    }
  });
export const invitationActionSchema = z.strictObject({
  action: z.enum(['accept', 'reject'], { error: M.selectAction }),
});
