import type { Block, GroupPaymentStatus, GroupType, MembershipStatus } from '@careerhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Organizations, institutions, circles and events: one table, told apart by group_type. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSlug: text('name_slug').notNull(),
    groupType: text('group_type').$type<GroupType>().notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    domain: text('domain'),
    membershipType: text('membership_type'),
    visibility: integer('visibility').notNull().default(0),
    admission: text('admission').notNull().default('open'),
    isVerified: boolean('is_verified').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    parentId: integer('parent_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The group form of spec section 3 (groups-jobs-payments).
    level: integer('level'),
    groupDuration: text('group_duration'),
    circleType: text('circle_type'),
    eventType: text('event_type'),
    /** open: anyone sees the join control; closed: by invitation or admin only. */
    publicity: text('publicity').notNull().default('open'),
    location: text('location'),
    country: text('country'),
    objective: text('objective'),
    memberRequirements: text('member_requirements'),
    impact: text('impact'),
    topics: jsonb('topics').$type<number[]>().notNull().default([]),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    careerStages: jsonb('career_stages').$type<number[]>().notNull().default([]),
    roles: jsonb('roles').$type<number[]>().notNull().default([]),
    professionalFields: jsonb('professional_fields').$type<number[]>().notNull().default([]),
    jobFunctions: jsonb('job_functions').$type<number[]>().notNull().default([]),
    categories: jsonb('categories').$type<number[]>().notNull().default([]),
    relevantSdgs: jsonb('relevant_sdgs').$type<number[]>().notNull().default([]),
    useCases: jsonb('use_cases').$type<number[]>().notNull().default([]),
    businessValue: text('business_value'),
    complexity: text('complexity'),
    innovationCategory: text('innovation_category'),
    maximumSize: integer('maximum_size'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    applicationOpenDate: timestamp('application_open_date', { withTimezone: true }),
    applicationCloseDate: timestamp('application_close_date', { withTimezone: true }),
    /** is_external, external_link and the join questions (spec: Group question). */
    extraInfo: jsonb('extra_info')
      .$type<GroupExtraInfo>()
      .notNull()
      .default({ is_external: false, questions: [] }),
    isPaid: boolean('is_paid').notNull().default(false),
    /** USD, two decimals. */
    price: numeric('price', { precision: 10, scale: 2 }),
    paidFeatures: jsonb('paid_features').$type<string[]>().notNull().default([]),
    discount: integer('discount'),
    coverImage: text('cover_image'),
    googleClassroomId: text('google_classroom_id'),
    createGoogleClassroom: boolean('create_google_classroom').notNull().default(false),
    isInfluencer: boolean('is_influencer').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    donationDetails: jsonb('donation_details')
      .$type<Array<{ name: string; description: string; stripe_price_id: string }>>()
      .notNull()
      .default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_name_slug_uq').on(t.nameSlug),
    index('groups_parent_type_idx').on(t.parentId, t.groupType),
    index('groups_type_id_idx').on(t.groupType, t.id),
    index('groups_type_idx').on(t.groupType),
    index('groups_domain_idx').on(t.domain),
    index('groups_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    status: text('status').$type<MembershipStatus>().notNull().default('pending'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** member, or follower (follows the group without joining). */
    membershipType: text('membership_type').notNull().default('member'),
    /** The administrator's notes when accepting or rejecting. */
    notes: text('notes'),
    /** Why the member was rejected or removed. */
    reason: text('reason'),
    /** Answers to the group's questions, or the conference registration form. */
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>().notNull().default({}),
    /** pending or confirmed for paid circles and events; null when nothing is to pay. */
    paymentStatus: text('payment_status').$type<GroupPaymentStatus>(),
    /** Agent reviews: { [system_agent_id]: accepted | rejected | pending }. */
    agentResponses: jsonb('agent_responses').$type<Record<string, string>>().notNull().default({}),
    /** When the membership was accepted. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member's country (profiles.country), kept by triggers (migration 0035, decision 0046) so
     * that the members list's country filter reads one index, never the profiles of the group.
     */
    memberCountry: text('member_country'),
  },
  (t) => [
    uniqueIndex('group_memberships_group_user_uq').on(t.groupId, t.userId),
    index('group_memberships_user_idx').on(t.userId),
    // Members lists and the export page newest first within one group; counts per status read the second index only.
    index('group_memberships_group_id_idx').on(t.groupId, t.id, t.membershipType, t.status),
    index('group_memberships_group_status_id_idx').on(t.groupId, t.membershipType, t.status, t.id),
    index('group_memberships_group_country_idx')
      .on(t.groupId, t.memberCountry, t.membershipType, t.status, t.id)
      .where(sql`${t.memberCountry} IS NOT NULL`),
  ],
);

export interface GroupQuestionRow {
  id: string;
  label: string;
  type: 'text' | 'file' | 'radio' | 'selection' | 'textarea';
  required: boolean;
  options: string;
}
export interface GroupExtraInfo {
  is_external: boolean;
  external_link?: string | null;
  questions: GroupQuestionRow[];
  /**
   * The description as sanitised rich text blocks (issue 18) when it was written in the editor;
   * the `description` column then holds its plain text, so lists, cards and search read it as before.
   */
  description_blocks?: Block[];
}

/** Invitations to a group (or, later, a job), by user or by email, answered through a secret key. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_key_uq').on(t.key),
    index('invitations_object_idx').on(t.contentType, t.objectId),
    index('invitations_user_idx').on(t.userId),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);
