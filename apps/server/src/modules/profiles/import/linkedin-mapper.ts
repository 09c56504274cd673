import { LIMITS, type ImportedSections, type ImportedTimelineEntry } from '@careerhub/shared';
import type { LinkedinProfileData, ProviderDate } from '../../../platform/profile-data/index.js';
import { composeCareerStory } from './resume-parser.js';
import { distinctNames, limitWords } from './text-utils.js';

const pad = (n: number | null | undefined) => String(n ?? 1).padStart(2, '0');
const toIso = (date: ProviderDate) => (date ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : null);

function entry(
  title: string,
  institution: string | null | undefined,
  description: string | null | undefined,
  starts: ProviderDate,
  ends: ProviderDate,
): ImportedTimelineEntry {
  return {
    title: title.slice(0, LIMITS.title),
    institution: institution?.trim().slice(0, 200) || null,
    description: (description ?? '').trim().slice(0, LIMITS.body),
    start_date: toIso(starts),
    end_date: toIso(ends),
    is_currently_working: Boolean(starts) && !ends,
  };
}

/** A profile-data provider's LinkedIn profile → the import sections. */
export function mapLinkedinProfile(data: LinkedinProfileData): ImportedSections {
  const work = (data.experiences ?? [])
    .filter((e) => e.title?.trim() || e.company?.trim())
    .map((e) =>
      entry(
        e.title?.trim() || e.company!.trim(),
        e.title?.trim() ? e.company : null,
        e.description,
        e.starts_at,
        e.ends_at,
      ),
    );
  const education = (data.education ?? [])
    .filter((e) => e.school?.trim() || e.degree_name?.trim())
    .map((e) => {
      const degree = [e.degree_name, e.field_of_study]
        .map((s) => s?.trim())
        .filter(Boolean)
        .join(', ');
      return entry(
        degree || e.school!.trim(),
        degree ? e.school : null,
        e.description,
        e.starts_at,
        e.ends_at,
      );
    });
  const language = data.languages
    ?.find((l) => l.trim())
    ?.replace(/\s*\(.*$/, '')
    .trim();
  const bio = data.summary?.trim();
  return {
    work_experience_timelines: work,
    education_timelines: education,
    title:
      (data.headline?.trim() || data.occupation?.trim() || work[0]?.title || null)?.slice(0, LIMITS.title) ??
      null,
    country: (data.country_full_name?.trim() || null)?.slice(0, 100) ?? null,
    preferred_language: language ? language.slice(0, 60) : null,
    skills: distinctNames(data.skills, LIMITS.skills),
    topics: distinctNames(data.interests, LIMITS.topics),
    short_bio: bio ? limitWords(bio, LIMITS.bioWords) : null,
    career_story: composeCareerStory(work, education),
  };
}
