import type { RichText } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from './groups.js';
import { uploadedFiles } from './profiles.js';
import { topicAreas } from './topic-areas.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The stored rich text: the editor's blocks (packages/shared richtext), sanitised on the server. */
export type ContentData = RichText;

/**
 * Posts, newsletters, resources, prompts and career tips (spec: Resource or post). Topics and
 * career stages are PostgreSQL arrays so the hub's filters use `&&` on GIN indexes; the text is
 * parsed once on write into search_vector (full-text search), and the title has a trigram index
 * for the fallback when full-text search finds nothing.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleSlug: text('title_slug').notNull(),
    /** Sanitised HTML rendered from data.blocks. */
    content: text('content').notNull().default(''),
    data: jsonb('data').$type<ContentData>().notNull().default({ blocks: [] }),
    /** Plain text of the blocks: search, previews, the locked premium excerpt. */
    rawText: text('raw_text').notNull().default(''),
    /** post, newsletter, resource, prompt, career_tip. */
    type: text('type').notNull(),
    /** null, or external (then source holds the URL). */
    subType: text('sub_type'),
    source: text('source'),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    /** 0 public, 20 private (members of the group only). */
    securityLevel: smallint('security_level').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    isTrending: boolean('is_trending').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    publishToKhub: boolean('publish_to_khub').notNull().default(false),
    topicAreaId: integer('topic_area_id').references(() => topicAreas.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    topics: integer('topics')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    careerStages: integer('career_stages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, left(raw_text, 20000)), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contents_slug_uq').on(t.slug),
    // The hub and prompt library: approved items of a type, newest first (optionally one topic area).
    index('contents_type_status_id_idx').on(t.type, t.status, t.id),
    index('contents_type_status_area_id_idx').on(t.type, t.status, t.topicAreaId, t.id),
    // A group's posts and resources tabs.
    index('contents_group_type_id_idx').on(t.groupId, t.type, t.id),
    index('contents_created_by_idx').on(t.createdBy, t.id),
    index('contents_topics_idx').using('gin', t.topics),
    index('contents_career_stages_idx').using('gin', t.careerStages),
    index('contents_search_idx').using('gin', t.searchVector),
    index('contents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Attachments of a content item (at most 7 files and 1 thumbnail), stored by the uploads module. */
export const contentFiles = pgTable(
  'content_files',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    /** file or thumbnail. */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('content_files_content_file_uq').on(t.contentId, t.fileId),
    index('content_files_file_idx').on(t.fileId),
  ],
);

/**
 * What a user's subscription grants beyond the free tier. Payments (not built yet) will set these
 * rows; until then staff set them by hand. premium_viewing opens premium resources.
 */
export const userEntitlements = pgTable('user_entitlements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  premiumViewing: boolean('premium_viewing').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
