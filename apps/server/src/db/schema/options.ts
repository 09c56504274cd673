import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** App configuration options (career stages, roles, ...): seeded, editable by staff later. */
export const appOptions = pgTable('app_options', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
