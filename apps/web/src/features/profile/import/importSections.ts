import {
  PROFILE_IMPORT_SECTIONS,
  type ImportedSections,
  type ImportedTimelineEntry,
  type ProfileImportSection,
  type CareerEntry,
  type Profile,
} from '@careerhub/shared';

/** Sections the preview found something for, in the spec's order. */
export function foundSections(data: ImportedSections): ProfileImportSection[] {
  return PROFILE_IMPORT_SECTIONS.filter((section) => {
    const value = data[section];
    return Array.isArray(value) ? value.length > 0 : Boolean(value && value.trim());
  });
}

/** The chosen sections in the spec's order (the server takes any order; a stable one reads better). */
export const orderedChoice = (chosen: ReadonlySet<ProfileImportSection>) =>
  PROFILE_IMPORT_SECTIONS.filter((s) => chosen.has(s));

const month = (iso: string | null) =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString('en', { month: 'short', year: 'numeric' }) : null;

/** "Jan 2020 – Present", "2012 – 2016" style period of an imported entry, or '' without dates. */
export function entryPeriod(entry: ImportedTimelineEntry): string {
  const start = month(entry.start_date);
  const end = entry.is_currently_working ? 'Present' : month(entry.end_date);
  return [start, end].filter(Boolean).join(' – ');
}

/**
 * A fingerprint of everything an import can change. The page polls after confirming and knows the
 * background job is done when the fingerprint has moved and then holds still for one poll.
 */
export function importFingerprint(profile: Profile, entries: CareerEntry[]): string {
  return JSON.stringify([
    profile.title,
    profile.country,
    profile.prefered_language,
    profile.short_bio,
    profile.career_story,
    profile.skills_detailed.map((s) => s.id),
    profile.topics_detailed.map((t) => t.id),
    entries.map((e) => e.id).sort((a, b) => a - b),
  ]);
}

export type PollVerdict = 'wait' | 'done' | 'gave-up';

/** After n polls: done once the state changed from `before` and two polls in a row agree. */
export function pollVerdict(before: string, seen: readonly string[], maxPolls: number): PollVerdict {
  const last = seen.at(-1);
  const previous = seen.at(-2);
  if (last !== undefined && last !== before && last === previous) return 'done';
  return seen.length >= maxPolls ? 'gave-up' : 'wait';
}
