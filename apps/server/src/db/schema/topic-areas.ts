import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Topic areas group topics (career tips by topic area, the hub's topic-area filter). */
export const topicAreas = pgTable(
  'topic_areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('topic_areas_slug_uq').on(t.slug)],
);
