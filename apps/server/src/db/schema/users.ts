import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts. Owned by the auth module; profile details live with the profiles module. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    nameSlug: text('name_slug').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isTrialUser: boolean('is_trial_user').notNull().default(false),
    isInfluencer: boolean('is_influencer').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    alternateEmail: text('alternate_email'),
    isAlternateEmailVerified: boolean('is_alternate_email_verified').notNull().default(false),
    subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(true),
    profileType: text('profile_type').notNull().default('individual'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_name_slug_uq').on(t.nameSlug),
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    // People search matches names by word prefix here, also for users who have no profile row yet.
    index('users_name_fts_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.firstName} || ' ' || ${t.lastName})`,
    ),
  ],
);
