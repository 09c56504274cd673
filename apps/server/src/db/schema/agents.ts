import {
  boolean,
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
import { users } from './users.js';

/**
 * CareerGPS agents as data (content-ai-admin.md 3 "Agent"): staff edit them and their steps
 * without a deploy. `engine` names the built-in scorer that turns a run's answers into a report.
 */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    agentType: text('agent_type').notNull().default('careergps'),
    engine: text('engine').notNull(),
    description: text('description').notNull().default(''),
    canChat: boolean('can_chat').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** prompts (suggested questions) and credit (the instrument's source, shown on the agent page). */
    extraInfo: jsonb('extra_info').$type<{ prompts: string[]; credit: string | null }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agents_slug_uq').on(t.slug)],
);

/** A stage of an agent (spec 3 "Agent step"): the service is called at its final input step. */
export const agentSteps = pgTable(
  'agent_steps',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    type: text('type').notNull(),
    headerText: text('header_text').notNull(),
    loadingText: text('loading_text').notNull().default(''),
    description: text('description').notNull().default(''),
    nextText: text('next_text').notNull().default('Next'),
    userPrompt: text('user_prompt').notNull().default(''),
    /** input_steps (authenticated, unauthenticated) and show_stepper. */
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('agent_steps_agent_order_uq').on(t.agentId, t.order)],
);

/**
 * One run of an agent and its report (spec 3 "Agent report"). A run is keyed by the client's
 * session key, so a retried stage updates the same row instead of making a second report.
 */
export const agentReports = pgTable(
  'agent_reports',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** Whose report it is (the beneficiary when staff ran it); null for a visitor's run. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sessionKey: text('session_key').notNull(),
    status: text('status').notNull().default('in_progress'),
    /** Answers per step order: { "1": { item: answer } }. */
    answers: jsonb('answers').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    /** Each processed step's output, per order. */
    stepOutputs: jsonb('step_outputs').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    outputData: jsonb('output_data').$type<Record<string, unknown>>(),
    /** The agent log: messages (type, content, tool_calls, usage_metadata, artifact). */
    log: jsonb('log').$type<Array<Record<string, unknown>>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_reports_slug_uq').on(t.slug),
    uniqueIndex('agent_reports_session_uq').on(t.agentId, t.sessionKey),
    index('agent_reports_user_idx').on(t.userId, t.completedAt),
    index('agent_reports_created_by_idx').on(t.createdById),
  ],
);

/** Stars (1–5) and a comment on a report (spec 2.12), one per report and user. */
export const agentFeedback = pgTable(
  'agent_feedback',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => agentReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_feedback_report_user_uq').on(t.reportId, t.userId)],
);
