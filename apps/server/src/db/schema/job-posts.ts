import type { JobApplicationStatus } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GroupQuestionRow } from './groups.js';
import { groups } from './groups.js';
import { uploadedFiles } from './profiles.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface JobExtraInfo {
  questions: GroupQuestionRow[];
}

/**
 * Job postings of a group (spec: Job). Not to be confused with background_jobs (the work queue).
 * Lists of ids are PostgreSQL arrays so the board filters and recommendation candidates use `&&`
 * on GIN indexes.
 */
export const jobPosts = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    jobType: text('job_type').notNull(),
    jobLocation: text('job_location').notNull(),
    /** Null for remote jobs. */
    address: text('address'),
    /** pending (a draft) or approved (published). */
    jobStatus: text('job_status').notNull().default('pending'),
    isFeatured: boolean('is_featured').notNull().default(false),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    applicationOpenDate: timestamp('application_open_date', { withTimezone: true }),
    /** The job's end date: applications close then. */
    applicationCloseDate: timestamp('application_close_date', { withTimezone: true }).notNull(),
    skills: integer('skills')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    careerStages: integer('career_stages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobFunctions: integer('job_functions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    professionalFields: integer('professional_fields')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    extraInfo: jsonb('extra_info').$type<JobExtraInfo>().notNull().default({ questions: [] }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, title || ' ' || description)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_slug_uq').on(t.slug),
    // The board: published jobs newest first; the organization tab: one group's jobs.
    index('jobs_status_id_idx').on(t.jobStatus, t.id),
    index('jobs_group_status_id_idx').on(t.groupId, t.jobStatus, t.id),
    // The board's filters and their capped total (issue 25): type and place, or place alone, walked
    // in the index with the group for the visibility check (an index-only scan, no table reads).
    index('jobs_board_type_location_idx').on(t.jobStatus, t.jobType, t.jobLocation, t.groupId),
    index('jobs_board_location_idx').on(t.jobStatus, t.jobLocation, t.groupId),
    index('jobs_skills_idx').using('gin', t.skills),
    index('jobs_career_stages_idx').using('gin', t.careerStages),
    index('jobs_countries_idx').using('gin', t.countries),
    index('jobs_search_idx').using('gin', t.searchVector),
  ],
);

/** A user's application to a job: pending until a job administrator accepts or rejects it. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobApplicationStatus>().notNull().default('pending'),
    /** Answers to the job's questions, keyed by question id. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** The resume submitted with the application (the profile's resume at that moment). */
    resumeFileId: integer('resume_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_uq').on(t.jobId, t.userId),
    index('job_applications_job_status_id_idx').on(t.jobId, t.status, t.id),
    index('job_applications_user_idx').on(t.userId),
  ],
);
