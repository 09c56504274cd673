import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { groups } from './groups.js';
import { users } from './users.js';

/**
 * What administrators and staff did (issue 15): one row per action, written in the same
 * transaction as the action itself, so a change and its record are kept or lost together.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's standing when they acted: staff, admin, leader, or author (of a job). */
    actorRole: text('actor_role').notNull(),
    /** domain.verb: membership.add, membership.accept, payment.confirm, job.update ... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** The group acted in, and its organization (itself for organizations and institutions). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => groups.id, { onDelete: 'set null' }),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_organization_idx').on(t.organizationId, t.id),
    index('audit_log_group_idx').on(t.groupId, t.id),
  ],
);
