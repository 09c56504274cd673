import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Votes and bookmarks on any engageable item (the engagement module's registry names the kinds:
 * content, comment, job, circle, event, use_case, ai_tool). An item is (content_type, object_id),
 * with no foreign key: the kinds live in several tables, owned by other modules.
 */

/**
 * One row per voter and item (the primary key is the one-vote rule). value: 1 upvote, -1
 * downvote, null neutral (a cleared vote keeps its row: the next vote locks it instead of racing
 * an insert).
 */
export const votes = pgTable(
  'votes',
  {
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.objectId, t.userId] }),
    index('votes_user_idx').on(t.userId, t.contentType),
  ],
);

/** The stored score of an item: changed by the vote's delta in the same transaction (no recount). */
export const voteScores = pgTable(
  'vote_scores',
  {
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    score: integer('score').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.objectId] })],
);

/** A member's favourites: one row per member and item, newest first per kind. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.objectId] }),
    index('bookmarks_user_type_created_idx').on(t.userId, t.contentType, sql`${t.createdAt} DESC`),
    // Recommendations' co-engagement: who else saved an item (decision 0028).
    index('bookmarks_item_user_idx').on(t.contentType, t.objectId, t.userId),
  ],
);
