import {
  LIMITS,
  type ImportedSections,
  type ImportedTimelineEntry,
  type ProfileImportSection,
} from '@careerhub/shared';
import type { TopicsService } from '../../topics/topics.service.js';
import { countryCodeOf, languageCodeOf } from '../geo-names.js';
import type { CareerEntryRow, ProfileChanges, ProfilesRepository } from '../profiles.repository.js';

const TEXT_SECTIONS = {
  title: 'title',
  country: 'country',
  preferred_language: 'preferedLanguage',
  short_bio: 'shortBio',
  career_story: 'careerStory',
} as const satisfies Partial<Record<ProfileImportSection, keyof ProfileChanges>>;

const key = (title: string, institution: string | null, start: string | null) =>
  [title.trim().toLowerCase(), (institution ?? '').trim().toLowerCase(), start ?? ''].join('|');
const entryKey = (e: CareerEntryRow) => key(e.title, e.institutionName, e.startDate);

/**
 * Writes the chosen sections into the profile: text fields replace, skills and topics are added to
 * the existing ones (up to the limit of 7, new names created), career entries are added unless the
 * same title, institution and start date are already there (importing twice adds nothing).
 */
export async function applySections(
  deps: { profiles: ProfilesRepository; topics: TopicsService },
  job: { userId: number; actorId: number; fields: readonly ProfileImportSection[] },
  sections: ImportedSections,
  extra: ProfileChanges = {},
) {
  const { profiles, topics } = deps;
  const fields = new Set(job.fields);
  const changes: ProfileChanges = { ...extra };
  for (const [section, column] of Object.entries(TEXT_SECTIONS) as Array<
    [keyof typeof TEXT_SECTIONS, keyof ProfileChanges]
  >) {
    // Country and language are stored as ISO codes: an imported name is looked up, unknown text skipped.
    const value =
      section === 'country'
        ? countryCodeOf(sections.country)
        : section === 'preferred_language'
          ? languageCodeOf(sections.preferred_language)
          : sections[section];
    if (fields.has(section) && value) (changes as Record<string, unknown>)[column] = value;
  }
  if (Object.keys(changes).length) await profiles.upsert(job.userId, changes);

  const current = await profiles.topicsOf(job.userId);
  for (const [section, kind, existing, limit] of [
    ['skills', 'skill', current.skills, LIMITS.skills],
    ['topics', 'general', current.topics, LIMITS.topics],
  ] as const) {
    if (!fields.has(section) || sections[section].length === 0) continue;
    const added = await topics.resolveRefs(sections[section], kind, job.actorId);
    const ids = [...new Set([...existing.map((t) => t.id), ...added])].slice(0, limit);
    await profiles.setTopics(job.userId, kind, ids);
  }

  for (const [section, type] of [
    ['work_experience_timelines', 'work'],
    ['education_timelines', 'education'],
  ] as const) {
    if (!fields.has(section)) continue;
    const seen = new Set((await profiles.careerEntries(job.userId, type)).map(entryKey));
    for (const entry of sections[section]) {
      const entryId = key(entry.title, entry.institution, entry.start_date);
      if (seen.has(entryId)) continue;
      seen.add(entryId);
      await profiles.insertCareerEntry(toRow(job.userId, type, entry));
    }
  }
  await profiles.refreshSearchText(job.userId);
}

function toRow(userId: number, type: 'work' | 'education', e: ImportedTimelineEntry) {
  return {
    userId,
    type,
    title: e.title,
    description: e.description,
    startDate: e.start_date,
    endDate: e.is_currently_working ? null : e.end_date,
    isCurrentlyWorking: e.is_currently_working,
    institutionName: e.institution,
  };
}
