import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { groups } from './groups.js';
import { users } from './users.js';

/**
 * A member's Google account connected for Classroom roster sync. The refresh token is sealed
 * (AES-256-GCM, key derived from the server secret): a database dump alone does not open Google.
 * Owned by the classroom module.
 */
export const classroomConnections = pgTable('classroom_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  googleEmail: text('google_email'),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each roster sync into a group, newest first on the group's page ("Last synced ..."). */
export const classroomSyncs = pgTable(
  'classroom_syncs',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: text('course_id').notNull(),
    courseName: text('course_name').notNull(),
    /** student or teacher: whose roster was read. */
    classroomRole: text('classroom_role').notNull(),
    /** The group role the people were added as. */
    groupRole: text('group_role').notNull(),
    added: integer('added').notNull().default(0),
    invited: integer('invited').notNull().default(0),
    alreadyMembers: integer('already_members').notNull().default(0),
    withoutEmail: integer('without_email').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classroom_syncs_group_idx').on(t.groupId, t.createdAt)],
);
