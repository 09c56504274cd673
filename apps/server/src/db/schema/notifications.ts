import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** In-app notifications. Owned by the notifications module; other modules call its service. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** invitation, user_connection or a group type. */
    type: text('type').notNull(),
    /** What happened: follow, join_request, join_request_accepted, ... */
    notificationType: text('notification_type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** App path of the object the notification opens. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/**
 * The exact unread count per user, kept in the same transaction as every notification write, so
 * GET /identity/ reads one row (or its cached value) instead of counting.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});

/** Email kinds a user changed from their default (see EMAIL_KIND_INFO in the shared package). */
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** When an email of a throttled kind (chat message per room) was last sent to a user. */
export const notificationEmailThrottle = pgTable(
  'notification_email_throttle',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
