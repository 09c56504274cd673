import { z } from 'zod';
import { richTextResponseSchema } from '../richtext/schema.js';
import { engagementFieldsSchema } from '../engagement/responses.js';
import { CONTENT_FILE_KINDS, CONTENT_STATUSES, CONTENT_TYPES } from './constants.js';

/**
 * What the contents and career-tip calls answer (apps/server contents.presenter.ts): the server
 * serialises through these schemas and the web app's types are inferred from them.
 */

export const contentFileSchema = z.object({
  id: z.number(),
  /** URL of the file (GET /media/...). */
  file: z.string(),
  mime_type: z.string(),
  name: z.string(),
  kind: z.enum(CONTENT_FILE_KINDS),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const topicAreaSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type TopicArea = z.infer<typeof topicAreaSchema>;

export const contentAuthorSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  image: z.string().nullable(),
  /** Certified Leader badge. */
  is_certified: z.boolean(),
});

export const contentGroupDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.string(),
  logo: z.string().nullable(),
});

export const contentSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  title_slug: z.string(),
  /** Sanitised HTML. Empty when is_locked. */
  content: z.string(),
  /** The editor's blocks. Empty when is_locked. */
  data: richTextResponseSchema,
  /** Plain text; only the first 200 characters when is_locked. */
  raw_text: z.string(),
  type: z.enum(CONTENT_TYPES),
  sub_type: z.string().nullable(),
  source: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  /** 0 public, 20 private. */
  security_level: z.number(),
  is_premium: z.boolean(),
  is_trending: z.boolean(),
  is_pinned: z.boolean(),
  publish_to_khub: z.boolean(),
  /**
   * A premium item the viewer may not read in full: text cut to the preview, no files. Anonymous
   * visitors see "Sign in to view full content", members without premium viewing an upgrade note.
   */
  is_locked: z.boolean(),
  /** An approved resource or prompt contributed by a member (the Contributed badge). */
  is_contributed: z.boolean(),
  thumbnail_image: contentFileSchema.nullable(),
  files: z.array(contentFileSchema),
  topics: z.array(z.number()),
  topics_detailed: z.array(z.object({ id: z.number(), name: z.string() })),
  topic_area: topicAreaSchema.nullable(),
  career_stages: z.array(z.number()),
  group: z.number().nullable(),
  group_detail: contentGroupDetailSchema.nullable(),
  created_by: contentAuthorSchema.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  last_edited_at: z.string().nullable(),
  /** What the viewer may do (the server checks again on each call). */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_approve: z.boolean(),
  can_reject: z.boolean(),
  /** The reader's vote and bookmark, and the item's score (engagement module; anonymous: neutral). */
  ...engagementFieldsSchema.shape,
});
export type Content = z.infer<typeof contentSchema>;

export const contentResultSchema = z.object({ data: contentSchema });
export const approveRejectResultSchema = z.object({ message: z.string(), data: contentSchema });

export const contentMessageSchema = z.object({ message: z.string() });
/** Create and update answer the item and the toast to show. */
export const contentWrittenSchema = z.object({ message: z.string(), data: contentSchema });
