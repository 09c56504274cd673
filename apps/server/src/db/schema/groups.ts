import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Organizations, institutions, circles and events: one table, told apart by group_type. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSlug: text('name_slug').notNull(),
    groupType: text('group_type').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    domain: text('domain'),
    membershipType: text('membership_type'),
    visibility: integer('visibility').notNull().default(0),
    admission: text('admission').notNull().default('open'),
    isVerified: boolean('is_verified').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    parentId: integer('parent_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_name_slug_uq').on(t.nameSlug),
    index('groups_type_idx').on(t.groupType),
    index('groups_domain_idx').on(t.domain),
    index('groups_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('pending'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_memberships_group_user_uq').on(t.groupId, t.userId),
    index('group_memberships_user_idx').on(t.userId),
  ],
);
