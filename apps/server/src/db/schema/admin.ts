import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from './groups.js';
import { users } from './users.js';

/**
 * Running totals per group (members_accepted, members_pending ...), kept by triggers on the
 * tables they count (drizzle/0018_admin.sql), so the admin dashboard reads a few rows instead of
 * counting a million memberships (decision 0025).
 */
export const groupCounters = pgTable(
  'group_counters',
  {
    groupId: integer('group_id').notNull(),
    metric: text('metric').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.metric] })],
);

/** Counts per group and UTC week (Monday): new_members, applications, posts, active_members. */
export const groupWeeklyCounters = pgTable(
  'group_weekly_counters',
  {
    groupId: integer('group_id').notNull(),
    metric: text('metric').notNull(),
    week: date('week').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.metric, t.week] })],
);

/** Who was active (signed in) in a group's week: a member counts once per week. */
export const groupActiveWeeks = pgTable(
  'group_active_weeks',
  {
    groupId: integer('group_id').notNull(),
    week: date('week').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.week, t.userId] })],
);

/** The automatic reviewers (content-ai-admin.md 3, System agent). */
export const systemAgents = pgTable(
  'system_agents',
  {
    id: serial('id').primaryKey(),
    agentType: text('agent_type').notNull(),
    name: text('name').notNull(),
    /** user or use_case. */
    entity: text('entity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('system_agents_type_uq').on(t.agentType)],
);

/** One agent's latest verdict on one entity in one group, with the reasons that led to it. */
export const systemAgentVerdicts = pgTable(
  'system_agent_verdicts',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => systemAgents.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    /** The user's id (entity user) or the use case's id. */
    entityId: integer('entity_id').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** accepted (Authentic), rejected (Suspicious), pending (Pending Verification). */
    status: text('status').notNull(),
    /** ai_enthusiasm_ranking only: champion, active, curious, dormant (the status mirrors it). */
    level: text('level'),
    confidence: real('confidence').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    signals: jsonb('signals').$type<Record<string, unknown>>().notNull().default({}),
    rationale: text('rationale'),
    /** An administrator's override: the status they set, who, when. */
    overriddenBy: integer('overridden_by').references(() => users.id, { onDelete: 'set null' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('system_agent_verdicts_uq').on(t.agentId, t.entity, t.groupId, t.entityId),
    index('system_agent_verdicts_group_idx').on(t.groupId, t.entity),
  ],
);

/**
 * Members whose activity changed since the ai_enthusiasm_ranking agent last ranked them: marked by
 * statement-level triggers on the activity tables (migration 0032), drained by the debounced job.
 */
export const enthusiasmDirty = pgTable('enthusiasm_dirty', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
