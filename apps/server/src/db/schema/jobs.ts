import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, bigserial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The background job queue. Workers claim rows with FOR UPDATE SKIP LOCKED, so any number of
 * processes on one PostgreSQL share the work; on PGlite the one process runs them itself.
 * States: queued → running → done | queued (retry with back-off) | dead (attempts used up).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_claim_idx').on(t.state, t.runAt),
    index('background_jobs_name_idx').on(t.name),
    // Whether a job of a name is already waiting (the debounced enthusiasm ranking asks on writes).
    index('background_jobs_queued_name_idx')
      .on(t.name)
      .where(sql`${t.state} = 'queued'`),
  ],
);
