import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Block } from '@careerhub/shared';
import { groups } from './groups.js';
import { uploadedFiles } from './profiles.js';
import { topicAreas } from './topic-areas.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** What a system agent (usecase_curation) concluded about a use case. */
export interface UseCaseAgentResponse {
  agent_id: number;
  response: {
    quality_level: string | null;
    last_run_at: string | null;
    /** The usecase_curation agent's reason codes, confidence and whether an admin set it. */
    reasons?: string[];
    confidence?: number | null;
    overridden?: boolean;
  };
}

/**
 * AI use cases (content-ai-admin section 3 "Use case"). The multi-choice classifications are
 * PostgreSQL arrays so the list's filters use `&&` on GIN indexes; the text is parsed on write
 * into search_vector for full-text search.
 */
export const useCases = pgTable(
  'use_cases',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Plain text (paragraphs split by blank lines); of the blocks when written in the editor. */
    description: text('description').notNull().default(''),
    /** The description as sanitised rich text blocks (issue 19), or null when sent as plain text. */
    descriptionBlocks: jsonb('description_blocks').$type<Block[]>(),
    reason: text('reason'),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    thumbnailFileId: integer('thumbnail_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    documentFileId: integer('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    videoLink: text('video_link'),
    topicAreaId: integer('topic_area_id').references(() => topicAreas.id, { onDelete: 'set null' }),
    topics: intArray('topics'),
    careerStages: intArray('career_stages'),
    professionalFields: intArray('professional_fields'),
    jobFunctions: intArray('job_functions'),
    categories: intArray('categories'),
    roles: intArray('roles'),
    businessValue: text('business_value'),
    complexity: text('complexity'),
    innovationCategory: text('innovation_category'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The default training circle. */
    defaultGroupId: integer('default_group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    agentResponses: jsonb('agent_responses').$type<UseCaseAgentResponse[]>().notNull().default([]),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, left(description, 20000)), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('use_cases_slug_uq').on(t.slug),
    // The list: approved use cases, newest first, optionally by one of the single choices.
    index('use_cases_status_id_idx').on(t.status, t.id),
    index('use_cases_status_business_value_id_idx').on(t.status, t.businessValue, t.id),
    index('use_cases_status_complexity_id_idx').on(t.status, t.complexity, t.id),
    index('use_cases_group_idx').on(t.groupId, t.id),
    index('use_cases_created_by_idx').on(t.createdBy, t.id),
    index('use_cases_job_functions_idx').using('gin', t.jobFunctions),
    index('use_cases_professional_fields_idx').using('gin', t.professionalFields),
    index('use_cases_career_stages_idx').using('gin', t.careerStages),
    index('use_cases_categories_idx').using('gin', t.categories),
    index('use_cases_agent_responses_idx').using('gin', t.agentResponses),
    index('use_cases_search_idx').using('gin', t.searchVector),
  ],
);

/** AI tools (content-ai-admin section 3 "AI tool"). */
export const aiTools = pgTable(
  'ai_tools',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoFileId: integer('logo_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    categories: intArray('categories'),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    website: text('website'),
    roles: intArray('roles'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, left(description, 20000)), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_tools_slug_uq').on(t.slug),
    index('ai_tools_status_id_idx').on(t.status, t.id),
    index('ai_tools_group_idx').on(t.groupId, t.id),
    index('ai_tools_created_by_idx').on(t.createdBy, t.id),
    index('ai_tools_categories_idx').using('gin', t.categories),
    index('ai_tools_search_idx').using('gin', t.searchVector),
  ],
);

/** Which AI tools a use case uses, in the order the form listed them. */
export const useCaseAiTools = pgTable(
  'use_case_ai_tools',
  {
    useCaseId: integer('use_case_id')
      .notNull()
      .references(() => useCases.id, { onDelete: 'cascade' }),
    aiToolId: integer('ai_tool_id')
      .notNull()
      .references(() => aiTools.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.useCaseId, t.aiToolId] }),
    index('use_case_ai_tools_tool_idx').on(t.aiToolId, t.useCaseId),
  ],
);
