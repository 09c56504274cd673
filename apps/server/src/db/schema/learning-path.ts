import { pgTable, primaryKey, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The home learning path (issue 23 item 5): the steps a member marked done themselves. Steps the
 * platform can tell are done (a report, a membership, an application ...) are not stored here:
 * they are read from their modules each time. Undoing a mark deletes the row.
 */
export const learningPathProgress = pgTable(
  'learning_path_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
