import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** App configuration options (career stages, roles, ...): seeded, editable by staff later. */
export const appOptions = pgTable('app_options', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A brand's settings as staff saved them (issue 23 item 6): name, landing text, greeting, theme
 * and feature flags, over the brands file's values (config/brands.json keeps the hosts). One row
 * per brand key; no row means the file's values.
 */
export const brandSettings = pgTable('brand_settings', {
  brandKey: text('brand_key').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
