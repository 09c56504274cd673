import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The dev mailbox: every message the embedded mail adapter "sends", readable at /dev/mailbox. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    meta: jsonb('meta').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_to_idx').on(t.to, t.createdAt)],
);
