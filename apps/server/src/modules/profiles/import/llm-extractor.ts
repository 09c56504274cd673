import {
  LIMITS,
  PROFILE_IMPORT_SECTIONS,
  importedSectionsSchema,
  type ImportedSections,
} from '@careerhub/shared';
import { z } from 'zod';
import type { Llm } from '../../../platform/llm/index.js';
import { distinctNames, limitWords } from './text-utils.js';

const nullable = (type: string, description?: string) => ({
  type: [type, 'null'],
  ...(description ? { description } : {}),
});
const entry = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'institution', 'description', 'start_date', 'end_date', 'is_currently_working'],
  properties: {
    title: { type: 'string', description: 'Job title, or the degree for education' },
    institution: nullable('string', 'Employer, or the school for education'),
    description: { type: 'string', description: 'What the person did there, one line per bullet' },
    start_date: nullable(
      'string',
      'YYYY-MM-DD, day 01 when only the month is known, month 01 when only the year is',
    ),
    end_date: nullable('string', 'YYYY-MM-DD; null when current'),
    is_currently_working: { type: 'boolean' },
  },
};

/** The answer format the model is held to (json_schema, strict). */
export const SECTIONS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [...PROFILE_IMPORT_SECTIONS],
  properties: {
    work_experience_timelines: { type: 'array', items: entry, description: 'Newest first' },
    education_timelines: { type: 'array', items: entry, description: 'Newest first' },
    title: nullable('string', 'Professional headline or current job title'),
    country: nullable('string', 'Country of residence, English short name'),
    preferred_language: nullable('string', 'Native or strongest language'),
    skills: { type: 'array', items: { type: 'string' }, description: `At most ${LIMITS.skills} skills` },
    topics: {
      type: 'array',
      items: { type: 'string' },
      description: `At most ${LIMITS.topics} professional interests`,
    },
    short_bio: nullable('string', `First-person summary, at most ${LIMITS.bioWords} words`),
    career_story: nullable(
      'string',
      `The career path as a short narrative, at most ${LIMITS.storyWords} words`,
    ),
  },
};

const SYSTEM_PROMPT =
  'You read resumes and LinkedIn profile exports and fill in a profile. Use only facts present in the text; ' +
  'leave a field null or a list empty when the text does not say. Keep names of employers, schools and skills as written.';

const MAX_INPUT_CHARS = 30_000;

const isoDate = z
  .string()
  .nullable()
  .transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null));
const answerEntry = z.object({
  title: z.string().trim().min(1),
  institution: z.string().trim().nullable(),
  description: z.string(),
  start_date: isoDate,
  end_date: isoDate,
  is_currently_working: z.boolean(),
});
/** What the model must answer: the right shape and types; lengths are trimmed to the profile's limits after. */
const answerSchema = z.object({
  work_experience_timelines: z.array(answerEntry),
  education_timelines: z.array(answerEntry),
  title: z.string().nullable(),
  country: z.string().nullable(),
  preferred_language: z.string().nullable(),
  skills: z.array(z.string()),
  topics: z.array(z.string()),
  short_bio: z.string().nullable(),
  career_story: z.string().nullable(),
});

const cut = (value: string | null, max: number) => (value?.trim() ? value.trim().slice(0, max) : null);

/** The import sections read by the language model; throws when its answer is unusable. */
export async function extractWithLlm(llm: Llm, resumeText: string): Promise<ImportedSections> {
  const raw = await llm.completeJson({
    system: SYSTEM_PROMPT,
    user: `Resume:\n\n${resumeText.slice(0, MAX_INPUT_CHARS)}`,
    schemaName: 'profile_import',
    schema: SECTIONS_JSON_SCHEMA,
  });
  const answer = answerSchema.parse(raw);
  const timeline = (entries: z.infer<typeof answerEntry>[]) =>
    entries.map((e) => ({
      ...e,
      title: e.title.slice(0, LIMITS.title),
      institution: cut(e.institution, 200),
      description: e.description.slice(0, LIMITS.body),
      end_date: e.is_currently_working ? null : e.end_date,
    }));
  return importedSectionsSchema.parse({
    work_experience_timelines: timeline(answer.work_experience_timelines),
    education_timelines: timeline(answer.education_timelines),
    title: cut(answer.title, LIMITS.title),
    country: cut(answer.country, 100),
    preferred_language: cut(answer.preferred_language, 60),
    skills: distinctNames(answer.skills, LIMITS.skills),
    topics: distinctNames(answer.topics, LIMITS.topics),
    short_bio: answer.short_bio?.trim() ? limitWords(answer.short_bio.trim(), LIMITS.bioWords) : null,
    career_story: answer.career_story?.trim()
      ? limitWords(answer.career_story.trim(), LIMITS.storyWords)
      : null,
  });
}
