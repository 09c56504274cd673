import { z } from 'zod';
import { dbId } from '../input.js';
import { LIMITS } from '../constants.js';

/**
 * Profile import (spec section 4): a resume or a LinkedIn profile is read into these sections,
 * the user picks the ones to keep, and the profile is updated shortly after.
 */
export const PROFILE_IMPORT_SECTIONS = [
  'work_experience_timelines',
  'education_timelines',
  'title',
  'country',
  'preferred_language',
  'skills',
  'topics',
  'short_bio',
  'career_story',
] as const;
export type ProfileImportSection = (typeof PROFILE_IMPORT_SECTIONS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One work or education entry: title is the job title or the degree, institution the employer or school. */
export const importedTimelineEntrySchema = z.object({
  title: z.string().max(LIMITS.title),
  institution: z.string().max(200).nullable(),
  description: z.string().max(LIMITS.body),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  is_currently_working: z.boolean(),
});
export type ImportedTimelineEntry = z.infer<typeof importedTimelineEntrySchema>;

export const importedSectionsSchema = z.object({
  work_experience_timelines: z.array(importedTimelineEntrySchema),
  education_timelines: z.array(importedTimelineEntrySchema),
  title: z.string().max(LIMITS.title).nullable(),
  country: z.string().max(100).nullable(),
  preferred_language: z.string().max(60).nullable(),
  skills: z.array(z.string().max(80)).max(LIMITS.skills),
  topics: z.array(z.string().max(80)).max(LIMITS.topics),
  short_bio: z.string().nullable(),
  career_story: z.string().nullable(),
});
export type ImportedSections = z.infer<typeof importedSectionsSchema>;

/**
 * The name and email printed on a resume, each offered only where the account's own is empty
 * (null otherwise, and null when the resume does not show it).
 */
export const importedIdentitySchema = z.object({
  first_name: z.string().max(150).nullable(),
  last_name: z.string().max(150).nullable(),
  email: z.string().max(254).nullable(),
});
export type ImportedIdentity = z.infer<typeof importedIdentitySchema>;

/**
 * What the member kept from the preview when confirming: the work and education entries still
 * ticked (they replace what the file gives for those sections) and the offered names.
 */
export const importChoiceSchema = z.strictObject({
  work_experience_timelines: z.array(importedTimelineEntrySchema).max(50).optional(),
  education_timelines: z.array(importedTimelineEntrySchema).max(50).optional(),
  first_name: z.string().trim().min(1).max(150).optional(),
  last_name: z.string().trim().min(1).max(150).optional(),
});
export type ImportChoice = z.infer<typeof importChoiceSchema>;

/** What the preview call returns: the proposed sections and how they were read. */
export const profileImportPreviewSchema = z.object({
  message: z.string(),
  source: z.enum(['resume', 'linkedin']),
  /** `parser`: the built-in resume reader; `llm`: the configured language model; `provider`: the LinkedIn data provider. */
  extracted_by: z.enum(['parser', 'llm', 'provider']),
  resume: z.object({ id: z.number().int(), file: z.string() }).nullable(),
  data: importedSectionsSchema,
  identity: importedIdentitySchema,
});
export type ProfileImportPreview = z.infer<typeof profileImportPreviewSchema>;

/** `fields_to_update`: a JSON list of section names, or all (alone or as the list ["all"]). */
export const fieldsToUpdateSchema = z.union([
  z.literal('all'),
  z.array(z.enum([...PROFILE_IMPORT_SECTIONS, 'all'])).min(1),
]);

export const linkedinImportSchema = z.strictObject({
  url: z.string().trim().max(500).default(''),
  /** Without it the call only previews; with it the chosen sections are imported. */
  fields_to_update: fieldsToUpdateSchema.optional(),
  user_id: dbId().optional(),
  /** The entries kept in the preview (see importChoiceSchema). */
  choice: importChoiceSchema.optional(),
});
export type LinkedinImportInput = z.infer<typeof linkedinImportSchema>;
