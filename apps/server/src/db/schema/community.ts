import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contents } from './contents.js';
import { groups } from './groups.js';
import { users } from './users.js';

/**
 * Comments on posts, resources and career tips, with one level of replies: parent_id always names
 * a top-level comment. A deleted comment keeps its row (deleted_at, and removed_by when a group
 * admin or staff removed it) so its replies keep their place; its body is emptied.
 */
export const contentComments = pgTable(
  'content_comments',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => contentComments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A page of an item's top-level comments, oldest first.
    index('content_comments_top_idx')
      .on(t.contentId, t.id)
      .where(sql`${t.parentId} IS NULL`),
    // The replies of the top-level comments on a page.
    index('content_comments_parent_idx').on(t.parentId, t.id),
    index('content_comments_author_idx').on(t.authorId),
  ],
);

/** Members who turned a group's newsletter off (the unsubscribe link or their settings). */
export const newsletterOptOuts = pgTable(
  'newsletter_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/**
 * Who a newsletter was queued for: a retried or repeated delivery job skips them, so a member
 * never gets the same newsletter twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.userId] })],
);
