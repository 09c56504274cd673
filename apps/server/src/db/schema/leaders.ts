import type { CertificationAnswer, CertificationStatus } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Leadership certification applications (content-ai-admin.md 2.8, 3, 4): a member's answers to the
 * configured questions, then staff's decision (a level 1 to 3, or a rejection with a note). The
 * certification itself lives on the user (users.is_certified) and the profile
 * (profiles.leadership_certification_details), where the permissions and the directory read it.
 */
export const certificationApplications = pgTable(
  'certification_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The questions as they were asked, with the answers (blank ones kept as ''). */
    answers: jsonb('answers').$type<CertificationAnswer[]>().notNull().default([]),
    status: text('status').$type<CertificationStatus>().notNull().default('pending'),
    level: integer('level'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application under review per member: a second one while pending cannot be stored.
    uniqueIndex('certification_applications_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('certification_applications_user_idx').on(t.userId, t.id),
    index('certification_applications_status_idx').on(t.status, t.id),
  ],
);
