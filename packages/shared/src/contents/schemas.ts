import { z } from 'zod';
import { paginationQuery } from '../api.js';
import { dbId, idParam } from '../input.js';
import { VALIDATION } from '../messages.js';
import { richTextSchema } from '../richtext/schema.js';
import {
  APPROVAL_ACTIONS,
  CONTENT_LIMITS as L,
  CONTENT_LIST_TYPES,
  CONTENT_PAGE_SIZES,
  CONTENT_STATUSES,
  CONTENT_SUB_TYPES,
  RESOURCE_TYPES,
  SECURITY_LEVEL_VALUES,
} from './constants.js';
import { CONTENT_MESSAGES as M } from './messages.js';

/** Request schemas of the contents and career-tip calls: the server validates with them, forms reuse them. */

const hasNul = (v: string) => v.includes('\u0000');
const noNul = { error: VALIDATION.nulCharacter };
const id = dbId();

/**
 * The stored rich text: `{ blocks }` from the editor, checked block by block (richtext schema);
 * the server sanitises the blocks before storing them.
 */
export const contentDataSchema = richTextSchema;
export type ContentDataInput = z.output<typeof contentDataSchema>;

/** Markup in a one-line field is refused, not stored: titles are text. */
const MARKUP = /<\/?[a-z!][^>]*>/i;
const title = z
  .string({ error: M.required })
  .trim()
  .max(L.title, { error: VALIDATION.tooLong(L.title) })
  .refine((v) => !hasNul(v), noNul)
  .refine((v) => !MARKUP.test(v), { error: M.noMarkup });
/** Plain text of a post; the server turns it into paragraph blocks. */
const plainContent = z
  .string({ error: M.required })
  .max(L.text, { error: M.maxText })
  .refine((v) => !hasNul(v), noNul);
const httpUrl = z
  .string({ error: M.invalidUrl })
  .trim()
  .max(L.sourceUrl, { error: VALIDATION.tooLong(L.sourceUrl) })
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: M.invalidUrl }));
const ids = (max: number, message: string) =>
  z.array(id, { error: VALIDATION.expectedList }).max(max, { error: message });

const contentFields = {
  title: title.optional(),
  content: plainContent.optional(),
  data: contentDataSchema.optional(),
  /** The group (organization, circle or event) the item belongs to. */
  group: id.optional(),
  security_level: z
    .union(SECURITY_LEVEL_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<0>, z.ZodLiteral<20>], {
      error: VALIDATION.invalidValue,
    })
    .optional(),
  is_premium: z.boolean({ error: VALIDATION.expectedBoolean }).optional(),
  publish_to_khub: z.boolean({ error: VALIDATION.expectedBoolean }).optional(),
  sub_type: z.enum(CONTENT_SUB_TYPES, { error: VALIDATION.invalidValue }).nullable().optional(),
  source: httpUrl.nullable().optional(),
  topics: ids(L.topics, M.maxTopics).optional(),
  topic_area: id.nullable().optional(),
  career_stages: ids(L.careerStages, VALIDATION.invalidValue).optional(),
  /** Ids of uploaded files (POST /uploads/). */
  files: ids(L.files, M.maxFiles).optional(),
  /** Id of an uploaded image, or null to remove it. */
  thumbnail_image: id.nullable().optional(),
  /** Newsletters: also mail it to the group's members (the engage module sends it). */
  send_email: z.boolean({ error: VALIDATION.expectedBoolean }).optional(),
  share_as_newsletter_and_post: z.boolean({ error: VALIDATION.expectedBoolean }).optional(),
};

const hasText = (v: { content?: string; data?: ContentDataInput }) =>
  (v.content !== undefined && v.content.trim().length > 0) || (v.data?.blocks.length ?? 0) > 0;

type Fields = {
  type?: string;
  title?: string;
  content?: string;
  data?: ContentDataInput;
  group?: number;
  sub_type?: 'external' | null;
  source?: string | null;
  topics?: number[];
  topic_area?: number | null;
  career_stages?: number[];
};
function requireFields(v: Fields, ctx: z.RefinementCtx, keys: Array<keyof Fields>) {
  for (const key of keys) {
    const value = v[key];
    const missing =
      key === 'content'
        ? !hasText(v)
        : value === undefined ||
          value === null ||
          value === '' ||
          (Array.isArray(value) && value.length === 0);
    if (missing) ctx.addIssue({ code: 'custom', path: [key], message: M.required });
  }
  if (v.sub_type === 'external' && !v.source) {
    ctx.addIssue({ code: 'custom', path: ['source'], message: M.sourceRequired });
  }
}

/**
 * POST /contents/: a post or newsletter (content and group required), or a resource or prompt
 * contribution (title, content and group; a resource also needs topics, a topic area and career
 * stages, as the contribute form asks).
 */
export const contentCreateSchema = z
  .strictObject({
    type: z.enum(CONTENT_LIST_TYPES, { error: VALIDATION.invalidValue }).default('post'),
    ...contentFields,
  })
  .superRefine((v, ctx) => {
    if (v.type === 'post' || v.type === 'newsletter') requireFields(v, ctx, ['content', 'group']);
    else if (v.type === 'resource')
      requireFields(v, ctx, ['title', 'content', 'group', 'topics', 'topic_area', 'career_stages']);
    else requireFields(v, ctx, ['title', 'content', 'group']);
  });
export type ContentCreate = z.output<typeof contentCreateSchema>;

/** PATCH /contents/{id}/: any of the fields; type and group stay as created. */
export const contentUpdateSchema = z
  .strictObject({
    title: contentFields.title,
    content: contentFields.content,
    data: contentFields.data,
    security_level: contentFields.security_level,
    is_premium: contentFields.is_premium,
    publish_to_khub: contentFields.publish_to_khub,
    sub_type: contentFields.sub_type,
    source: contentFields.source,
    topics: contentFields.topics,
    topic_area: contentFields.topic_area,
    career_stages: contentFields.career_stages,
    files: contentFields.files,
    thumbnail_image: contentFields.thumbnail_image,
  })
  .superRefine((v, ctx) => {
    if (v.title !== undefined && v.title.length === 0)
      ctx.addIssue({ code: 'custom', path: ['title'], message: M.required });
    if ((v.content !== undefined || v.data !== undefined) && !hasText(v))
      ctx.addIssue({ code: 'custom', path: ['content'], message: M.required });
  });
export type ContentUpdate = z.output<typeof contentUpdateSchema>;

/** POST /career-tips/: title, text and topic area; the group (an organization) is optional. */
export const careerTipCreateSchema = z
  .strictObject({
    title: contentFields.title,
    content: contentFields.content,
    data: contentFields.data,
    group: contentFields.group,
    topic_area: contentFields.topic_area,
    topics: contentFields.topics,
    career_stages: contentFields.career_stages,
    is_premium: contentFields.is_premium,
    thumbnail_image: contentFields.thumbnail_image,
  })
  .superRefine((v, ctx) => requireFields(v, ctx, ['title', 'content', 'topic_area']));
export type CareerTipCreate = z.output<typeof careerTipCreateSchema>;

export const careerTipUpdateSchema = z
  .strictObject({
    title: contentFields.title,
    content: contentFields.content,
    data: contentFields.data,
    topic_area: contentFields.topic_area,
    topics: contentFields.topics,
    career_stages: contentFields.career_stages,
    is_premium: contentFields.is_premium,
    thumbnail_image: contentFields.thumbnail_image,
  })
  .superRefine((v, ctx) => {
    if (v.title !== undefined && v.title.length === 0)
      ctx.addIssue({ code: 'custom', path: ['title'], message: M.required });
    if ((v.content !== undefined || v.data !== undefined) && !hasText(v))
      ctx.addIssue({ code: 'custom', path: ['content'], message: M.required });
    if (v.topic_area === null) ctx.addIssue({ code: 'custom', path: ['topic_area'], message: M.required });
  });
export type CareerTipUpdate = z.output<typeof careerTipUpdateSchema>;

/** POST /contents/{id}/approve-reject/ and /career-tips/{id}/approve-reject/. */
export const approveRejectSchema = z.strictObject({
  action: z.enum(APPROVAL_ACTIONS, { error: VALIDATION.invalidValue }),
});
export type ApproveReject = z.output<typeof approveRejectSchema>;

/** Comma-separated ids in the address (topics=1,2&topic_areas=3). */
export const csvIdsQuery = z
  .string()
  .max(600)
  .transform((v, ctx) => {
    if (v.trim() === '' || v === 'all') return [];
    const parts = v.split(',').map((p) => p.trim());
    if (
      parts.length > L.filterIds ||
      parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2_147_483_647)
    ) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  })
  .optional();
const csvTypes = z
  .string()
  .max(100)
  .transform((v, ctx) => {
    const parts = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.some((p) => !(CONTENT_LIST_TYPES as readonly string[]).includes(p))) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidValue });
      return z.NEVER;
    }
    return parts as Array<(typeof CONTENT_LIST_TYPES)[number]>;
  })
  .optional();
/** Sent only from 2 characters; shorter text is ignored. */
const searchQuery = z
  .string()
  .max(L.searchMaxChars, { error: VALIDATION.tooLong(L.searchMaxChars) })
  .refine((v) => !hasNul(v), noNul)
  .transform((v) => {
    const t = v.trim();
    return t.length >= L.searchMinChars ? t : undefined;
  })
  .optional();

const listFilters = {
  group_id: idParam().optional(),
  search: searchQuery,
  topics: csvIdsQuery,
  topic_areas: csvIdsQuery,
  career_stages: csvIdsQuery,
  status: z.enum(CONTENT_STATUSES, { error: VALIDATION.invalidValue }).optional(),
  /** `me`: the signed-in user's own items (any status). */
  created_by: z.literal('me', { error: VALIDATION.invalidValue }).optional(),
};

/**
 * GET /contents/: posts (types=post,newsletter&group_id), a group's resources
 * (type=resource&group_id&status=approved), the hub (type=resource + filters) and the prompt
 * library (type=prompt). Without type or types: posts and newsletters.
 */
export const contentListQuery = paginationQuery(CONTENT_PAGE_SIZES.posts).extend({
  /** Absent: 12 for a group's resources, 15 for the hub, prompts and posts (contentListPageSize). */
  page_size: paginationQuery().shape.page_size.unwrap().optional(),
  types: csvTypes,
  type: z.enum(CONTENT_LIST_TYPES, { error: VALIDATION.invalidValue }).optional(),
  ...listFilters,
});
export type ContentListQuery = z.output<typeof contentListQuery>;

/** GET /career-tips/, /all-career-tips/ and /career-tips/group/{id}/. */
export const careerTipListQuery = paginationQuery(CONTENT_PAGE_SIZES.careerTips).extend(listFilters);
export type CareerTipListQuery = z.output<typeof careerTipListQuery>;

export const topicAreaListQuery = paginationQuery(CONTENT_PAGE_SIZES.topicAreas).extend({
  search: searchQuery,
});

/** The default page size a list uses when the caller sends none. */
export function contentListPageSize(type: string | undefined, groupId: number | undefined): number {
  if (type === 'resource') return groupId ? CONTENT_PAGE_SIZES.groupResources : CONTENT_PAGE_SIZES.hub;
  if (type === 'prompt') return CONTENT_PAGE_SIZES.prompts;
  return CONTENT_PAGE_SIZES.posts;
}
export const isResourceType = (type: string) => (RESOURCE_TYPES as readonly string[]).includes(type);
