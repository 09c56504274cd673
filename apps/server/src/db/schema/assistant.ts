import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The assistant's retrieval index: one row per readable thing (resource, prompt, career tip, post,
 * circle, event, organization, job, public profile), written by the assistant module's indexer
 * from the owning modules' tables. Who may read a row is stored with it (status, gating group,
 * premium) so every query filters in SQL. Weighted full text: title A, tags B, body C.
 */
export const assistantDocuments = pgTable(
  'assistant_documents',
  {
    id: serial('id').primaryKey(),
    /** The indexed table: content, group, job or user (the queue's names). */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    /** What the row is: resource, prompt, career_tip, post, newsletter, circle, event, organization, institution, job, user. */
    kind: text('kind').notNull(),
    /** The recommendation type (spec: Recommended item): resource, external_resource, user, event, circle, organization, job. */
    recType: text('rec_type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    tags: text('tags').notNull().default(''),
    body: text('body').notNull().default(''),
    /** An external resource's URL (de-duplication by source). */
    source: text('source'),
    /** approved items only are ever returned; anything else is kept out of answers. */
    isApproved: boolean('is_approved').notNull().default(true),
    /** When set, only accepted members of this group (and staff) may be shown the row. */
    gateGroupId: integer('gate_group_id'),
    isPremium: boolean('is_premium').notNull().default(false),
    popularity: real('popularity').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, tags), 'B') || setweight(to_tsvector('english'::regconfig, left(body, 20000)), 'C')`,
    ),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assistant_documents_source_uq').on(t.sourceType, t.sourceId),
    index('assistant_documents_search_idx').using('gin', t.searchVector),
    // Retrieval ranks a bounded pool (decision 0043): the most popular matches come off this index,
    // the titles nearest a question off the GiST.
    index('assistant_documents_popularity_idx').on(t.popularity.desc(), t.id),
    index('assistant_documents_title_gist_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

/** Words of indexed titles and tags: misspelt question words are corrected against them (trigram). */
export const assistantWords = pgTable('assistant_words', { word: text('word').primaryKey() }, (t) => [
  index('assistant_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Changes waiting for the indexer, written by triggers on the source tables (migration
 * 0017_assistant) so that no write path can forget them; drained by a background job.
 */
export const assistantIndexQueue = pgTable(
  'assistant_index_queue',
  {
    id: serial('id').primaryKey(),
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_index_queue_queued_idx').on(t.id)],
);

/** One question and its answer (spec: Assistant chat message); follow-ups point to their parent. */
export const assistantChats = pgTable(
  'assistant_chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    question: text('question').notNull(),
    /** The answer's blocks: text, recommendations, relevant_questions. */
    messages: jsonb('messages').$type<Array<{ type: string; value: unknown }>>().notNull(),
    /** builtin or the model's name. */
    engine: text('engine').notNull(),
    feedback: smallint('feedback'),
    feedbackComment: text('feedback_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_chats_user_idx').on(t.userId, t.id)],
);

/** Tokens a language model spent, per user and organization: the budget is read from here. */
export const llmUsage = pgTable(
  'llm_usage',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    organizationId: integer('organization_id'),
    feature: text('feature').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('llm_usage_user_idx').on(t.userId, t.createdAt),
    index('llm_usage_org_idx').on(t.organizationId, t.createdAt),
  ],
);
