import type { CareerEntryType, CareerGoal } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from './groups.js';
import { topicAreas } from './topic-areas.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Files users upload (pictures, resumes, videos, attachments); the bytes live in the storage adapter. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_uq').on(t.storageKey),
    index('uploaded_files_owner_idx').on(t.ownerId),
  ],
);

/** Skills and general topics, shared by profiles, groups and content. */
export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    topicType: text('topic_type').notNull().default('general'),
    topicArea: text('topic_area'),
    /** The topic area the topic belongs to (topics/?topic_area=). */
    topicAreaId: integer('topic_area_id').references(() => topicAreas.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topics_type_name_uq').on(t.topicType, sql`lower(${t.name})`),
    index('topics_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('topics_topic_area_idx').on(t.topicAreaId),
  ],
);

/** The career profile of a user (one row per user). */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pictureFileId: integer('picture_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    resumeFileId: integer('resume_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    videoFileId: integer('video_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    country: text('country'),
    location: text('location'),
    title: text('title'),
    institutionId: integer('institution_id').references(() => groups.id, { onDelete: 'set null' }),
    batch: text('batch'),
    preferedLanguage: text('prefered_language'),
    shortBio: text('short_bio'),
    careerStory: text('career_story'),
    careerAdvice: text('career_advice'),
    calendyUrl: text('calendy_url'),
    specificNeeds: text('specific_needs'),
    additionalCareerInformation: text('additional_career_information'),
    discipline: text('discipline'),
    interestedServices: jsonb('interested_services').$type<string[]>().notNull().default([]),
    socialLinkedin: text('social_linkedin'),
    socialTwitter: text('social_twitter'),
    socialGoogleScholar: text('social_google_scholar'),
    socialResearchGate: text('social_research_gate'),
    socialOrcid: text('social_orcid'),
    socialFacebook: text('social_facebook'),
    leadershipCertificationDetails: jsonb('leadership_certification_details'),
    persona: text('persona'),
    focusArea: text('focus_area').$type<CareerGoal>().notNull().default('both'),
    /** Name, title, bio and skills flattened for full-text search; kept current by the service. */
    searchText: text('search_text').notNull().default(''),
    /** search_text parsed once on write: the full-text index and ranking read it without re-parsing. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text)`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_search_vector_idx').using('gin', t.searchVector),
    index('profiles_country_idx').on(t.country),
  ],
);

export const profileTopics = pgTable(
  'profile_topics',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** skill or general: which list of the profile the topic is in. */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.topicId] }),
    index('profile_topics_topic_idx').on(t.topicId),
    // Find Talents (jobs): people with a job's skills, read from the index alone.
    index('profile_topics_skill_topic_user_idx')
      .on(t.topicId, t.userId)
      .where(sql`${t.kind} = 'skill'`),
  ],
);

/** A user's answers within an organization: role, career stage, reasons to join, extra info. */
export const groupProfiles = pgTable(
  'group_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    currentRole: integer('current_role'),
    jobFunction: integer('job_function'),
    careerStage: integer('career_stage'),
    careerStageExtra: text('career_stage_extra'),
    reasonToJoin: jsonb('reason_to_join').$type<number[]>().notNull().default([]),
    reasonToJoinExtra: text('reason_to_join_extra'),
    professionalField: integer('professional_field'),
    professionalFieldExtra: text('professional_field_extra'),
    aiKnowledgeLevel: integer('ai_knowledge_level'),
    careerGoal: text('career_goal').$type<CareerGoal>(),
    isCertified: boolean('is_certified').notNull().default(false),
    institutionId: integer('institution_id').references(() => groups.id, { onDelete: 'set null' }),
    stripeCustomerId: text('stripe_customer_id'),
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_profiles_user_group_uq').on(t.userId, sql`coalesce(${t.groupId}, 0)`)],
);

/** Work experience and education entries of the career tree. */
export const careerEntries = pgTable(
  'career_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    type: text('type').$type<CareerEntryType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    isCurrentlyWorking: boolean('is_currently_working').notNull().default(false),
    batch: text('batch'),
    institutionId: integer('institution_id').references(() => groups.id, { onDelete: 'set null' }),
    institutionName: text('institution_name'),
    skills: jsonb('skills').$type<number[]>().notNull().default([]),
    showGps: boolean('show_gps').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_entries_user_idx').on(t.userId, t.type)],
);

/** Who follows whom: a user or a group. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetType, t.targetId] }),
    index('follows_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Services of the platform a user joined (CareerGPS, circles, ...). */
export const userServices = pgTable(
  'user_services',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.service] })],
);

/** Feedback users send from /feedback, read by staff. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  host: text('host'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
